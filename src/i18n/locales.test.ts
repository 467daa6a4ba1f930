import { describe, expect, it } from 'vitest';
import { localizePath, langPrefix, LOCALE_CODES } from './locales.ts';
import { toBackendLang } from './locales.ts';
import { dir, supportRequestLang } from './locales.ts';
import { createTranslator } from './translate.ts';

describe('locales', () => {
  it('maps zh to cn, zh-tw to tw, pt to pt-PT and pt-br to pt-BR for the backend', () => {
    expect(toBackendLang('zh')).toBe('cn');
    expect(toBackendLang('zh-tw')).toBe('tw');
    expect(toBackendLang('pt')).toBe('pt-PT');
    expect(toBackendLang('pt-br')).toBe('pt-BR');
    expect(toBackendLang('en')).toBe('en');
    expect(toBackendLang('ja')).toBe('ja');
  });

  it('serves English without a prefix and every other language under /<code>/', () => {
    expect(langPrefix('en')).toBe('');
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/fee', 'en')).toBe('/fee');
    expect(localizePath('/', 'pt-br')).toBe('/pt-br/');
    expect(localizePath('/trade/BTC_USDT?tab=isolated_margin', 'zh')).toBe('/zh/trade/BTC_USDT?tab=isolated_margin');
  });

  it('writes Arabic right to left and nothing else', () => {
    expect(LOCALE_CODES.filter((code) => dir(code) === 'rtl')).toEqual(['ar']);
  });

  it('names the support-request page language', () => {
    expect([supportRequestLang('zh'), supportRequestLang('zh-tw'), supportRequestLang('fr')]).toEqual(['zh-cn', 'zh-tw', 'en']);
  });
});

describe('translations', () => {
  it('translates per page without touching other languages', () => {
    const de = createTranslator('de');
    const ja = createTranslator('ja');
    const en = createTranslator('en');
    expect(de('footer.column.products')).not.toBe(en('footer.column.products'));
    expect(ja('footer.column.products')).not.toBe(en('footer.column.products'));
    expect(en('home.hero.trade', { pair: 'BTC/TRY' })).toBe('Trade BTC/TRY');
    expect(de('home.hero.trade', { pair: 'BTC/EUR' })).toContain('BTC/EUR');
  });

});
