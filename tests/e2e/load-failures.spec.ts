// A failure never reads as "nothing there" (issue 34, DESIGN "Safety"): with a list's call answering
// 500 (a sandbox fault for this browser only) each surface says it could not load and offers Retry,
// never its empty state; Retry after the fault is lifted shows the rows; and the empty state shows
// only when the server really answered an empty list (the sandbox's `empty` fault).
import { test, expect, type Page, type PageErrors } from './test.ts';
import { siteUrl } from './helpers.ts';
import { faultScope } from './account-helpers.ts';
import { API_PATHS } from '../../src/contracts/api-paths.ts';

const FAILED = "Couldn't load this list.";

/** Chromium reports the deliberate 500 itself ("Failed to load resource"); nothing else may be logged as an error. */
const allow500 = (pageErrors: PageErrors, path: string) =>
  pageErrors.allow(new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of 500 \\(Internal Server Error\\) \\(http://[^/]+${path.replaceAll('/', '\\/')}(\\?[^)]*)?\\)$`));

const signIn = (page: Page, next = '/') => page.goto(siteUrl('main', `/__sandbox/session?persona=user&next=${encodeURIComponent(next)}`));

test.describe('search: spot markets', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Market search' });
  const open = async (page: Page) => {
    await page.goto(siteUrl('main'));
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search markets' }).fill('btc');
  };

  test('failing: "couldn\'t load" with Retry, not "No results"; Retry after the fault is lifted lists BTC/USDT', async ({ page, context, pageErrors }) => {
    allow500(pageErrors, API_PATHS.spotMarkets);
    const faults = await faultScope(context);
    await faults.set(API_PATHS.spotMarkets, '500');
    await open(page);
    await expect(dialog(page).getByText(FAILED)).toBeVisible();
    await expect(dialog(page).getByText('No results')).toHaveCount(0);
    await faults.lift(API_PATHS.spotMarkets);
    await dialog(page).getByRole('button', { name: 'Retry' }).click();
    await expect(dialog(page).getByRole('listbox').getByRole('option').first()).toHaveAttribute('href', '/trade/BTC_USDT');
    await expect(dialog(page).getByText(FAILED)).toHaveCount(0);
  });

  test('an empty answer: "No results", nothing to retry', async ({ page, context }) => {
    await (await faultScope(context)).set(API_PATHS.spotMarkets, 'empty');
    await open(page);
    await expect(dialog(page).getByText('No results')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });
});

test.describe('Trade menu: spot markets', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const panel = (page: Page) => page.locator('[data-menu="trade"] .trade-markets').getByRole('tabpanel');
  const openSpot = async (page: Page) => {
    await page.goto(siteUrl('main'));
    await page.locator('.nav-item').filter({ has: page.locator('[data-menu="trade"]') }).hover();
    await page.locator('[data-menu="trade"] .trade-markets').getByRole('tab', { name: 'Spot' }).hover();
  };

  test('failing: "couldn\'t load" with Retry, not "No results"; Retry after the fault is lifted lists the markets', async ({ page, context, pageErrors }) => {
    allow500(pageErrors, API_PATHS.spotMarkets);
    const faults = await faultScope(context);
    await faults.set(API_PATHS.spotMarkets, '500');
    await openSpot(page);
    await expect(panel(page).getByText(FAILED)).toBeVisible();
    await expect(panel(page).getByText('No results')).toHaveCount(0);
    await faults.lift(API_PATHS.spotMarkets);
    await panel(page).getByRole('button', { name: 'Retry' }).click();
    await expect(panel(page).getByRole('link').first()).toHaveAttribute('href', /^\/trade\/[A-Z0-9]+_USDT$/);
  });

  test('an empty answer: "No results", nothing to retry', async ({ page, context }) => {
    await (await faultScope(context)).set(API_PATHS.spotMarkets, 'empty');
    await openSpot(page);
    await expect(panel(page).getByText('No results')).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });
});

test.describe('bell panel: notices', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const panel = (page: Page) => page.getByRole('group', { name: 'Notifications' });
  const open = async (page: Page) => {
    await signIn(page);
    await page.locator('.message-slot').getByRole('link', { name: 'Notifications' }).hover();
  };

  test('failing: "couldn\'t load" with Retry, never "No notifications yet"; Retry after the fault is lifted lists them', async ({ page, context, pageErrors }) => {
    allow500(pageErrors, API_PATHS.noticeRecord);
    const faults = await faultScope(context);
    await faults.set(API_PATHS.noticeRecord, '500');
    await open(page);
    await expect(panel(page).getByText(FAILED)).toBeVisible();
    await expect(panel(page).getByText('No notifications yet')).toHaveCount(0);
    await faults.lift(API_PATHS.noticeRecord);
    await panel(page).getByRole('button', { name: 'Retry' }).click();
    await expect(panel(page).locator('.notice-item')).toHaveCount(10);
  });

  test('an empty answer: "No notifications yet" with the way to the settings, nothing to retry', async ({ page, context }) => {
    await (await faultScope(context)).set(API_PATHS.noticeRecord, 'empty');
    await open(page);
    await expect(panel(page).getByText('No notifications yet')).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });
});

test.describe('chat rooms', () => {
  // Wide enough for Community to stay in the bar beside the account area.
  test.use({ viewport: { width: 1920, height: 900 } });
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Chat rooms' });
  const open = async (page: Page) => {
    await signIn(page);
    await page.locator('.top-nav [aria-controls="nav-menu-community"]').hover();
    await page.locator('#nav-menu-community').locator('[data-panel="chat-room"]').click();
  };

  test('failing: "couldn\'t load" with Retry, never "no rooms are open"; Retry after the fault is lifted lists them', async ({ page, context, pageErrors }) => {
    allow500(pageErrors, API_PATHS.chatRooms);
    const faults = await faultScope(context);
    await faults.set(API_PATHS.chatRooms, '500');
    await open(page);
    await expect(dialog(page).getByText(FAILED)).toBeVisible();
    await expect(dialog(page).getByText(/No chat rooms are open/)).toHaveCount(0);
    await faults.lift(API_PATHS.chatRooms);
    await dialog(page).getByRole('button', { name: 'Retry' }).click();
    await expect(dialog(page).getByRole('list', { name: 'Chat rooms' }).getByRole('listitem')).toHaveCount(6);
  });

  test('an empty answer: "No chat rooms are open right now", nothing to retry', async ({ page, context }) => {
    await (await faultScope(context)).set(API_PATHS.chatRooms, 'empty');
    await open(page);
    await expect(dialog(page).getByText(/No chat rooms are open right now/)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });
});

test('the compliance check and the common-data call log their failures as the API client does (SPEC 8)', async ({ page, context, pageErrors }) => {
  allow500(pageErrors, API_PATHS.complianceCheck);
  allow500(pageErrors, API_PATHS.commonData);
  const faults = await faultScope(context);
  await faults.set(API_PATHS.complianceCheck, '500');
  await faults.set(API_PATHS.commonData, '500');
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  // A visitor: the chrome asks the compliance check after first paint, and common data at the first interaction.
  await page.goto(siteUrl('main'));
  await expect(page.locator('html')).toHaveAttribute('data-compliance-check', 'failed');
  await page.mouse.move(200, 200);
  await expect(page.locator('html')).toHaveAttribute('data-status-notices-shown', 'none');
  expect(warnings.filter((text) => text.startsWith('[api]')).map((text) => text.replace(/ \{.*$/s, ''))).toEqual([
    '[api] complianceCheck failed: HTTP 500',
    '[api] commonData failed: HTTP 500',
  ]);
});
