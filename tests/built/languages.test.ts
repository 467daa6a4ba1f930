// Every language shell of every site, read from dist/ (moved from tests/e2e/languages.spec.ts and the
// request-level tests of navigation-reading.spec.ts): <html lang dir>, and no same-host link without
// the page's language prefix or outside its region prefix.
import { describe, test, expect } from 'vitest';
import { getSite } from '../../src/sites/index.ts';
import { listShellPages } from '../../src/sites/pages.ts';
import { getLocale } from '../../src/i18n/locales.ts';
import { anchorHrefs, builtHtml } from './built.ts';

const nonEnglish = listShellPages().filter((page) => page.lang !== 'en');

/** The markup of the first `<tag …>…</tag>` of a page. */
const part = (html: string, tag: string) => html.slice(html.indexOf(`<${tag} `), html.indexOf(`</${tag}>`));

describe.each(nonEnglish.map((page) => ({ ...page, name: `${page.site}${page.path}` })))('$name', (page) => {
  const html = builtHtml(page);

  test('declares its language and direction on <html>', () => {
    const locale = getLocale(page.lang);
    const root = /<html\s[^>]*>/.exec(html)![0];
    expect(root).toContain(` lang="${locale.htmlLang}"`);
    expect(root).toContain(` dir="${locale.dir}"`);
  });

  test('header and footer link same-host pages under the language prefix, and only so', () => {
    for (const region of ['header', 'footer']) {
      expect(anchorHrefs(part(html, region)).filter((href) => href.startsWith(`/${page.lang}/`)).length, region).toBeGreaterThan(0);
    }
    const site = getSite(page.site);
    const hosts = [site.hosts.production, ...site.hosts.aliases];
    const unprefixed = anchorHrefs(html).filter((href) => {
      const url = new URL(href, `https://${site.hosts.production}${page.path}`);
      if (!url.protocol.startsWith('http') || !hosts.includes(url.hostname)) return false;
      return url.pathname !== `/${page.lang}` && !url.pathname.startsWith(`/${page.lang}/`);
    });
    expect(unprefixed).toEqual([]);
  });
});

test('region variants on the main host link every same-host page under their prefix', () => {
  const outside: string[] = [];
  for (const shell of listShellPages(['main']).filter((page) => page.chrome !== page.site)) {
    // The region banner's "go to the global site" leaves the region on purpose.
    const html = builtHtml(shell).replace(/<a [^>]*data-track="notice\.[^>]*>/g, '');
    const hrefs = anchorHrefs(html);
    expect(hrefs).toContain(`${shell.path}fee`);
    // Internal routes are written root-relative; absolute links are the registry's own URLs (the
    // UK's deposit and withdraw pages on the main host, SPEC 2).
    for (const href of hrefs.filter((link) => link.startsWith('/') && !link.startsWith('//'))) {
      if (!href.startsWith(shell.path)) outside.push(`${shell.path}: ${href}`);
    }
  }
  expect(outside).toEqual([]);
});
