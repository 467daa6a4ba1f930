import { test, expect, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';
import { useScenario } from './scenario.ts';
import { REGION_BANNER_IDS } from '../../src/sites/schema.ts';
import { COOKIE_CHOICE_STORAGE_KEY, COOKIE_NOTICE_STORAGE_KEY, REGION_BANNER_CLOSED_KEY } from '../../src/browser/notices/rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const COMPLIANCE_PATH = '**/api/web/v1/compliance/check';
const cookieNotice = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });
const banner = (page: Page, id: string) => page.locator(`[data-region-banner="${id}"]`);

test.describe('EU cookie notice', () => {
  test('shown until acknowledged, hidden after, shown again after 91 days', async ({ page }) => {
    const start = new Date('2026-11-23T09:00:00Z');
    await page.clock.install({ time: start });
    await page.goto(siteUrl('main', '/en-eu/'));
    await expect(cookieNotice(page)).toBeVisible();
    await cookieNotice(page).getByRole('button', { name: 'Accept' }).click();
    await expect(cookieNotice(page)).toBeHidden();

    await page.reload();
    await expect(page.locator('[data-cookie-notice]')).toBeAttached();
    await expect(cookieNotice(page)).toBeHidden();

    await page.clock.setSystemTime(new Date(start.getTime() + 89 * DAY_MS));
    await page.reload();
    await expect(page.locator('[data-cookie-notice]')).toBeAttached();
    await expect(cookieNotice(page)).toBeHidden();

    await page.clock.setSystemTime(new Date(start.getTime() + 91 * DAY_MS));
    await page.reload();
    await expect(cookieNotice(page)).toBeVisible();
  });

  test('links the cookie policy and offers Manage preferences: the analytics switch is the answer, remembered, and the click analytics honour it', async ({ page }) => {
    await page.addInitScript(() => {
      const sent: string[] = [];
      Object.assign(window, { beacons: sent });
      navigator.sendBeacon = (url: string | URL) => (sent.push(String(url)), true);
    });
    const beacons = () => page.evaluate(() => (window as unknown as { beacons: string[] }).beacons.length);
    const theme = page.locator('[data-island="theme"]').first();
    await page.goto(siteUrl('main', '/en-eu/'));
    await expect(cookieNotice(page).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/en-eu/cookie-policy');

    await cookieNotice(page).getByText('Manage preferences').click();
    await expect(cookieNotice(page).getByRole('checkbox', { name: 'Essential cookies (always on)' })).toBeChecked();
    await expect(cookieNotice(page).getByRole('checkbox', { name: 'Essential cookies (always on)' })).toBeDisabled();
    const analytics = cookieNotice(page).getByRole('checkbox', { name: 'Analytics cookies' });
    await expect(analytics).not.toBeChecked();
    await cookieNotice(page).getByRole('button', { name: 'Save preferences' }).click();
    await expect(cookieNotice(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), COOKIE_CHOICE_STORAGE_KEY)).toBe('rejected');
    // Refused on this page: a tracked click sends nothing, though the analytics code is here.
    await theme.click();
    await expect(page.locator('nexa-island[data-name="ThemeToggle"]')).toHaveAttribute('data-hydrated', '');
    expect(await beacons()).toBe(0);

    // 91 days on, the notice asks again, starting from the answer given; switching analytics on accepts.
    await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 91 * 24 * 3600 * 1000)), COOKIE_NOTICE_STORAGE_KEY);
    await page.reload();
    await cookieNotice(page).getByText('Manage preferences').click();
    await expect(analytics).not.toBeChecked();
    await analytics.check();
    await cookieNotice(page).getByRole('button', { name: 'Save preferences' }).click();
    await expect(cookieNotice(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), COOKIE_CHOICE_STORAGE_KEY)).toBe('accepted');
    await theme.click();
    await expect.poll(beacons).toBe(1);
    await page.reload();
    await expect(page.locator('[data-cookie-notice]')).toBeAttached();
    await expect(cookieNotice(page)).toBeHidden();
  });

  for (const width of [375, 1280]) {
    test(`Reject sits beside Accept with the same prominence, and is remembered (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(siteUrl('main', '/en-eu/'));
      const reject = cookieNotice(page).getByRole('button', { name: 'Reject' });
      const accept = cookieNotice(page).getByRole('button', { name: 'Accept' });
      await expect(reject).toBeVisible();
      await expect(accept).toBeVisible();
      const [r, a] = [(await reject.boundingBox())!, (await accept.boundingBox())!];
      // One row, the same height and width (within a pixel of rounding), the same colours and weight.
      expect(Math.abs(r.y - a.y)).toBeLessThan(1);
      expect(Math.abs(r.height - a.height)).toBeLessThan(1);
      if (width === 375) expect(Math.abs(r.width - a.width)).toBeLessThan(1);
      const look = (button: typeof reject) => button.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.backgroundColor, style.color, style.fontWeight, style.fontSize].join(' ');
      });
      expect(await look(reject)).toBe(await look(accept));
      await reject.click();
      await expect(cookieNotice(page)).toBeHidden();
      expect(await page.evaluate((key) => localStorage.getItem(key), COOKIE_CHOICE_STORAGE_KEY)).toBe('rejected');
      await page.reload();
      await expect(page.locator('[data-cookie-notice]')).toBeAttached();
      await expect(cookieNotice(page)).toBeHidden();
    });

    test(`never covers the footer's legal text (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      for (const path of ['/en-eu/', '/en-eu/de/']) {
        await page.goto(siteUrl('main', path));
        // Any language: the German page names the region in German.
        const notice = page.locator('[data-cookie-notice]');
        await expect(notice).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const box = (await notice.boundingBox())!;
        for (const part of ['.footer-legal .copyright', '.footer-legal .regulatory']) {
          const text = (await page.locator(part).boundingBox())!;
          const overlaps = text.y < box.y + box.height && box.y < text.y + text.height;
          expect(overlaps, `${path} ${part} under the notice`).toBe(false);
          // And it is on screen to read, above the notice.
          expect(text.y + text.height, `${path} ${part}`).toBeLessThanOrEqual(box.y);
        }
      }
    });
  }

  // One visit: the pages without the notice first (they store nothing the EU page reads), then the EU page.
  test('only on the EU home page; an unreadable stored time counts as none', async ({ page }) => {
    await test.step('only on the EU home page', async () => {
      for (const url of [siteUrl('main', '/'), siteUrl('main', '/en-jp/'), siteUrl('mt', '/')]) {
        await page.goto(url);
        await expect(page.locator('[data-cookie-notice]')).toHaveCount(0);
      }
    });
    await test.step('an unreadable stored time counts as none', async () => {
      await page.goto(siteUrl('main', '/en-eu/'));
      await page.evaluate(() => localStorage.setItem('nexa:eu-cookie-notice', 'yesterday'));
      await page.reload();
      await expect(cookieNotice(page)).toBeVisible();
    });
  });
});

