// Run-time hiding in the account area (issue 8, points 2 to 4): what the compliance check's menu list
// and the user's own menu list name disappears from the logged-in header, as a person sees it.
import type { Route } from '@playwright/test';
import { test, expect, type Page } from './test.ts';
import type { SiteKey } from '../../src/sites/schema.ts';
import { siteUrl } from './helpers.ts';
import { accountArea, openMenu, openProfile } from './account-helpers.ts';

/** The real answer, fetched from Node: *.localhost names resolve in Chromium only, so ask 127.0.0.1 with the page's Host. */
function fetchReal(route: Route) {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  return route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
}

/** Signs in as the sandbox's user with extra keys in the compliance menu list and the user's menu list. */
async function signInWith(page: Page, { site = 'main', compliance = [], userMenu = [] }: { site?: SiteKey; compliance?: string[]; userMenu?: string[] }) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.route('**/api/web/v1/compliance/check', async (route) => {
    const response = await fetchReal(route);
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, menu: [...body.data.menu, ...compliance] } } });
  });
  await page.route('**/api/web/v1/usercenter/get_info', async (route) => {
    const response = await fetchReal(route);
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, menu: userMenu } } });
  });
  await page.goto(siteUrl(site, '/__sandbox/session?persona=user&next=/'));
  await expect(page.locator('html')).toHaveAttribute('data-account', 'ready', { timeout: 15_000 });
}

test('compliance menu with deposit: no Deposit button, the rest of the account area stays', async ({ page }) => {
  await signInWith(page, { compliance: ['deposit'] });
  await expect(accountArea(page).getByRole('button', { name: 'Wallet', exact: true })).toBeVisible();
  await expect(accountArea(page).getByRole('link', { name: 'Deposit' })).toHaveCount(0);
});

test('compliance menu with fiat_trade on main: no P2P orders', async ({ page }) => {
  await signInWith(page, { compliance: ['fiat_trade'] });
  const orders = await openMenu(page, 'Orders');
  await expect(orders.getByRole('link', { name: 'Spot orders' })).toBeVisible();
  await expect(orders.getByRole('link', { name: 'P2P orders' })).toHaveCount(0);
});

test('compliance menu with multiple_order: the orders dropdown gives way to one Spot orders link', async ({ page }) => {
  await signInWith(page, { compliance: ['multiple_order'] });
  await expect(accountArea(page).getByRole('button', { name: 'Orders', exact: true })).toHaveCount(0);
  await expect(accountArea(page).getByRole('link', { name: 'Spot orders' })).toHaveAttribute('href', '/myaccount/myorders');
});

test('an item the user info names in its menu list (coupons) is hidden; the others stay', async ({ page }) => {
  await signInWith(page, { userMenu: ['coupons'] });
  const panel = await openProfile(page);
  await expect(panel.getByRole('link', { name: 'Security' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Coupons' })).toHaveCount(0);
});
