// The chrome on the applications' pages (issue 35), where traders spend their time: the stand-in
// (sandbox/apps/) includes the fragments as docs/embedding.md tells every application, filling in its
// route. Language links lead to the same page, with scripting on and off; the wallet announcement
// shows where the wallet is, without moving anything; the header says which entry the page belongs to.
import { test, expect, type BrowserContext, type Locator, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';
import { signInAs } from './account-helpers.ts';
import { layoutShift, watchLayoutShift } from './layout-shift.ts';
import { API_PATHS } from '../../src/contracts/api-paths.ts';

const TRADE = '/trade/ETH_USDT';
const WALLET_TEXT = /Deposits and withdrawals on the TRON network/;

/** The chrome's interactive part has arrived: what a person's first pointer or focus loads. */
const interactive = (page: Page) => page.waitForFunction(() => customElements.get('disclosure-nav') !== undefined);

interface Way {
  way: string;
  width: number;
  /** Shows the language list a person picks from, and returns it. */
  reach: (page: Page) => Promise<Locator>;
}

const WAYS: Way[] = [
  { way: 'the globe menu', width: 1280, reach: async (page) => {
    await page.locator('.header-actions').getByRole('button', { name: 'Language' }).click();
    return page.locator('#header-languages');
  } },
  { way: 'Settings', width: 1280, reach: async (page) => {
    await page.locator('.header-actions').getByRole('button', { name: 'Settings' }).click();
    return page.getByRole('dialog', { name: 'Settings' }).getByRole('tabpanel', { name: 'Language and region' });
  } },
  { way: 'the footer', width: 1280, reach: async (page) => page.locator('#site-languages') },
  { way: 'the drawer', width: 375, reach: async (page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#site-drawer details[data-group="language"] summary').click();
    return page.locator('#site-drawer details[data-group="language"]');
  } },
  { way: 'the footer', width: 375, reach: async (page) => page.locator('#site-languages') },
];

for (const signedIn of [false, true]) {
  for (const width of [1280, 375]) {
    const ways = WAYS.filter((entry) => entry.width === width);
    test(`${signedIn ? 'signed in' : 'signed out'}, ${width} px: German from ${ways.map(({ way }) => way).join(', ')} on ${TRADE} lands on /de${TRADE}`, async ({ page }) => {
      if (signedIn) await signInAs(page, 'vip', 'main', TRADE);
      await page.setViewportSize({ width, height: 800 });
      for (const { way, reach } of ways) {
        await test.step(way, async () => {
          await page.goto(siteUrl('main', TRADE));
          await page.mouse.move(5, 5);
          await interactive(page);
          await (await reach(page)).getByRole('link', { name: 'Deutsch' }).click();
          await expect(page).toHaveURL(siteUrl('main', `/de${TRADE}`));
          await expect(page.locator('main h1')).toHaveText('Spot trading: ETH/USDT');
          await expect(page.locator('html')).toHaveAttribute('lang', 'de');
        });
      }
    });
  }
}

test.describe('scripting off', () => {
  test.use({ javaScriptEnabled: false });

  test(`every German link of ${TRADE} (globe, drawer, footer) leads to /de${TRADE}; following them gets there`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl('main', TRADE));
    const german = page.locator('a[hreflang="de"]');
    expect(await german.count()).toBeGreaterThanOrEqual(3);
    for (const href of await german.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toBe(`/de${TRADE}`);
    await page.locator('#site-languages').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(siteUrl('main', `/de${TRADE}`));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(siteUrl('main', TRADE));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#site-drawer details[data-group="language"] summary').click();
    await page.locator('#site-drawer').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(siteUrl('main', `/de${TRADE}`));
  });
});

test('on the German EU page /en-eu/de/fee, English leads to /en-eu/fee', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('main', '/en-eu/de/fee'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('#site-languages').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(siteUrl('main', '/en-eu/fee'));
  await expect(page.locator('main h1')).toHaveText('Fees');
});

async function riseCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((entry) => entry.name === 'market_rise_color')?.value;
}

test('Chinese from the header language menu sets market_rise_color red-up, as Settings does, and keeps a choice made', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('main', TRADE));
  expect(await riseCookie(context)).toBeUndefined();
  await page.locator('.header-actions').getByRole('button', { name: 'Language' }).click();
  await interactive(page);
  await page.locator('#header-languages').getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(siteUrl('main', `/zh${TRADE}`));
  expect(await riseCookie(context)).toBe('risered');
  // A colour already chosen stays: German from the footer does not turn it green.
  const german = page.locator('#site-languages').getByRole('link', { name: 'Deutsch' });
  await german.hover();
  await interactive(page);
  await german.click();
  await expect(page).toHaveURL(siteUrl('main', `/de${TRADE}`));
  expect(await riseCookie(context)).toBe('risered');
});

