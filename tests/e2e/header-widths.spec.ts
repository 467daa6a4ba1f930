// The header at the widths people use, signed out and signed in, in English, German, Japanese and
// Arabic (issue 22): one page per state resized through every width, first as it is before any
// interaction (the build's estimate decides what goes to More), then with the chrome's script
// measuring. At every width: no entry is cut (each shown entry's box lies inside the bar), every
// entry stays reachable (in the bar or in More), and the header keeps to one line. Replaces
// nav-visibility.spec.ts, which re-implemented the nav's geometry.
import { test, expect, type Page } from './test.ts';
import { holdInteractiveChrome, loginCookies, siteUrl } from './helpers.ts';
import { sites } from '../../src/sites/index.ts';

const WIDTHS = [360, 375, 414, 768, 992, 1024, 1280, 1366, 1440, 1536, 1920];
const LANGUAGES = ['', 'de/', 'ja/', 'ar/'];
const DESKTOP = 992;

interface HeaderState {
  /** Entries partly inside the bar: cut. */
  cut: string[];
  /** Entries wholly inside the bar. */
  inBar: string[];
  /** Entries More offers (More shown). */
  inMore: string[];
  /** Every entry of the bar (what the site shows at 1440 px). */
  all: string[];
  /** Header controls off its one line: below or above it, or past the viewport. */
  offLine: string[];
  headerHeight: number;
  signedIn: { avatar: boolean; deposit: boolean; bell: boolean; wallet: boolean } | null;
  visitorWayIn: boolean;
}

function readHeader(): HeaderState {
  const shown = (element: Element | null) => element !== null && element.getClientRects().length > 0 && (element as HTMLElement).checkVisibility();
  const header = document.querySelector('.site-header')!.getBoundingClientRect();
  const list = document.querySelector<HTMLElement>('[data-nav-list]')!;
  const bar = list.getBoundingClientRect();
  const cut: string[] = [];
  const inBar: string[] = [];
  const items = [...list.children] as HTMLElement[];
  for (const item of shown(list) ? items : []) {
    if (!item.getClientRects().length) continue;
    const box = item.getBoundingClientRect();
    const meets = box.right > bar.left + 1 && box.left < bar.right - 1 && box.bottom > bar.top + 1 && box.top < bar.bottom - 1;
    const inside = box.left >= bar.left - 1 && box.right <= bar.right + 1 && box.top >= bar.top - 1 && box.bottom <= bar.bottom + 1;
    if (meets && inside) inBar.push(item.dataset.entry!);
    else if (meets) cut.push(item.dataset.entry!);
  }
  const more = shown(document.querySelector('.nav-more > button'));
  const inMore = more
    ? [...document.querySelectorAll<HTMLElement>('.more-entry')].filter((entry) => getComputedStyle(entry).display !== 'none').map((entry) => entry.dataset.entry!)
    : [];
  const controls = [...document.querySelectorAll<HTMLElement>('.header-inner :is(a, button)')]
    .filter((control) => !control.closest('.menu-panel, .popover-panel, .account-panel, dialog, [data-nav-list]') && shown(control));
  const offLine = controls
    .filter((control) => {
      const box = control.getBoundingClientRect();
      return box.top < header.top - 1 || box.bottom > header.bottom + 1 || box.left < -1 || box.right > innerWidth + 1;
    })
    .map((control) => control.getAttribute('aria-label') ?? control.textContent!.trim());
  const signedIn = document.documentElement.dataset.account === 'ready'
    ? {
        avatar: shown(document.querySelector('.account-profile > button')),
        deposit: shown(document.querySelector('.account-deposit')) || shown(document.querySelector('.account-deposit-mobile')),
        bell: shown(document.querySelector('.message-bell')),
        // Below 1440 px the wallet menu lives in the profile panel (SPEC 9).
        wallet: shown(document.querySelector('.account-wallet')) || getComputedStyle(document.querySelector('.account-compact')!).display !== 'none',
      }
    : null;
  const visitorWayIn = shown(document.querySelector('.header-actions [data-track="header.login"]')) || shown(document.querySelector('.header-actions [data-track="header.signup"]'));
  return { cut, inBar, inMore, all: items.map((item) => item.dataset.entry!), offLine, headerHeight: header.height, signedIn, visitorWayIn };
}

/** Who looks: a visitor, main's VIP (the whole account area), or a signed-in user of any site. */
type Person = 'visitor' | 'vip' | 'user';

/** Checks the header at one width; `phase` names the moment in failure messages. */
async function expectHeaderHolds(page: Page, width: number, phase: string, person: Person): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  // What the next painted frame shows: the layout after the resize, and the More menu's measuring
  // (a ResizeObserver, delivered in that frame's rendering after its animation callbacks).
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  const state = await page.evaluate(readHeader);
  const at = `${width} px, ${phase}`;
  expect(state.headerHeight, `${at}: one line of header`).toBe(64);
  expect(state.offLine, `${at}: controls off the header's line`).toEqual([]);
  if (width >= DESKTOP) {
    expect(state.cut, `${at}: entries cut`).toEqual([]);
    const reachable = new Set([...state.inBar, ...state.inMore]);
    expect(state.all.filter((entry) => !reachable.has(entry)), `${at}: entries neither in the bar nor in More`).toEqual([]);
  }
  if (person === 'vip') expect(state.signedIn, `${at}: the account area`).toEqual({ avatar: true, deposit: true, bell: true, wallet: true });
  // Regional sites differ in Deposit and the bell (SPEC 6); every signed-in person sees their avatar.
  if (person === 'user') expect(state.signedIn?.avatar, `${at}: the avatar`).toBe(true);
  if (person === 'visitor') expect(state.visitorWayIn, `${at}: Log in or Sign up in the header`).toBe(true);
}

/** Resizes through every width twice: before any interaction, then once the chrome measured. */
async function walkWidths(page: Page, release: () => void, person: Person): Promise<void> {
  for (const width of WIDTHS) await expectHeaderHolds(page, width, 'first paint', person);
  release();
  // A reader's pointer arrives (for a signed-in person the chrome is on its way already).
  await page.mouse.move(1, 700);
  await expect(page.locator('.top-nav')).toHaveAttribute('data-measured', '');
  // The measuring changes only the desktop bar: the phone widths were seen above.
  for (const width of WIDTHS.filter((each) => each >= DESKTOP)) await expectHeaderHolds(page, width, 'after', person);
}

for (const lang of LANGUAGES) {
  test(`main /${lang}, visitor: whole entries, all reachable, one line, at every width`, async ({ page }) => {
    const release = await holdInteractiveChrome(page);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(siteUrl('main', `/${lang}`));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await walkWidths(page, release, 'visitor');
  });

  test(`main /${lang}, VIP: whole entries, all reachable, one line, the account area, at every width`, async ({ page }) => {
    const release = await holdInteractiveChrome(page);
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(siteUrl('main', `/__sandbox/session?persona=vip&next=${encodeURIComponent(`/${lang}`)}`));
    await expect(page.locator('html')).toHaveAttribute('data-account', 'ready');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await walkWidths(page, release, 'vip');
  });
}

test('every site, signed in, at 1280 and 375 px: whole entries, all reachable, one line', async ({ page }) => {
  for (const site of sites) {
    await loginCookies(page.context(), site.key);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteUrl(site.key));
    await expect(page.locator('html'), site.key).toHaveAttribute('data-account', 'ready');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const width of [1280, 375]) await expectHeaderHolds(page, width, site.key, 'user');
  }
});
