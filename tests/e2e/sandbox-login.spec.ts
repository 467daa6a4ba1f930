import { test, expect } from './test.ts';
import { siteUrl } from './helpers.ts';
import { PERSONA_NAMES } from '../../sandbox/personas.ts';

test('the sandbox session link logs the browser in as a VIP and returns to the page', async ({ page, context }) => {
  await page.goto(siteUrl('main', '/__sandbox/session?persona=vip&next=/zh/'));
  await expect(page).toHaveURL(siteUrl('main', '/zh/'));
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies.pver).toMatch(/^pv\d+$/);
  expect(cookies.sign).toMatch(/^sg\d+$/);
  expect(cookies.csrftoken).toMatch(/^csrf\d+$/);
  const info = await page.evaluate(() => fetch('/api/web/v1/usercenter/get_info', { credentials: 'include' }).then((r) => r.json()));
  expect(info.data).toMatchObject({ tier: 3, isVip: true, isLogin: true });
});

test('the login page (the stand-in login application) offers every persona as a plain link inside the chrome', async ({ page }) => {
  await page.goto(siteUrl('tr', '/login'));
  await expect(page.locator('.site-header')).toBeVisible();
  // One link per persona, the visitor included.
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(PERSONA_NAMES.length);
  await page.getByRole('link', { name: /Visitor/ }).click();
  await expect(page).toHaveURL(siteUrl('tr', '/'));
});

test('a session link never leaves the site, whatever next says', async ({ page }) => {
  await page.goto(siteUrl('main', '/__sandbox/session?persona=user&next=//evil.example/'));
  await expect(page).toHaveURL(siteUrl('main', '/'));
});

test('the login page does not offer Log in again, and the signup page not Sign up: each offers the other way in', async ({ page }) => {
  await page.goto(siteUrl('main', '/de/login?next=/de/'));
  const header = page.locator('.site-header .header-actions');
  await expect(header.locator('[data-track="header.login"]')).toBeHidden();
  await expect(header.locator('[data-track="header.signup"]')).toBeVisible();
  await page.goto(siteUrl('main', '/signup'));
  await expect(header.locator('[data-track="header.signup"]')).toBeHidden();
  await expect(header.locator('[data-track="header.login"]')).toBeVisible();
  // On a phone the drawer holds them: the same rule there.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(siteUrl('main', '/login'));
  await page.locator('button.drawer-toggle').click();
  const drawer = page.locator('#site-drawer');
  await expect(drawer.locator('[data-track="drawer.signup"]')).toBeVisible();
  await expect(drawer.locator('[data-track="drawer.login"]')).toBeHidden();
});
