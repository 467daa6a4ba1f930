import { describe, expect, it } from 'vitest';
import { canonicalPath, type CanonicalPath } from './canonical-path.ts';
import { lookupSiteFile } from './site-files.ts';

const at = (path: string) => canonicalPath(path) as CanonicalPath;

describe('site files', () => {
  it('maps page paths to the site folder and assets to the shared root', () => {
    expect(lookupSiteFile('main', at('/'))).toEqual({ kind: 'file', file: 'main/index.html' });
    expect(lookupSiteFile('tr', at('/tr/'))).toEqual({ kind: 'file', file: 'tr/tr/index.html' });
    expect(lookupSiteFile('jp', at('/_astro/chrome.abc.css'))).toEqual({ kind: 'file', file: '_astro/chrome.abc.css' });
    expect(lookupSiteFile('uk', at('/favicon.svg'))).toEqual({ kind: 'file', file: 'favicon.svg' });
  });

  it('names a directory asked for without its slash, with the slashed URL on the same host', () => {
    expect(lookupSiteFile('main', at('/zh'))).toEqual({ kind: 'directory', file: 'main/zh/index.html', href: '/zh/' });
    expect(lookupSiteFile('main', at('//evil'))).toEqual({ kind: 'directory', file: 'main/evil/index.html', href: '/evil/' });
  });

  it('never serves the 404 pages at their own URL', () => {
    for (const path of ['/_404/de/', '/_404', '/_404/en/index.html', '/_error/de/', '/_error']) expect(lookupSiteFile('eu', at(path)).kind, path).toBe('internal');
  });

  it('never serves the build\'s compressed copies at their own URL (they go out in place of their file)', () => {
    for (const path of ['/index.html.br', '/zh/index.html.gz', '/_astro/chrome.abc.js.br', '/favicon.svg.gz']) expect(lookupSiteFile('main', at(path)).kind, path).toBe('internal');
  });
});
