// The header navigation's dropdowns as a keyboard user meets them (WAI-ARIA disclosure pattern).
import { expect, type Locator, type Page } from './test.ts';

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
// The entries' own dropdowns (More, which gathers entries, has its own spec: header-more.spec.ts).
export const navToggles = (page: Page) => mainNav(page).locator('[data-nav-list] button[aria-controls^="nav-menu-"]');

/**
 * Enter on the focused toggle opens its panel, Tab moves into the panel's first control (a link, or
 * the buy-crypto menu's Pay with picker), Escape closes it and gives focus back to the toggle.
 */
export async function expectKeyboardOpensAndCloses(page: Page, toggle: Locator, panel: Locator) {
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(panel.locator('a, button').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
}
