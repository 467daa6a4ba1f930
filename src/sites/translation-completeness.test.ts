import { describe, expect, it } from 'vitest';
import { checkCompleteness, untranslatedKeys } from './translation-completeness.ts';
import { createTranslator } from '../i18n/translate.ts';

describe('translation completeness of every locale a site offers', () => {
  it('has no missing, mismatched, unknown or untranslated key in any locale a site offers', () => {
    const problems = checkCompleteness().filter((report) => report.missing.length || report.placeholderMismatch.length || report.unknown.length || report.untranslated.length);
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
