import { describe, expect, it } from 'vitest';
import { currencySymbol, formatChange, formatDay, formatDecimal, formatFiat, formatNumber, isolate, numberLocale } from './numbers.ts';

// Intl writes narrow no-break spaces and direction marks; compare what a reader sees.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('numbers in the page language (one module for search, trade menus and settings)', () => {
  it('groups a price and keeps the decimals the market delivers', () => {
    expect(formatDecimal('3326560.00', 'en')).toBe('3,326,560.00');
    expect(formatDecimal('3326560.00', 'de')).toBe('3.326.560,00');
    expect(formatDecimal('3326560.00', 'ja')).toBe('3,326,560.00');
    expect(plain(formatDecimal('3326560.00', 'ar'))).toBe('3,326,560.00');
    expect(formatDecimal('0.00001234', 'de')).toBe('0,00001234');
    expect(formatDecimal('97840', 'en')).toBe('97,840');
  });

  it('loses no digit of a long decimal to floating point', () => {
    expect(formatDecimal('12345678901234567.123456789', 'en')).toBe('12,345,678,901,234,567.123456789');
  });

  it('shows anything that is not a plain decimal as sent', () => {
    for (const value of ['', 'abc', '1e5', 'NaN', '1,000', '<b>1</b>']) expect(formatDecimal(value, 'en')).toBe(value);
  });

  it('writes Arabic prices with Latin digits, as the big exchanges do', () => {
    expect(numberLocale('ar')).toBe('ar-u-nu-latn');
    expect(formatDecimal('1234.5', 'ar')).toMatch(/^[\u200e\u200f\u061c]*1,234\.5[\u200e\u200f\u061c]*$/);
    expect(formatChange(2.345, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it('uses the language\'s own conventions for Portuguese and Chinese variants', () => {
    expect(plain(formatDecimal('1234567.5', 'pt'))).toBe('1 234 567,5');
    expect(formatDecimal('1234567.5', 'pt-br')).toBe('1.234.567,5');
    expect(formatDecimal('1234567.5', 'zh-tw')).toBe('1,234,567.5');
  });

  it('formats changes with a sign and two decimals', () => {
    expect(formatChange(2.345, 'en')).toBe('+2.35%');
    expect(plain(formatChange(-0.5, 'de'))).toBe('-0,50 %');
    expect(formatChange(0, 'ja')).toBe('0.00%');
    expect(plain(formatChange(12.3, 'ar'))).toBe('+12.30%');
    expect(formatChange(Number.NaN, 'en')).toBe('');
  });

  it('places the currency symbol as the language writes it, with the currency\'s decimals', () => {
    expect(formatFiat(97840, 'USD', 'en')).toBe('$97,840.00');
    expect(plain(formatFiat(97840, 'EUR', 'de'))).toBe('97.840,00 €');
    expect(formatFiat(14_650_000.4, 'JPY', 'ja')).toBe('¥14,650,000');
    expect(plain(formatFiat(3.6725, 'AED', 'ar'))).toBe('3.67 د.إ');
    expect(formatFiat(0.00001234, 'USD', 'en')).toBe('$0.00001234');
  });

  it('writes the currency\'s one symbol where the language places it (S$ for SGD, not Intl\'s narrow $)', () => {
    expect(formatFiat(1234.5, 'SGD', 'en')).toBe('S$1,234.50');
    expect(formatFiat(1234.5, 'SGD', 'de')).toBe('1.234,50\u00a0S$');
  });

  it('quotes a rate with two decimals more than the currency has', () => {
    expect(formatFiat(1, 'USD', 'en', { rate: true })).toBe('$1.0000');
    expect(plain(formatFiat(0.9234, 'EUR', 'de', { rate: true }))).toBe('0,9234 €');
    expect(formatFiat(154.2, 'JPY', 'ja', { rate: true })).toBe('¥154.20');
    expect(plain(formatFiat(3.6725, 'AED', 'ar', { rate: true }))).toBe('3.6725 د.إ');
  });

  const FIATS = ['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'BRL', 'VND', 'KRW', 'CNY', 'HKD', 'SGD', 'AED', 'AUD', 'CAD', 'TWD', 'INR', 'RUB', 'UAH', 'IDR', 'THB'];
  const LANGS = ['en', 'ar', 'de', 'ja', 'zh', 'zh-tw', 'ko', 'th', 'tr', 'ru', 'uk', 'vi', 'pt-br', 'fr'];

  it('gives each currency one symbol of its own, the same in every language', () => {
    const symbols = FIATS.map(currencySymbol);
    expect(new Set(symbols).size).toBe(FIATS.length);
    expect(Object.fromEntries(['USD', 'SGD', 'GBP', 'HKD', 'JPY', 'CNY'].map((fiat) => [fiat, currencySymbol(fiat)])))
      .toEqual({ USD: '$', SGD: 'S$', GBP: '£', HKD: 'HK$', JPY: '¥', CNY: 'CN¥' });
    expect(currencySymbol('XYZ1')).toBe('XYZ1');
  });

  it('writes every amount with that symbol, whatever the language (Arabic: "$", not "US$")', () => {
    for (const lang of LANGS) {
      for (const fiat of FIATS) {
        const amount = formatFiat(1234.5, fiat, lang);
        const [before, after, ...more] = amount.split(currencySymbol(fiat));
        expect(more, `${fiat} in ${lang}: ${amount}`).toEqual([]);
        expect(`${before}${after}`, `${fiat} in ${lang}: ${amount}`).toMatch(/^[\d.,\s\u00a0\u202f\u200e\u200f\u061c\u2019']+$/);
      }
    }
  });

  it('writes an unknown or malformed currency code after the number', () => {
    expect(formatFiat(1234.5, 'XYZ1', 'de')).toBe('1.234,5 XYZ1');
    expect(formatFiat(Number.POSITIVE_INFINITY, 'USD', 'en')).toBe('');
  });

  it('formats plain numbers and days (an options expiry, in UTC)', () => {
    expect(formatNumber(78000, 'de')).toBe('78.000');
    const expiry = new Date(Date.UTC(2026, 5, 8));
    expect(formatDay(expiry, 'en')).toBe('Jun 8, 2026');
    expect(formatDay(expiry, 'de')).toBe('8. Juni 2026');
    expect(formatDay(expiry, 'ja')).toBe('2026年6月8日');
    expect(formatDay(new Date(Number.NaN), 'en')).toBe('');
  });

  it('falls back to English for a tag Intl does not know', () => {
    expect(formatDecimal('1234.5', 'not a tag')).toBe('1,234.5');
  });

  it('isolates an amount for use inside a sentence', () => {
    expect(isolate('3.67 د.إ.')).toBe('\u20663.67 د.إ.\u2069');
  });
});
