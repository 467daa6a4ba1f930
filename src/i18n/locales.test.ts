import { describe, expect, it } from 'vitest';
import { toBackendLang, localizePath, dir, langPrefix, supportRequestLang, LOCALE_CODES } from './locales.ts';
import { createTranslator } from './translate.ts';
import { checkCompleteness, untranslatedKeys } from '../sites/translation-completeness.ts';

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

  it('has no missing, mismatched, unknown or untranslated key in any locale a site offers', () => {
    const problems = checkCompleteness().filter(
      (report) => report.missing.length || report.placeholderMismatch.length || report.unknown.length || report.untranslated.length,
    );
    expect(problems).toEqual([]);
  });

  it('is not English copied into other locales', () => {
    for (const report of checkCompleteness()) {
      if (report.locale === 'en') continue;
      const t = createTranslator(report.locale);
      const en = createTranslator('en');
      expect(t('home.hero.title'), report.locale).not.toBe(en('home.hero.title'));
      expect(t('footer.link.helpCenter'), report.locale).not.toBe(en('footer.link.helpCenter'));
    }
  });

  it('flags a text left in English unless it is a brand name or a loanword of that language', () => {
    const keys = ['header.nav.earn', 'header.nav.web3', 'header.menu.blog', 'header.menu.deliveryContract'] as const;
    const copiedEnglish = { 'header.nav.earn': 'Earn', 'header.nav.web3': 'Web3', 'header.menu.blog': 'Blog', 'header.menu.deliveryContract': '{{contract}}' };
    expect(untranslatedKeys('de', copiedEnglish, keys)).toEqual(['header.nav.earn']);
    expect(untranslatedKeys('ja', copiedEnglish, keys)).toEqual(['header.nav.earn', 'header.menu.blog']);
    expect(untranslatedKeys('de', { ...copiedEnglish, 'header.nav.earn': 'Verdienen' }, keys)).toEqual([]);
    expect(untranslatedKeys('en', copiedEnglish, keys)).toEqual([]);
  });
});
