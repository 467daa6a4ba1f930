import { describe, expect, it } from 'vitest';
import { checkCompleteness } from './translation-completeness.ts';
import { createTranslator } from '../i18n/translate.ts';

describe('translation completeness of every locale a site offers', () => {
  it('has no missing key, placeholder mismatch or unknown key in any locale a site offers', () => {
    const problems = checkCompleteness().filter((report) => report.missing.length || report.placeholderMismatch.length || report.unknown.length);
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
});
