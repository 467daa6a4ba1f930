import { describe, expect, it } from 'vitest';
import { lookupSiteFile, safePathname } from './site-files.ts';

describe('site files', () => {
  it('maps page paths to the site folder and assets to the shared root', () => {
    expect(lookupSiteFile('main', '/')).toEqual({ kind: 'file', file: 'main/index.html' });
    expect(lookupSiteFile('tr', '/tr/')).toEqual({ kind: 'file', file: 'tr/tr/index.html' });
    expect(lookupSiteFile('jp', '/_astro/chrome.abc.css')).toEqual({ kind: 'file', file: '_astro/chrome.abc.css' });
    expect(lookupSiteFile('uk', '/favicon.svg')).toEqual({ kind: 'file', file: 'favicon.svg' });
  });

  it('sends a directory without its slash to the slashed URL, on the same host', () => {
    expect(lookupSiteFile('main', '/zh', '?a=1')).toEqual({ kind: 'slash-redirect', location: '/zh/?a=1' });
    expect(lookupSiteFile('main', '//evil')).toEqual({ kind: 'slash-redirect', location: '/evil/' });
  });

  it('refuses paths that could leave dist/', () => {
    for (const path of ['/../etc/passwd', '/%2e%2e/secret', '/a/%00', '/a\\b', '/%E0%A4%A']) {
      expect(lookupSiteFile('main', path).kind, path).toBe('invalid');
    }
    expect(safePathname('/zh/')).toBe('/zh/');
  });
});
