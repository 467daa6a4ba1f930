// The home hero's call to action (issue 26): a visitor is offered Sign up; a signed-in person the
// site's Deposit page from the very first frame, with zero layout shift; scripting off keeps the
// visitor's. Which sites have a deposit link is data, checked over dist/ (tests/built/home-hero.test.ts).
import { test, expect, type Page } from './test.ts';
import { firstFrameOf, loginCookies, siteUrl, watchFirstFrameOf } from './helpers.ts';
import { signInAs } from './account-helpers.ts';
import { layoutShift, watchLayoutShift } from './layout-shift.ts';

const hero = (page: Page) => page.locator('section.hero');

test('a visitor is offered Sign up and the default market, no Deposit', async ({ page }) => {
  await page.goto(siteUrl('main'));
  await expect(hero(page).getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(hero(page).getByRole('link', { name: 'Trade BTC/USDT' })).toBeVisible();
  await expect(hero(page).getByRole('link', { name: 'Deposit' })).toBeHidden();
});

for (const width of [1280, 375]) {
  test(`${width} px: a VIP gets Deposit instead of Sign up from the first frame, with zero layout shift`, async ({ page }) => {
    await watchLayoutShift(page);
    await watchFirstFrameOf(page, 'section.hero [data-track="home.signup"]');
    await signInAs(page, 'vip');
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-account', 'ready', { timeout: 15_000 });
    expect((await firstFrameOf(page)).painted, 'Sign up painted in the first frame').toBe(false);
    await expect(hero(page).getByRole('link', { name: 'Sign up' })).toBeHidden();
    await expect(hero(page).getByRole('link', { name: 'Deposit fiat' })).toHaveAttribute('href', '/myaccount/deposit_fiat');
    await expect(hero(page).getByRole('link', { name: 'Deposit fiat' })).toBeVisible();
    await expect(hero(page).getByRole('link', { name: 'Trade BTC/USDT' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShift(page)).toBe(0);
  });
}

test.describe('scripting off', () => {
  test.use({ javaScriptEnabled: false });

  test('a signed-in person sees the visitor hero, which works without script', async ({ page, context }) => {
    await loginCookies(context, 'main');
    await page.goto(siteUrl('main'));
    await expect(hero(page).getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(hero(page).getByRole('link', { name: 'Deposit' })).toBeHidden();
  });
});
