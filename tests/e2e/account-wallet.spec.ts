// The wallet menu's estimated balance and buttons (issue 40), as a signed-in trader sees them: the
// balance in the chosen fiat, masked as **** after "Hide balance" in the menu and the drawer, still
// masked after a reload with no frame showing the number; Deposit, Withdraw and Transfer as the site
// and the person's restrictions allow; user info or the fiat rates failing say so. The conversions,
// fallbacks and the toggle's logic: src/islands/Account/balance.test.ts, WalletSummary.test.tsx.
import { test, expect, type BrowserContext, type Page } from './test.ts';
import { accountArea, faultScope, openMenu, signInAs } from './account-helpers.ts';
import { siteUrl } from './helpers.ts';
import { API_PATHS } from '../../src/contracts/api-paths.ts';
import { axeViolations } from './axe.ts';

/** The sandbox personas' total (total_usd 15320.55), in euros at the sandbox's rate (1 USDT = 0.9214 EUR). */
const TOTAL_IN_EUR = '€14,116.35';
const TOTAL_IN_USD = '$15,320.55';

async function chooseFiat(context: BrowserContext, fiat: string): Promise<void> {
  await context.addCookies([{ name: 'curr_fiat', value: fiat, url: siteUrl('main') }]);
}

/** Records every text the page ever showed that contains `needle`, from the first byte of each page. */
async function watchForText(page: Page, needle: string): Promise<void> {
  await page.addInitScript((text) => {
    const seen: string[] = ((window as unknown as { __seen: string[] }).__seen = []);
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(text)) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, needle);
}

const amount = (scope: ReturnType<Page['locator']>) => scope.locator('.account-balance-amount');

test('vip: the wallet shows the balance in the chosen fiat; Hide balance masks it everywhere, after a reload too', async ({ page, context }) => {
  await chooseFiat(context, 'EUR');
  await signInAs(page, 'vip');
  const wallet = await openMenu(page, 'Wallet');

  await test.step('1440 px: the estimated balance in euros above Deposit, Withdraw and Transfer, above the links', async () => {
    await expect(wallet.getByText('Estimated balance')).toBeVisible();
    await expect(amount(wallet)).toHaveText(TOTAL_IN_EUR);
    const buttons = wallet.locator('.account-funds-buttons').getByRole('link');
    await expect(buttons).toHaveText(['Deposit', 'Withdraw', 'Transfer']);
    await expect(buttons.nth(2)).toHaveAttribute('href', '/myaccount/withdraw_internal/USDT');
    const buttonsBox = (await wallet.locator('.account-funds-buttons').boundingBox())!;
    const firstLink = (await wallet.getByRole('link', { name: 'Spot account' }).boundingBox())!;
    expect(buttonsBox.y + buttonsBox.height).toBeLessThanOrEqual(firstLink.y);
  });

  await test.step('Hide balance is a pressed toggle; the amount reads ****', async () => {
    const toggle = wallet.getByRole('button', { name: 'Hide balance' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(amount(wallet)).toHaveText('****');
    await expect(wallet).not.toContainText('14,116');
  });

  await test.step('after a reload it is still masked, and the number never showed', async () => {
    await watchForText(page, '14,116');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-account', 'ready', { timeout: 15_000 });
    const again = await openMenu(page, 'Wallet');
    await expect(amount(again)).toHaveText('****');
    await expect(again.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([]);
  });

  await test.step('375 px: the drawer\'s wallet group is masked too; showing it again there shows it everywhere', async () => {
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByText('Wallet', { exact: true }).click();
    await expect(amount(drawer)).toHaveText('****');
    await drawer.getByRole('button', { name: 'Hide balance' }).click();
    await expect(amount(drawer)).toHaveText(TOTAL_IN_EUR);
    expect(await page.evaluate(() => localStorage.getItem('nexa:hide-balance'))).toBe('0');
  });
});

test('Deposit, Withdraw and Transfer follow the site and the person\'s restrictions', async ({ page }) => {
  await test.step('withdraw-only: no Deposit button (the notice says deposits are unavailable); Withdraw and Transfer stay', async () => {
    const rateCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(API_PATHS.fiatMarketRates)) rateCalls.push(request.url());
    });
    await signInAs(page, 'withdraw-only');
    await expect(page.locator('html')).toHaveAttribute('data-forbidden-actions', /deposit/);
    const wallet = await openMenu(page, 'Wallet');
    const buttons = wallet.locator('.account-funds-buttons').getByRole('link');
    await expect(buttons.filter({ visible: true })).toHaveText(['Withdraw', 'Transfer']);
    // In USD, the default, the balance needs no rates: no call for them.
    await expect(amount(wallet)).toHaveText(TOTAL_IN_USD);
    expect(rateCalls).toEqual([]);
  });

  await test.step('Japan: its own fiat pages, labelled so; no transfer entry, so no Transfer', async () => {
    await signInAs(page, 'vip', 'jp');
    const wallet = await openMenu(page, 'Wallet');
    const buttons = wallet.locator('.account-funds-buttons').getByRole('link');
    await expect(buttons).toHaveText(['Deposit fiat', 'Withdraw fiat']);
    await expect(buttons.first()).toHaveAttribute('href', '/myaccount/deposit_fiat/JPY');
  });

  await test.step('Singapore hides deposits and withdrawals: the balance without buttons', async () => {
    await signInAs(page, 'vip', 'sg');
    const wallet = await openMenu(page, 'Wallet');
    await expect(amount(wallet)).toBeVisible();
    await expect(wallet.locator('.account-funds-buttons')).toHaveCount(0);
  });
});

