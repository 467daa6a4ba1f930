// A dialog opened from a menu (issue 40): the language menu stayed open above the Turkish question's
// backdrop, Community stayed open behind the chat rooms. Opened with the pointer (the menu opened on
// hover, the pointer still over it), the menu closes as the dialog opens; the dialog closed, focus
// is back on the menu's toggle.
import { test, expect, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';

test.use({ viewport: { width: 1920, height: 900 } });

const interactive = (page: Page) => page.waitForFunction(() => customElements.get('disclosure-nav') !== undefined);

const MENUS = [
  {
    name: 'the language menu, the Turkish question',
    toggle: (page: Page) => page.locator('.header-actions [aria-controls="header-languages"]'),
    open: (page: Page) => page.locator('#header-languages').getByRole('link', { name: 'Türkçe' }),
    dialog: (page: Page) => page.getByRole('dialog', { name: 'Türkçe is offered on www.nexa.tr' }),
    close: (page: Page) => page.getByRole('dialog', { name: 'Türkçe is offered on www.nexa.tr' }).getByRole('button', { name: 'Cancel' }),
  },
  {
    name: 'Community, the chat rooms',
    toggle: (page: Page) => page.locator('.top-nav [aria-controls="nav-menu-community"]'),
    open: (page: Page) => page.locator('#nav-menu-community [data-panel="chat-room"]'),
    dialog: (page: Page) => page.getByRole('dialog', { name: 'Chat rooms' }),
    close: (page: Page) => page.getByRole('dialog', { name: 'Chat rooms' }).getByRole('button', { name: 'Close' }),
  },
];

for (const menu of MENUS) {
  test(`${menu.name}: the menu closes as the dialog opens, and its toggle has focus once the dialog closes`, async ({ page }) => {
    await page.goto(siteUrl('main'));
    await menu.toggle(page).hover();
    await interactive(page);
    await expect(menu.toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await menu.open(page).hover();
    await menu.open(page).click();
    await expect(menu.dialog(page)).toBeVisible();
    // The pointer rests where the entry was: the menu closed all the same.
    await expect(menu.toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.open(page)).toBeHidden();
    await menu.close(page).click();
    await expect(menu.dialog(page)).toBeHidden();
    await expect(menu.toggle(page)).toBeFocused();
    await expect(menu.toggle(page)).toHaveAttribute('aria-expanded', 'false');
  });
}
