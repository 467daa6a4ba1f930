// The trade dropdown's market panel and the live delivery contracts under derivatives (SPEC 4):
// each list is fetched only after its first hover, through the same data layer as the search.
import { test, expect, type Page, type Request } from './test.ts';
import { API_PATHS } from '../../src/contracts/api-paths.ts';
import { holdInteractiveChrome, loginCookies, siteUrl } from './helpers.ts';
import { useScenario } from './scenario.ts';
import { axeViolations } from './axe.ts';
import { layoutShift, watchLayoutShift } from './layout-shift.ts';
import { LIST_CACHE_TTL_MS } from '../../src/lib/cache/list-cache.ts';
import { formatDecimal } from '../../src/lib/format/numbers.ts';

const LIST_PATHS: Record<string, string> = {
  Spot: API_PATHS.spotMarkets,
  Alpha: API_PATHS.alphaMarkets,
  'Pre-market': API_PATHS.preMintCurrencies,
  Pilot: API_PATHS.pilotMarkets,
  Options: API_PATHS.optionsMarkets,
};
const pathOf = (request: Request) => new URL(request.url()).pathname;

/** Market-list calls only: the signed-in session's own account calls are not the dropdown's. */
const MARKET_LIST_PATHS = new Set([...Object.values(LIST_PATHS), API_PATHS.preMarketCurrencies, API_PATHS.deliveryContracts, API_PATHS.futuresContracts, API_PATHS.optionsUnderlyings]);

function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (MARKET_LIST_PATHS.has(pathOf(request))) calls.push(pathOf(request));
  });
  return calls;
}

const navItem = (page: Page, menu: string) => page.locator('.nav-item').filter({ has: page.locator(`[data-menu="${menu}"]`) });

test.beforeEach(async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Main shows spot, derivatives and options; the session hint keeps the visitor on its own host.
  await loginCookies(context, 'main');
});

