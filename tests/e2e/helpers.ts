import type { BrowserContext } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import { getSite } from '../../src/sites/index.ts';
import type { SiteKey } from '../../src/sites/schema.ts';

/** Absolute URL of a path on a site's local host (Chromium resolves *.localhost to loopback). */
export function siteUrl(key: SiteKey, path = '/'): string {
  return `http://${getSite(key).hosts.local}:${E2E_PORT}${path}`;
}

/**
 * Internal hrefs (path + query) of every chrome link inside `root`: external links and the language
 * picker (which links to other languages on purpose) left out.
 */
export const INTERNAL_HREFS = (root: Element) =>
  [...root.querySelectorAll('a[href]')]
    .filter((a) => !a.closest('[data-language-picker]'))
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));

/**
 * Logs the browser in as far as the edge can tell (SPEC 3 `pver` and `sign` cookies) on a site's local
 * host, so a regional shell is served instead of the visitor redirect to the main host.
 */
export async function loginCookies(context: BrowserContext, key: SiteKey): Promise<void> {
  const domain = getSite(key).hosts.local;
  await context.addCookies(['pver', 'sign'].map((name) => ({ name, value: 'e2e', domain, path: '/' })));
}
