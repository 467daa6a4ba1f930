// Every shell hands the chrome its site's facts (moved from per-site browser tests in
// tests/e2e/page-context.spec.ts, which now follows them into two pages' API requests): the
// data-page-context on <html> names the page's site, its site parameter (SPEC 7 x-site-type) and
// its language; the client turns the language into x-lang (src/lib/api/client.test.ts).
import { describe, expect, test } from 'vitest';
import { getSite } from '../../src/sites/index.ts';
import { listShellPages } from '../../src/sites/pages.ts';
import { parsePageContext } from '../../src/lib/page-context.ts';
import { builtHtml } from './built.ts';

const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
const ownShells = listShellPages().filter((page) => page.chrome === page.site);

describe.each(ownShells.map((page) => ({ ...page, name: `${page.site}${page.path}` })))('$name', (page) => {
  test("names its site, the site's parameter and its language", () => {
    const attribute = /<html\s[^>]*data-page-context="([^"]*)"/.exec(builtHtml(page))?.[1];
    const context = parsePageContext(decode(attribute ?? ''));
    const site = getSite(page.site);
    expect(context).toMatchObject({ siteKey: site.key, siteId: site.siteId, siteParam: site.siteParam, lang: page.lang });
  });
});
