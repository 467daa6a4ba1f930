// axe-core with a dropdown open (desktop) and with the drawer open (375 px), once per chrome state
// that changes them: the full product (main), right to left (main Arabic), and the site with the most
// hidden features (UK, its own shell as a signed-in person sees it). Each run is scoped to the part
// the state changes (the open dropdown with its toggle; the drawer): the whole page of each of these
// states, at 1440 and at 375 px, has its own run in a11y-sweep.spec.ts (STATES of a11y-sample.ts).
import { test, expect } from './test.ts';
import type { SiteKey } from '../../src/sites/schema.ts';
import { loginCookies, siteUrl } from './helpers.ts';
import { axeViolations as violations } from './axe.ts';

const STATES: Array<[SiteKey, string]> = [['main', '/'], ['main', '/ar/'], ['uk', '/']];

for (const [key, path] of STATES) {
  test(`${key}${path}: no axe violations with a dropdown open and with the drawer open`, async ({ page, context }) => {
    if (key !== 'main') await loginCookies(context, key);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(siteUrl(key, path));
    // By structure, not name: the names are in the page's language.
    const toggle = page.locator('nav.top-nav button[aria-controls^="nav-menu-"]').first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = await toggle.getAttribute('aria-controls');
    await expect(page.locator(`#${menu}`)).toBeVisible();
    expect(await violations(page, { within: [`#${menu}`, `button[aria-controls="${menu}"]`] }), 'dropdown open').toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.locator('button[aria-controls="site-drawer"]').click();
    await expect(page.locator('dialog#site-drawer')).toBeVisible();
    expect(await violations(page, { within: ['dialog#site-drawer'] }), 'drawer open').toEqual([]);
  });
}
