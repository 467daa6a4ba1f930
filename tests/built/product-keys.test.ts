// SPEC 3's {product}_otc, {product}_card and {product}_shop compliance keys (nexa_otc, nexa_card,
// nexa_shop): every link the chrome draws to /otc, /card or /shop (top menus, More, drawer, footer)
// sits in an item carrying its key, on every site x language, so a compliance answer naming the key
// hides it everywhere at run time (docs/header.md).
import { describe, expect, test } from 'vitest';
import { listShellPages } from '../../src/sites/pages.ts';
import { builtHtml } from './built.ts';

const KEY_OF_ROUTE: Record<string, string> = { '/otc': 'nexa_otc', '/card': 'nexa_card', '/shop': 'nexa_shop' };
/** An internal link to one of the routes, under any region and language prefix ('/en-eu', '/de', '/pt-br'). */
const PRODUCT_HREF = /^(?:\/[a-z]{2}(?:-[a-z]{2})?){0,2}(\/otc|\/card|\/shop)$/;

/** Each product link of a page with the data-feature of the item wrapping it ('' when none). */
function productLinks(html: string): { route: string; features: string[] }[] {
  const links: { route: string; features: string[] }[] = [];
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const route = PRODUCT_HREF.exec(match[1]!)?.[1];
    if (!route) continue;
    const before = html.slice(0, match.index);
    const wrapper = before.slice(before.lastIndexOf('<li'));
    const features = /^<li[^>]*>\s*$/.test(wrapper) ? (/data-feature="([^"]*)"/.exec(wrapper)?.[1] ?? '').split(' ') : [];
    links.push({ route, features });
  }
  return links;
}

describe('product compliance keys', () => {
  test.each(listShellPages().map((page) => [page.file, page] as const))('%s: every /otc, /card and /shop link carries its key', (_file, page) => {
    const links = productLinks(builtHtml(page));
    expect(links.filter((link) => !link.features.includes(KEY_OF_ROUTE[link.route]!))).toEqual([]);
  });

  test('the global site links all three, in its menus, drawer and footer', () => {
    const main = productLinks(builtHtml({ file: 'main/index.html' }));
    for (const route of Object.keys(KEY_OF_ROUTE)) expect(main.filter((link) => link.route === route).length, route).toBeGreaterThan(0);
    // OTC: the promotions menu, its More copy, the drawer's copy and the footer.
    expect(main.filter((link) => link.route === '/otc').length).toBeGreaterThanOrEqual(4);
  });
});
