// The market search island against the sandbox (SPEC 2, 4, 5, 7, 9): loading on interaction, the
// spec's ranking over 3,000+ spot markets, each panel's own fields, the virtual list, View All,
// the delivery tab, the combobox keyboard, the shortcuts and axe. Checks that start from the same
// state (site, language, cookies, what is open) are steps of one test: each step a former test.
import { test, expect, type Page, type Request } from './test.ts';
import { axeViolations } from './axe.ts';
import { API_PATHS } from '../../src/contracts/api-paths.ts';
import { holdIslandCode, loginCookies, siteUrl } from './helpers.ts';
import { scopedFault } from './account-helpers.ts';
import zh from '../../src/i18n/dictionaries/zh.json' with { type: 'json' };
import { useScenario } from './scenario.ts';
import { layoutShift, watchLayoutShift } from './layout-shift.ts';
import { LIST_CACHE_TTL_MS } from '../../src/lib/cache/list-cache.ts';
import { formatDecimal } from '../../src/lib/format/numbers.ts';

const MARKET_PATHS = [
  API_PATHS.searchTabs,
  API_PATHS.spotMarkets,
  API_PATHS.futuresContracts,
  API_PATHS.deliveryContracts,
  API_PATHS.alphaMarkets,
  API_PATHS.pilotMarkets,
  API_PATHS.preMintCurrencies,
  API_PATHS.preMarketCurrencies,
  API_PATHS.optionsMarkets,
];
const isMarketCall = (request: Request) => MARKET_PATHS.includes(new URL(request.url()).pathname as (typeof MARKET_PATHS)[number]);
const pathOf = (request: Request) => new URL(request.url()).pathname;

/** SPEC 9: rows 58 px in a 530 px viewport, 9 extra rows each side; a row cut by each edge counts. */
const MAX_DOM_ROWS = Math.ceil(530 / 58) + 1 + 9 * 2;

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search markets' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Market search' });
const listbox = (page: Page) => dialog(page).getByRole('listbox');
/** The list's scrolling box: the listbox and the favourite stars beside its rows scroll in it. */
const scroller = (page: Page) => dialog(page).locator('.search-results');
const optionTitles = (page: Page) => listbox(page).locator('[role=option] .search-row-title bdi').allTextContents();

/** Opens the dialog and waits for the first panel's list (3,000+ rows to fetch and validate). */
async function openSearch(page: Page) {
  await searchButton(page).click();
  await expect(combobox(page)).toBeFocused();
  await expect(dialog(page).getByRole('status')).toHaveText(/\d/, { timeout: 20_000 });
}

/** Types a query and waits until the announced count is the one of its results. */
async function search(page: Page, query: string) {
  await combobox(page).fill(query);
  await expect(dialog(page).getByRole('status')).toHaveAttribute('data-query', query);
  await expect(dialog(page).getByRole('status')).toHaveText(/\d/);
}

/**
 * Every row of the virtual list in order, read by scrolling it from top to bottom (aria-posinset),
 * in the page in one round trip.
 */
async function allTitles(page: Page): Promise<string[]> {
  return scroller(page).evaluate(async (list) => {
    const byPosition = new Map<number, string>();
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      for (const option of list.querySelectorAll('[role=option]')) {
        byPosition.set(Number(option.getAttribute('aria-posinset')), option.querySelector('.search-row-title bdi')?.textContent ?? '');
      }
      const size = Number(list.querySelector('[role=option]')?.getAttribute('aria-setsize'));
      if (byPosition.size >= size) break;
      // A viewport a step, each step's visible rows awaited: no row is skipped (the bottom reached
      // with rows unseen would mean the list lost some).
      const before = list.scrollTop;
      list.scrollTop += list.clientHeight;
      if (list.scrollTop === before) throw new Error(`the list ended with ${byPosition.size} of ${size} rows seen`);
      // Wait until the rows of the new position are rendered, its first and its last.
      const visible = [list.scrollTop, list.scrollTop + list.clientHeight - 1].map((y) => `[role=option][aria-posinset="${Math.min(size, Math.floor(y / 58) + 1)}"]`);
      for (let frames = 0; !visible.every((row) => list.querySelector(row)); frames++) {
        if (frames > 600) throw new Error(`rows ${visible.join(', ')} never rendered`);
        await nextFrame();
      }
    }
    return [...byPosition.entries()].sort((a, b) => a[0] - b[0]).map(([, title]) => title);
  });
}

