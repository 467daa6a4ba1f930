// The logged-in header per sandbox persona (issue 8, SPEC 2, 4 and 6), as a person sees it: one
// persona per way the header draws differently. Which entries each persona and site get is
// accountView's logic, tested per rule in src/islands/Account/account-rules.test.ts. Checks of the same
// persona and site are steps of one test: each step a former test.
import { test, expect } from './test.ts';
import { accountArea, openMenu, openProfile, signInAs } from './account-helpers.ts';
import { axeViolations } from './axe.ts';

test('user: the header, wallet, orders and profile as drawn; copying the UID', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, 'user');

  await test.step('user: Deposit, wallet, orders, profile, Switch Account and the bell; no VIP badge, a right arrow to the profile', async () => {
    const area = accountArea(page);
    await expect(page.locator('.header-actions').getByRole('link', { name: 'Log in' })).toBeHidden();
    await expect(area.getByRole('link', { name: 'Deposit', exact: true })).toHaveAttribute('href', '/myaccount/deposit/USDT');
    await expect(area.getByRole('button', { name: 'Switch Account' })).toBeVisible();
    // One bell in the header, the message panel's, for signed-in people only.
    await expect(page.locator('.header-actions').locator('.message-slot').getByRole('link', { name: 'Notifications' })).toBeVisible();
    // Its name carries the unread count (issue 40): "Notifications, 27 unread".
    await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications(, \d+ unread)?$/ })).toHaveCount(1);
    const wallet = await openMenu(page, 'Wallet');
    await expect(wallet.getByRole('link', { name: 'Spot account' })).toHaveAttribute('href', '/myaccount/myfunds/spot');
    await expect(wallet.getByRole('link', { name: 'Alpha account' })).toHaveAttribute('href', '/myaccount/funds/alpha');
    await expect(wallet.getByRole('link', { name: 'Deposit with code' })).toBeVisible();
    // SPEC 6 "Main-site only: ... old overview".
    await expect(wallet.getByRole('link', { name: 'Classic overview' })).toHaveAttribute('href', '/myaccount/funds');
    await expect(wallet.getByRole('link', { name: 'Portfolio margin account' })).toHaveCount(0);
    const orders = await openMenu(page, 'Orders');
    await expect(orders.getByRole('link', { name: 'Spot orders' })).toHaveAttribute('href', '/myaccount/myorders');
    const panel = await openProfile(page);
    await expect(panel.getByRole('link', { name: /Regular user/ })).toHaveAttribute('href', '/myaccount/profile');
    await expect(panel.getByText('UID 10000001')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/myaccount/profile');
    // SPEC 6 "Main-site only: VIP privilege", on the tier card.
    await expect(panel.getByRole('link', { name: 'VIP privileges' })).toHaveAttribute('href', '/vip');
    await expect(panel.locator('.account-vip')).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'Sub-accounts' })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', '/groupchat/service?platform=web');
    await expect(panel.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  await test.step('copying the UID says Copied successfully', async () => {
    // Its starting point: no dropdown open (the last step left the profile dropdown open).
    await page.keyboard.press('Escape');
    await expect(accountArea(page).getByRole('button', { name: 'Account', exact: true })).toHaveAttribute('aria-expanded', 'false');
    const panel = await openProfile(page);
    const copy = panel.getByRole('button', { name: 'Copy UID' });
    await copy.click();
    await expect(panel.getByRole('status')).toHaveText('Copied successfully');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('10000001');
    await expect(copy).toBeFocused();
  });
});

