// The header and drawer on a phone (375 px, issue 22): a way in or the account in the header bar,
// the drawer's Log out last and on its own, Deposit once, chevrons that point down in Arabic too.
import { test, expect, type Page } from './test.ts';
import { loginCookies, siteUrl } from './helpers.ts';
import type { SiteKey } from '../../src/sites/schema.ts';

test.use({ viewport: { width: 375, height: 812 } });

const header = (page: Page) => page.locator('.header-inner');
const drawer = (page: Page) => page.locator('#site-drawer');

async function signIn(page: Page, path = '/') {
  await page.goto(siteUrl('main', `/__sandbox/session?persona=vip&next=${encodeURIComponent(path)}`));
  await expect(page.locator('html')).toHaveAttribute('data-account', 'ready', { timeout: 15_000 });
}

test('a visitor finds Log in and Sign up in the header bar', async ({ page }) => {
  await page.goto(siteUrl('main'));
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
});

test('signed in, the header bar shows the avatar, the bell and the mobile Deposit', async ({ page }) => {
  await signIn(page);
  await expect(header(page).getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(header(page).locator('.message-slot').getByRole('link', { name: 'Notifications' })).toBeVisible();
  const deposit = header(page).getByRole('link', { name: 'Deposit', exact: true });
  await expect(deposit).toHaveCount(1);
  await expect(deposit).toHaveAttribute('href', '/myaccount/deposit/USDT');
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeHidden();
});

test('signed in, the drawer offers Deposit once and ends with Log out, on its own after the navigation', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'Deposit', exact: true })).toHaveCount(1);
  // The last group of the drawer's body holds Log out and nothing else; the navigation comes before it.
  const groups = drawer(page).locator('.drawer-body > :visible');
  const last = groups.last();
  await expect(last.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(last.locator('a, summary')).toHaveCount(0);
  const order = await groups.evaluateAll((children) => children.map((child) => child.className));
  expect(order.indexOf('side-nav')).toBeLessThan(order.length - 1);
  expect(order.indexOf('side-nav')).toBeGreaterThan(order.findIndex((name) => name.includes('drawer-account')));
  // The person's own card leads, the Rewards hub promotion after it (issue 40).
  expect(order.findIndex((name) => name.includes('drawer-account'))).toBe(0);
  expect(order.indexOf('drawer-rewards')).toBeGreaterThan(0);
});

test('signed in on the regional sites with a deposit link, the phone header has the Deposit shortcut; without one, none', async ({ page }) => {
  const expected: Array<[SiteKey, string | null]> = [['tr', 'Deposit fiat'], ['uk', 'Deposit fiat'], ['eu', 'Deposit fiat'], ['testnet', 'Deposit'], ['sg', null]];
  for (const [site, label] of expected) {
    await loginCookies(page.context(), site);
    await page.goto(siteUrl(site));
    await expect(page.locator('html'), site).toHaveAttribute('data-account', 'ready', { timeout: 15_000 });
    const shortcut = header(page).locator('.account-deposit-mobile');
    if (label === null) await expect(shortcut, site).toHaveCount(0);
    else await expect(shortcut, site).toHaveAccessibleName(label);
    if (label !== null) await expect(shortcut, site).toBeInViewport({ ratio: 1 });
  }
});

test('the drawer marks the page\'s language, by more than its colour', async ({ page }) => {
  await page.goto(siteUrl('main', '/de/'));
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const languages = drawer(page).locator('details[data-group="language"]');
  await languages.locator('summary').click();
  const current = languages.locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Deutsch');
  const mark = (link: typeof current) => link.evaluate((element) => getComputedStyle(element, '::after').borderBottomWidth);
  expect(await mark(current)).toBe('2px');
  expect(await mark(languages.getByRole('link', { name: 'English' }))).not.toBe('2px');
});

/** The chevron of a drawer group as drawn: which borders draw it and its turn, closed and open. */
async function chevron(page: Page) {
  const summary = drawer(page).locator('details.side-group[data-group="trade"] > summary');
  const read = () => summary.evaluate((element) => {
    const style = getComputedStyle(element, '::after');
    const [a, b] = style.transform.replace(/^matrix\(|\)$/g, '').split(',').map(Number);
    return { right: style.borderRightWidth, bottom: style.borderBottomWidth, left: style.borderLeftWidth, degrees: Math.round((Math.atan2(b!, a!) * 180) / Math.PI) };
  });
  const closed = await read();
  await summary.click();
  // Past the 0.15 s turn: the drawn state once it settles.
  await expect.poll(read).not.toEqual(closed);
  await expect.poll(async () => (await read()).degrees).toBe(-135);
  return { closed, open: await read() };
}

test('the drawer\'s group chevrons point down when closed and up when open, in Arabic as in English', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(siteUrl('main'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const english = await chevron(page);
  // Right and bottom borders turned 45 degrees: a V pointing down; turned -135: pointing up.
  expect(english.closed).toEqual({ right: '2px', bottom: '2px', left: '0px', degrees: 45 });
  await page.goto(siteUrl('main', '/ar/'));
  await page.locator('button.drawer-toggle').click();
  expect(await chevron(page)).toEqual(english);
});
