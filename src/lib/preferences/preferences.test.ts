import { describe, expect, it } from 'vitest';
import { escapeRegExp, filterByFiatCode } from './fiat-search.ts';
import { fiatChoices, fiatDisplay, formatInFiat, USD_DISPLAY } from './fiat-display.ts';

describe('Pay with search', () => {
  const rows = [{ fiat: 'USD' }, { fiat: 'EUR' }, { fiat: 'TRY' }, { fiat: 'AUD' }];

  it('matches the code case-insensitively anywhere in it', () => {
    expect(filterByFiatCode(rows, 'u').map((row) => row.fiat)).toEqual(['USD', 'EUR', 'AUD']);
    expect(filterByFiatCode(rows, ' try ').map((row) => row.fiat)).toEqual(['TRY']);
  });

  it('treats regular expression characters as text', () => {
    expect(escapeRegExp('US$.*')).toBe('US\\$\\.\\*');
    expect(filterByFiatCode(rows, '.*')).toEqual([]);
    expect(filterByFiatCode(rows, '(')).toEqual([]);
  });

  it('an empty query lists everything', () => {
    expect(filterByFiatCode(rows, '   ')).toEqual(rows);
  });
});

describe('fiat display', () => {
  const rates = {
    USD: { symbol: '$', rate: '1' },
    TRY: { symbol: '₺', rate: '34.18' },
    EUR: { symbol: '€', rate: '0.92' },
    BAD: { symbol: '?', rate: 'abc' },
    '<b>': { symbol: 'x', rate: '2' },
  };

  it('converts a USDT value with the rate and symbol of the chosen fiat', () => {
    expect(formatInFiat(2, fiatDisplay('TRY', rates), 'en')).toBe('\u2066₺68.36\u2069');
    expect(formatInFiat(1234.5, fiatDisplay('EUR', rates), 'de')).toBe('\u20661.135,74\u00a0€\u2069');
  });

  it('quotes the rate of one USDT with the currency\'s decimals plus two, the same for every row', () => {
    expect(formatInFiat(1, fiatDisplay('USD', rates), 'en', { rate: true })).toBe('\u2066$1.0000\u2069');
    expect(formatInFiat(1, fiatDisplay('TRY', rates), 'de', { rate: true })).toBe('\u206634,1800\u00a0₺\u2069');
  });

  it('falls back to USD for an unknown fiat or an unusable rate', () => {
    expect(fiatDisplay('GBP', rates)).toBe(USD_DISPLAY);
    expect(fiatDisplay('BAD', rates)).toBe(USD_DISPLAY);
  });

  it('offers USD first, then the usable currencies by code', () => {
    expect(fiatChoices(rates).map((choice) => choice.fiat)).toEqual(['USD', 'EUR', 'TRY']);
    expect(fiatChoices({})).toEqual([USD_DISPLAY]);
  });

  it('offers no code the store would refuse (an unknown "ZZZ" or a coin)', () => {
    expect(fiatChoices({ ...rates, ZZZ: { symbol: 'Z', rate: '2' }, USDT: { symbol: '', rate: '1' } }).map((choice) => choice.fiat)).toEqual(['USD', 'EUR', 'TRY']);
  });
});
