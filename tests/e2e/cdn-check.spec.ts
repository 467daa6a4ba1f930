import { test, expect, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';
import { useScenario } from './scenario.ts';
import { SANDBOX_PATHS } from '../../src/contracts/api-paths.ts';
import { CDN_CHECK_DELAY_MS } from '../../src/contracts/cdn-check-contract.ts';

function reportsSent(page: Page) {
  const reports: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SANDBOX_PATHS.reports && request.method() === 'POST') reports.push(request.postDataJSON());
  });
  return reports;
}

test.describe('footer CDN check', () => {
  test('a 200 from the CDN reports nothing, checked once', async ({ page }) => {
    const reports = reportsSent(page);
    const reporterLoads: string[] = [];
    page.on('request', (request) => request.url().includes(SANDBOX_PATHS.errorReporter) && reporterLoads.push(request.url()));
    const checks: number[] = [];
    page.on('response', (response) => new URL(response.url()).searchParams.has('cdn_check') && checks.push(response.status()));
    await page.clock.install();
    await page.goto(siteUrl('main', '/'), { waitUntil: 'load' });
    expect(checks).toEqual([]);
    await page.clock.runFor(CDN_CHECK_DELAY_MS);
    await expect(page.locator('html')).toHaveAttribute('data-cdn-check', 'ok');
    await page.clock.runFor(6 * CDN_CHECK_DELAY_MS);
    expect(checks).toEqual([200]);
    expect(reporterLoads).toEqual([]);
    expect(reports).toEqual([]);
  });

  test('a 404 loads the error reporter and reports "cdn access error" once, sample rate 0.1', async ({ page, context, request, pageErrors }) => {
    // The 404 this test asks the sandbox for, which Chromium itself logs.
    pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/[^)]+\?cdn_check=1\)$/);
    const scenario = await useScenario(context, request);
    await scenario.set({ cdn: 'missing' });
    const reports = reportsSent(page);
    const checks: number[] = [];
    page.on('response', (response) => new URL(response.url()).searchParams.has('cdn_check') && checks.push(response.status()));
    await page.clock.install();
    await page.goto(siteUrl('main', '/'), { waitUntil: 'load' });
    expect(checks).toEqual([]);
    const reported = page.waitForRequest((sent) => new URL(sent.url()).pathname === SANDBOX_PATHS.reports);
    await page.clock.runFor(CDN_CHECK_DELAY_MS);
    await reported;
    await expect(page.locator('html')).toHaveAttribute('data-cdn-check', 'error');
    // Once: later time brings no second check.
    await page.clock.runFor(6 * CDN_CHECK_DELAY_MS);
    expect(checks).toEqual([404]);
    expect(reports).toEqual([{ message: 'cdn access error', tracesSampleRate: 0.1, page: siteUrl('main', '/') }]);
  });
});