test('user info failing: the balance area says it couldn\'t load, with Retry, never 0; a fiat without a rate shows USD and says so', async ({ page, context, pageErrors }) => {
  pageErrors.allow(/status of 500 \(Internal Server Error\) \(http:\/\/[^/]+\/api\/web\/v1\/(usercenter\/get_info|site\/currFiatMarketRates)\)$/);
  const faults = await faultScope(context);
  await faults.set(API_PATHS.userInfo, '500');
  await signInAs(page, 'vip');

  await test.step('user info 500: "Couldn\'t load your balance" and Retry, no amount', async () => {
    const wallet = await openMenu(page, 'Wallet');
    await expect(wallet.getByText("Couldn't load your balance")).toBeVisible();
    await expect(amount(wallet)).toHaveCount(0);
    await expect(wallet.locator('.account-wallet-summary')).not.toContainText(/\d/);
    await faults.lift(API_PATHS.userInfo);
    await wallet.getByRole('button', { name: 'Retry' }).click();
    // Before the account deadline Retry shows the skeleton again, then a new account area.
    await expect(amount(accountArea(page).locator('.account-wallet-panel'))).toHaveText(TOTAL_IN_USD);
    await expect(amount(await openMenu(page, 'Wallet'))).toHaveText(TOTAL_IN_USD);
  });

  await test.step('the rates call failing with euros chosen: the amount in USD and a note saying why', async () => {
    await faults.set(API_PATHS.fiatMarketRates, '500');
    await chooseFiat(context, 'EUR');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-account', 'ready', { timeout: 15_000 });
    const wallet = await openMenu(page, 'Wallet');
    await expect(amount(wallet)).toHaveText(TOTAL_IN_USD, { timeout: 10_000 });
    await expect(wallet.getByRole('note')).toHaveText('No EUR rate right now: shown in USD');
  });
});

test('the wallet menu and the profile panel with the KYC chip are axe-clean in light and dark, in English and Arabic', async ({ page, context }) => {
  test.setTimeout(90_000);
  for (const [lang, theme] of [['en', '0'], ['en', '2'], ['ar', '0']] as const) {
    await test.step(`${lang}, theme ${theme}`, async () => {
      await context.addCookies([{ name: 'is_change_skin', value: theme, url: siteUrl('main') }]);
      await signInAs(page, 'kyc-0', 'main', lang === 'en' ? '/' : `/${lang}/`);
      const walletName = lang === 'en' ? 'Wallet' : 'المحفظة';
      const trigger = accountArea(page).getByRole('button', { name: walletName, exact: true });
      await trigger.click();
      const wallet = page.locator(`#${await trigger.getAttribute('aria-controls')}`.replaceAll(':', '\\:'));
      await expect(amount(wallet)).toHaveText(lang === 'en' ? TOTAL_IN_USD : /^\u200f?15,320\.55\s\$$/);
      if (lang === 'ar') {
        // Right to left around it, the amount itself left to right.
        expect(await wallet.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
        expect(await amount(wallet).locator('bdi').getAttribute('dir')).toBe('ltr');
      }
      expect(await axeViolations(page, { within: ['.account-wallet-panel'] })).toEqual([]);
      await page.keyboard.press('Escape');
      const profile = accountArea(page).locator('.account-profile > .account-trigger');
      await profile.click();
      await expect(page.locator('.account-profile-panel [data-kyc="warning"]')).toBeVisible();
      // The card with the chip and "View profile" (the panel's menu below is the header's own checks').
      expect(await axeViolations(page, { within: ['.account-profile-panel .account-identity'] })).toEqual([]);
      await page.keyboard.press('Escape');
    });
  }
});

test('German at 320 px, signed in: the drawer\'s wallet group with the balance and buttons fits, nothing overflows', async ({ page }) => {
  await signInAs(page, 'vip', 'main', '/de/');
  await page.setViewportSize({ width: 320, height: 700 });
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menü' });
  await drawer.getByText('Wallet', { exact: true }).click();
  await expect(drawer.getByText('Geschätztes Guthaben')).toBeVisible();
  await expect(amount(drawer)).toHaveText('15.320,55 $');
  await expect(drawer.locator('.account-funds-buttons').getByRole('link')).toHaveText(['Einzahlen', 'Auszahlen', 'Überweisen']);
  // Keyboard: the toggle is reachable and works with Enter.
  const toggle = drawer.getByRole('button', { name: 'Guthaben ausblenden' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(amount(drawer)).toHaveText('****');
  await page.keyboard.press('Enter');
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
  expect(widths.page).toBe(widths.window);
  for (const box of await drawer.locator('.account-wallet-summary, .account-funds-button').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(320);
  }
});
