// The islands a signed-in person opens run under the edge's CSP (no 'unsafe-eval', no inline code
// without a hash, Trusted Types required for every script sink): from load through the account menu,
// the market search, both settings tabs, the message panel and the external account switcher, the
// page dispatches no securitypolicyviolation and logs no CSP refusal. zod's `new Function` probe was
// one such violation on every signed-in page until the schemas went jitless; the switcher's
// `script.src` one until it went through the page's Trusted Types policy.
import { test, expect } from './test.ts';
import { openProfile, signInAs } from './account-helpers.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test('a signed-in page with the account menu, search, settings, messages and Switch Account opened reports no CSP violation', async ({ page, pageErrors }) => {
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
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  await page.locator('.message-slot').getByRole('link', { name: 'Notifications' }).hover();
  await expect(page.locator('.message-panel .notice-item').first()).toBeVisible();
  await page.mouse.move(5, 500);

  const switchAccount = page.locator('#account-header-slot').getByRole('button', { name: 'Switch Account' });
  await expect(switchAccount).toHaveAttribute('aria-disabled', 'false');
  await switchAccount.click();
  await expect(page.getByRole('dialog', { name: 'Switch account' }).getByRole('link', { name: 'Main account' })).toBeVisible();

  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(logged).toEqual([]);

  // And Trusted Types are in force: a plain string reaching a script sink is refused and reported.
  pageErrors.allow(/TrustedHTML/);
  expect(await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>plain string</b>';
      return 'assigned';
    } catch {
      return 'refused';
    }
  })).toBe('refused');
  await expect.poll(() => page.evaluate(() => window.__cspViolations?.[0] ?? '')).toMatch(/^require-trusted-types-for /);
});
