// Keyboard-only checks axe cannot make: Tab walks the header in reading order (mirrored for Arabic),
// focus is never hidden behind the sticky header (WCAG 2.4.11), and every target is at least 24 px or
// spaced as if it were (2.5.8).
import { test, expect, type Page } from './test.ts';
import { holdInteractiveChrome, siteUrl } from './helpers.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

interface Focused {
  label: string;
  skipLink: boolean;
  inHeader: boolean;
  inFooter: boolean;
  /** Focus came back to the element that had it first: the walk went round the whole page. */
  wrapped: boolean;
  /** How many of five points inside the element have the sticky header painted on top of them. */
  covered: number;
  /** Position in the page's content, independent of how far any scroller (page or nav) has scrolled. */
  x: number;
  y: number;
  height: number;
  visible: boolean;
}

/** Presses `key` and describes the element that receives focus (null once focus leaves the document). */
async function step(page: Page, key: string): Promise<Focused | null> {
  await page.keyboard.press(key);
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const marked = window as unknown as { __firstFocused?: Element };
    const wrapped = marked.__firstFocused === element;
    marked.__firstFocused ??= element;
    const rect = element.getBoundingClientRect();
    const header = document.querySelector('.site-header')!;
    // Centre and four points a quarter in from the corners (exact corners miss rounded shapes).
    const points = [0.5, 0.25, 0.75].flatMap((fx, index) => (index === 0 ? [[fx, 0.5]] : [[fx, 0.25], [fx, 0.75]]))
      .map(([fx, fy]) => [rect.left + rect.width * fx, rect.top + rect.height * fy]);
    const inHeader = header.contains(element);
    const covered = inHeader ? 0 : points.filter(([px, py]) => header.contains(document.elementFromPoint(px, py))).length;
    let x = rect.left;
    let y = rect.top + window.scrollY;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent.scrollWidth > parent.clientWidth) x += parent.scrollLeft;
    }
    const style = getComputedStyle(element);
    return {
      label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      skipLink: element.matches('.skip-link'),
      inHeader,
      inFooter: element.closest('footer') !== null,
      wrapped,
      covered,
      x,
      y,
      height: rect.height,
      visible: rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden',
    };
  });
}

/** Pairs of consecutive header stops where focus goes against reading order (or up a row). */
function outOfOrder(stops: Focused[], rtl: boolean): string[] {
  const problems: string[] = [];
  for (let index = 1; index < stops.length; index++) {
    const [before, after] = [stops[index - 1], stops[index]];
    const sameRow = Math.abs(after.y - before.y) < Math.max(before.height, after.height) / 2;
    const forward = rtl ? after.x < before.x : after.x > before.x;
    if (sameRow ? !forward : after.y < before.y) problems.push(`${before.label} -> ${after.label}`);
  }
  return problems;
}

/** The forward and backward Tab walks over the whole page: focus never under the sticky header (2.4.11). */
async function expectFocusNeverHidden(page: Page, firstStops: Array<Focused | null> = []): Promise<void> {
  const hidden: string[] = [];
  let reachedFooter = false;
  const check = (focused: Focused) => {
    reachedFooter ||= focused.inFooter;
    if (focused.covered > 0) hidden.push(`${focused.label}: ${focused.covered} of 5 points under the header`);
  };
  // Forwards from the top until focus comes round to the first element again, then backwards
  // (Shift+Tab scrolls each element up into view: the case a sticky header hides). The first stops
  // may have been taken already (the header walk): they count as the first presses of this walk.
  const pending = [...firstStops];
  const tab = async () => (pending.length ? pending.shift()! : step(page, 'Tab'));
  let stops = 0;
  for (let focused = await tab(); focused && !(stops > 0 && focused.wrapped) && stops < 400; focused = await tab(), stops++) check(focused);
  let back = 0;
  for (let focused = await step(page, 'Shift+Tab'); focused && !focused.wrapped && back < 400; focused = await step(page, 'Shift+Tab'), back++) check(focused);
  expect(reachedFooter).toBe(true);
  expect(back).toBe(stops - 1);
  expect(hidden).toEqual([]);
}

/**
 * The chrome states whose header and page differ for these checks: the full product (main), right
 * to left (main Arabic), and the site with the most hidden features (UK; logged out it lands on the
 * main host's /en-gb/). What each site shows is checked for every site over dist/ (tests/built/), the
 * controls each site shows over dist/ too (tests/built/header-sites.test.ts).
 */
const STATES = [
  { name: 'the full product', key: 'main', path: '/', rtl: false },
  { name: 'right to left', key: 'main', path: '/ar/', rtl: true },
  { name: 'the site that hides the most', key: 'uk', path: '/', rtl: false },
] as const;

