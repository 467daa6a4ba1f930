// Every language shell of every site, read from dist/ (moved from tests/e2e/languages.spec.ts and the
// request-level tests of navigation-reading.spec.ts): <html lang dir>, and no same-host link without
// the page's language prefix or outside its region prefix.
import { describe, test, expect } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getSite, sites } from '../../src/sites/index.ts';
import { chromeSiteOf, listShellPages } from '../../src/sites/pages.ts';
import { sitePrefix } from '../../src/navigation/href.ts';
import { localizePath } from '../../src/i18n/locales.ts';
import { getLocale } from '../../src/i18n/locales.ts';
import { anchorHrefs, builtHtml, DIST } from './built.ts';

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
    // '/de', or '/en-eu/de' on a region variant.
    const prefix = sitePrefix(chromeSiteOf(page), page.lang);
    for (const region of ['header', 'footer']) {
      expect(anchorHrefs(part(html, region)).filter((href) => href.startsWith(`${prefix}/`)).length, region).toBeGreaterThan(0);
    }
    const site = getSite(page.site);
    const hosts = [site.hosts.production, ...site.hosts.aliases];
    // A region banner's "go to the global site" leaves the region on purpose.
    const unprefixed = anchorHrefs(html.replace(/<a [^>]*data-track="notice\.[^>]*>/g, '')).filter((href) => {
      const url = new URL(href, `https://${site.hosts.production}${page.path}`);
      if (!url.protocol.startsWith('http') || !hosts.includes(url.hostname)) return false;
      return url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`);
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

/** The language links of a page's footer picker: [hreflang, href] in order. */
const pickerLinks = (html: string) => {
  const picker = html.slice(html.indexOf('<nav class="footer-languages"'), html.indexOf('</nav>', html.indexOf('<nav class="footer-languages"')));
  return [...picker.matchAll(/<a\s[^>]*>/g)].map(([tag]) => [/\shreflang="([^"]*)"/.exec(tag)?.[1], /\shref="([^"]*)"/.exec(tag)?.[1]]);
};

describe.each(sites.filter((site) => site.regionPrefix).map((region) => [region.regionPrefix, region] as const))(
  'region variant %s on the main host',
  (prefix, region) => {
    test.each(region.languages.map((lang) => [lang]))('has a shell in %s that offers the region\'s languages under its prefix', (lang) => {
      const file = join('main', `${prefix}${localizePath('/', lang)}`, 'index.html');
      expect(existsSync(join(DIST, file)), file).toBe(true);
      const html = builtHtml({ file });
      expect(/<html\s[^>]*>/.exec(html)![0]).toContain(` lang="${getLocale(lang).htmlLang}"`);
      const expected = region.languages.length > 1
        ? region.languages.map((code) => [getLocale(code).htmlLang, `${prefix}${localizePath('/', code)}`])
        : [];
      expect(pickerLinks(html)).toEqual(expected);
    });
  },
);

describe('a language another site keeps (Turkish) asks first wherever it is offered', () => {
  const offering = listShellPages().filter((page) => chromeSiteOf(page).languages.includes('tr'));

  test.each(offering.map((page) => [`${page.site}${page.path}`, page] as const))('%s', (_name, page) => {
    const html = builtHtml(page);
    const links = [...html.matchAll(/<a\s[^>]*hreflang="tr"[^>]*>/g)].map(([tag]) => tag);
    // The header menu, the drawer and the footer.
    expect(links.length).toBe(3);
    const home = page.site === 'tr' ? null : 'www.nexa.tr';
    for (const tag of links) expect(/\sdata-language-home="([^"]*)"/.exec(tag)?.[1] ?? null, tag).toBe(home);
    expect(html.includes('<template data-language-restriction="tr"'), 'the dialog template').toBe(home !== null);
  });
});
