// A failure never reads as "nothing there" (issue 34, DESIGN "Safety"): with a list's call answering
// 500 (a sandbox fault for this browser only) each surface says it could not load and offers Retry,
// never its empty state; Retry after the fault is lifted shows the rows; and the empty state shows
// only when the server really answered an empty list (the sandbox's `empty` fault).
import { test, expect, type Locator, type Page, type PageErrors } from './test.ts';
import { siteUrl } from './helpers.ts';
import { faultScope } from './account-helpers.ts';
import { API_PATHS } from '../../src/contracts/api-paths.ts';
import { CDN_CHECK_DELAY_MS } from '../../src/contracts/cdn-check-contract.ts';

const FAILED = "Couldn't load this list.";

/** Chromium reports the deliberate 500 itself ("Failed to load resource"); nothing else may be logged as an error. */
const allow500 = (pageErrors: PageErrors, path: string) =>
  pageErrors.allow(new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of 500 \\(Internal Server Error\\) \\(http://[^/]+${path.replaceAll('/', '\\/')}(\\?[^)]*)?\\)$`));

const signIn = (page: Page, next = '/') => page.goto(siteUrl('main', `/__sandbox/session?persona=user&next=${encodeURIComponent(next)}`));

interface Surface {
  name: string;
  /** The call the list comes from. */
  path: string;
  viewport: { width: number; height: number };
  /** Opens the surface: the list is asked for. */
  open(page: Page): Promise<void>;
  /** Where its list shows. */
  region(page: Page): Locator;
  /** The empty state: for an empty answer only. */
  empty: string | RegExp;
  /** The rows once loaded. */
  expectRows(region: Locator): Promise<void>;
}

const SURFACES: Surface[] = [
  {
    name: 'search: spot markets',
    path: API_PATHS.spotMarkets,
    viewport: { width: 1280, height: 900 },
    async open(page) {
      await page.goto(siteUrl('main'));
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('combobox', { name: 'Search markets' }).fill('btc');
    },
    region: (page) => page.getByRole('dialog', { name: 'Market search' }),
    empty: 'No results',
    expectRows: (region) => expect(region.getByRole('listbox').getByRole('option').first()).toHaveAttribute('href', '/trade/BTC_USDT'),
  },
  {
    name: 'Trade menu: spot markets',
    path: API_PATHS.spotMarkets,
    viewport: { width: 1440, height: 900 },
    async open(page) {
      await page.goto(siteUrl('main'));
      await page.locator('.nav-item').filter({ has: page.locator('[data-menu="trade"]') }).hover();
      await page.locator('[data-menu="trade"] .trade-markets').getByRole('tab', { name: 'Spot' }).hover();
    },
    region: (page) => page.locator('[data-menu="trade"] .trade-markets').getByRole('tabpanel'),
    empty: 'No results',
    expectRows: (region) => expect(region.getByRole('link').first()).toHaveAttribute('href', /^\/trade\/[A-Z0-9]+_USDT$/),
  },
  {
    name: 'bell panel: notices',
    path: API_PATHS.noticeRecord,
    viewport: { width: 1440, height: 900 },
    async open(page) {
      await signIn(page);
      await page.locator('.message-slot').getByRole('link', { name: 'Notifications' }).hover();
    },
    region: (page) => page.getByRole('group', { name: 'Notifications' }),
    empty: 'No notifications yet',
    expectRows: (region) => expect(region.locator('.notice-item')).toHaveCount(10),
  },
  {
    name: 'chat rooms',
    path: API_PATHS.chatRooms,
    // Wide enough for Community to stay in the bar beside the account area.
    viewport: { width: 1920, height: 900 },
    async open(page) {
      await signIn(page);
      await page.locator('.top-nav [aria-controls="nav-menu-community"]').hover();
      await page.locator('#nav-menu-community').locator('[data-panel="chat-room"]').click();
    },
    region: (page) => page.getByRole('dialog', { name: 'Chat rooms' }),
    empty: /No chat rooms are open right now/,
    expectRows: (region) => expect(region.getByRole('list', { name: 'Chat rooms' }).getByRole('listitem')).toHaveCount(6),
  },
];

for (const surface of SURFACES) {
  test.describe(surface.name, () => {
    test.use({ viewport: surface.viewport });

    test('failing: "couldn\'t load" with Retry, never the empty state; Retry after the fault is lifted shows the rows', async ({ page, context, pageErrors }) => {
      allow500(pageErrors, surface.path);
      const faults = await faultScope(context);
      await faults.set(surface.path, '500');
      await surface.open(page);
      const region = surface.region(page);
      await expect(region.getByText(FAILED)).toBeVisible();
      await expect(region.getByText(surface.empty)).toHaveCount(0);
      // Nor is "0 results" announced (the search's live count).
      await expect(region.getByText(/^0 results$/)).toHaveCount(0);
      await faults.lift(surface.path);
      await region.getByRole('button', { name: 'Retry' }).click();
      await surface.expectRows(region);
      await expect(region.getByText(FAILED)).toHaveCount(0);
    });

    test('an empty answer: the empty state, nothing to retry', async ({ page, context }) => {
      await (await faultScope(context)).set(surface.path, 'empty');
      await surface.open(page);
      await expect(surface.region(page).getByText(surface.empty)).toBeVisible();
      await expect(surface.region(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    });
  });
}

test('the compliance check and the common-data call log their failures as the API client does (SPEC 8)', async ({ page, context, pageErrors }) => {
  allow500(pageErrors, API_PATHS.complianceCheck);
  allow500(pageErrors, API_PATHS.commonData);
  const faults = await faultScope(context);
  await faults.set(API_PATHS.complianceCheck, '500');
  await faults.set(API_PATHS.commonData, '500');
  const warnings: string[] = [];
  page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  // A visitor: the chrome asks the compliance check after first paint (its failure is logged with
  // the after-load monitoring, 5 s after load), and common data at the first interaction.
  await page.goto(siteUrl('main'));
  await expect(page.locator('html')).toHaveAttribute('data-compliance-check', 'failed');
  await page.mouse.move(200, 200);
  await expect(page.locator('html')).toHaveAttribute('data-status-notices-shown', 'none');
  await expect.poll(() => warnings.filter((text) => text.startsWith('[api]')).map((text) => text.replace(/ \{.*$/s, '')).sort(), { timeout: CDN_CHECK_DELAY_MS + 5_000 }).toEqual([
    '[api] commonData failed: HTTP 500',
    '[api] complianceCheck failed: HTTP 500',
  ]);
});
