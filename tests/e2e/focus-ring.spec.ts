// The keyboard focus ring against what surrounds it (WCAG 2.2: 1.4.11 and 2.4.13 ask 3:1), in the
// light and the dark theme, on the header's own background and inside a raised dropdown.
import { test, expect, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** The focused element's outline colour, width and style, and the first opaque background behind it. */
function readRing() {
  const parse = (color: string) => {
    const probe = document.createElement('canvas').getContext('2d')!;
    probe.fillStyle = color;
    probe.fillRect(0, 0, 1, 1);
    return [...probe.getImageData(0, 0, 1, 1).data];
  };
  const focused = document.activeElement as HTMLElement;
  const style = getComputedStyle(focused);
  // The ring sits outside the element (offset): it is seen against its parents' background.
  let behind: Element | null = focused.parentElement;
  while (behind && parse(getComputedStyle(behind).backgroundColor)[3] === 0) behind = behind.parentElement;
  const luminance = ([r, g, b]: number[]) => {
    const channel = (value: number) => { const c = value / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  };
  const ring = parse(style.outlineColor);
  const ground = parse(behind ? getComputedStyle(behind).backgroundColor : 'white');
  const [light, dark] = [luminance(ring), luminance(ground)].sort((x, y) => y - x);
  return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), alpha: ring[3], contrast: (light! + 0.05) / (dark! + 0.05) };
}

async function expectRingHolds(page: Page, where: string) {
  const ring = await page.evaluate(readRing);
  expect(ring.style, where).toBe('solid');
  expect(ring.width, where).toBeGreaterThanOrEqual(2);
  expect(ring.alpha, `${where}: an opaque ring`).toBe(255);
  expect(ring.contrast, `${where}: ring against its surroundings`).toBeGreaterThanOrEqual(3);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme} theme: the focus ring reaches 3:1 on the header and in a dropdown`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(siteUrl('main'));
    // Keyboard focus: the skip link, then the logo.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('.header-logo')).toBeFocused();
    await expectRingHolds(page, 'the logo on the header');
    const globe = page.getByRole('button', { name: 'Language' });
    await globe.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator('#header-languages a').first()).toBeFocused();
    await expectRingHolds(page, 'a language in its dropdown');
  });
}

/** The focused nav link's text and the inside of its ring (an outline, or the ::after box that draws it), in px. */
function readNavRing() {
  const link = document.activeElement as HTMLElement;
  const box = link.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(link);
  const text = range.getBoundingClientRect();
  const style = getComputedStyle(link);
  const after = getComputedStyle(link, '::after');
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
    const offset = parseFloat(style.outlineOffset);
    return { text: [text.left, text.right], inside: [box.left - offset, box.right + offset] };
  }
  // The ::after box: the link's box moved by its insets, less its border.
  const [left, right] = [box.left + parseFloat(after.left), box.right - parseFloat(after.right)];
  return { text: [text.left, text.right], inside: [left + parseFloat(after.borderLeftWidth), right - parseFloat(after.borderRightWidth)] };
}

test('the focus ring of a nav entry leaves its words whole: no letter under the ring (issue 40)', async ({ page }) => {
  for (const path of ['/', '/ar/']) {
    await page.goto(siteUrl('main', path));
    await page.keyboard.press('Tab');
    const links = page.locator('.top-nav .nav-link:visible');
    for (let index = 0; index < (await links.count()); index++) {
      await links.nth(index).focus();
      const { text, inside } = await page.evaluate(readNavRing);
      const name = `${path} ${await links.nth(index).textContent()}`;
      expect(text[0]!, name).toBeGreaterThanOrEqual(inside[0]! - 0.5);
      expect(text[1]!, name).toBeLessThanOrEqual(inside[1]! + 0.5);
    }
  }
});
