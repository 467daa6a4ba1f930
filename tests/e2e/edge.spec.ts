import { test, expect } from './test.ts';
import { E2E_PORT } from '../../playwright.config.ts';
import { siteUrl, loginCookies } from './helpers.ts';
import de from '../../src/i18n/dictionaries/de.json' with { type: 'json' };

test('a logged-out visitor of the EU host lands on the main host under /en-eu with the EU chrome, in German', async ({ page }) => {
  await page.goto(siteUrl('eu', '/de/?ref=e2e'));
  await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/en-eu/de/?ref=e2e`);
  await expect(page.locator('footer.site-footer')).toHaveAttribute('data-site', 'eu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The region page offers the region's languages, each under the region prefix.
  const picker = page.locator('#site-languages');
  await expect(picker.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/en-eu/fr/');
  await expect(picker.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en-eu/');
  // A section keeps its language too, and lands on the application page in the EU's German chrome.
  await page.goto(siteUrl('eu', '/de/fee'));
  await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/en-eu/de/fee`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
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
  // The policy is enforced. An injected inline script does not run: Trusted Types refuse its
  // untrusted text before script-src would judge its hash (Chromium reports the refusal as a console
  // error, which this test provokes on purpose).
  pageErrors.allow(/^console\.error: This document requires 'TrustedScript' assignment/);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.append(document.createTextNode('window.__inlineRan = true'));
    document.body.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  // And script-src holds on its own: a module from a source it does not list is not loaded.
  pageErrors.allow(/^console\.error: Loading the script 'data:text\/javascript.*violates the following Content Security Policy directive: "script-src 'self'/);
  const imported = await page.evaluate((url) => import(url).then(() => true, () => false), 'data:text/javascript,window.__moduleRan=true');
  expect(imported).toBe(false);
});

test("an unknown path on a regional host shows that site's own 404 in the path's language", async ({ page, context, pageErrors }) => {
  // The browser logs the 404 status of the document itself: that is the answer under test.
  pageErrors.allow(/status of 404 .*\/de\/no-such-page\)$/);
  await loginCookies(context, 'eu');
  const response = await page.goto(siteUrl('eu', '/de/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('footer.site-footer')).toHaveAttribute('data-site', 'eu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await page.getByRole('main').getByRole('link', { name: de['notFound.home'] }).click();
  await expect(page).toHaveURL(siteUrl('eu', '/de/'));
});

test('pages arrive compressed, and a second visit revalidates with the ETag', async ({ page }) => {
  const response = await page.goto(siteUrl('main', '/zh/'));
  const headers = response?.headers() ?? {};
  expect(headers['content-encoding']).toBe('br');
  expect(headers.vary).toBe('Accept-Encoding');
  expect(headers.etag).toMatch(/-br"$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  const again = await page.request.get(siteUrl('main', '/zh/'), { headers: { 'if-none-match': headers.etag!, 'accept-encoding': 'br' } });
  expect(again.status()).toBe(304);
});
