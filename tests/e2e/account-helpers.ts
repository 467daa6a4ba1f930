// Signing in as a sandbox persona and waiting for the account area, for the account e2e tests.
import { expect, type BrowserContext, type Page } from './test.ts';
import type { SiteKey } from '../../src/sites/schema.ts';
import { getSite } from '../../src/sites/index.ts';
import { E2E_PORT } from '../../playwright.config.ts';
import { siteUrl } from './helpers.ts';

/** Signs in through the sandbox and waits until the real account area replaced the skeleton. */
export async function signInAs(page: Page, persona: string, site: SiteKey = 'main', path = '/'): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl(site, `/__sandbox/session?persona=${persona}&next=${encodeURIComponent(path)}`));
  // Generous: the machine running the tests may be busy; the deadline itself is measured by the fault tests.
  await expect(page.locator('html')).toHaveAttribute('data-account', 'ready', { timeout: 15_000 });
}

/** The header's account area (desktop). */
export const accountArea = (page: Page) => page.locator('#account-header-slot');

/** Opens the profile dropdown ("Account", or its name in the page's language) and returns its panel. */
export async function openProfile(page: Page, name = 'Account') {
  const trigger = accountArea(page).getByRole('button', { name, exact: true });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`#${await trigger.getAttribute('aria-controls')}`.replaceAll(':', '\\:'));
}

/** Opens a wallet or orders dropdown and returns its panel. */
export async function openMenu(page: Page, name: 'Wallet' | 'Orders') {
  const trigger = accountArea(page).getByRole('button', { name, exact: true });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`#${await trigger.getAttribute('aria-controls')}`.replaceAll(':', '\\:'));
}

/**
 * Sandbox faults for this browser only: scoped to a cookie the context carries, so tests running in
 * parallel never see them. `set` puts a fault on a path, `lift` takes it away again (then Retry).
 */
export async function faultScope(context: BrowserContext, site: SiteKey = 'main') {
  const scope = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await context.addCookies([{ name: 'sandbox_fault_scope', value: scope, domain: getSite(site).hosts.local, path: '/' }]);
  const set = async (path: string, fault: string) => {
    const response = await context.request.post(`http://localhost:${E2E_PORT}/__sandbox/faults`, { data: { path, fault, scope } });
    expect(response.ok()).toBe(true);
  };
  return { set, lift: (path: string) => set(path, 'none') };
}

/** Puts a sandbox fault on `path` for this browser only (faultScope). */
export async function scopedFault(context: BrowserContext, site: SiteKey, path: string, fault: string): Promise<void> {
  await (await faultScope(context, site)).set(path, fault);
}

export async function sessionCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).filter((cookie) => cookie.name === 'pver' || cookie.name === 'sign').map((cookie) => cookie.name);
}
