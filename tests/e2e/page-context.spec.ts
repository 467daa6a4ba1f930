// The seams islands pull on: one page context, one compliance request, the site type on API calls,
// and an embedded header that brings the compliance check and run-time hiding with it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from './test.ts';
import { firstFrameOf, loginCookies, siteUrl, watchFirstFrameOf } from './helpers.ts';

const COMPLIANCE_PATH = '**/api/web/v1/compliance/check';
const DIST = join(import.meta.dirname, '..', '..', 'dist');

/** Counts the page's compliance requests from navigation on. */
function countComplianceRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/web/v1/compliance/check') count += 1;
  });
  return () => count;
}

test.describe('site type', () => {
  for (const { key, path, siteType, lang } of [
    // Two pages whose site type and request language both differ; every shell's context is
    // checked over dist/ (tests/built/page-context.test.ts).
    { key: 'tr', path: '/tr/', siteType: '2', lang: 'tr' },
    { key: 'main', path: '/zh/', siteType: '0', lang: 'cn' },
  ] as const) {
    test(`a ${key}${path} page's API requests carry site type ${siteType} and language ${lang}`, async ({ page, context }) => {
      await loginCookies(context, key);
      const requested = page.waitForRequest(COMPLIANCE_PATH);
      await page.goto(siteUrl(key, path));
      const headers = (await requested).headers();
      expect(headers['x-site-type']).toBe(siteType);
      expect(headers['x-lang']).toBe(lang);
    });
  }
});

test('one compliance request per page load, however many parts of the page want the answer', async ({ page }) => {
  const requests = countComplianceRequests(page);
  // A signed-in user: account islands hydrate on load (start="loggedin") and read $compliance.
  await page.goto(siteUrl('mt', '/__sandbox/session?persona=uk-limited&next=/'));
  await expect(page.locator('html')).toHaveAttribute('data-compliance-check', 'answered');
  // The account island is up: it has subscribed to $compliance and drawn from its answer.
  await expect(page.locator('html')).toHaveAttribute('data-account', 'ready');
  // The first interaction loads the rest of the chrome (and interaction islands): still no second request.
  await page.locator('.top-nav').hover();
  await page.locator('.top-nav button[aria-controls]').first().click();
  await expect(page.locator('.top-nav button[aria-expanded="true"]')).toHaveCount(1);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-compliance-check', 'answered');
  expect(requests()).toBe(2);
});

test('an embedded header fragment, placed in a plain page, hides what the compliance answer names', async ({ page }) => {
  // Another application's page on the main host, including the header the way chrome.json says.
  const folder = join(DIST, 'main', '_chrome', 'en');
  const manifest = JSON.parse(readFileSync(join(folder, 'chrome.json'), 'utf8')) as { css: string[]; js: string[] };
  const header = readFileSync(join(folder, 'header.html'), 'utf8');
  const plainPage = siteUrl('main', '/partner/plain-page');
  await page.route(plainPage, (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><title>Partner</title>${manifest.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head>`
      + `<body><p>Partner content</p>${header}${manifest.js.map((src) => `<script type="module" src="${src}"></script>`).join('')}</body></html>`,
  }));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.route(COMPLIANCE_PATH, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 0, data: { business: [], menu: ['derivatives', 'affiliate'], limit: {} } }) }));

  await page.goto(plainPage);
  const derivatives = page.locator('.top-nav [data-feature~="derivatives"]').first();
  const referral = page.locator('.top-nav [data-feature~="affiliate"]').first();
  await expect(page.locator('html')).toHaveAttribute('data-compliance-check', 'answered');
  await expect(page.locator('html')).toHaveAttribute('data-hidden-features', 'derivatives affiliate');
  await expect(derivatives).toBeHidden();
  await expect(referral).toBeHidden();
  // What the answer does not name stays.
  await expect(page.locator('.top-nav [data-feature~="borrow_or_wealth"]').first()).toBeVisible();
});

test('an embedded header with chrome.json\'s head script hides what this session\'s last answer named before its first paint', async ({ page, pageErrors }) => {
  const folder = join(DIST, 'main', '_chrome', 'en');
  const manifest = JSON.parse(readFileSync(join(folder, 'chrome.json'), 'utf8')) as { css: string[]; js: string[]; headScript: string };
  const header = readFileSync(join(folder, 'header.html'), 'utf8');
  const plainPage = siteUrl('main', '/partner/plain-page');
  await page.route(plainPage, (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><title>Partner</title><script>${manifest.headScript}</script>${manifest.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head>`
      + `<body><p>Partner content</p>${header}${manifest.js.map((src) => `<script type="module" src="${src}"></script>`).join('')}</body></html>`,
  }));
  await page.setViewportSize({ width: 1440, height: 900 });
  // The check cannot answer on this page: only the remembered list can hide anything.
  await page.route(COMPLIANCE_PATH, (route) => route.abort());
  pageErrors.allow(/Failed to load resource: net::ERR_FAILED \(http:\/\/[^/]+\/api\/web\/v1\/compliance\/check\)$/);
  await page.addInitScript(() => sessionStorage.setItem('nexa:compliance-menu', 'derivatives'));
  await watchFirstFrameOf(page, '.top-nav [data-feature~="derivatives"]');

  await page.goto(plainPage);
  await expect(page.locator('html')).toHaveAttribute('data-compliance-check', 'failed');
  expect(await firstFrameOf(page)).toEqual({ painted: false, hidden: 'derivatives' });
  await expect(page.locator('.top-nav [data-feature~="derivatives"]').first()).toBeHidden();
  await expect(page.locator('.top-nav [data-feature~="borrow_or_wealth"]').first()).toBeVisible();
});

test('the page context names the site, its site type and what it hides, once on <html>', async ({ page }) => {
  await page.goto(siteUrl('hk', '/zh/'));
  const context = JSON.parse((await page.locator('html').getAttribute('data-page-context'))!);
  expect(context).toMatchObject({ siteKey: 'hk', siteId: 71, siteParam: 0, lang: 'zh', dynamicData: true, endpoints: { compliance: '/api/web/v1/compliance/check' } });
  // SPEC 6 (issue 34's reading): Hong Kong hides derivatives, spot trade outside its own market (margin with it) and deposit.
  expect(context.hidden).toEqual(expect.arrayContaining(['derivatives', 'spot_trade', 'margin_trade', 'deposit']));
  await expect(page.locator('[data-page-context]')).toHaveCount(1);
  await expect(page.locator('meta[name="compliance-endpoint"], meta[name="analytics-endpoint"]')).toHaveCount(0);
});
