// The Community menu's Chat room (SPEC 2: "opens a panel, no link"): a modal panel a keyboard user
// opens and closes (Escape, focus back on the entry), a log-in prompt for a visitor, the rooms of
// the sandbox for a signed-in person, and the drawer's entry on a phone opening the same panel.
import { test, expect, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';
import ja from '../../src/i18n/dictionaries/ja.json' with { type: 'json' };

const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat rooms' });

const communityToggle = (page: Page) => page.locator('.top-nav [aria-controls="nav-menu-community"]');

async function openFromCommunityMenu(page: Page) {
  await communityToggle(page).focus();
  await page.keyboard.press('Enter');
  await page.locator('#nav-menu-community').getByRole('button', { name: 'Chat room' }).focus();
  await page.keyboard.press('Enter');
}

test.describe('chat room', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a visitor: the keyboard opens the panel with a log-in prompt; Escape closes it, focus back on the Community menu', async ({ page }) => {
    await page.goto(siteUrl('main'));
    await openFromCommunityMenu(page);
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toContainText('Log in to join the community\'s chat rooms');
    await expect(panel(page).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(panel(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', /^\/signup/);
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    // The entry's dropdown closed when focus moved into the panel: its toggle takes focus back.
    await expect(communityToggle(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator('#nav-menu-community a, #nav-menu-community button').first()).toBeFocused();
  });

  test('signed in: the rooms, each a link to its room with its member counts; the close button closes it', async ({ page }) => {
    // Wide enough for Community to stay in the bar beside the account area (else it is in More).
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.goto(siteUrl('main', '/__sandbox/session?persona=user&next=/ja/'));
    await communityToggle(page).hover();
    await page.locator('#nav-menu-community').locator('[data-panel="chat-room"]').click();
    const dialog = page.getByRole('dialog', { name: ja['chat.title'] });
    const rooms = dialog.getByRole('list', { name: ja['chat.title'] });
    await expect(rooms.getByRole('listitem')).toHaveCount(6);
    const first = rooms.getByRole('link').first();
    await expect(first).toHaveAttribute('href', '/ja/groupchat/btc');
    await expect(first).toContainText('Bitcoin traders');
    await expect(first).toContainText('48,210');
    await dialog.getByRole('button', { name: ja['chat.close'] }).click();
    await expect(dialog).toBeHidden();
  });

  test('on a phone the drawer\'s Chat room opens the same panel, right to left in Arabic', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(siteUrl('main', '/ar/'));
    await page.locator('.drawer-toggle').click();
    const drawer = page.locator('#site-drawer');
    await drawer.locator('summary', { hasText: /./ }).filter({ has: page.locator('xpath=..//*[@data-panel="chat-room"]') }).first().click();
    await drawer.locator('[data-panel="chat-room"]').click();
    const dialog = page.locator('#chat-room-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.chat-signin')).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});
