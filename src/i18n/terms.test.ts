// One term for one thing in each language: a reader who sees "Sign up" in the header and another
// word on the home page's button, or "Pre-market" in the menu and "Pre-Market" in the search,
// wonders whether they are two things (issue 26, point 15).
import { describe, expect, it } from 'vitest';
import { dictionaries, englishDictionary, type I18nKey } from './dictionaries.ts';
import { LOCALE_CODES } from './locales.ts';

const SAME_THING: Record<string, I18nKey[]> = {
  'sign up': ['header.signup', 'home.hero.signup'],
  'pre-market': ['search.panel.preMarket', 'search.group.preMarket', 'header.menu.premint'],
};

describe('one term each', () => {
  for (const [thing, keys] of Object.entries(SAME_THING)) {
    it(`names "${thing}" with one term in every language`, () => {
      for (const lang of LOCALE_CODES) {
        const terms = new Set(keys.map((key) => dictionaries[lang][key] ?? englishDictionary[key]));
        expect([...terms], `${lang}: ${keys.join(', ')}`).toHaveLength(1);
      }
    });
  }

  it('writes Pre-market so in English, never Pre-Market', () => {
    const capitalised = Object.entries(englishDictionary).filter(([, text]) => /Pre-Market/.test(text));
    expect(capitalised).toEqual([]);
  });
});
