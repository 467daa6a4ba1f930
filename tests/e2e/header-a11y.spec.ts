// axe-core on every site's English home, with a dropdown open (desktop) and with the drawer open (375 px).
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { sites } from '../../src/sites/index.ts';
import { siteUrl } from './helpers.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const site of sites) {
  test(`${site.key}: no axe violations with a dropdown open and with the drawer open`, async ({ page }) => {
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
