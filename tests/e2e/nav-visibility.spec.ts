// What the top navigation shows at 1440 px: whole entries only, never a label cut inside a word,
// and a keyboard-focused entry always in full view, not under an overflow arrow (WCAG 2.4.11).
import { test, expect } from './test.ts';
import type { Page } from './test.ts';
import { listShellPages } from '../../src/sites/pages.ts';
import { sites } from '../../src/sites/index.ts';
import { siteUrl, loginCookies } from './helpers.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** Loads a shell once the navigation script runs and the fonts have given the entries their widths. */
async function open(page: Page, site: Parameters<typeof siteUrl>[0], path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginCookies(page.context(), site);
  await page.goto(siteUrl(site, path));
  // Measure the settled header: the signed-in account bar narrows the track when its island is up.
  await expect(page.locator('html')).toHaveAttribute('data-account', 'ready', { timeout: 15_000 });
  // The arrows come with the chrome's interactive part, which loads when a pointer first reaches the
  // page: arrive as a reader does, with the pointer in the page body, away from the navigation.
  await page.mouse.move(2, 880);
  await page.waitForFunction(() => customElements.get('nav-scroller') !== undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Labels of the navigation controls a user sees only in part: drawn (not transparent) and inside
 * the track, but crossing its edge or running under a shown arrow.
 */
function partlyShownEntries(page: Page) {
  return page.locator('nav-scroller').evaluate((scroller) => {
    const track = scroller.querySelector('[data-nav-track]')!.getBoundingClientRect();
    let [left, right] = [track.left, track.right];
    for (const arrow of scroller.querySelectorAll('[data-scroll]')) {
      const box = arrow.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left + box.width / 2 < track.left + track.width / 2) left = Math.max(left, box.right);
      else right = Math.min(right, box.left);
    }
    return [...scroller.querySelectorAll<HTMLElement>('.nav-link, .nav-toggle')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const drawn = box.width > 0 && Number(getComputedStyle(control).opacity) > 0;
        const inTrack = box.right > left + 1 && box.left < right - 1;
        return drawn && inTrack && (box.left < left - 1 || box.right > right + 1);
      })
      .map((control) => control.textContent!.trim() || control.getAttribute('aria-label'));
  });
}

for (const shell of listShellPages()) {
  test(`${shell.site}${shell.path}: no navigation entry is cut, before or after an arrow click`, async ({ page }) => {
    await open(page, shell.site, shell.path);
    expect(await partlyShownEntries(page)).toEqual([]);
    const forward = page.locator('[data-scroll=forward]');
    if (await forward.isVisible()) {
      await forward.click();
      await expect(page.locator('[data-scroll=back]')).toBeVisible();
      expect(await partlyShownEntries(page)).toEqual([]);
    }
  });
}

// Malta in German fits further than its promotions entry since the navigation is denser (issue 14);
// the global site in French, with its full product set, still overflows there.
test('the global site in French overflows at 1440 px: its last visible entry is whole, the one waiting opens nothing', async ({ page }) => {
  await open(page, 'main', '/fr/');
  await expect(page.locator('[data-scroll=forward]')).toBeVisible();
  expect(await partlyShownEntries(page)).toEqual([]);
  // The promotions entry sits partly past the edge: faded out, and hovering its place opens no menu.
  const promotions = page.locator('.nav-item', { has: page.locator('[aria-controls="nav-menu-promotions"]') });
  const box = (await promotions.boundingBox())!;
  const track = (await page.locator('[data-nav-track]').boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(track.x + track.width);
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await expect(page.locator('#nav-menu-promotions')).toBeHidden();
  await page.locator('[data-scroll=forward]').click();
  await expect(promotions.locator('.nav-toggle')).toHaveCSS('opacity', '1');
  await promotions.locator('.nav-toggle').hover();
  await expect(page.locator('#nav-menu-promotions')).toBeVisible();
});

for (const site of sites) {
  test(`${site.key}: tabbing through the navigation keeps each focused entry fully visible`, async ({ page }) => {
    await open(page, site.key, '/');
    await page.locator('.header-logo').focus();
    const visited: string[] = [];
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      if (!(await focused.evaluate((element) => element.closest('[data-nav-track]') !== null))) {
        if (visited.length > 0) break;
        continue;
      }
      const label = await focused.evaluate((element) => element.textContent!.trim() || element.getAttribute('aria-label')!);
      visited.push(label);
      expect(await partlyShownEntries(page), `focus on ${label}`).toEqual([]);
      const shown = await focused.evaluate((element) => Number(getComputedStyle(element).opacity));
      expect(shown, `focus on ${label}`).toBe(1);
      const box = (await focused.boundingBox())!;
      const track = (await page.locator('[data-nav-track]').boundingBox())!;
      expect(box.x, label).toBeGreaterThanOrEqual(track.x - 1);
      expect(box.x + box.width, label).toBeLessThanOrEqual(track.x + track.width + 1);
    }
    const entries = await page.locator('.top-nav .nav-link:visible, .top-nav .nav-toggle:visible').count();
    expect(visited).toHaveLength(entries);
  });
}
