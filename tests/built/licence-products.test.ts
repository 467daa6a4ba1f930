// Issue 34's licence reading of SPEC 6 (docs/spec-readings.md), over every built page (site x
// language, region variants too): no header entry, dropdown, More copy, drawer group, footer link,
// account menu or search panel offers a product where the site hides it, and the home page's words
// (the hero, the meta description) name only products the site shows. The oracle is SPEC 6 as
// transcribed in tests/fixtures/spec-hidden.ts, never the config under test.
import { describe, expect, test } from 'vitest';
import { chromeSiteOf, listShellPages } from '../../src/sites/pages.ts';
import type { FeatureKey } from '../../src/sites/schema.ts';
import { dictionaries } from '../../src/i18n/dictionaries.ts';
import { BRAND } from '../../src/sites/brand.ts';
import { specHides } from '../fixtures/spec-hidden.ts';
import { builtHtml } from './built.ts';

/** SPEC 2's routes of each licence product (the menus, the footers, the account menus). */
const PRODUCT_ROUTES: Partial<Record<FeatureKey, string[]>> = {
  derivatives: [
    '/futures/', '/options/', '/futures-delivery/', '/futures_center', '/unified-trading-account', '/myaccount/futures_trade',
    '/myaccount/futures_delivery/', '/myaccount/myfunds/futures', '/myaccount/myfunds/short_term_options',
  ],
  borrow_or_wealth: [
    '/candy-drop', '/launchpool', '/hodler-airdrop', '/launchpad', '/web3/bountydrop', '/simple-earn', '/auto-investment',
    '/dual-currency-investment', '/institution/quant-fund', '/cryptoloan', '/c2cloan/', '/vip-wealth', '/staking', '/pre-loan',
    '/myaccount/funds/finance/launch_pool', '/myaccount/finance/lock_earn',
  ],
  fiat_trade: ['/crypto', '/crypto/buy', '/crypto/sell', '/p2p-express/', '/c2c/merchant', '/p2p/merchant', '/c2c/orders/'],
  price: ['/price'],
  proof_of_reserves: ['/proof-of-reserves', '/proof_of_reserves'],
};

const decode = (html: string) => html.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every link or island prop value leading to `route`: a quoted value starting with it (a region and
 * a language prefix allowed before it), the route ending there or going on with a path or query.
 */
function offers(html: string, route: string): string[] {
  const end = route.endsWith('/') ? '' : '(?=["/?#])';
  const pattern = new RegExp(`["'](?:/[a-z]{2}(?:-[a-z]{2})?){0,2}${escape(route)}${end}[^"']*`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[0].slice(1));
}

const pages = listShellPages().map((page) => [page.file, page] as const);

describe('licence products (issue 34)', () => {
  test.each(pages)('%s offers no product its site hides', (_file, page) => {
    const site = chromeSiteOf(page);
    const html = decode(builtHtml(page));
    for (const [feature, routes] of Object.entries(PRODUCT_ROUTES)) {
      const shown = !specHides(site.key, feature as FeatureKey);
      const found = routes.flatMap((route) => offers(html, route));
      if (shown) expect(found.length, `${site.key} shows ${feature}`).toBeGreaterThan(0);
      else expect(found, `${site.key} hides ${feature}`).toEqual([]);
    }
    const derivatives = html.includes('id="nav-menu-derivatives"');
    expect(derivatives, `${site.key}: the Derivatives menu`).toBe(['main', 'bs', 'testnet'].includes(site.key));
    // The search island's and the Trade menu's panels: futures (with delivery) and options go with derivatives.
    for (const panels of html.matchAll(/"panels":\[1,(\[[^\]]*\](?:,\[[^\]]*\])*)\]/g)) {
      const kinds = [...panels[1]!.matchAll(/\[0,"(\w+)"\]/g)].map((kind) => kind[1]);
      if (!derivatives) expect(kinds.filter((kind) => kind === 'futures' || kind === 'options'), site.key).toEqual([]);
    }
  });

  test.each(pages)("%s: the hero and the description name only the site's products", (_file, page) => {
    const site = chromeSiteOf(page);
    const html = decode(builtHtml(page));
    const shows = (feature: FeatureKey) => !specHides(site.key, feature);
    const full = shows('derivatives') && shows('borrow_or_wealth');
    const reserves = shows('proof_of_reserves');
    const suffix = full ? (reserves ? '' : 'AllProducts') : reserves ? 'Spot' : 'SpotOnly';
    const subtitleKey = `home.hero.subtitle${suffix}` as 'home.hero.subtitle';
    const descriptionKey = `meta.description${suffix}` as 'meta.description';
    const words = dictionaries[page.lang];
    const subtitle = /<section class="hero[^>]*>\s*<h1[^>]*>[^<]*<\/h1>\s*<p[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(subtitle).toBe(words[subtitleKey]);
    expect(description).toBe(words[descriptionKey]?.replace('{{brand}}', BRAND));
    if (page.lang === 'en') {
      // In the words a reader sees: futures, earn and proof of reserves only where shown.
      expect(/futures/i.test(subtitle!), `${site.key} names futures`).toBe(shows('derivatives'));
      expect(/\bearn\b/i.test(subtitle!), `${site.key} names earn`).toBe(shows('borrow_or_wealth'));
      expect(/proof of reserves/i.test(`${subtitle} ${description}`), `${site.key} names proof of reserves`).toBe(shows('proof_of_reserves'));
    }
  });
});
