// The islands a signed-in person opens run under the edge's CSP (no 'unsafe-eval', no inline code
// without a hash): from load through the account menu, the market search and both settings tabs,
// the page dispatches no securitypolicyviolation and logs no CSP refusal. zod's `new Function`
// probe was one such violation on every signed-in page until the schemas went jitless.
import { test, expect } from './test.ts';
import { openProfile, signInAs } from './account-helpers.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test('a signed-in page with the account menu, search and settings opened reports no CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`), true);
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) logged.push(message.text());
  });

  await signInAs(page, 'vip');
  await openProfile(page);
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const search = page.getByRole('dialog', { name: 'Market search' });
  await expect(search.getByRole('status')).toHaveText(/\d/, { timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();

  await page.locator('.header-actions').getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: 'Exchange rate' }).click();
  await expect(settings.locator('input[name="settings-currency"]').first()).toBeVisible();

  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(logged).toEqual([]);
});
