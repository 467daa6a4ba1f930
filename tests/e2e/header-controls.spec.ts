// The header's controls as a user meets them: the globe opens the language choice, help is one
// click away, and dropdowns open under their own trigger even before (or without) any script.
import { test, expect } from './test.ts';
import { siteUrl } from './helpers.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('the globe opens the list of languages, each the same page in that language', async ({ page }) => {
  await page.goto(siteUrl('main', '/de/'));
  const globe = page.getByRole('banner').getByRole('button', { name: 'Sprache' });
  await globe.click();
  await expect(globe).toHaveAttribute('aria-expanded', 'true');
  const japanese = page.getByRole('banner').getByRole('link', { name: '日本語' });
  await expect(japanese).toBeVisible();
  await expect(japanese).toHaveAttribute('href', '/ja/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(japanese).toBeHidden();
  await expect(globe).toBeFocused();
  await globe.press('Enter');
  await japanese.click();
  await expect(page).toHaveURL(siteUrl('main', '/ja/'));
});

test('the help centre is in the header: /help with the language, or the site’s external help host', async ({ page }) => {
  await page.goto(siteUrl('tr', '/tr/'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Yardım merkezi' })).toHaveAttribute('href', '/tr/help');
  await page.goto(siteUrl('main', '/en-us/'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Help center' })).toHaveAttribute('href', 'https://support.nexa.us/hc/en-us');
});

for (const { name, site, path, menu } of [
  { name: 'left to right', site: 'testnet', path: '/', menu: 'trade' },
  { name: 'right to left', site: 'main', path: '/ar/', menu: 'derivatives' },
] as const) {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test(`${name}: a dropdown opens under its own trigger`, async ({ page }) => {
      await page.goto(siteUrl(site, path));
      const item = page.locator('.nav-item', { has: page.locator(`[aria-controls="nav-menu-${menu}"]`) });
      await item.hover();
      const panel = page.locator(`#nav-menu-${menu}`);
      await expect(panel).toBeVisible();
      const trigger = (await item.boundingBox())!;
      const box = (await panel.boundingBox())!;
      // Starts where its trigger starts: the left edge in English, the right edge in Arabic.
      if (name === 'left to right') expect(Math.abs(box.x - trigger.x)).toBeLessThanOrEqual(1);
      else expect(Math.abs(box.x + box.width - (trigger.x + trigger.width))).toBeLessThanOrEqual(1);
    });
  });
}

test('a group that heads its own dropdown column (Delivery contracts) has no rule above it', async ({ page }) => {
  // The Bahamas: derivatives without the demo-trading link, so Delivery heads the second column.
  await page.goto(siteUrl('bs'));
  await page.getByRole('banner').getByRole('button', { name: 'Derivatives menu' }).click();
  const group = page.locator('#nav-menu-derivatives .menu-group');
  await expect(group).toBeVisible();
  expect(await group.evaluate((element) => element === element.parentElement!.firstElementChild)).toBe(true);
  expect(await group.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('none');
});
