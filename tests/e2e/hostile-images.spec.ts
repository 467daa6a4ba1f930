// An image URL from the server loads only from the configured image hosts or /images/
// (src/lib/safe-image-url.ts, one check at every <img> the server's URLs reach). With every image
// URL the backend sends (spot and Alpha icons, Alpha chain icons, the avatar) turned into a sign-out
// path, opening the account menu, the search's Spot and Alpha lists and the trade menu's markets
// requests no sign-out, shows letters and initials instead, and the session survives.
import { test, expect, type Page } from './test.ts';
import { API_PATHS } from '../../src/contracts/api-paths.ts';
import { accountArea, openProfile, sessionCookies, signInAs } from './account-helpers.ts';

const SIGN_OUTS: string[] = [API_PATHS.logoutPage, API_PATHS.signOutAll];
const API_PATH = /^\/(api|apiw|apiweb)\//;

/** `value` with every image URL (the sandbox's are /images/ paths) replaced by `next()`'s. */
function withHostileImages(value: unknown, next: () => string): unknown {
  if (typeof value === 'string') return value.startsWith('/images/') ? next() : value;
  if (Array.isArray(value)) return value.map((item) => withHostileImages(item, next));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withHostileImages(item, next)]));
  return value;
}

/** A backend whose every image URL is a sign-out path; returns how many it sent. */
async function serveHostileImages(page: Page): Promise<() => number> {
  let sent = 0;
  const next = () => SIGN_OUTS[sent++ % SIGN_OUTS.length]!;
  await page.route((url) => API_PATH.test(url.pathname), async (route) => {
    const response = await route.fetch();
    if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response });
    await route.fulfill({ response, json: withHostileImages(await response.json(), next) });
  });
  return () => sent;
}

test('icons and an avatar pointing at /logout or logoutAll are never requested, and the session survives', async ({ page, context }) => {
  const sent = await serveHostileImages(page);
  const signOuts: string[] = [];
  page.on('request', (request) => {
    if (SIGN_OUTS.includes(new URL(request.url()).pathname)) signOuts.push(`${request.resourceType()} ${request.url()}`);
  });
  await signInAs(page, 'vip');

  await test.step('the account menu: initials instead of the avatar', async () => {
    const profile = await openProfile(page);
    await expect(profile.locator('.account-avatar-large')).toHaveText(/^\S{1,2}$/);
    await expect(accountArea(page).locator('.account-avatar img')).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  await test.step("search's Spot and Alpha lists: letters instead of the icons", async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByRole('dialog', { name: 'Market search' });
    await expect(search.getByRole('status')).toHaveText(/\d/, { timeout: 20_000 });
    for (const tab of ['Spot', 'Alpha']) {
      await search.getByRole('tablist', { name: 'Market types' }).getByRole('tab', { name: tab }).click();
      await expect(search.getByRole('option').first().locator('.search-icon-letter')).toBeVisible();
      await expect(search.locator('.search-icon img')).toHaveCount(0);
    }
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
  });

  await test.step("the trade menu's market lists", async () => {
    await page.locator('.nav-item').filter({ has: page.locator('[data-menu="trade"]') }).hover();
    const markets = page.locator('[data-menu="trade"] .trade-markets');
    for (const tab of ['Spot', 'Alpha']) {
      await markets.getByRole('tab', { name: tab }).hover();
      await expect(markets.getByRole('tabpanel').locator('.search-icon-letter').first()).toBeVisible();
    }
    await expect(markets.locator('.search-icon img')).toHaveCount(0);
  });

  // The backend did send hostile URLs, and none of them was asked for.
  expect(sent()).toBeGreaterThan(100);
  expect(signOuts).toEqual([]);
  expect(await sessionCookies(context)).toEqual(expect.arrayContaining(['pver', 'sign']));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-account', 'ready', { timeout: 15_000 });
});
