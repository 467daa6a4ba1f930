// Click analytics with no build variable (SPEC 7: "Analytics click events are sent for footer,
// header, Alpha and other clicks"): `npm start` sends them to the exchange's collector path, which
// the sandbox answers, and /__sandbox/analytics lists what arrived. Each test reads only the events
// of its own browser (its scenario cookie).
import { test, expect, type APIRequestContext, type Page } from './test.ts';
import { SANDBOX_PATHS } from '../../src/contracts/api-paths.ts';
import { siteUrl } from './helpers.ts';
import { useScenario } from './scenario.ts';
import ar from '../../src/i18n/dictionaries/ar.json' with { type: 'json' };

interface ReceivedEvent { id: string; site: string; lang: string; position: string; params?: Record<string, string> }

async function received(request: APIRequestContext, scenario: string): Promise<ReceivedEvent[]> {
  const answer = await request.get(siteUrl('main', `${SANDBOX_PATHS.analytics}?scenario=${scenario}`));
  return ((await answer.json()) as { events: ReceivedEvent[] }).events;
}

/** Keeps the page where it is when `selector` is clicked: the click is still tracked. */
const stayOnClick = (page: Page, selector: string) =>
  page.evaluate((target) => document.addEventListener('click', (event) => {
    if ((event.target as Element).closest(target)) event.preventDefault();
  }), selector);

const searchDialog = (page: Page, name = 'Market search') => page.getByRole('dialog', { name });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('header, footer and search-row clicks, Alpha included, reach the sandbox collector without any build variable', async ({ page, context, request }) => {
  const scenario = await useScenario(context, request);
  await page.goto(siteUrl('main', '/ar/'));
  await stayOnClick(page, 'a');
  await page.locator('[data-island="theme"]').first().click();
  await page.getByRole('contentinfo').locator('a[data-track]').first().click();
  await page.getByRole('banner').locator('[data-island="search"]').click();
  const dialog = searchDialog(page, ar['search.dialog.label']);
  // The menu data has arrived (the pilot tab's badge shows): choosing a tab now is not reset by its arrival.
  await expect(dialog.getByRole('tab', { name: `${ar['search.panel.pilot']} HOT` })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('tab', { name: ar['search.panel.alpha'], exact: true }).click();
  const alphaRow = dialog.getByRole('option').nth(1);
  await expect(alphaRow).toHaveAttribute('href', /^\/ar\/alpha\//);
  const alphaId = (await alphaRow.getAttribute('id'))!;
  await alphaRow.click();

  await expect.poll(async () => (await received(request, scenario.name)).map((event) => event.id)).toEqual(['header.theme', expect.stringMatching(/^footer\./), 'header.search', 'search.alpha']);
  const [theme, , , alpha] = await received(request, scenario.name);
  expect(theme).toMatchObject({ site: 'main', lang: 'ar', position: 'header' });
  expect(alpha).toMatchObject({ site: 'main', lang: 'ar', position: 'search', params: { rank: '2' } });
  expect(alphaId.endsWith(alpha!.params!.row!.replace(/[^\w-]/g, '_'))).toBe(true);
});

test('a search row chosen with the keyboard is tracked like a click, then followed', async ({ page, context, request }) => {
  const scenario = await useScenario(context, request);
  await page.goto(siteUrl('main'));
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const combobox = page.getByRole('combobox', { name: 'Search markets' });
  await combobox.fill('btc');
  await expect(searchDialog(page).getByRole('status')).toHaveAttribute('data-query', 'btc');
  await expect(searchDialog(page).getByRole('option').first()).toHaveAttribute('href', '/trade/BTC_USDT');
  await combobox.press('Enter');
  await page.waitForURL('**/trade/BTC_USDT');
  await expect.poll(() => received(request, scenario.name)).toEqual([
    expect.objectContaining({ id: 'header.search', position: 'header' }),
    expect.objectContaining({ id: 'search.spot', position: 'search', params: { row: 'spot-BTC_USDT', rank: '1' } }),
  ]);
});

test('the trade menu\'s market rows are tracked with the row they open', async ({ page, context, request }) => {
  const scenario = await useScenario(context, request);
  await page.goto(siteUrl('main', '/de/'));
  await stayOnClick(page, 'a');
  await page.locator('.nav-item').filter({ has: page.locator('[data-menu="trade"]') }).hover();
  const panel = page.locator('[data-menu="trade"] .trade-markets');
  await panel.getByRole('tab', { name: 'Alpha' }).hover();
  await panel.locator('.trade-markets-list a').first().click();
  await expect.poll(async () => (await received(request, scenario.name)).map((event) => [event.id, event.position, event.params?.row?.slice(0, 6)])).toEqual([
    ['menu.trade.market.alpha', 'menu', 'alpha-'],
  ]);
});
