// The missing page (issue 40): besides the way home, a search of the site's markets that works with
// scripting off, and the site's main places, by keyboard, in Arabic at 320 px, clean for axe.
// Which places each site offers is unit-tested (src/navigation/not-found.test.ts).
import { test, expect } from './test.ts';
import { siteUrl } from './helpers.ts';
import { axeViolations } from './axe.ts';
import ar from '../../src/i18n/dictionaries/ar.json' with { type: 'json' };

const MISSING = /^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\)/;

test('a missing page offers the market search and the main places, by keyboard', async ({ page, pageErrors }) => {
  pageErrors.allow(MISSING);
  const response = await page.goto(siteUrl('main', '/no-such-page'));
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  const places = main.getByRole('list').getByRole('link');
  await expect(places).toHaveText(['Buy crypto', 'Markets', 'Trade', 'Derivatives', 'Web3', 'Community', 'Referral', 'Help center']);
  await expect(main.getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/price');
  expect(await axeViolations(page, { within: ['main'] })).toEqual([]);
  const search = main.getByRole('search').getByRole('searchbox', { name: 'Search markets' });
  await search.focus();
  await page.keyboard.type('btc');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/price\?q=btc$/);
});

test('scripting off, the search still leads to the markets page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl('main', '/de/no-such-page'));
  await page.getByRole('search').getByRole('searchbox').fill('eth');
  await page.getByRole('search').getByRole('button').click();
  await expect(page).toHaveURL(/\/de\/price\?q=eth$/);
  await context.close();
});

test('in Arabic at 320 px the missing page fits the screen, right to left', async ({ page, pageErrors }) => {
  pageErrors.allow(MISSING);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(siteUrl('main', '/ar/no-such-page'));
  await expect(page.getByRole('heading', { level: 2, name: ar['notFound.destinations'] })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  const [form, field] = await Promise.all([page.getByRole('search').boundingBox(), page.getByRole('searchbox').boundingBox()]);
  expect(field!.x + field!.width).toBeLessThanOrEqual(form!.x + form!.width + 0.5);
});
