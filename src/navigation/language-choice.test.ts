import { describe, expect, it } from 'vitest';
import { chooseLanguage, homeSiteUrl, type LanguageHome } from './language-choice.ts';

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
