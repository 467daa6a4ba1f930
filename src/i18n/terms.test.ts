// One term for one thing in each language: a reader who sees "Sign up" in the header and another
// word on the home page's button, or "Pre-market" in the menu and "Pre-Market" in the search,
// wonders whether they are two things (issue 26, point 15).
import { describe, expect, it } from 'vitest';
import { dictionaries, englishDictionary, type I18nKey } from './dictionaries.ts';
import { LOCALE_CODES, type LocaleCode } from './locales.ts';

const SAME_THING: Record<string, I18nKey[]> = {
  'sign up': ['header.signup', 'home.hero.signup'],
  'pre-market': ['search.panel.preMarket', 'search.group.preMarket', 'header.menu.premint'],
  // Main's /crypto, the UK's /buy-sell-crypto and Japan's /sale (issue 40: once "Buy crypto",
  // "Buy & sell" and "Buy/Sell"); the fee page and the UAE's fee PDF (once "Fees" and "Fee schedule").
  'buy crypto': ['header.nav.buyCrypto', 'header.nav.sale'],
  fees: ['footer.link.fees', 'header.menu.fee'],
};

/**
 * A key that names a service by its legal name in one language, where the law names it: Japan's
 * dealer desk (/sale) is a 販売所 under the Payment Services Act, distinct from the exchange (取引所)
 * (docs/spec-readings.md "One term per meaning").
 */
const LEGAL_NAMES: Partial<Record<LocaleCode, Partial<Record<I18nKey, string>>>> = {
  ja: { 'header.nav.sale': '販売所' },
};

describe('one term each', () => {
  for (const [thing, keys] of Object.entries(SAME_THING)) {
    it(`names "${thing}" with one term in every language`, () => {
      for (const lang of LOCALE_CODES) {
        const legal = LEGAL_NAMES[lang] ?? {};
        for (const key of keys.filter((name) => legal[name])) expect(dictionaries[lang][key], `${lang}: ${key}`).toBe(legal[key]);
        const terms = new Set(keys.filter((key) => !legal[key]).map((key) => dictionaries[lang][key] ?? englishDictionary[key]));
        expect([...terms], `${lang}: ${keys.join(', ')}`).toHaveLength(1);
      }
    });
  }

  it('writes Pre-market so in English, never Pre-Market', () => {
    const capitalised = Object.entries(englishDictionary).filter(([, text]) => /Pre-Market/.test(text));
    expect(capitalised).toEqual([]);
  });
});
