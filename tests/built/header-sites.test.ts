// Every site's built English home (moved from a Playwright spec: static checks need no browser):
// SPEC 2 routes in the header and drawer exactly where the registry shows them, one row per SPEC 6 rule.
import { describe, test, expect } from 'vitest';
import { sites } from '../../src/sites/index.ts';
import type { FeatureKey, Site } from '../../src/sites/schema.ts';
import { resolveHref } from '../../src/navigation/href.ts';
import { SPEC_HEADER_ROUTES, expectedHref, siteShowsRoute } from '../fixtures/spec-header.ts';
import { builtHtml } from './built.ts';
import { specHides, SPEC_OWN_FUNDS_LINKS } from '../fixtures/spec-hidden.ts';

interface Chrome {
  header: string;
  drawer: string;
  hrefs: Set<string>;
}

const decode = (value: string) => value.replaceAll('&amp;', '&');

function between(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  expect(from, start).toBeGreaterThanOrEqual(0);
  return html.slice(from, html.indexOf(end, from) + end.length);
}

function chromeOf(html: string): Chrome {
  const header = between(html, '<header class="site-header"', '</header>');
  const drawer = between(html, '<dialog id="site-drawer"', '</dialog>');
  // Language links lead to other languages on purpose: left out.
  const links = [...`${header}${drawer}`.matchAll(/<a\s[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\shreflang=/i.test(tag));
  const hrefs = new Set(links.map((tag) => decode(/href="([^"]*)"/.exec(tag)?.[1] ?? '')));
  return { header, drawer, hrefs };
}

// The oracle is SPEC 6 as transcribed in tests/fixtures/spec-hidden.ts, never the config under test.
const hides = (site: Site, key: FeatureKey) => specHides(site.key, key);

// SPEC 6, one row per rule: what the spec says, and how the built HTML shows it.
const RULES: { rule: string; expected: (site: Site) => boolean; shown: (chrome: Chrome, site: Site) => boolean }[] = [
  { rule: 'price (markets) link', expected: (s) => !hides(s, 'price'), shown: (c) => c.hrefs.has('/price') },
  // Every site keeps Trade to its own pair; spot_trade takes only what leads outside it (docs/header.md).
  { rule: 'Trade at the default pair, in the header and the drawer', expected: () => true, shown: (c, s) => [c.header, c.drawer].every((part) => part.includes(`href="/trade/${s.defaultSpotPair}"`)) },
  { rule: 'trade entries outside the own market (Alpha, convert, bots)', expected: (s) => !hides(s, 'spot_trade'), shown: (c) => ['/alpha', '/convert', '/crypto-trading-bots'].every((href) => c.hrefs.has(href)) },
  // deposit hides the Deposit button and the generic links; SPEC 2's own links of JP, HK, US and UK stay.
  { rule: 'deposit link of the site', expected: (s) => !hides(s, 'deposit') || SPEC_OWN_FUNDS_LINKS.includes(s.key), shown: (c, s) => c.hrefs.has(resolveHref(s.links.deposit, 'en').href) && c.drawer.includes('data-track="drawer.deposit"') },
  { rule: 'withdraw link of the site', expected: (s) => !hides(s, 'deposit') || SPEC_OWN_FUNDS_LINKS.includes(s.key), shown: (c, s) => c.hrefs.has(resolveHref(s.links.withdraw, 'en').href) && c.drawer.includes('data-track="drawer.withdraw"') },
  { rule: 'derivatives', expected: (s) => !hides(s, 'derivatives'), shown: (c) => c.header.includes('id="nav-menu-derivatives"') },
  { rule: 'earn', expected: (s) => !hides(s, 'borrow_or_wealth'), shown: (c) => c.header.includes('id="nav-menu-earn"') },
  // Buy crypto is main's only; the UK's /buy-sell-crypto and Japan's /sale are their own entries (SPEC_HEADER_ROUTES).
  { rule: 'buy crypto', expected: (s) => !hides(s, 'fiat_trade'), shown: (c) => [...c.hrefs].some((href) => href === '/crypto' || href.startsWith('/crypto/buy')) },
  { rule: 'proof of reserves', expected: (s) => !hides(s, 'proof_of_reserves'), shown: (c) => c.hrefs.has('/proof-of-reserves') },
  { rule: 'web3', expected: (s) => !hides(s, 'web3'), shown: (c) => c.hrefs.has('/web3') },
  { rule: 'help centre of the site', expected: (s) => !hides(s, 'help_center'), shown: (c, s) => c.hrefs.has(resolveHref(s.links.helpCentre, 'en').href) },
  { rule: 'help centre button in the header and the drawer', expected: (s) => !hides(s, 'help_center'), shown: (c, s) => [c.header, c.drawer].every((part) => part.includes(`href="${resolveHref(s.links.helpCentre, 'en').href}"`) && /data-track="(header|drawer)\.help"/.test(part)) },
  { rule: 'search trigger', expected: (s) => !hides(s, 'search'), shown: (c) => c.header.includes('data-island="search"') },
  { rule: 'app QR popover (download)', expected: (s) => !hides(s, 'download'), shown: (c) => c.header.includes('id="header-app-qr"') },
  { rule: 'bottom Download app button', expected: (s) => !hides(s, 'download') && !hides(s, 'bottom_download'), shown: (c) => c.drawer.includes('data-track="drawer.download"') },
  { rule: 'language trigger', expected: (s) => !hides(s, 'language') && s.languages.length > 1, shown: (c) => c.header.includes('data-track="header.language"') },
  { rule: 'theme trigger', expected: (s) => !hides(s, 'theme'), shown: (c) => c.header.includes('data-island="theme"') },
  { rule: 'settings trigger', expected: (s) => !hides(s, 'setting'), shown: (c) => c.header.includes('data-island="settings"') },
  { rule: 'log in', expected: (s) => !hides(s, 'login_signup'), shown: (c) => c.header.includes('data-track="header.login"') },
  { rule: 'sign up', expected: (s) => !hides(s, 'login_signup') && !hides(s, 'register'), shown: (c) => c.header.includes('data-track="header.signup"') && c.hrefs.has('/signup') },
  { rule: 'rewards hub card', expected: (s) => !hides(s, 'rewards_hub_card'), shown: (c) => c.drawer.includes('data-track="drawer.rewards-hub"') },
  { rule: 'testnet demo-trading link', expected: (s) => !hides(s, 'testnet_trade') && !hides(s, 'derivatives'), shown: (c) => c.hrefs.has('https://testnet.nexa.exchange/futures/USDT/BTC_USDT') },
  { rule: 'demo-trade badge', expected: (s) => s.flags.demoTrade, shown: (c) => c.header.includes('class="demo-badge"') },
  { rule: 'live-trading link to the main host', expected: (s) => s.flags.demoTrade && !hides(s, 'back_trade'), shown: (c) => c.hrefs.has('https://www.nexa.exchange/trade/BTC_USDT') },
  { rule: 'live trading in the drawer too', expected: (s) => s.flags.demoTrade && !hides(s, 'back_trade'), shown: (c) => c.drawer.includes('data-track="drawer.live-trading"') },
];

/** A site's built page at `path` (its English home by default). */
const siteFile = (key: string, path = '/') => builtHtml({ file: `${key}${path}index.html` });

describe.each(sites)('$key', (site) => {
  test('header and drawer link the SPEC 2 routes it shows, none it hides, and follow every SPEC 6 rule', () => {
    const chrome = chromeOf(siteFile(site.key));
    for (const spec of SPEC_HEADER_ROUTES) {
      const href = expectedHref(spec, site);
      expect(chrome.hrefs.has(href), `${site.key} ${siteShowsRoute(spec, site) ? 'shows' : 'hides'} ${href}`).toBe(siteShowsRoute(spec, site));
    }
    for (const { rule, expected, shown } of RULES) expect(shown(chrome, site), `${site.key}: ${rule}`).toBe(expected(site));
    const login = site.loginAuthorizeUrl ?? '/login';
    if (!hides(site, 'login_signup')) expect(chrome.hrefs.has(login), `${site.key} logs in at ${login}`).toBe(true);
  });
});

test('every page of a site links its routes under the language prefix', () => {
  const html = siteFile('main', '/de/');
  const { hrefs } = chromeOf(html);
  expect(hrefs.has('/de/futures/USDT/BTC_USDT')).toBe(true);
  expect(hrefs.has('/de/crypto/buy?crypto=USDT&fiat=USD')).toBe(true);
  expect([...hrefs].filter((href) => href.startsWith('/') && !href.startsWith('/de/') && href !== '/')).toEqual([]);
});

test('dropdown columns split after 5 items, 6 for earn, 8 on the EU site', () => {
  const columnsOf = (html: string, menu: string) => {
    const panel = between(html, `id="nav-menu-${menu}"`, '</div>');
    return [...panel.matchAll(/<ul class="menu-column"[^>]*>([\s\S]*?)<\/ul>(?=\s*(<ul class="menu-column"|<\/div>))/g)].length;
  };
  const mt = siteFile('mt');
  const eu = siteFile('eu');
  expect(columnsOf(mt, 'promotions')).toBe(3);
  // Earn shows on main, Bahamas and the testnet only (issue 34): 17 entries in columns of 6.
  expect(columnsOf(siteFile('main'), 'earn')).toBe(3);
  expect(columnsOf(eu, 'promotions')).toBe(2);
});

test('every site whose menus offer Chat room has its one panel, and every entry opens it', () => {
  for (const site of sites) {
    const html = siteFile(site.key);
    const entries = [...html.matchAll(/<button[^>]*data-panel="chat-room"[^>]*>/g)].map((match) => match[0]);
    expect(html.split('<dialog id="chat-room-dialog"').length - 1, site.key).toBe(entries.length > 0 ? 1 : 0);
    for (const entry of entries) expect(entry, site.key).toContain('commandfor="chat-room-dialog"');
  }
  expect(siteFile('main').includes('data-panel="chat-room"')).toBe(true);
});
