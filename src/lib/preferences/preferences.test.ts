import { describe, expect, it } from 'vitest';
import { chooseLanguage, homeSiteUrl, type LanguageHome } from './language-choice.ts';
import { escapeRegExp, filterByFiatCode } from './fiat-search.ts';
import { fiatChoices, fiatDisplay, formatInFiat, USD_DISPLAY } from './fiat-display.ts';

const TURKISH: LanguageHome = { lang: 'tr', production: 'www.nexa.tr', local: 'tr.localhost' };
const LOCAL = { protocol: 'http:', hostname: 'localhost', port: '4442', localHost: 'localhost' };
const PRODUCTION = { protocol: 'https:', hostname: 'www.nexa.exchange', port: '', localHost: 'localhost' };

describe('language choice', () => {
  it('goes straight to the language link when the language is at home here', () => {
    expect(chooseLanguage('zh', '/zh/fee', [TURKISH], LOCAL)).toEqual({ kind: 'navigate', href: '/zh/fee' });
    expect(chooseLanguage('tr', '/tr/', [], LOCAL)).toEqual({ kind: 'navigate', href: '/tr/' });
  });

  it('asks first for a language whose home is another site, offering both pages', () => {
    expect(chooseLanguage('tr', '/tr/fee', [TURKISH], LOCAL)).toEqual({
      kind: 'restricted', stayHref: '/tr/fee', homeHref: 'http://tr.localhost:4442/tr/fee', homeHost: 'www.nexa.tr',
    });
  });

  it('sends production visitors to the home site over https', () => {
    expect(homeSiteUrl(TURKISH, PRODUCTION, '/tr/')).toBe('https://www.nexa.tr/tr/');
  });
});

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
