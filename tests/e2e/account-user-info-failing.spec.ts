// A signed-in trader is never shown as a visitor (issue 34): with user info answering 500 a VIP whose
// session marks say signed in keeps the signed-in header (avatar placeholder, Deposit, wallet and
// orders, log out) with "Couldn't load your account" and Retry, at 1280 and at 375 px; no Log in,
// no Sign up, no visitor hero. Retry after the fault is lifted brings the identity; logging out works.
import { test, expect, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';
import { accountArea, faultScope, sessionCookies } from './account-helpers.ts';
import { API_PATHS } from '../../src/contracts/api-paths.ts';

const FAILED = "Couldn't load your account";

/** No visible Log in or Sign up anywhere on the page. */
async function expectNoVisitorEntries(page: Page) {
  for (const name of ['Log in', 'Sign up']) {
    await expect(page.getByRole('link', { name, exact: true }).filter({ visible: true })).toHaveCount(0);
  }
}

test('a VIP with user info failing: signed-in header at 1280 and 375 px, Retry brings the identity, and log out works', async ({ page, context, pageErrors }) => {
  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 500 \(Internal Server Error\) \(http:\/\/[^/]+\/api\/web\/v1\/usercenter\/get_info\)$/);
  const faults = await faultScope(context);
  await faults.set(API_PATHS.userInfo, '500');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('main', '/__sandbox/session?persona=vip&next=/'));
  await expect(page.locator('html')).toHaveAttribute('data-account', 'ready', { timeout: 15_000 });

  await test.step('1280 px: Deposit, the failure line with Retry, the avatar placeholder; no Log in, Sign up or visitor hero', async () => {
    await expect(accountArea(page).getByText(FAILED).filter({ visible: true })).toHaveCount(1);
    await expect(accountArea(page).getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(accountArea(page).getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    await expectNoVisitorEntries(page);
    await expect(page.locator('.hero-member').first()).toBeVisible();
  });

  await test.step('375 px: the avatar\'s panel and the drawer say it too, with wallet, orders and Log out', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoVisitorEntries(page);
    const avatar = accountArea(page).getByRole('button', { name: 'Account', exact: true });
    await avatar.click();
    await expect(accountArea(page).getByText(FAILED).filter({ visible: true })).toHaveCount(1);
    await avatar.click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText(FAILED)).toBeVisible();
    await expect(drawer.getByText('Wallet', { exact: true })).toBeVisible();
    await expect(drawer.getByText('Orders', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectNoVisitorEntries(page);

    await faults.lift(API_PATHS.userInfo);
    await drawer.getByRole('button', { name: 'Retry' }).click();
    await expect(drawer.getByRole('link', { name: /VIP 3/ }).first()).toBeVisible();
    await expect(drawer.getByText(FAILED)).toHaveCount(0);

    await drawer.getByRole('button', { name: 'Log out' }).click();
    await drawer.getByRole('button', { name: 'This device' }).click();
    await expect(page).toHaveURL(siteUrl('main', '/login'));
    expect(await sessionCookies(context)).toEqual([]);
  });
});

test('a VIP with user info failing can log out at 1280 px from the profile panel', async ({ page, context, pageErrors }) => {
  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 500 \(Internal Server Error\) \(http:\/\/[^/]+\/api\/web\/v1\/usercenter\/get_info\)$/);
  await (await faultScope(context)).set(API_PATHS.userInfo, '500');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('main', '/__sandbox/session?persona=vip&next=/'));
  await expect(accountArea(page).getByText(FAILED).filter({ visible: true })).toHaveCount(1, { timeout: 15_000 });
  const trigger = accountArea(page).getByRole('button', { name: 'Account', exact: true });
  await trigger.click();
  const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`.replaceAll(':', '\\:'));
  await panel.getByRole('button', { name: 'Log out' }).click();
  await panel.getByRole('button', { name: 'This device' }).click();
  await expect(page).toHaveURL(siteUrl('main', '/login'));
  expect(await sessionCookies(context)).toEqual([]);
});
