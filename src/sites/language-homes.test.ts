import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../i18n/locales.ts';
import { sites } from './index.ts';
import { languageHome, languageHomesFor } from './language-homes.ts';

describe('language homes (SPEC 4: Turkish only on the Turkey site)', () => {
  it('names the Turkey site as the home of Turkish and no home for any other language', () => {
    expect(languageHome('tr')?.key).toBe('tr');
    expect(LOCALE_CODES.filter((lang) => languageHome(lang))).toEqual(['tr']);
  });

  it('gives a language at most one home site', () => {
    for (const lang of LOCALE_CODES) expect(sites.filter((site) => site.exclusiveLanguages.includes(lang)).length, lang).toBeLessThanOrEqual(1);
  });

  it('hands every other site offering Turkish the Turkey hosts, local ones only when the build knows them', () => {
    const offering = sites.filter((site) => site.key !== 'tr' && site.languages.includes('tr'));
    expect(offering.length).toBeGreaterThan(0);
    for (const site of offering) {
      expect(languageHomesFor(site), site.key).toEqual([{ lang: 'tr', production: 'www.nexa.tr', local: '' }]);
      expect(languageHomesFor(site, { local: true }), site.key).toEqual([{ lang: 'tr', production: 'www.nexa.tr', local: 'tr.localhost' }]);
    }
  });

  it('asks nothing on the Turkey site itself', () => {
    expect(languageHomesFor(sites.find((site) => site.key === 'tr')!)).toEqual([]);
  });
});
