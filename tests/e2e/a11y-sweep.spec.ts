// axe-core (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA) at desktop and 375 px widths: 0 violations. Which pages:
// see a11y-sample.ts (one per distinct chrome state; `npm run a11y` sweeps them all).
import { test, expect } from './test.ts';
import { getSite } from '../../src/sites/index.ts';
import type { SiteKey } from '../../src/sites/schema.ts';
import { E2E_PORT } from '../../playwright.config.ts';
import { loginCookies } from './helpers.ts';
import { pagesToSweep } from './a11y-sample.ts';
import { axeViolations } from './axe.ts';

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

const { pages, full } = pagesToSweep();
test.describe(`axe sweep (${full ? 'every page' : 'one page per chrome state'})`, () => {
  for (const swept of pages) {
    test(`${swept.site} ${swept.path}${swept.theme ? ` ${swept.theme}` : ''}: no violations at 1440 and 375 px`, async ({ page, context, request }) => {
      test.slow(); // two full axe runs on a whole page
      const host = getSite(swept.site as SiteKey).hosts.local;
      const url = `http://${host}:${E2E_PORT}${swept.path}`;
      // is_change_skin=2 is the dark theme (read by the head script before the first paint).
      if (swept.theme) await context.addCookies([{ name: 'is_change_skin', value: '2', domain: host, path: '/' }]);
      // Logged-out visitors of some regional hosts are sent to the main host (SPEC 2); the page served
      // on the site's own host is the one under test, so visit it as a logged-in user would see it:
      // signed in from the start when the edge answers a visitor's request with a redirect (asked
      // without the browser, so the main host's page is not loaded and hydrated only to be left).
      const visitor = await request.get(`http://localhost:${E2E_PORT}${swept.path}`, { headers: { host: `${host}:${E2E_PORT}` }, maxRedirects: 0 });
      if (visitor.status() >= 300 && visitor.status() < 400) await loginCookies(context, swept.site as SiteKey);
      await page.goto(url);
      if (page.url() !== url) {
        await loginCookies(context, swept.site as SiteKey);
        await page.goto(url);
      }
      expect(page.url()).toBe(url);
      if (swept.theme) await expect(page.locator('html')).toHaveAttribute('data-theme', swept.theme);
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
      }
    });
  }
});