test(`Türkçe on ${TRADE} still asks first (SPEC 4), both choices on the same page; staying sets the rise colour`, async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('main', TRADE));
  const turkish = page.locator('#site-languages').getByRole('link', { name: 'Türkçe' });
  await turkish.hover();
  await interactive(page);
  await turkish.click();
  const restriction = page.getByRole('dialog', { name: 'Türkçe is offered on www.nexa.tr' });
  await expect(restriction).toBeVisible();
  await expect(restriction.getByRole('link', { name: 'Go to www.nexa.tr' })).toHaveAttribute('href', siteUrl('tr', `/tr${TRADE}`));
  expect(await riseCookie(context), 'asking is not choosing').toBeUndefined();
  await restriction.getByRole('link', { name: 'Stay on the global site in Türkçe' }).click();
  await expect(page).toHaveURL(siteUrl('main', `/tr${TRADE}`));
  expect(await riseCookie(context)).toBe('risegreen');
});

test.describe('the wallet announcement on the wallet pages', () => {
  for (const width of [1280, 375]) {
    test(`${width} px: /myaccount/myfunds and /myaccount/deposit/USDT show it with no layout shift; closed, it stays closed; the trade page has none`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await watchLayoutShift(page);
      const bar = page.getByRole('region', { name: 'Announcement' });
      for (const path of ['/myaccount/myfunds', '/myaccount/deposit/USDT']) {
        await page.goto(siteUrl('main', path), { waitUntil: 'load' });
        await expect(bar).toHaveText(WALLET_TEXT);
        // A second after load: a late island or font would have shifted by now.
        await page.waitForTimeout(1000);
        expect(await layoutShift(page), path).toBe(0);
      }
      await page.goto(siteUrl('main', '/trade/BTC_USDT'));
      await expect(page.locator('main h1')).toHaveText('Spot trading: BTC/USDT');
      await expect(bar).toBeHidden();
      await page.goto(siteUrl('main', '/myaccount/myfunds'));
      await bar.getByRole('button', { name: 'Close announcement' }).click();
      await expect(bar).toBeHidden();
      await page.goto(siteUrl('main', '/myaccount/deposit/USDT'));
      await expect(page.locator('main h1')).toContainText('Account centre');
      await expect(bar).toBeHidden();
    });
  }
});

test.describe('the header says where the page is', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: /trade/BTC_USDT marks Trade, /futures/USDT/BTC_USDT marks Derivatives (the bar at 1280 px, the drawer at 375 px)`, async ({ page, context }) => {
      if (theme === 'dark') await context.addCookies([{ name: 'is_change_skin', value: '2', url: siteUrl('main') }]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(siteUrl('main', '/trade/BTC_USDT'));
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Trade', exact: true })).toHaveAttribute('aria-current', 'page');
      // One entry marked (its copy in the More menu too, hidden while it fits in the bar).
      await expect(nav.locator('[aria-current]:visible')).toHaveCount(1);
      // Visible: the brand colour and its underline, not the plain entry's.
      const marked = await nav.locator('[aria-current]:visible').evaluate((element) => getComputedStyle(element).boxShadow);
      expect(marked).toMatch(/inset/);
      await page.goto(siteUrl('main', '/futures/USDT/ETH_USDT'));
      await expect(nav.getByRole('link', { name: 'Derivatives', exact: true })).toHaveAttribute('aria-current', 'true');
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(siteUrl('main', '/futures/USDT/BTC_USDT'));
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#site-drawer [data-entry="derivatives"] summary')).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('#site-drawer [aria-current="true"]')).toHaveCount(1);
    });
  }
});

test("signed in, /myaccount/myfunds marks the account area's Wallet menu (the bar at 1440 px, the drawer at 375 px)", async ({ page }) => {
  await signInAs(page, 'vip', 'main', '/myaccount/myfunds');
  const area = page.locator('#account-header-slot');
  await expect(area.getByRole('button', { name: 'Wallet' })).toHaveAttribute('aria-current', 'true');
  await expect(area.locator('.account-bar > * > [aria-current]')).toHaveCount(1);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#site-drawer details[data-group="account-wallet"] > summary')).toHaveAttribute('aria-current', 'true');
});

test('testnet: Live trading leads to the same page on the main host', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('testnet', '/zh/trade/ETH_USDT'));
  await expect(page.locator('.site-header .live-trading')).toHaveAttribute('href', 'https://www.nexa.exchange/zh/trade/ETH_USDT');
});

test('a signed-in home asks the common data once: the notices and the account area share the answer', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === API_PATHS.commonData) asked.push(request.url());
  });
  await signInAs(page, 'vip', 'main', '/');
  await expect(page.locator('html')).toHaveAttribute('data-status-notices-shown', /.+/);
  // Time for a late second reader to ask.
  await page.waitForTimeout(1000);
  expect(asked).toHaveLength(1);
});
