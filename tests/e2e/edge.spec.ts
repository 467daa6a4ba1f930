import { test, expect } from './test.ts';
import { E2E_PORT } from '../../playwright.config.ts';
import { siteUrl, loginCookies } from './helpers.ts';

test('a logged-out visitor of the EU host lands on the main host under /en-eu with the EU chrome', async ({ page }) => {
  await page.goto(siteUrl('eu', '/de/?ref=e2e'));
  await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/en-eu/?ref=e2e`);
  await expect(page.locator('footer.site-footer')).toHaveAttribute('data-site', 'eu');
});

test('a logged-in user of the EU host stays on it', async ({ page, context }) => {
  await loginCookies(context, 'eu');
  await page.goto(siteUrl('eu', '/de/'));
  await expect(page).toHaveURL(siteUrl('eu', '/de/'));
});

test('pages run under the edge CSP without violations', async ({ page, pageErrors }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(siteUrl('main'));
  expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  expect(violations).toEqual([]);
  // The policy is enforced: an injected inline script without a hash does not run (and Chromium
  // reports the refusal as a console error, the one this test provokes on purpose).
  pageErrors.allow(/^console\.error: Executing inline script violates the following Content Security Policy directive 'script-src 'self'/);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
});
