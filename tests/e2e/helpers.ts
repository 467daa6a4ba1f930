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
