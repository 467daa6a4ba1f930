import { describe, expect, it } from 'vitest';
import { languageChoice } from './language-policy.ts';
import { getSite, sites } from './index.ts';

describe('language policy (SPEC 4: Turkish only on the Turkey site)', () => {
  it('switches to Turkish directly on the Turkey site', () => {
    expect(languageChoice(getSite('tr'), 'tr')).toEqual({ kind: 'switch' });
  });

  it('asks first on every other site offering Turkish, naming the Turkey site', () => {
    const offering = sites.filter((site) => site.key !== 'tr' && site.languages.includes('tr'));
    expect(offering.length).toBeGreaterThan(0);
    for (const site of offering) {
      const choice = languageChoice(site, 'tr');
      expect(choice.kind, site.key).toBe('confirm');
      expect(choice.kind === 'confirm' && choice.home.hosts.production).toBe('www.nexa.tr');
    }
  });

  it('switches any other language directly', () => {
    expect(languageChoice(getSite('main'), 'de')).toEqual({ kind: 'switch' });
    expect(languageChoice(getSite('tr'), 'en')).toEqual({ kind: 'switch' });
  });
});
