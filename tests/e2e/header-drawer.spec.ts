// The mobile drawer (< 992 px): a modal dialog that keeps focus, one group open at a time.
import { test, expect, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';

test.use({ viewport: { width: 375, height: 812 } });

const opener = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test('opens from the header, moves focus in and keeps it there', async ({ page }) => {
  await page.goto(siteUrl('main'));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await opener(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))), `focus after ${step + 1} presses`).toBe(true);
  }
});

test('keeps one group open, clicking the open one closes it', async ({ page }) => {
  await page.goto(siteUrl('main'));
  await opener(page).click();
  const trade = drawer(page).locator('details[data-group=trade]');
  const earn = drawer(page).locator('details[data-group=earn]');
  await trade.locator('summary').click();
  await expect(trade.getByRole('link', { name: /Spot/ })).toBeVisible();
  await earn.locator('summary').click();
  await expect(earn.getByRole('link', { name: 'Launchpool HOT' })).toBeVisible();
  await expect(trade.getByRole('link', { name: /Spot/ })).toBeHidden();
  await earn.locator('summary').click();
  await expect(drawer(page).locator('details[open]')).toHaveCount(0);
});

test('Escape closes it and focus returns to the opener; the page behind is inert meanwhile', async ({ page }) => {
  await page.goto(siteUrl('main'));
  await opener(page).click();
  await expect(drawer(page)).toBeVisible();
  // Modal: the page behind takes neither focus nor a pointer. A footer link refuses focus, and the
  // point over the page's main area belongs to the drawer's backdrop.
  const behind = page.getByRole('contentinfo').locator('a[href]').first();
  expect(await behind.evaluate((link: HTMLElement) => (link.focus(), document.activeElement === link))).toBe(false);
  expect(await page.evaluate(() => document.elementFromPoint(5, 400)?.closest('dialog')?.id)).toBe('site-drawer');
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(opener(page)).toBeFocused();
});

test('a click on the backdrop closes it', async ({ page }) => {
  await page.goto(siteUrl('main'));
  await opener(page).click();
  await expect(drawer(page)).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(drawer(page)).toBeHidden();
});

test('holds the rewards-hub card, log in and sign up, the operations panel and the Download app button', async ({ page }) => {
  await page.goto(siteUrl('tr'));
  await opener(page).click();
  const panel = drawer(page);
  await expect(panel.getByRole('link', { name: /Rewards hub/ })).toHaveAttribute('href', '/rewards_hub');
  await expect(panel.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(panel.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  // Turkey's own fiat deposit and withdraw pages (SPEC 2 names them), beside help.
  const quick = panel.getByRole('region', { name: 'Quick actions' });
  await expect(quick.getByRole('link', { name: 'Help center' })).toBeVisible();
  await expect(quick.getByRole('link', { name: 'Deposit fiat', exact: true })).toHaveAttribute('href', '/myaccount/deposit_fiat');
  await expect(quick.getByRole('link', { name: 'Withdraw fiat', exact: true })).toHaveAttribute('href', '/myaccount/withdraw_fiat');
  await expect(panel.getByRole('link', { name: 'Download app' })).toHaveAttribute('href', 'https://www.nexa.tr/mobileapp?pos=header');
});

test('offers deposit and withdraw as quick actions where the site shows them, and no copy of the header controls', async ({ page }) => {
  await page.goto(siteUrl('mt'));
  await opener(page).click();
  const actions = drawer(page).getByRole('region', { name: 'Quick actions' });
  // Labelled by where they lead (issue 34: one label, one place).
  await expect(actions.getByRole('link', { name: /^(Deposit|Withdraw)/ })).toHaveText(['Deposit fiat', 'Withdraw fiat']);
  await expect(actions.getByRole('link', { name: 'Deposit fiat' })).toHaveAttribute('href', '/myaccount/deposit_fiat');
  // Theme and settings have one mount point each, in the header bar; the drawer has no copy.
  await expect(page.locator('[data-island="theme"], [data-island="settings"]')).toHaveCount(2);
  await expect(drawer(page).locator('[data-island]')).toHaveCount(0);
});

test('opens and works with JavaScript off', async ({ browser, pageErrors }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  pageErrors.watch(context);
  const page = await context.newPage();
  await page.goto(siteUrl('main'));
  await opener(page).click();
  await expect(drawer(page)).toBeVisible();
  await drawer(page).locator('details[data-group=community] summary').click();
  await drawer(page).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await context.close();
});

test('mirrors for Arabic: the drawer slides in from the left', async ({ page }) => {
  await page.goto(siteUrl('ae', '/ar/'));
  await page.locator('button.drawer-toggle').click();
  const box = await page.locator('#site-drawer').boundingBox();
  expect(Math.round(box!.x)).toBe(0);
});
