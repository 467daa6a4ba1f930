// Behaviour after load: run-time hiding by a compliance list, click analytics, the signup query string.
import { test, expect, type Page } from './test.ts';
import { firstFrameOf, holdInteractiveChrome, siteHtml, siteUrl, watchFirstFrameOf } from './helpers.ts';
import type { SiteKey } from '../../src/sites/schema.ts';
import { COOKIE_CHOICE_STORAGE_KEY } from '../../src/browser/notices/rules.ts';
import { BEACON_PATHS } from '../../src/contracts/api-paths.ts';

test.use({ viewport: { width: 1440, height: 900 } });

const COMPLIANCE_LIST = ['derivatives', 'borrow_or_wealth', 'deposit', 'latest_news'];

// These tests hand the list over themselves; the page's own compliance check (dynamic data, tested in
// compliance-dynamic.spec.ts) must not answer in between, so it fails here as an unreachable API would.
test.beforeEach(async ({ page, pageErrors }) => {
  await page.route('**/api/web/v1/compliance/check', (route) => route.abort());
  pageErrors.allow(/Failed to load resource: net::ERR_FAILED \(http:\/\/[^/]+\/api\/web\/v1\/compliance\/check\)$/);
});

test('a compliance list hides every item of its keys, with no layout shift below the header', async ({ page }) => {
  await page.goto(siteUrl('main'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Derivatives' })).toBeVisible();
  const heroBefore = await page.getByRole('heading', { level: 1 }).boundingBox();

  await page.evaluate((list) => document.dispatchEvent(new CustomEvent('nexa:compliance-menu', { detail: list })), COMPLIANCE_LIST);

  await expect(page.locator('html')).toHaveAttribute('data-hidden-features', COMPLIANCE_LIST.join(' '));
  await expect(nav.getByRole('link', { name: 'Derivatives' })).toBeHidden();
  await expect(nav.getByRole('button', { name: 'Earn' })).toBeHidden();
  // Item-level keys inside menus that stay: announcements and blog carry latest_news.
  await nav.getByRole('button', { name: 'Promotions & guide' }).click();
  await expect(page.locator('#nav-menu-promotions').getByRole('link', { name: 'Announcements' })).toBeHidden();
  await expect(page.locator('#nav-menu-promotions').getByRole('link', { name: 'Competitions' })).toBeVisible();
  // Footer links carry their keys too.
  await expect(page.getByRole('contentinfo').locator('[data-feature~="latest_news"]').first()).toBeHidden();
  for (const key of COMPLIANCE_LIST) {
    const visible = await page.locator(`[data-feature~="${key}"]`).evaluateAll((items) => items.filter((item) => item.checkVisibility()).length);
    expect(visible, key).toBe(0);
  }
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(heroBefore);
  expect((await page.locator('.site-header').boundingBox())!.height).toBe(64);
});

test('the list is remembered for the session while the check cannot answer, and a malformed list is ignored', async ({ page }) => {
  await page.goto(siteUrl('main'));
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('nexa:compliance-menu', { detail: ['derivatives', 'x"]{}', 7] })));
  await expect(page.locator('html')).toHaveAttribute('data-hidden-features', 'derivatives');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hidden-features', 'derivatives');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Derivatives' })).toBeHidden();
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('nexa:compliance-menu', { detail: 'not a list' })));
  await expect(page.locator('html')).not.toHaveAttribute('data-hidden-features', /.*/);
});

test('a remembered list is on the next page from its first frame: nothing hidden is ever painted', async ({ page }) => {
  await page.goto(siteUrl('main'));
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('nexa:compliance-menu', { detail: ['derivatives', 'affiliate'] })));
  await watchFirstFrameOf(page, '.top-nav [data-feature~="derivatives"]');
  await page.goto(siteUrl('main', '/de/'));
  expect(await firstFrameOf(page)).toEqual({ painted: false, hidden: 'derivatives affiliate' });
});

/** Records sendBeacon calls instead of sending them. */
async function recordBeacons(page: Page) {
  await page.addInitScript(() => {
    const calls: { url: string; body: string }[] = [];
    Object.assign(window, { beaconCalls: calls });
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      calls.push({ url: String(url), body: '' });
      if (data instanceof Blob) void data.text().then((text) => { calls[calls.length - 1]!.body = text; });
      return true;
    };
  });
}

const beaconCalls = (page: Page) => page.evaluate(() => (window as unknown as { beaconCalls: { url: string; body: string }[] }).beaconCalls);

/** Serves the page with another analytics endpoint (null: none), as a build with PUBLIC_ANALYTICS_ENDPOINT (=off) emits it. */
async function withAnalyticsEndpoint(page: Page, key: SiteKey, path: string, endpoint: string | null) {
  await page.route(siteUrl(key, path), async (route) => {
    const built = await siteHtml(page.request, key, path);
    const html = built.replace(
      `&quot;analytics&quot;:&quot;${BEACON_PATHS.analyticsEvents}&quot;`,
      `&quot;analytics&quot;:${endpoint === null ? 'null' : `&quot;${endpoint}&quot;`}`,
    );
    expect(html, 'the page context names an analytics endpoint').not.toBe(built);
    await route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
  });
}

test('clicks send nothing when the build switches analytics off', async ({ page }) => {
  await recordBeacons(page);
  await withAnalyticsEndpoint(page, 'main', '/', null);
  await page.goto(siteUrl('main'));
  expect(await page.evaluate(() => JSON.parse(document.documentElement.dataset.pageContext ?? '{}').endpoints)).toMatchObject({ analytics: null });
  await page.getByRole('button', { name: 'Theme' }).click();
  // The click is tracked whether or not it navigates; stopping the navigation keeps the test on this page
  // (a modified click opened /page/careers, a route this build does not have, in a tab of its own).
  const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
  await careers.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await careers.click();
  expect(await beaconCalls(page)).toEqual([]);
});

