// Navigation overflow arrows (SPEC 4, 9): shown on overflow, 180 px a click, 1 px tolerance, mirrored in Arabic.
import { test, expect, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';

test.use({ viewport: { width: 1000, height: 800 } });

const track = (page: Page) => page.locator('[data-nav-track]');
const scrollOffset = (page: Page) => track(page).evaluate((element) => element.scrollLeft);

// At 1000 px both navigations overflow by more than two steps (the UAE's no longer does: denser
// entries since the global site shows its full product; the global site in Arabic does).
for (const { name, site, path, sign } of [
  { name: 'left-to-right', site: 'mt', path: '/', sign: 1 },
  { name: 'Arabic', site: 'main', path: '/ar/', sign: -1 },
] as const) {
  test(`${name}: arrows appear on overflow once a pointer reaches the page, and each click scrolls 180 px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(siteUrl(site, path));
    const back = page.locator('[data-scroll=back]');
    const forward = page.locator('[data-scroll=forward]');
    // Before anyone acts the track scrolls natively; the arrows come with the chrome's interactive part.
    await expect(forward).toBeHidden();
    await track(page).hover();
    await expect(forward).toBeVisible();
    await expect(back).toBeHidden();
    const trackBox = (await track(page).boundingBox())!;
    const forwardBox = (await forward.boundingBox())!;
    // The forward arrow sits at the inline end: right in English, left in Arabic.
    if (sign > 0) expect(forwardBox.x).toBeGreaterThan(trackBox.x + trackBox.width / 2);
    else expect(forwardBox.x).toBeLessThan(trackBox.x + trackBox.width / 2);

    await forward.click();
    await expect.poll(() => scrollOffset(page)).toBe(sign * 180);
    await expect(back).toBeVisible();
    await back.click();
    await expect.poll(() => scrollOffset(page)).toBe(0);
    await expect(back).toBeHidden();

    const maximum = await track(page).evaluate((element) => element.scrollWidth - element.clientWidth);
    await track(page).evaluate((element, left) => element.scrollTo({ left }), sign * maximum);
    await expect(forward).toBeHidden();
    // Within the 1 px tolerance the arrow stays hidden; beyond it, it shows.
    await track(page).evaluate((element, left) => element.scrollTo({ left }), sign * (maximum - 1));
    await expect(forward).toBeHidden();
    await track(page).evaluate((element, left) => element.scrollTo({ left }), sign * (maximum - 3));
    await expect(forward).toBeVisible();
  });
}

test('no arrows when the navigation fits', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 800 });
  await page.goto(siteUrl('hk'));
  await expect(page.locator('[data-scroll=forward]')).toBeHidden();
  await expect(page.locator('[data-scroll=back]')).toBeHidden();
});