async function sandboxData<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(siteUrl('main', path));
  return ((await answer.json()) as { data: T }).data;
}

test.describe('market search', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('fetches nothing before the first hover or focus, then starts loading on hover before the click', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (isMarketCall(request)) calls.push(pathOf(request));
    });
    await page.goto(siteUrl('main'));
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
    await expect(page.locator('dialog.search-dialog')).toHaveCount(1);
    expect(await page.locator('script[src*="MarketSearch"]').count()).toBe(0);

    const spots = page.waitForRequest((request) => pathOf(request) === API_PATHS.spotMarkets);
    await searchButton(page).hover();
    await spots;
    expect(calls).toContain(API_PATHS.searchTabs);
    await expect(dialog(page)).toBeHidden();
  });

  test('focus alone starts loading too, and the first click opens the dialog even before the code arrived', async ({ page }) => {
    await page.goto(siteUrl('main'));
    const spots = page.waitForRequest((request) => pathOf(request) === API_PATHS.spotMarkets);
    await searchButton(page).focus();
    await spots;
    await page.keyboard.press('Enter');
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    await page.goto(siteUrl('main'));
    // A click with no hover first: held by hydrate-on-reach and replayed once hydrated.
    await searchButton(page).dispatchEvent('click');
    await expect(combobox(page)).toBeFocused();
  });

  test('the first tap opens the dialog natively before any island code, and what is typed stays once it hydrates', async ({ page }) => {
    // The island's code held back: the server-rendered button and dialog answer alone.
    const release = await holdIslandCode(page, 'MarketSearch');
    await page.goto(siteUrl('main'));
    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.type('eth');
    release();
    await expect(page.locator('nexa-island[data-name="MarketSearch"]')).toHaveAttribute('data-hydrated', '');
    await expect(combobox(page)).toHaveValue('eth');
    await expect(listbox(page).locator('[role=option]').first()).toContainText(/ETH/);
  });

  test('main site, opened by shortcut: /, Ctrl+K and Cmd+K; a shortcut right after Escape', async ({ page }) => {
    await page.goto(siteUrl('main'));

    await test.step('/, Ctrl+K and Cmd+K open it from the page, / typed in a field does not', async () => {
      await page.keyboard.press('/');
      await expect(combobox(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();

      await page.locator('body').click({ position: { x: 5, y: 300 } });
      await page.keyboard.press('Control+k');
      await expect(combobox(page)).toBeFocused();
      await page.keyboard.type('/eth');
      await expect(combobox(page)).toHaveValue('/eth');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      // Cmd+K on a Mac.
      await page.keyboard.press('Meta+k');
      await expect(combobox(page)).toBeFocused();
    });

    await test.step('a shortcut pressed right after Escape, before the dialog\'s close event, opens it again', async () => {
      // Its starting point: the dialog opened by a shortcut, the combobox focused.
      await expect(dialog(page)).toBeVisible();
      await expect(combobox(page)).toBeFocused();
      // Closed as Escape closes it, and the trigger pressed in the same task: the close event is still queued.
      await page.evaluate(() => {
        document.querySelector<HTMLDialogElement>('dialog.search-dialog')!.close();
        document.querySelector<HTMLElement>('[data-island="search"]')!.click();
      });
      await expect(dialog(page)).toBeVisible();
      await expect(combobox(page)).toBeFocused();
    });
  });

  test('main site, spot results: no-data placeholder, ST badge, axe, SPEC 5 ranking, virtual list, keyboard', async ({ page }) => {
    const spots = await sandboxData<unknown[]>(page, API_PATHS.spotMarkets);
    await page.goto(siteUrl('main'));
    await openSearch(page);

    await test.step('an empty result shows the no-data placeholder', async () => {
      await search(page, 'zz.*[');
      await expect(dialog(page).getByText('No results')).toBeVisible();
      await expect(dialog(page).getByRole('status')).toHaveText('0 results');
      await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('ST markets carry their badge; icons load lazily', async () => {
      await search(page, 'etc');
      const etc = listbox(page).getByRole('option').filter({ has: page.locator('.search-row-title bdi', { hasText: /^ETC\/USDT$/ }) });
      await expect(etc.getByTitle('Special treatment: high-risk market')).toHaveText('ST');
      const plain = listbox(page).getByRole('option').filter({ has: page.locator('.search-row-title bdi', { hasText: /^ETC\/BTC$/ }) });
      await expect(plain.locator('.search-badge-st')).toHaveCount(0);
      await expect(etc.locator('img').first()).toHaveAttribute('loading', 'lazy');
    });

    await test.step('axe: no violations with the panel open and results showing', async () => {
      await search(page, 'sol');
      await expect(listbox(page).getByRole('option').first()).toBeVisible();
      // The page around the dialog is the main page's base state, which the axe sweep judges whole
      // (a11y-sample.ts: main /, 1440 px); what opening the search adds is the dialog.
      expect(await axeViolations(page, { within: ['dialog.search-dialog'] })).toEqual([]);
    });

    await test.step('typing btc ranks the spot markets as SPEC 5 orders them, over the whole 3,000+ list', async () => {
      expect(spots.length).toBeGreaterThan(3000);
      await search(page, 'btc');
      const titles = await allTitles(page);
      await expect(dialog(page).getByRole('status')).toHaveText(`${titles.length} results`);

      const tier = (title: string) => {
        const [base, quote] = title.toLowerCase().split('/') as [string, string];
        if (base === 'btc') return 0;
        if (base.startsWith('btc')) return 1;
        if (quote === 'btc') return 2;
        if (base.includes('btc')) return 3;
        if (quote.includes('btc')) return 4;
        return 5;
      };
      expect(titles[0]).toBe('BTC/USDT');
      const tiers = titles.map(tier);
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
      // The data has exact base, base prefix and exact quote matches; quote matches follow all base ones.
      expect([...new Set(tiers)]).toEqual(expect.arrayContaining([0, 1, 2]));
      expect(titles.indexOf('ETH/BTC')).toBeGreaterThan(titles.findLastIndex((title) => tier(title) === 1));
    });

    await test.step('the list keeps at most (530/58 + 9 x 2) rows in the DOM, however long', async () => {
      await search(page, 'usdt');
      const count = Number((await dialog(page).getByRole('status').textContent())!.match(/\d+/)![0]);
      expect(count).toBeGreaterThan(2000);
      expect(await listbox(page).locator('[role=option]').count()).toBeLessThanOrEqual(MAX_DOM_ROWS);
      await scroller(page).evaluate((element) => (element.scrollTop = 40_000 + 29));
      await expect(listbox(page).locator(`[role=option][aria-posinset="${Math.floor(40_029 / 58) + 1}"]`)).toBeAttached();
      expect(await listbox(page).locator('[role=option]').count()).toBeLessThanOrEqual(MAX_DOM_ROWS);
    });

    await test.step('arrow keys move the active option, Enter opens it, the count is announced', async () => {
      await search(page, 'eth');
      const options = listbox(page).getByRole('option');
      // The earlier steps scrolled their lists: a new query's list starts at its first row.
      await expect(options.nth(0)).toHaveAttribute('aria-posinset', '1');
      await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      const second = options.nth(1);
      await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
      await expect(second).toHaveAttribute('aria-selected', 'true');
      const href = (await second.getAttribute('href'))!;
      expect(href).toMatch(/^\/trade\/[A-Z0-9]+_[A-Z0-9]+$/);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === href);
    });
  });

  test('main site, repeat visits and the other panels: the IndexedDB cache, pilot/Alpha/pre-market fields, a stale cache', async ({ page, context }) => {
    const alpha = await sandboxData<Array<{ show_pair: string; seo_path: string }>>(page, API_PATHS.alphaMarkets);
    const pilot = await sandboxData<Array<{ show_pair: string; seo_path: string }>>(page, API_PATHS.pilotMarkets);
    const preMarket = await sandboxData<{ list: Array<{ currency: string; market: string }> }>(page, `${API_PATHS.preMarketCurrencies}?limit=100&page=1`);
    await page.goto(siteUrl('main'));
    await openSearch(page);

    await test.step('a repeat visit shows results from the IndexedDB cache without asking the network', async () => {
      await expect(listbox(page).getByRole('option').first()).toHaveAttribute('href', '/trade/BTC_USDT');

      const spotCalls: string[] = [];
      page.on('request', (request) => pathOf(request) === API_PATHS.spotMarkets && spotCalls.push(request.url()));
      await page.reload();
      await searchButton(page).click();
      await expect(listbox(page).getByRole('option').first()).toHaveAttribute('href', '/trade/BTC_USDT');
      expect(spotCalls).toEqual([]);
    });

    await test.step('pilot and Alpha also match the pair, pre-market the market; the pre-market tab links to /pre-market/', async () => {
      const panelTabs = dialog(page).getByRole('tablist', { name: 'Market types' });
      await expect(panelTabs.getByRole('tab', { name: 'Pilot HOT' })).toBeVisible();
      const hrefs = () => listbox(page).getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('href')));

      // A pair with its slash is in no address: only the pair field can match it.
      await panelTabs.getByRole('tab', { name: 'Alpha' }).click();
      await search(page, alpha[4]!.show_pair.toLowerCase());
      expect(await hrefs()).toContain(`/alpha/${alpha[4]!.seo_path}`);

      await panelTabs.getByRole('tab', { name: 'Pilot' }).click();
      await search(page, pilot[2]!.show_pair.toLowerCase());
      expect(await hrefs()).toContain(`/pilot/${pilot[2]!.seo_path}`);

      // CURRENCY_USDT is the market, never the currency: only the market field can match it.
      const token = preMarket.list[3]!;
      await panelTabs.getByRole('tab', { name: 'Pre-market' }).click();
      await dialog(page).getByRole('tablist', { name: 'Market groups' }).getByRole('tab', { name: 'Pre-market' }).click();
      await search(page, token.market.toLowerCase());
      expect(await hrefs()).toEqual([`/pre-market/${token.currency}`]);
    });

    await test.step('a repeat visit after the 60 s cache lifetime shows the cached results at once, then the network answer in place', async () => {
      // Age the stored spot list past 60 s and keep only ETH_USDT in it, so the stale copy is told
      // apart from the network's answer; then make the network slow (under the 4000 ms timeout).
      // (The first step stored the spot list and showed BTC_USDT first, from the network then the cache.)
      const kept = await page.evaluate(
        ({ dbName, ageMs }) =>
          new Promise<number>((resolve, reject) => {
            const opened = indexedDB.open(dbName);
            opened.onerror = () => reject(opened.error);
            opened.onsuccess = () => {
              const store = opened.result.transaction('lists', 'readwrite').objectStore('lists');
              const all = store.getAll();
              let rows = 0;
              all.onsuccess = () => {
                for (const entry of all.result as Array<{ name: string; savedAt: number; data: unknown[][] }>) {
                  if (!entry.name.startsWith('spotMarkets')) continue;
                  entry.data = entry.data.filter((row) => row[0] === 'ETH_USDT');
                  entry.savedAt -= ageMs;
                  rows += entry.data.length;
                  store.put(entry);
                }
                store.transaction.oncomplete = () => resolve(rows);
              };
            };
          }),
        { dbName: 'exchange-market-cache', ageMs: 61_000 },
      );
      expect(kept).toBe(1);
      // The fault slows this browser's spot list from here on: this is the test's last step.
      await scopedFault(context, 'main', API_PATHS.spotMarkets, 'delay:3000');

      let spotAnswered = false;
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === API_PATHS.spotMarkets) spotAnswered = true;
      });
      const spotAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === API_PATHS.spotMarkets);
      await page.reload();
      await searchButton(page).click();
      const first = listbox(page).getByRole('option').first();
      await expect(first).toHaveAttribute('href', '/trade/ETH_USDT');
      expect(spotAnswered).toBe(false);

      // From here on no skeleton may appear: the answer replaces the rows in the same listbox.
      const list = await listbox(page).elementHandle();
      await page.evaluate(() => {
        const flags = window as unknown as { skeletonSeen?: boolean };
        flags.skeletonSeen = false;
        new MutationObserver(() => {
          if (document.querySelector('.search-dialog .search-skeleton')) flags.skeletonSeen = true;
        }).observe(document.body, { childList: true, subtree: true });
      });
      await spotAnswer;
      await expect(first).toHaveAttribute('href', '/trade/BTC_USDT');
      expect(await page.evaluate(() => (window as unknown as { skeletonSeen?: boolean }).skeletonSeen)).toBe(false);
      expect(await list!.evaluate((element) => element.isConnected)).toBe(true);
      expect(await listbox(page).getByRole('option').count()).toBeGreaterThan(1);
    });
  });

  test('pilot, pre-market and Alpha search their own fields and link as SPEC 2 says', async ({ page }) => {
    const alpha = await sandboxData<Array<{ address: string; show_pair: string; seo_path: string }>>(page, API_PATHS.alphaMarkets);
    const pilot = await sandboxData<Array<{ address: string; show_pair: string; seo_path: string }>>(page, API_PATHS.pilotMarkets);
    const premint = await sandboxData<{ list: Array<{ currency: string }> }>(page, `${API_PATHS.preMintCurrencies}?limit=100&page=1`);
    await page.goto(siteUrl('main', '/zh/'));
    await page.getByRole('banner').locator('[data-island="search"]').click();
    const input = page.getByRole('combobox');
    const panelTabs = page.getByRole('dialog').getByRole('tablist').first();
    // The menu data has arrived (its badge shows): choosing a tab now is not reset by its arrival.
    await expect(panelTabs.getByRole('tab', { name: 'Pilot HOT' })).toBeVisible();
    // Panels are named as the page's dictionary names them (the menu data's titles are English).
    await expect(panelTabs.getByRole('tab')).toHaveText([
      zh['search.panel.spot'], zh['search.panel.futures'], zh['search.panel.options'], /^Pilot/, new RegExp(`^${zh['search.panel.preMarket']}`), zh['search.panel.alpha'],
    ]);

    const token = alpha[10]!;
    await panelTabs.getByRole('tab', { name: 'Alpha' }).click();
    await input.fill(token.address.slice(5, 15));
    const alphaOption = page.getByRole('dialog').getByRole('option').first();
    await expect(alphaOption).toContainText(token.show_pair);
    await expect(alphaOption).toContainText(`${token.address.slice(0, 4)}...${token.address.slice(-4)}`);
    await expect(alphaOption).toHaveAttribute('href', `/zh/alpha/${token.seo_path}`);

    const pilotToken = pilot[3]!;
    await panelTabs.getByRole('tab', { name: 'Pilot' }).click();
    await input.fill(pilotToken.address.slice(-10));
    await expect(page.getByRole('dialog').getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('dialog').getByRole('option')).toHaveAttribute('href', `/zh/pilot/${pilotToken.seo_path}`);

    const currency = premint.list[2]!.currency;
    await panelTabs.getByRole('tab', { name: /pre-market|盘前/i }).click();
    await input.fill(currency.toLowerCase());
    const premintOption = page.getByRole('dialog').getByRole('option').filter({ has: page.locator('.search-row-title bdi', { hasText: new RegExp(`^${currency}$`) }) });
    await expect(premintOption).toHaveAttribute('href', `/zh/trade/${currency}_USDT`);
    // Pre-market rows carry no icon field; they show the coin's icon like every other list, not a letter.
    await expect(premintOption.locator('.search-icon img')).toHaveAttribute('src', `/images/coin_icon/64/${currency.toLowerCase()}.png`);
    await expect(premintOption.locator('.search-icon-letter')).toHaveCount(0);
  });

  test('main, signed in: View All, the delivery tab and options, futures ranking', async ({ page, context }) => {
    const deliveryCalls: string[] = [];
    page.on('request', (request) => {
      if (pathOf(request) === API_PATHS.deliveryContracts) deliveryCalls.push(request.url());
    });
    await loginCookies(context, 'main');
    await page.goto(siteUrl('main'));
    await openSearch(page);
    const panelTabs = dialog(page).getByRole('tablist').first();
    const groups = dialog(page).getByRole('tablist', { name: 'Market groups' });

    await test.step('View All appears only after the list was scrolled 450 px', async () => {
      await expect(listbox(page).getByRole('option').first()).toBeVisible();
      const viewAll = dialog(page).getByRole('link', { name: 'View all' });
      await scroller(page).evaluate((element) => (element.scrollTop = 449));
      await expect(scroller(page)).toHaveAttribute('data-scroll-settled', '449');
      await expect(viewAll).toBeHidden();
      await scroller(page).evaluate((element) => (element.scrollTop = 450));
      await expect(scroller(page)).toHaveAttribute('data-scroll-settled', '450');
      await expect(viewAll).toBeVisible();
      await expect(viewAll).toHaveAttribute('href', '/price');
    });

    await test.step('futures: the delivery tab fetches its list on its first click only; options match on pair without "_"', async () => {
      await panelTabs.getByRole('tab', { name: 'Futures' }).click();
      await expect(listbox(page).getByRole('option').first()).toHaveAttribute('href', '/futures/USDT/BTC_USDT');
      expect(deliveryCalls).toEqual([]);

      const delivery = page.waitForRequest((request) => pathOf(request) === API_PATHS.deliveryContracts);
      await groups.getByRole('tab', { name: 'Delivery' }).click();
      await delivery;
      await expect(listbox(page).getByRole('option').first()).toHaveAttribute('href', /^\/futures-delivery\/USDT\/BTC_USDT_\d{8}$/);
      await groups.getByRole('tab', { name: 'USDT' }).click();
      await expect(listbox(page).getByRole('option').first()).toHaveAttribute('href', '/futures/USDT/BTC_USDT');
      await groups.getByRole('tab', { name: 'Delivery' }).click();
      await expect(listbox(page).getByRole('option').first()).toHaveAttribute('href', /^\/futures-delivery\//);
      expect(deliveryCalls).toHaveLength(1);

      await panelTabs.getByRole('tab', { name: 'Options' }).click();
      await search(page, 'ethusdt');
      const titles = await optionTitles(page);
      expect(titles.length).toBeGreaterThan(0);
      // What a trader reads: underlying, grouped strike, Call or Put; the expiry day beneath.
      expect(titles.every((title) => /^ETH \d{1,3}(,\d{3})*(\.\d+)? (Call|Put)$/.test(title)), titles.join(', ')).toBe(true);
      await expect(listbox(page).getByRole('option').first().locator('.search-row-subtitle')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      await expect(listbox(page).getByRole('option').first()).toHaveAttribute('href', '/options/ETH_USDT');
    });

    await test.step('futures search ranks both settle currencies as SPEC 5 orders them', async () => {
      await dialog(page).getByRole('tablist', { name: 'Market types' }).getByRole('tab', { name: 'Futures' }).click();
      // The futures panel opens afresh on its first group (the last step left it on Delivery).
      await expect(groups.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
      await search(page, 'eth');
      const hrefs = await listbox(page).getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('href')!));
      // Exact base in either settle currency first, base contains next, coin name only ("Ethereum Classic") last.
      expect(hrefs.slice(0, 2)).toEqual(['/futures/USDT/ETH_USDT', '/futures/BTC/ETH_USD']);
      expect(hrefs.indexOf('/futures/USDT/AETH_USDT')).toBeGreaterThan(1);
      expect(hrefs.indexOf('/futures/USDT/ETC_USDT')).toBeGreaterThan(hrefs.indexOf('/futures/USDT/GOETH_USDT'));
      expect(hrefs.some((href) => href.startsWith('/futures-delivery/'))).toBe(false);
    });
  });

  test('search remembers recent searches after a reload (clearable); closed, it is not expanded; the backdrop takes the wheel', async ({ page }) => {
    const input = page.locator('#market-search-dialog input');
    const recent = dialog(page).getByRole('region', { name: 'Recent searches' });
    await page.goto(siteUrl('main'));

    await test.step('closed, the combobox does not say it is expanded; a wheel over the open dialog\'s backdrop leaves the page still', async () => {
      expect(await input.getAttribute('aria-expanded')).not.toBe('true');
      await openSearch(page);
      await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
      await page.evaluate(() => window.scrollTo(0, 100));
      // The page has room to scroll further down.
      expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300);
      await page.mouse.move(100, 600);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(100);
      await page.keyboard.press('Escape');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('a search closed on its results is there when search opens again, and after a reload; a recent search searches again; Clear empties them', async () => {
      await openSearch(page);
      await expect(recent).toBeHidden();
      await search(page, 'sol');
      await page.keyboard.press('Escape');
      await page.reload();
      await openSearch(page);
      await expect(recent.getByRole('button', { name: 'sol', exact: true })).toBeVisible();
      await recent.getByRole('button', { name: 'sol', exact: true }).click();
      await expect(combobox(page)).toHaveValue('sol');
      await expect(combobox(page)).toBeFocused();
      await combobox(page).fill('');
      await recent.getByRole('button', { name: 'Clear Recent searches' }).press('Enter');
      await expect(recent).toBeHidden();
      await expect(combobox(page)).toBeFocused();
    });

  });

  test('favourites lead their tab, futures rows show figures, each tab counts its matches, an empty search offers the tabs that have some', async ({ page }) => {
    const firstTitle = () => listbox(page).getByRole('option').first().locator('.search-row-title bdi');
    await page.goto(siteUrl('main'));
    await openSearch(page);

    await test.step('a market starred by keyboard leads its tab under Favourites, after a reload too', async () => {
      const star = dialog(page).getByRole('button', { name: 'Favourite SOL/USDT' });
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.focus();
      await page.keyboard.press('Space');
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await expect(firstTitle()).toHaveText('SOL/USDT');
      await expect(dialog(page).locator('.search-group-label')).toHaveText(['Favourites', 'Hot markets']);
      await page.reload();
      await openSearch(page);
      await expect(firstTitle()).toHaveText('SOL/USDT');
    });

    await test.step('futures rows show their price and 24 h change as spot rows do', async () => {
      await dialog(page).getByRole('tablist', { name: 'Market types' }).getByRole('tab', { name: 'Futures' }).click();
      const first = listbox(page).getByRole('option').first();
      await expect(first).toHaveAttribute('href', '/futures/USDT/BTC_USDT');
      await expect(first.locator('.search-row-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d+$/);
      await expect(first.locator('.search-row-change')).toHaveText(/^[+-]\d+\.\d{2}%$/);
    });

    await test.step('while typing each tab counts its matches; an empty search names the query and offers the tabs that have some', async () => {
      await dialog(page).getByRole('tablist', { name: 'Market types' }).getByRole('tab', { name: 'Spot' }).click();
      await search(page, '78000');
      const tabs = dialog(page).getByRole('tablist', { name: 'Market types' });
      await expect(tabs.getByRole('tab', { name: 'Spot' }).locator('.search-tab-count')).toHaveText('0');
      await expect(tabs.getByRole('tab', { name: 'Options' }).locator('.search-tab-count')).toHaveText(/^[1-9]\d*$/);
      const options = await tabs.getByRole('tab', { name: 'Options' }).locator('.search-tab-count').textContent();
      await expect(dialog(page).getByText('No results for “78000”')).toBeVisible();
      const offer = dialog(page).getByRole('button', { name: `Options ${options}` });
      await expect(dialog(page).locator('.search-empty-other')).toHaveCount(1);
      expect(await axeViolations(page, { within: ['.search-dialog'] })).toEqual([]);
      await offer.click();
      await expect(tabs.getByRole('tab', { name: 'Options' })).toHaveAttribute('aria-selected', 'true');
      await expect(firstTitle()).toHaveText(/^BTC 78,000 (Call|Put)$/);
      await expect(listbox(page).getByRole('option')).toHaveCount(Number(options));
    });
  });

  test('in Arabic the remembered parts mirror: the star at the row\'s start on the right, the recent searches from the right', async ({ page }) => {
    await page.goto(siteUrl('main', '/ar/'));
    await page.evaluate(() => {
      localStorage.setItem('nexa:recent-searches', JSON.stringify(['btc']));
      localStorage.setItem('nexa:favourite-markets', JSON.stringify(['spot-ETH_USDT']));
    });
    await page.reload();
    await page.getByRole('banner').locator('button[data-island="search"]').click();
    const arabic = page.getByRole('dialog', { name: 'البحث في الأسواق' });
    await expect(arabic.locator('.search-group-label').first()).toHaveText('المفضلة');
    const row = await arabic.getByRole('listbox').getByRole('option').first().boundingBox();
    const star = await arabic.locator('.favourite-star').first().boundingBox();
    expect(star!.x).toBeGreaterThan(row!.x + row!.width / 2);
    await expect(arabic.locator('.favourite-star').first()).toHaveAttribute('aria-pressed', 'true');
    const clear = await arabic.locator('.search-recent-clear').boundingBox();
    const title = await arabic.locator('.search-recent-title').boundingBox();
    expect(clear!.x).toBeLessThan(title!.x);
    // The dialog before typing (recent searches, Favourites, stars) has no violation, right to left.
    expect(await axeViolations(page, { within: ['.search-dialog'] })).toEqual([]);
  });

  test('while a list loads: 10 skeleton rows of 58 px (Alpha: 8 of 49 px), then rows of the same height', async ({ page }) => {
    const held: Array<() => void> = [];
    for (const path of [API_PATHS.spotMarkets, API_PATHS.alphaMarkets]) {
      await page.route(`**${path}*`, async (route) => {
        await new Promise<void>((release) => held.push(release));
        await route.continue();
      });
    }
    await page.goto(siteUrl('main'));
    await searchButton(page).click();
    await expect(combobox(page)).toBeFocused();
    const skeletonHeights = () => dialog(page).locator('.search-skeleton-row').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    await expect.poll(skeletonHeights).toEqual(Array(10).fill(58));
    // The menu data has arrived (its badge shows): choosing a tab now is not reset by its arrival.
    await expect(dialog(page).getByRole('tab', { name: 'Pilot HOT' })).toBeVisible();
    await dialog(page).getByRole('tab', { name: 'Alpha' }).click();
    await expect.poll(skeletonHeights).toEqual(Array(8).fill(49));
    await expect.poll(() => held.length).toBe(2);
    for (const release of held) release();
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    expect(await listbox(page).getByRole('option').first().evaluate((row) => row.getBoundingClientRect().height)).toBe(49);
    await dialog(page).getByRole('tab', { name: 'Spot' }).click();
    await expect(listbox(page).getByRole('option').first()).toHaveAttribute('href', '/trade/BTC_USDT');
    expect(await listbox(page).getByRole('option').first().evaluate((row) => row.getBoundingClientRect().height)).toBe(58);
  });

  test('rows follow the rise colour: red-up for risered', async ({ page, context }) => {
    await context.addCookies([{ name: 'market_rise_color', value: 'risered', domain: 'localhost', path: '/' }]);
    await page.goto(siteUrl('main'));
    await openSearch(page);
    const up = listbox(page).locator('.trend-up').first();
    const down = listbox(page).locator('.trend-down').first();
    const [upColor, downColor] = [await up.evaluate((el) => getComputedStyle(el).color), await down.evaluate((el) => getComputedStyle(el).color)];
    expect(upColor).toBe('rgb(194, 31, 38)');
    expect(downColor).toBe('rgb(6, 122, 82)');
  });

  test('an open list\'s prices follow the market within one refresh, the changed one flashing in the rise colour, in place; closed, nothing is asked', async ({ page, context, request }) => {
    await context.addCookies([{ name: 'market_rise_color', value: 'risered', domain: 'localhost', path: '/' }]);
    const scenario = await useScenario(context, request);
    await page.clock.install();
    await watchLayoutShift(page);
    const spotCalls: string[] = [];
    page.on('request', (request) => pathOf(request) === API_PATHS.spotMarkets && spotCalls.push(request.url()));
    await page.goto(siteUrl('main'));
    await openSearch(page);
    const row = listbox(page).locator('[role=option]').first();
    const pair = decodeURIComponent(/\/trade\/([^/?]+)/.exec((await row.getAttribute('href'))!)![1]!);
    const priceOf = async () => formatDecimal((await sandboxData<string[][]>(page, API_PATHS.spotMarkets)).find((market) => market[0] === pair)![3]!, 'en');
    const price = row.locator('.search-row-price');
    const before = await priceOf();
    await expect(price).toHaveText(before);
    // Opening may shift the tabs (the menu data's badges arrive after the built-in tabs): that is
    // the dialog's own; the refresh must add nothing to it.
    const shiftBefore = await layoutShift(page);

    await scenario.set({ prices: { step: 1 } });
    const moved = await priceOf();
    expect(moved).not.toBe(before);
    await page.clock.fastForward(LIST_CACHE_TTL_MS);
    await expect(price).toHaveText(moved);
    const flash = Number(moved.replaceAll(',', '')) > Number(before.replaceAll(',', '')) ? 'up' : 'down';
    await expect(price).toHaveAttribute('data-flash', flash);
    // Red-up: a rise flashes red, a fall green.
    expect(await price.evaluate((element) => getComputedStyle(element).getPropertyValue('--live-price-flash').trim())).toBe(flash === 'up' ? '#c21f26' : '#067a52');
    expect(await layoutShift(page)).toBe(shiftBefore);
    expect(spotCalls).toHaveLength(2);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.clock.fastForward(5 * LIST_CACHE_TTL_MS);
    await page.waitForTimeout(300);
    expect(spotCalls).toHaveLength(2);
  });

  test('without menu data the built-in tabs are used', async ({ page, context, pageErrors }) => {
    pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 500 \(Internal Server Error\) \(http:\/\/[^/]+\/apiw\/v2\/common\/tabs\?area=web_trade\)$/);
    // This browser's tabs call fails (a sandbox fault scoped by cookie); other tests are untouched.
    await context.addCookies([{ name: 'sandbox_faults', value: encodeURIComponent(`${API_PATHS.searchTabs}=500`), domain: 'localhost', path: '/' }]);
    const tabsAnswer = page.waitForResponse((response) => pathOf(response.request()) === API_PATHS.searchTabs);
    await page.goto(siteUrl('main'));
    await openSearch(page);
    expect((await tabsAnswer).status()).toBe(500);
    const tabs = dialog(page).getByRole('tablist').first().getByRole('tab');
    // The global site is the full product (docs/header.md): futures and options search too.
    await expect(tabs).toHaveText(['Spot', 'Futures', 'Options', 'Pilot', 'Pre-market', 'Alpha']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(listbox(page).getByRole('option').first()).toHaveAttribute('href', '/trade/BTC_USDT');
  });
});