test('clicks on header, menu, drawer and footer items send one beacon each with id, site, language and position', async ({ page }) => {
  await recordBeacons(page);
  await withAnalyticsEndpoint(page, 'main', '/de/', '/__analytics');
  await page.goto(siteUrl('main', '/de/'));
  await page.locator('[data-island="theme"]').first().click();
  await page.locator('#nav-menu-trade').evaluate((panel) => panel.querySelector('a')?.addEventListener('click', (event) => event.preventDefault()));
  await page.getByRole('navigation').first().locator('button[aria-controls="nav-menu-trade"]').click();
  await page.locator('#nav-menu-trade a').first().click();
  await page.getByRole('contentinfo').locator('a[data-track]').first().evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await page.getByRole('contentinfo').locator('a[data-track]').first().click();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.locator('button.drawer-toggle').click();
  const rewards = page.locator('#site-drawer a[data-track="drawer.rewards-hub"]');
  await rewards.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await rewards.click();
  await expect.poll(async () => (await beaconCalls(page)).filter((call) => call.body).length).toBe(5);
  const calls = await beaconCalls(page);
  expect(calls.every((call) => call.url.endsWith('/__analytics'))).toBe(true);
  const bodies = calls.map((call) => JSON.parse(call.body));
  expect(bodies[0]).toEqual({ id: 'header.theme', site: 'main', lang: 'de', position: 'header' });
  expect(bodies[1]).toEqual({ id: 'menu.trade.spot', site: 'main', lang: 'de', position: 'menu' });
  expect(bodies[2]).toMatchObject({ site: 'main', lang: 'de', position: 'footer' });
  expect(bodies[3]).toEqual({ id: 'header.drawer', site: 'main', lang: 'de', position: 'header' });
  expect(bodies[4]).toEqual({ id: 'drawer.rewards-hub', site: 'main', lang: 'de', position: 'drawer' });
});

test('a visitor who rejected the EU cookie notice is not measured', async ({ page }) => {
  await recordBeacons(page);
  await page.addInitScript((key) => localStorage.setItem(key, 'rejected'), COOKIE_CHOICE_STORAGE_KEY);
  await withAnalyticsEndpoint(page, 'main', '/de/', '/__analytics');
  await page.goto(siteUrl('main', '/de/'));
  // A menu the interactive chrome opens by click: analytics is installed in the same step.
  const trade = page.getByRole('navigation').first().locator('button[aria-controls="nav-menu-trade"]');
  await trade.click();
  await expect(trade).toHaveAttribute('aria-expanded', 'true');
  const footerLink = page.getByRole('contentinfo').locator('a[data-track]').first();
  await footerLink.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await footerLink.click();
  expect(await beaconCalls(page)).toEqual([]);
});

test('a tracked link clicked before the chrome\'s code arrives waits for it: the beacon, with tracking params, goes before the page leaves', async ({ page }) => {
  await withAnalyticsEndpoint(page, 'main', '/', '/__analytics');
  const beacons: string[] = [];
  await page.route('**/__analytics', async (route) => {
    beacons.push(route.request().postData() ?? '');
    await route.fulfill({ status: 204 });
  });
  const releaseChrome = await holdInteractiveChrome(page);
  await page.goto(siteUrl('main'));
  // CSS opens the menu around focus; the click also wakes the lazy part, which the route holds.
  await page.locator('button[aria-controls="nav-menu-derivatives"]').click();
  const link = page.locator('#nav-menu-derivatives a[data-track="menu.derivatives.futures-competition"]');
  await link.click();
  await expect(link, 'the page stays while the analytics code is on its way').toBeVisible();
  expect(beacons).toEqual([]);
  releaseChrome();
  await page.waitForURL((url) => url.pathname !== '/');
  expect(beacons.map((body) => JSON.parse(body))).toEqual([{
    id: 'menu.derivatives.futures-competition', site: 'main', lang: 'en', position: 'menu', params: { ch: 'trading_event1', source: 'contract' },
  }]);
});

test('a tracked link still navigates when the chrome\'s code stalls: a person is never kept waiting on analytics', async ({ page }) => {
  await withAnalyticsEndpoint(page, 'main', '/', '/__analytics');
  await holdInteractiveChrome(page);
  await page.goto(siteUrl('main'));
  await page.locator('button[aria-controls="nav-menu-derivatives"]').click();
  const link = page.locator('#nav-menu-derivatives a[data-track="menu.derivatives.futures-competition"]');
  const href = await link.getAttribute('href');
  await link.click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
});

test('signup links carry the referral query the visitor arrived with, on later pages too', async ({ page }) => {
  await page.goto(siteUrl('main', '/?ref=AB12&utm_source=news&session=secret'));
  const signup = page.locator('.header-actions a[data-signup]');
  await expect(signup).toHaveAttribute('href', '/signup?ref=AB12&utm_source=news');
  await page.goto(siteUrl('main', '/ko/'));
  await expect(signup).toHaveAttribute('href', '/ko/signup?ref=AB12&utm_source=news');
  await expect(page.locator('#site-drawer a[data-signup]')).toHaveAttribute('href', '/ko/signup?ref=AB12&utm_source=news');
  expect(await page.evaluate(() => localStorage.getItem('nexa:signup-query'))).toBe('ref=AB12&utm_source=news');
});

test('without a stored query the signup link stays /signup', async ({ page }) => {
  await page.goto(siteUrl('main'));
  await expect(page.locator('.header-actions a[data-signup]')).toHaveAttribute('href', '/signup');
});