test('the menu opens on its first list, loaded as it opens; each other list loads on the first hover of its tab, and links with the language prefix', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto(siteUrl('main', '/de/'));
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  const spotLoaded = page.waitForRequest((request) => pathOf(request) === LIST_PATHS.Spot);
  await navItem(page, 'trade').hover();
  const panel = page.locator('[data-menu="trade"] .trade-markets');
  await expect(panel).toBeVisible();
  await spotLoaded;
  await expect(panel.getByRole('tab', { name: 'Spot' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/de\/trade\//);
  expect(calls).toEqual([LIST_PATHS.Spot]);

  for (const [tab, path] of Object.entries({ Alpha: LIST_PATHS.Alpha, 'Pre-Market': LIST_PATHS['Pre-market'], Optionen: LIST_PATHS.Options })) {
    const loaded = page.waitForRequest((request) => pathOf(request) === path);
    await panel.getByRole('tab', { name: tab }).hover();
    await loaded;
    await expect(panel.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/de\/(alpha|trade|options)\//);
  }
  expect(calls.filter((path) => path === LIST_PATHS.Pilot)).toEqual([]);
  // A second hover of a list already loaded fetches nothing more.
  await panel.getByRole('tab', { name: 'Alpha' }).hover();
  expect(calls.filter((path) => path === LIST_PATHS.Alpha)).toHaveLength(1);
  // Six rows, then View all.
  await expect(panel.getByRole('tabpanel').getByRole('link')).toHaveCount(7);
});

test('opened by hover or keyboard, the Trade menu shows the first tab\'s rows with prices at once; every tab ends with View all', async ({ page }) => {
  await page.goto(siteUrl('main'));
  const panel = page.locator('[data-menu="trade"] .trade-markets');
  const rows = panel.locator('.trade-markets-list a');
  await navItem(page, 'trade').hover();
  await expect(panel.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  await expect(rows).toHaveCount(6);
  for (const row of await rows.all()) await expect(row.locator('.trade-markets-price')).toHaveText(/\d/);
  await expect(rows.first().locator('.trade-markets-change')).toHaveText(/%$/);
  const viewAll = { Spot: '/price', Alpha: '/alpha', 'Pre-market': '/pre-market', Pilot: '/pilot', Options: '/options/BTC_USDT' };
  for (const [tab, href] of Object.entries(viewAll)) {
    await panel.getByRole('tab', { name: tab }).hover();
    await expect(panel.getByRole('tabpanel').getByRole('link', { name: 'View all' })).toHaveAttribute('href', href);
  }
  // By keyboard: Enter on the menu's button, and the first list is there without reaching the tabs.
  await page.mouse.move(5, 700);
  await expect(panel).toBeHidden();
  await page.reload();
  await navItem(page, 'trade').getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  await expect(rows).toHaveCount(6);
  await expect(rows.first().locator('.trade-markets-price')).toHaveText(/\d/);
});

/** The sandbox's last price of `pair` for this browser (its scenario's prices), as the menu writes it. */
async function shownPrice(page: Page, pair: string): Promise<string> {
  const answer = (await (await page.request.get(siteUrl('main', API_PATHS.spotMarkets))).json()) as { data: string[][] };
  return formatDecimal(answer.data.find((row) => row[0] === pair)![3]!, 'en');
}

test('while the menu is open its prices follow the market once per cache lifetime, in place; closed, nothing is asked', async ({ page, context, request }) => {
  const scenario = await useScenario(context, request);
  await page.clock.install();
  await watchLayoutShift(page);
  const calls = recordCalls(page);
  await page.goto(siteUrl('main'));
  const panel = page.locator('[data-menu="trade"] .trade-markets');
  const first = panel.locator('.trade-markets-list a').first();
  const price = first.locator('.trade-markets-price');
  await navItem(page, 'trade').hover();
  await expect(first).toHaveAttribute('href', '/trade/BTC_USDT');
  await expect(price).toHaveText(await shownPrice(page, 'BTC_USDT'));
  const before = await price.textContent();

  // The market moves; within one refresh (the 60 s cache lifetime) the open list shows it, flashing.
  await scenario.set({ prices: { step: 1 } });
  const moved = await shownPrice(page, 'BTC_USDT');
  expect(moved).not.toBe(before);
  await page.clock.fastForward(LIST_CACHE_TTL_MS - 1_000);
  await expect(price).toHaveText(before!);
  await page.clock.fastForward(1_000);
  await expect(price).toHaveText(moved);
  await expect(price).toHaveAttribute('data-flash', /^(up|down)$/);
  expect(calls.filter((path) => path === LIST_PATHS.Spot)).toHaveLength(2);
  expect(await layoutShift(page)).toBe(0);

  // Closed: no list is shown, so no list is asked for, however long the page stays.
  await page.mouse.move(5, 700);
  await expect(panel).toBeHidden();
  const closedAt = calls.length;
  await page.clock.fastForward(5 * LIST_CACHE_TTL_MS);
  await page.waitForTimeout(300);
  expect(calls.slice(closedAt)).toEqual([]);
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: ArrowDown opens the menu; its market tabs are one Tab stop with the arrows inside, mirrored right-to-left; axe finds nothing`, async ({ page }) => {
    await page.goto(siteUrl('main', lang === 'en' ? '/' : `/${lang}/`));
    const toggle = navItem(page, 'trade').getByRole('button');
    const panel = page.locator('[data-menu="trade"] .trade-markets');
    const tabs = panel.getByRole('tab');
    const firstRow = panel.locator('.trade-markets-list a').first();
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('[data-menu="trade"] a').first()).toBeFocused();
    await expect(firstRow.locator('.trade-markets-price')).toHaveText(/\d/);
    // Tab from the menu's links reaches the selected tab only, then the list's first row (its star, then its link).
    await tabs.first().focus();
    await page.keyboard.press('Tab');
    await expect(panel.locator('.trade-markets-list li').first().getByRole('button')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(firstRow).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(tabs.first()).toBeFocused();
    // The inline-end arrow moves on (right in English, left in Arabic); up and down in any language.
    await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');
    await expect(tabs.first()).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press(lang === 'ar' ? 'ArrowRight' : 'ArrowLeft');
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(tabs.first()).toBeFocused();
    await expect(firstRow.locator('.trade-markets-price')).toHaveText(/\d/);
    expect(await axeViolations(page, { within: ['[data-menu="trade"]'] })).toEqual([]);
  });
}

test('a spot market starred in the Trade menu leads the search under Favourites', async ({ page }) => {
  await page.goto(siteUrl('main'));
  const panel = page.locator('[data-menu="trade"] .trade-markets');
  await navItem(page, 'trade').hover();
  const star = panel.getByRole('button', { name: 'Favourite SOL/USDT' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(5, 700);
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const search = page.getByRole('dialog', { name: 'Market search' });
  await expect(search.locator('.search-group-label').first()).toHaveText('Favourites');
  await expect(search.getByRole('option').first()).toHaveAttribute('href', '/trade/SOL_USDT');
  await expect(search.getByRole('button', { name: 'Favourite SOL/USDT' })).toHaveAttribute('aria-pressed', 'true');
});

/** A keyboard user on main's home: Enter on the trade menu, then focus on its Pilot tab. */
async function focusPilotByKeyboard(page: Page) {
  await page.goto(siteUrl('main'));
  const toggle = navItem(page, 'trade').getByRole('button');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = page.locator('[data-menu="trade"] .trade-markets');
  const pilot = panel.getByRole('tab', { name: 'Pilot' });
  await expect(pilot).toBeVisible();
  await pilot.focus();
  return { toggle, panel, pilot };
}

test('the keyboard reaches the lists too', async ({ page }) => {
  const { panel, pilot } = await focusPilotByKeyboard(page);
  await expect(pilot).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/pilot\//);
});

test('a person who tabs in before the code arrives still gets the list', async ({ page }) => {
  // The menu's code and then the panel's own code arrive only after Enter and focus on the Pilot tab.
  const releaseChrome = await holdInteractiveChrome(page);
  let releaseIsland!: () => void;
  const islandHeld = new Promise<void>((resolve) => { releaseIsland = resolve; });
  await page.route('**/_astro/TradeMarkets.*.js', async (route) => {
    await islandHeld;
    await route.continue();
  });
  const { toggle, panel, pilot } = await focusPilotByKeyboard(page);
  releaseChrome();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  releaseIsland();
  await expect(pilot).toBeFocused();
  await expect(pilot).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/pilot\//);
});

test('an arrow pressed before the panel\'s code arrives moves to the next tab once it has', async ({ page }) => {
  let releaseIsland!: () => void;
  const islandHeld = new Promise<void>((resolve) => { releaseIsland = resolve; });
  await page.route('**/_astro/TradeMarkets.*.js', async (route) => {
    await islandHeld;
    await route.continue();
  });
  const { panel, pilot } = await focusPilotByKeyboard(page);
  const names = await panel.getByRole('tab').allTextContents();
  const next = panel.getByRole('tab', { name: names[(names.indexOf('Pilot') + 1) % names.length] });
  const scrolled = await page.evaluate(() => scrollY);
  await page.keyboard.press('ArrowDown');
  await expect(pilot).toBeFocused();
  releaseIsland();
  await expect(next).toBeFocused();
  await expect(next).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => scrollY), 'the key was kept for the tabs, not spent scrolling the page').toBe(scrolled);
  await expect(pilot).toHaveAttribute('aria-selected', 'false');
});

test('delivery contracts under derivatives come from the live list on first hover', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto(siteUrl('main'));
  await navItem(page, 'derivatives').hover();
  const group = page.locator('[data-menu="derivatives"] .menu-group-list');
  await expect(group.getByRole('link').first()).toHaveAttribute('href', /^\/futures-delivery\/USDT\/[A-Z]+_USDT_\d{8}$/);
  expect(calls).not.toContain(API_PATHS.deliveryContracts);

  const live = (await (await page.request.get(siteUrl('main', API_PATHS.deliveryContracts))).json()) as { data: Array<{ name: string }> };
  const loaded = page.waitForRequest((request) => pathOf(request) === API_PATHS.deliveryContracts);
  await group.hover();
  await loaded;
  const liveHrefs = live.data.map((contract) => `/futures-delivery/USDT/${contract.name}`);
  await expect(async () => {
    const hrefs = await group.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => liveHrefs.includes(href!))).toBe(true);
  }).toPass();
  // One contract per underlying first: BTC, ETH and SOL all listed.
  await expect(group.getByRole('link')).toContainText([/^BTC /, /^ETH /, /^SOL /, /^BTC /]);
});

for (const [site, pair] of [['sg', 'BTC_SGD'], ['jp', 'BTC_JPY']] as const) {
  test(`${site}: Trade > Spot lists the site's own pair (${pair}) first`, async ({ page, context }) => {
    await loginCookies(context, site);
    await page.goto(siteUrl(site));
    await navItem(page, 'trade').hover();
    const panel = page.locator('[data-menu="trade"] .trade-markets');
    await panel.getByRole('tab', { name: 'Spot' }).hover();
    const links = panel.locator('.trade-markets-list a');
    await expect(links.first()).toHaveAttribute('href', `/trade/${pair}`);
    await expect(links.first()).toContainText(pair.replace('_', '/'));
    // The rest of the list is the site's quote currency too, never "No results".
    await expect(links).toHaveCount(6);
  });
}