test('vip: the profile dropdown at 1440 px; the mobile drawer at 375 px', async ({ page }) => {
  await signInAs(page, 'vip');

  await test.step('vip: the tier badge, the progress bar and three upgrade plans (USDT, GT, assets)', async () => {
    const panel = await openProfile(page);
    await expect(panel.locator('.account-vip')).toHaveText('VIP 3');
    await expect(panel.getByText('Trial card')).toHaveCount(0);
    await expect(panel.getByRole('link', { name: 'View profile' })).toHaveCount(0);
    await expect(panel.getByRole('progressbar', { name: '64% of the way to VIP 4' })).toHaveAttribute('value', '64');
    await expect(panel.locator('[data-plan]')).toHaveText([
      'Trade 880,000 USDT more in 30 days',
      'Hold 1,500 GT (14-day average daily GT holdings)',
      'Hold 1,000,000 USD in assets',
    ]);
  });

  await test.step('mobile drawer, logged in: profile card, Deposit, Switch Account, wallet and order groups, account menu, logout', async () => {
    // Its starting point, as the test that signed in at 1440 px and narrowed the window: no dropdown open.
    await page.keyboard.press('Escape');
    await expect(accountArea(page).getByRole('button', { name: 'Account', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: /VIP 3/ }).first()).toHaveAttribute('href', '/myaccount/profile');
    await expect(drawer.getByRole('link', { name: 'Deposit', exact: true }).first()).toHaveAttribute('href', '/myaccount/deposit/USDT');
    await expect(drawer.getByRole('button', { name: 'Switch Account' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeHidden();
    await drawer.getByText('Wallet', { exact: true }).click();
    await expect(drawer.getByRole('link', { name: 'Spot account' })).toBeVisible();
    await drawer.getByText('Orders', { exact: true }).click();
    await expect(drawer.getByRole('link', { name: 'Spot orders' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Spot account' })).toBeHidden();
    await drawer.getByText('Account', { exact: true }).click();
    await expect(drawer.getByRole('link', { name: 'Security' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});

test('trial VIP: the tier badge carries the trial-card label', async ({ page }) => {
  await signInAs(page, 'trial-vip');
  const panel = await openProfile(page);
  await expect(panel.locator('.account-vip')).toHaveText('VIP 1Trial card');
});

test('sub-account with is_switch_tag: Switch Account opens the external account switcher', async ({ page }) => {
  await signInAs(page, 'sub-account-switch');
  const button = accountArea(page).getByRole('button', { name: 'Switch Account' });
  await expect(button).toHaveAttribute('aria-disabled', 'false');
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Switch account' }).getByRole('link', { name: 'Main account' })).toBeVisible();
});

test('safe_level 1: the too-weak warning links to the security settings', async ({ page }) => {
  await signInAs(page, 'weak-security');
  const panel = await openProfile(page);
  await expect(panel.getByRole('link', { name: /security is too weak/ })).toHaveAttribute('href', '/myaccount/security-setting');
});

// The UK and Italy limits are one rule (account-rules.test.ts): drawn once.
for (const persona of ['uk-limited'] as const) {
  test(`${persona}: funds accounts, orders and settings are hidden`, async ({ page }) => {
    await signInAs(page, persona);
    const area = accountArea(page);
    await expect(area.getByRole('button', { name: 'Orders', exact: true })).toHaveCount(0);
    await expect(area.getByRole('link', { name: 'Spot orders' })).toHaveCount(0);
    await expect(page.locator('.header-actions').getByRole('button', { name: 'Settings' })).toBeHidden();
    const wallet = await openMenu(page, 'Wallet');
    await expect(wallet.getByRole('link', { name: 'Overview', exact: true })).toBeVisible();
    await expect(wallet.getByText('Accounts', { exact: true })).toHaveCount(0);
    await expect(wallet.getByRole('link', { name: 'Spot account' })).toHaveCount(0);
  });
}

test('testnet: no logout, no account details, no Deposit or Switch Account', async ({ page }) => {
  await signInAs(page, 'testnet', 'testnet');
  const area = accountArea(page);
  await expect(area.getByRole('button', { name: 'Wallet', exact: true })).toBeVisible();
  await expect(area.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  await expect(area.getByRole('button', { name: 'Switch Account' })).toHaveCount(0);
  const panel = await openProfile(page);
  await expect(panel.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Account details' })).toHaveCount(0);
  await expect(panel.locator('a.account-identity-link')).toHaveCount(0);
});

test('a regional site: no Deposit button or Switch Account, no alpha account, no main-site entries; its own deposit link', async ({ page }) => {
  await signInAs(page, 'user', 'tr');
  const area = accountArea(page);
  await expect(area.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  await expect(area.getByRole('button', { name: 'Switch Account' })).toHaveCount(0);
  const wallet = await openMenu(page, 'Wallet');
  await expect(wallet.getByRole('link', { name: 'Spot account' })).toBeVisible();
  await expect(wallet.getByRole('link', { name: 'Alpha account' })).toHaveCount(0);
  await expect(wallet.getByRole('link', { name: 'GT' })).toHaveCount(0);
  await expect(wallet.getByRole('link', { name: 'Proof of assets' })).toHaveCount(0);
  await expect(wallet.getByRole('link', { name: 'Classic overview' })).toHaveCount(0);
  // Turkey's own fiat deposit page (SPEC 2), which SPEC 6's `deposit` does not take away: the wallet's button and its entry.
  const depositFiat = wallet.getByRole('link', { name: 'Deposit fiat', exact: true });
  await expect(depositFiat).toHaveCount(2);
  for (const link of await depositFiat.all()) await expect(link).toHaveAttribute('href', '/myaccount/deposit_fiat');
  const panel = await openProfile(page);
  await expect(panel.getByRole('link', { name: 'VIP privileges' })).toHaveCount(0);
});

test('classic account: P2P orders in the person\'s fiat, bot orders, unprefixed futures orders; Malta: no live chat off the service host', async ({ page }) => {
  // Main: the regional sites show no derivatives and no P2P (issue 34's licence reading).
  await signInAs(page, 'user', 'main');
  const orders = await openMenu(page, 'Orders');
  await expect(orders.getByRole('link', { name: 'Futures orders', exact: true })).toHaveAttribute('href', '/myaccount/futures_trade?type=usdt');
  await expect(orders.getByRole('link', { name: 'BTC futures orders' })).toHaveCount(0);
  // No P2P fiat of the person's own: the site's default one (issue 40: it was hard-coded to CNY).
  await expect(orders.getByRole('link', { name: 'P2P orders' })).toHaveAttribute('href', '/c2c/orders/USDT_USD?&tab_type=history');
  await expect(orders.getByRole('link', { name: 'Bot orders' })).toHaveAttribute('href', '/strategybot/historyStrategy');
  await page.keyboard.press('Escape');
  // The Brazil persona's common data names BRL.
  await signInAs(page, 'brazil', 'main');
  await expect((await openMenu(page, 'Orders')).getByRole('link', { name: 'P2P orders' })).toHaveAttribute('href', '/c2c/orders/USDT_BRL?&tab_type=history');
  await page.keyboard.press('Escape');
  await signInAs(page, 'user', 'mt');
  const panel = await openProfile(page);
  await expect(panel.getByRole('link', { name: 'Live chat' })).toHaveCount(0);
});


test('Arabic: the account area mirrors and speaks Arabic', async ({ page }) => {
  await signInAs(page, 'user', 'main', '/ar/');
  const area = accountArea(page);
  await expect(area.getByRole('button', { name: 'الحساب', exact: true })).toBeVisible();
  const deposit = await area.getByRole('link', { name: 'إيداع' }).boundingBox();
  const account = await area.getByRole('button', { name: 'الحساب', exact: true }).boundingBox();
  expect(deposit!.x).toBeGreaterThan(account!.x);
});

/** The entries whose painted box (their box cut by the list's scrolling area) meets Log out's. */
function entriesUnderLogout(panel: Element): string[] {
  const logout = panel.querySelector('.account-logout-toggle')!.getBoundingClientRect();
  const list = panel.querySelector('.account-panel-scroll')!.getBoundingClientRect();
  return [...panel.querySelectorAll('.account-panel-scroll :is(a, button, summary)')].filter((entry) => {
    const box = entry.getBoundingClientRect();
    const top = Math.max(box.top, list.top);
    const bottom = Math.min(box.bottom, list.bottom);
    const left = Math.max(box.left, list.left, logout.left);
    const right = Math.min(box.right, list.right, logout.right);
    return top < bottom && Math.max(top, logout.top) < Math.min(bottom, logout.bottom) && left < right;
  }).map((entry) => entry.textContent!.trim());
}

// Issue 40 point 3: Log out pinned at the panel's end, the list scrolling in its own area above it.
// [persona, page, the avatar button's name there]
const PANEL_CASES = [['kyc-0', '/', 'Account'], ['vip', '/', 'Account'], ['sub-account', '/', 'Account'], ['kyc-0', '/ar/', 'الحساب'], ['vip', '/ar/', 'الحساب']] as const;
for (const [persona, path, account] of PANEL_CASES) {
  test(`${persona} ${path}: Log out is in view in the profile panel without scrolling, at 1440x900, 1280x720 and 1280x600, and no entry sits under it`, async ({ page }) => {
    test.slow(); // three sizes, two axe runs over the panel
    await signInAs(page, persona, 'main', path);
    for (const [width, height] of [[1440, 900], [1280, 720], [1280, 600]] as const) {
      await test.step(`${width}x${height}`, async () => {
        await page.setViewportSize({ width, height });
        const panel = await openProfile(page, account);
        const logout = panel.locator('.account-logout-toggle');
        // What is painted at its middle is Log out itself: inside the window, not scrolled under the panel's end.
        const seen = await logout.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const panelBox = button.closest('.account-panel')!.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return { onTop: hit !== null && button.contains(hit), inPanel: box.bottom <= panelBox.bottom + 1, inWindow: box.bottom <= innerHeight };
        });
        expect(seen, `${width}x${height}`).toEqual({ onTop: true, inPanel: true, inWindow: true });
        // No entry under Log out, with the list at its start and scrolled to its end.
        expect(await panel.evaluate(entriesUnderLogout), 'list at its start').toEqual([]);
        await panel.locator('.account-panel-scroll').evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
        expect(await panel.evaluate(entriesUnderLogout), 'list at its end').toEqual([]);
        await expect(logout).toBeInViewport({ ratio: 1 });
        if (height !== 720) {
          // axe over the whole open panel (target size included): what a person can reach there.
          expect(await axeViolations(page, { within: ['#account-header-slot .account-profile-panel'] }), `axe ${width}x${height}`).toEqual([]);
        }
        // Its choice opens where it is seen.
        await logout.click();
        await expect(panel.locator('.account-choice').first()).toBeInViewport({ ratio: 1 });
        await page.keyboard.press('Escape');
      });
    }
  });
}
