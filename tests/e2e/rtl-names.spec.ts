// Right to left: Latin names inside Arabic lines read whole and in order ("Nexa Technology Inc."
// keeps its period after "Inc"), and the logo sits on the content edge.
import { test, expect } from './test.ts';
import type { Locator } from './test.ts';
import { getSite } from '../../src/sites/index.ts';
import { siteUrl } from './helpers.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** Screen x of each character of `name` inside `line`, in text order. */
const characterPositions = (line: Locator, name: string) => line.evaluate((element, wanted) => {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(wanted);
    if (at < 0) continue;
    return [...wanted].map((_, offset) => {
      const range = document.createRange();
      range.setStart(node!, at + offset);
      range.setEnd(node!, at + offset + 1);
      return range.getBoundingClientRect().left;
    });
  }
  return null;
}, name);

// The name with the hardest punctuation ("Inc." ends in a neutral character); every site's line
// wraps its entity in <bdi> the same way (tests/built/footer-sites.test.ts holds each entity).
test('main/ar: the copyright line holds the entity\'s name whole and left to right', async ({ page }) => {
  const entity = getSite('main').legalEntity;
  await page.goto(siteUrl('main', '/ar/'));
  const copyright = page.locator('.copyright');
  await expect(copyright.locator('bdi', { hasText: entity })).toHaveText(entity);
  const positions = await characterPositions(copyright, entity);
  expect(positions, 'the name is one text run').not.toBeNull();
  for (let index = 1; index < positions!.length; index += 1) expect(positions![index], entity[index]).toBeGreaterThan(positions![index - 1]);
});

test('main/ar: the regulatory line keeps the period of "Inc." after the name', async ({ page }) => {
  await page.goto(siteUrl('main', '/ar/'));
  const positions = await characterPositions(page.locator('.regulatory'), 'Inc.');
  expect(positions).not.toBeNull();
  expect(positions![3]).toBeGreaterThan(positions![2]);
});

test('ae/ar: the header logo ends on the content edge, like the controls at the other end', async ({ page }) => {
  await page.goto(siteUrl('ae', '/ar/'));
  const inner = (await page.locator('.header-inner').boundingBox())!;
  const logo = (await page.locator('.header-logo').boundingBox())!;
  const padding = await page.locator('.header-inner').evaluate((element) => parseFloat(getComputedStyle(element).paddingInlineStart));
  const wordmark = await page.locator('.header-logo text').evaluate((text) => text.getBoundingClientRect().right);
  expect(Math.abs(inner.x + inner.width - padding - (logo.x + logo.width))).toBeLessThanOrEqual(1);
  expect(logo.x + logo.width - wordmark).toBeLessThanOrEqual(2);
});
