// axe-core on every site's English home, with a dropdown open (desktop) and with the drawer open (375 px).
import { test, expect } from './test.ts';
import { sites } from '../../src/sites/index.ts';
import { siteUrl } from './helpers.ts';
import { axeViolations as violations } from './axe.ts';

for (const site of sites) {
  test(`${site.key}: no axe violations with a dropdown open and with the drawer open`, async ({ page }) => {
    test.slow(); // two full axe runs on a whole page
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(siteUrl(site.key));
    const toggle = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-controls^="nav-menu-"]').first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await violations(page), 'dropdown open').toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await violations(page), 'drawer open').toEqual([]);
  });
}