// At 1440 px both walks start alike (the page as loaded, the enhanced header woken by a key, focus at
// the top): one page per state, the header walk's presses being the first presses of the whole-page
// walk, which goes on from where the header walk stopped.
for (const { name, key, path, rtl } of STATES) {
  test(`${key}${path} at 1440 px: Tab walks the header in reading order, and focus is never hidden behind the sticky header`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl(key, path));
    // The walk is of the enhanced header (the disclosure pattern: Tab passes closed menus). A key
    // wakes it, as a keyboard user's first key does, and the walk starts once it has arrived, so the
    // header does not change state halfway (until then CSS opens a menu around focus and Tab goes
    // into it: the arrival keeps such a menu open, tested below; header-controls tests no script).
    // The first key press also loads the measured More menu: both walks see the same page.
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => customElements.get('disclosure-nav') !== undefined);
    // Every stop the header walk took, the one that left the header (or null) last.
    const taken: Array<Focused | null> = [];

    await test.step(`${name}: Tab reaches the skip link first, then every header control in reading order`, async () => {
      // Tabs from the top of the page through the header, keeping what took focus, in order.
      const stops: Focused[] = [];
      for (let presses = 0; presses < 200; presses++) {
        const focused = await step(page, 'Tab');
        taken.push(focused);
        if (!focused || (!focused.inHeader && stops.some((item) => item.inHeader))) break;
        stops.push(focused);
      }
      expect(stops[0].skipLink).toBe(true);
      const headerStops = stops.filter((stop) => stop.inHeader);
      // Compared by name, so a difference says which control Tab missed or found extra.
      const tabbable = await page.locator('.site-header').evaluate((header) =>
        [...header.querySelectorAll<HTMLElement>(':is(a[href], button, input, select, summary, [tabindex]):not([tabindex="-1"])')].filter(
          (element) => !element.closest('[hidden], [inert]') && element.checkVisibility({ visibilityProperty: true }) && !(element as HTMLButtonElement).disabled,
        ).map((element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`),
      );
      expect(headerStops.map((stop) => stop.label).sort()).toEqual(tabbable.sort());
      expect(headerStops.every((stop) => stop.visible)).toBe(true);
      expect(outOfOrder(headerStops, rtl)).toEqual([]);
    });

    await test.step(`${key}${path} at 1440 px: focus is never hidden behind the sticky header, forwards or backwards`, async () => {
      await expectFocusNeverHidden(page, taken);
    });
  });
}

test('a menu Tab went into before the interactive chrome arrived stays open around focus when it arrives', async ({ page }) => {
  const release = await holdInteractiveChrome(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl('main', '/'));
  const menuButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Buy crypto menu' });
  await menuButton.focus();
  await page.keyboard.press('Tab');
  const inPanel = await page.evaluate(() => document.activeElement?.closest('.menu-panel')?.id ?? null);
  expect(inPanel).not.toBeNull();
  const focusedBefore = await page.evaluate(() => document.activeElement?.outerHTML);

  release();
  await page.waitForFunction(() => customElements.get('disclosure-nav') !== undefined);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${inPanel}`)).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focusedBefore);
  // From here the menu is the script's: Escape closes it and puts focus back on its button.
  await page.keyboard.press('Escape');
  await expect(page.locator(`#${inPanel}`)).toBeHidden();
  await expect(menuButton).toBeFocused();
});

for (const { key, path } of STATES) {
  test(`${key}${path} at ${PHONE.width} px: focus is never hidden behind the sticky header, forwards or backwards`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl(key, path));
    // The first key press loads the chrome's interactive part (the measured More menu among it):
    // let it arrive before counting tab stops, so both walks see the same page.
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => customElements.get('disclosure-nav') !== undefined);
    await expectFocusNeverHidden(page);
  });
}

/** Visible targets smaller than 24x24 px whose 24 px circle touches another target (WCAG 2.5.8). */
function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24;
    // An open modal dialog (the drawer) makes the page behind it inert: only its own targets count.
    const scope = document.querySelector('dialog:modal') ?? document;
    const targets = [...scope.querySelectorAll<HTMLElement>('a[href], button, input, select, summary, [role="button"], [tabindex]:not([tabindex="-1"])')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !element.closest('[inert]'))
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0 && rect.bottom > 0);
    // The exception for links inside a sentence: the target sits in running text.
    const inSentence = (element: HTMLElement) =>
      getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length + 1;
    const distanceToRect = (x: number, y: number, rect: DOMRect) =>
      Math.hypot(Math.max(rect.left - x, 0, x - rect.right), Math.max(rect.top - y, 0, y - rect.bottom));
    const small = targets.filter(({ element, rect }) => (rect.width < MIN || rect.height < MIN) && !inSentence(element));
    const problems: string[] = [];
    for (const target of small) {
      const cx = target.rect.left + target.rect.width / 2;
      const cy = target.rect.top + target.rect.height / 2;
      const clash = targets.find((other) => {
        if (other.element === target.element || other.element.contains(target.element) || target.element.contains(other.element)) return false;
        if (distanceToRect(cx, cy, other.rect) < MIN / 2) return true;
        const undersized = small.includes(other);
        const ox = other.rect.left + other.rect.width / 2;
        const oy = other.rect.top + other.rect.height / 2;
        return undersized && Math.hypot(cx - ox, cy - oy) < MIN;
      });
      if (clash) {
        const label = (element: HTMLElement) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
        problems.push(`${label(target.element)} ${target.rect.width.toFixed(0)}x${target.rect.height.toFixed(0)} px, too close to ${label(clash.element)}`);
      }
    }
    return problems;
  });
}

for (const { key, path } of STATES) {
  test(`${key}${path}: every target is at least 24 px or spaced as if it were, on desktop, on a phone and in the drawer`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl(key, path));
    expect(await undersizedTargets(page), 'desktop').toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await undersizedTargets(page), 'phone').toEqual([]);
    // By structure, not name: the names are in the page's language.
    await page.locator('button[aria-controls="site-drawer"]').click();
    await expect(page.locator('dialog#site-drawer')).toBeVisible();
    expect(await undersizedTargets(page), 'drawer open').toEqual([]);
  });
}
