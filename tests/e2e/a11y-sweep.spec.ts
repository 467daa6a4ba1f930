// axe-core (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA) on the pages of dist/sites.json at desktop and 375 px
// widths: 0 violations. Which pages: see a11y-sample.ts (`npm run a11y` sweeps them all).
import { join } from 'node:path';
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

const { pages, languages } = pagesToSweep(join(import.meta.dirname, '..', '..', 'dist'));
test.describe(`axe sweep (languages: ${languages === 'all' ? 'all' : languages.join(', ')})`, () => {
  for (const built of pages) {
    test(`${built.site} ${built.path}: no violations at 1440 and 375 px`, async ({ page, context }) => {
      test.slow(); // two full axe runs on a whole page
      const url = `http://${getSite(built.site as SiteKey).hosts.local}:${E2E_PORT}${built.path}`;
      await page.goto(url);
      // Logged-out visitors of some regional hosts are sent to the main host (SPEC 2); the page served
      // on the site's own host is the one under test, so visit it as a logged-in user would see it.
      if (page.url() !== url) {
        await loginCookies(context, built.site as SiteKey);
        await page.goto(url);
      }
      expect(page.url()).toBe(url);
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
      }
    });
  }
});
