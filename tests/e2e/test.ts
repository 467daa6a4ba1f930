// The one Playwright entry point every e2e spec imports `test` and `expect` from (never from
// '@playwright/test' directly): a page visit fails its test on any uncaught exception or console
// error. A test that provokes an error on purpose (an injected 500, say) declares exactly which with
// `pageErrors.allow(/pattern/)`; contexts a test opens by hand join the watch with `pageErrors.watch()`.
import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };
export type { Page, Locator, BrowserContext, Request, APIRequestContext } from '@playwright/test';

/** What the fixture hands a test: the errors seen so far and the two ways to widen the watch. */
export interface PageErrors {
  /** Console errors and uncaught exceptions not allowed so far, as `kind: text (url)` lines. */
  readonly unexpected: string[];
  /** Allows console errors or exceptions whose text matches `pattern`, for this test only. */
  allow(pattern: RegExp): void;
  /** Watches a context the test created itself (`browser.newContext()`). */
  watch(context: BrowserContext): void;
}

function createPageErrors(): PageErrors {
  const seen: string[] = [];
  const allowed: RegExp[] = [];
  return {
    get unexpected() {
      return seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
    },
    allow(pattern) {
      allowed.push(pattern);
    },
    watch(context) {
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        seen.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        seen.push(`uncaught ${error.name}: ${error.message} (${webError.page()?.url() ?? 'no page'})`);
      });
    },
  };
}

// The watch joins the browser context only when a test uses one: a test that only sends requests
// (`request`) opens no browser context at all.
export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({}, use) => {
      const pageErrors = createPageErrors();
      await use(pageErrors);
      expect(pageErrors.unexpected, 'console errors or uncaught exceptions during the test').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, pageErrors }, use) => {
    pageErrors.watch(context);
    await use(context);
  },
  // Chromium's headless shell puts its virtual mouse on the top-left pixel of the first document a
  // page shows, which to the page is a pointer arriving (and wakes the chrome's lazy part before any
  // test acts). An empty first document takes that pointer, so a page under test starts untouched.
  page: async ({ page }, use) => {
    await page.setContent('');
    await use(page);
  },
});
