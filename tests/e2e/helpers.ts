import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import { getSite } from '../../src/sites/index.ts';
import type { SiteKey } from '../../src/sites/schema.ts';
import { loginCookies as sandboxLoginCookies } from '../../sandbox/session.ts';
import { findPersona } from '../../sandbox/personas.ts';

/** Absolute URL of a path on a site's local host (Chromium resolves *.localhost to loopback). */
export function siteUrl(key: SiteKey, path = '/'): string {
  return `http://${getSite(key).hosts.local}:${E2E_PORT}${path}`;
}

/**
 * Holds the chrome's interactive chunk (keyboard and hover handling, loaded on the first
 * interaction) until the returned function is called: what a person does before it arrives.
 */
export const holdInteractiveChrome = (page: Page): Promise<() => void> => holdChunk(page, 'interactive');

/**
 * Holds an island's own chunk (`MarketSearch`, `Settings`...) until the returned function is
 * called: the page's server markup answers alone meanwhile.
 */
export const holdIslandCode = (page: Page, island: string): Promise<() => void> => holdChunk(page, island);

async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(`**/_astro/${name}.*.js`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Internal hrefs (path + query) of every chrome link inside `root`: external links and the language
 * picker (which links to other languages on purpose) left out.
 */
export const INTERNAL_HREFS = (root: Element) =>
  [...root.querySelectorAll('a[href]')]
    // Not the chrome's own: the language picker's other languages, and the notices the message
    // panel lists at load for a signed-in person (the server's web_url, src/lib/notifications/route.ts).
    .filter((a) => !a.closest('[data-language-picker], .notice-list'))
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));

/**
 * Logs the browser in as the sandbox's plain `user` persona on a site's local host (its real session
 * cookies, SPEC 3 `pver` and `sign` among them), so a regional shell is served instead of the visitor
 * redirect to the main host, and the account island's calls succeed as a signed-in person's do.
 */
export async function loginCookies(context: BrowserContext, key: SiteKey): Promise<void> {
  const domain = getSite(key).hosts.local;
  const cookies = sandboxLoginCookies(findPersona('user')!)
    .map((header) => /^([^=;]+)=([^;]*)/.exec(header)!)
    .filter(([, , value]) => value !== '')
    .map(([, name, value]) => ({ name: name!, value: value!, domain, path: '/' }));
  await context.addCookies(cookies);
}

/**
 * The HTML a site's own host serves at `path`, fetched without a browser. Node does not resolve
 * *.localhost, so the request goes to localhost with the site's Host header, as a proxy would send
 * it. It carries the session cookies (SPEC 3 pver, sign) so an edge that sends logged-out visitors
 * of regional hosts to the main host (SPEC 2) still answers with the site's own shell.
 */
export async function siteHtml(request: APIRequestContext, key: SiteKey, path = '/'): Promise<string> {
  const headers = { host: `${getSite(key).hosts.local}:${E2E_PORT}`, cookie: 'pver=e2e; sign=e2e' };
  const response = await request.get(`http://localhost:${E2E_PORT}${path}`, { headers, maxRedirects: 0 });
  if (response.status() !== 200) throw new Error(`${key}${path} answered ${response.status()}`);
  return response.text();
}

export interface FirstFrame { painted: boolean; hidden: string | null }

/**
 * Records what the next navigation's first frame holding `selector` shows: whether that element is
 * visible, and <html>'s hidden-features list. A requestAnimationFrame callback runs in the rendering
 * step right before that frame's paint. Frames can come before the parser reaches the element (a
 * busy machine paints the head's frame first), so it waits for the first frame that has it.
 * Read it with `firstFrameOf(page)`.
 */
export async function watchFirstFrameOf(page: Page, selector: string): Promise<void> {
  await page.addInitScript((target) => {
    const record = () => {
      const element = document.querySelector(target);
      if (!element) return void requestAnimationFrame(record);
      const frame: FirstFrame = { painted: element.checkVisibility(), hidden: document.documentElement.getAttribute('data-hidden-features') };
      Object.assign(window, { nexaTestFirstFrame: frame });
    };
    requestAnimationFrame(record);
  }, selector);
}

export async function firstFrameOf(page: Page): Promise<FirstFrame> {
  await page.waitForFunction(() => 'nexaTestFirstFrame' in window);
  return page.evaluate(() => (window as unknown as { nexaTestFirstFrame: FirstFrame }).nexaTestFirstFrame);
}