test.describe('region-switch banners', () => {
  const flags = ['is_uk_ip', 'is_us_toast', 'is_jp_toast', 'is_main'] as const;
  // page, the one flag set, the banner that must show (null: none).
  const table: Array<[string, (typeof flags)[number] | null, string | null, string]> = [
    ['/', 'is_uk_ip', 'MAIN_to_UK', 'https://www.nexa.uk/'],
    ['/', 'is_us_toast', 'MAIN_to_US', 'https://www.nexa.us/'],
    ['/', 'is_jp_toast', 'MAIN_to_JP', 'https://www.nexa.jp/'],
    ['/', 'is_main', null, ''],
    ['/', null, null, ''],
    ['/en-jp/', 'is_main', 'JP_to_MAIN', 'https://www.nexa.exchange/'],
    ['/en-us/', 'is_main', 'US_to_MAIN', 'https://www.nexa.exchange/'],
    ['/en-gb/', 'is_main', 'UK_to_MAIN', 'https://www.nexa.exchange/'],
    ['/en-jp/', 'is_jp_toast', null, ''],
    ['/en-gb/', null, null, ''],
  ];

  // Every home page with banners, under every single flag and none: the one banner its condition
  // names, and no other (main: the first set of is_uk_ip, is_us_toast, is_jp_toast; regions: is_main).
  const conditions: Array<[string, Partial<Record<(typeof flags)[number], string>>]> = [
    ['/', { is_uk_ip: 'MAIN_to_UK', is_us_toast: 'MAIN_to_US', is_jp_toast: 'MAIN_to_JP' }],
    ['/en-jp/', { is_main: 'JP_to_MAIN' }],
    ['/en-us/', { is_main: 'US_to_MAIN' }],
    ['/en-gb/', { is_main: 'UK_to_MAIN' }],
    ['/en-eu/', { is_main: 'EU_to_MAIN' }],
  ];
  // Every row of the table runs inside the visit of its page below.
  for (const [path] of table) if (!conditions.some(([page]) => page === path)) throw new Error(`table row for ${path} has no page visit`);
  // One visit per home page, one step per flag (and none), each with its own page load. Where the
  // table has a row for the flag, its checks run on that same page: the banner, its link, closing
  // it, and still closed after a reload. A closed banner stays closed for the rest of the visit
  // (sessionStorage), so the step then forgets it: the next step's page decides afresh.
  for (const [path, shows] of conditions) {
    test(`${path}: each banner exactly under its condition`, async ({ page, context, request }) => {
      // The EU notice was acknowledged, so its banner is not held back by it.
      await page.addInitScript((key) => localStorage.setItem(key, String(Date.now())), COOKIE_NOTICE_STORAGE_KEY);
      const scenario = await useScenario(context, request);
      for (const flag of [...flags, null]) {
        const expected = (flag && shows[flag]) ?? null;
        const row = table.find(([rowPath, rowFlag]) => rowPath === path && rowFlag === flag);
        const title = row
          ? `${path} with ${flag ?? 'no flag'} shows ${row[2] ?? 'no banner'}`
          : `${path}: ${expected ?? 'no banner'} with ${flag ?? 'no flag'} (each banner exactly under its condition)`;
        await test.step(title, async () => {
          await scenario.set({ limit: Object.fromEntries(flags.map((name) => [name, name === flag])) });
          const answered = page.waitForResponse(COMPLIANCE_PATH);
          await page.goto(siteUrl('main', path));
          await answered;
          await expect(page.locator('html'), `${flag}`).toHaveAttribute('data-region-banner-shown', expected ?? 'none');
          const visible: string[] = [];
          for (const id of REGION_BANNER_IDS) if (await banner(page, id).isVisible()) visible.push(id);
          expect(visible, `${flag}`).toEqual(expected ? [expected] : []);
          if (!row) return;

          const [, , rowExpected, href] = row;
          await expect(page.locator('html')).toHaveAttribute('data-region-banner-shown', rowExpected ?? 'none');
          for (const id of REGION_BANNER_IDS) {
            if (id === rowExpected) continue;
            await expect(banner(page, id)).toBeHidden();
          }
          if (!rowExpected) return;
          await expect(banner(page, rowExpected)).toBeVisible();
          await expect(banner(page, rowExpected).getByRole('link')).toHaveAttribute('href', href);
          await banner(page, rowExpected).getByRole('button', { name: 'Close' }).click();
          await expect(banner(page, rowExpected)).toBeHidden();
          await page.reload();
          await expect(banner(page, rowExpected)).toBeHidden();
          await page.evaluate((key) => sessionStorage.removeItem(key), REGION_BANNER_CLOSED_KEY);
        });
      }
      if (path !== '/') return;
      await test.step('main with several flags set shows the first in its order only', async () => {
        await scenario.set({ limit: { is_uk_ip: false, is_us_toast: true, is_jp_toast: true, is_main: true } });
        await page.goto(siteUrl('main', '/'));
        await expect(banner(page, 'MAIN_to_US')).toBeVisible();
        await expect(banner(page, 'MAIN_to_JP')).toBeHidden();
      });
    });
  }

  test('the EU banner waits while the cookie notice shows', async ({ page, context, request }) => {
    const scenario = await useScenario(context, request);
    await scenario.set({ limit: { is_main: true } });
    await page.goto(siteUrl('main', '/en-eu/'));
    await expect(page.locator('html')).toHaveAttribute('data-region-banner-shown', 'EU_to_MAIN');
    await expect(cookieNotice(page)).toBeVisible();
    await expect(banner(page, 'EU_to_MAIN')).toBeHidden();
    await cookieNotice(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page, 'EU_to_MAIN')).toBeVisible();
    await expect(banner(page, 'EU_to_MAIN').getByRole('link', { name: 'Go to the global site' })).toHaveAttribute('href', 'https://www.nexa.exchange/');
  });

  test('a logged-in user on the regional host gets the banner there too', async ({ page, context, request }) => {
    const scenario = await useScenario(context, request);
    await scenario.set({ limit: { is_main: true } });
    await page.goto(siteUrl('jp', '/__sandbox/session?persona=user&next=/'));
    await expect(page).toHaveURL(siteUrl('jp', '/'));
    await expect(banner(page, 'JP_to_MAIN')).toBeVisible();
  });
});
