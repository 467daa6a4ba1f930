import { test, expect } from './test.ts';
import { siteUrl } from './helpers.ts';

test.describe('footer sections below 768 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('are accordions: one open at a time, tapping the open one closes it', async ({ page }) => {
    await page.goto(siteUrl('main'));
    const footer = page.getByRole('contentinfo');
    const about = footer.locator('[data-column=about]');
    const products = footer.locator('[data-column=products]');
    const aboutLink = about.getByRole('link', { name: 'Careers' });
    const productsLink = products.getByRole('link', { name: 'Spot trading' });

    await expect(aboutLink).toBeHidden();
    await expect(productsLink).toBeHidden();

    await about.getByRole('heading', { name: 'About' }).tap();
    await expect(aboutLink).toBeVisible();

    await products.getByRole('heading', { name: 'Products' }).tap();
    await expect(productsLink).toBeVisible();
    await expect(aboutLink).toBeHidden();

    await products.getByRole('heading', { name: 'Products' }).tap();
    await expect(productsLink).toBeHidden();
    await expect(footer.locator('details[open]')).toHaveCount(0);
  });

  test('work with the keyboard and without JavaScript', async ({ browser, pageErrors }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    pageErrors.watch(context);
    const page = await context.newPage();
    await page.goto(siteUrl('tr'));
    const support = page.locator('[data-column=support] summary');
    await support.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Help center' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Help center' })).toBeHidden();
    await context.close();
  });
});

test('on desktop every footer section is open and every link visible', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('main'));
  const links = page.getByRole('contentinfo').locator('.footer-columns a');
  const count = await links.count();
  expect(count).toBeGreaterThan(50);
  for (let index = 0; index < count; index += 1) await expect(links.nth(index)).toBeVisible();
});
