import { test, expect, type Page } from './test.ts';
import { siteUrl } from './helpers.ts';
import { useScenario } from './scenario.ts';
import { DISMISSED_STORAGE_KEY } from '../../src/contracts/announcement-slot-contract.ts';

const INDEX_TEXT = /Scheduled maintenance of the spot matching engine/;
const WALLET_TEXT = /Deposits and withdrawals on the TRON network/;
const LONG_TEXT = 'Trading of the new perpetual contracts opens on June 3 at 10:00 UTC with a fee discount for the first 30 days, and the maintenance window of the spot matching engine moves to 02:00 UTC.';

const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });

/** Cumulative layout shift of the page so far, as Chromium reports it (shifts after input excluded). */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // A second after load: late shifts (a web font, a late island, a streamed footer) count too.
        setTimeout(() => resolve(total), 1000);
      }),
  );
}

/**
 * The scrolling text's edges against its box (left, right; 0 when they meet) and its overflow,
 * the marquee held at `progress` (0 to 1) of its first pass.
 */
function marqueeEdges(page: Page, progress: number) {
  return page.locator('.announcement-scroll').evaluate((scroll, progress) => {
    const [animation] = scroll.getAnimations();
    animation!.pause();
    animation!.currentTime = Number(animation!.effect!.getComputedTiming().duration) * progress;
    const box = scroll.closest('p')!.getBoundingClientRect();
    const text = scroll.getBoundingClientRect();
    return { left: text.left - box.left, right: text.right - box.right, overflow: text.width - box.width };
  }, progress);
}

test.describe('announcement bar', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // The default announcements, one page through what a visitor does with them, each former test a
  // step. The first load is fresh (nothing stored, no input): the index announcement is read on it
  // and its layout shift measured. The wallet page is read before anything is closed; closing, its
  // reload (the dismissed layout shift), the other page key, then the corrupted lists, each from a
  // page loaded for it.
  test('main, the default announcements: shown and linked per page key, closed and remembered, a corrupted list reset, no layout shift', async ({ page }) => {
    await page.goto(siteUrl('main', '/'), { waitUntil: 'load' });

    await test.step('shows the index announcement on / and the wallet one on /myaccount, each with its link: /', async () => {
      await expect(bar(page)).toBeVisible();
      await expect(bar(page)).toHaveText(INDEX_TEXT);
      await expect(bar(page).getByRole('link')).toHaveAttribute('href', '/announcements/article/30117');
    });

    await test.step("adds no layout shift on main's home, shown or dismissed (CLS <= 0.01): shown", async () => {
      await expect(bar(page)).toBeVisible();
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.01);
    });

    await test.step('shows the index announcement on / and the wallet one on /myaccount, each with its link: /myaccount', async () => {
      await page.goto(siteUrl('main', '/myaccount/'));
      await expect(bar(page)).toHaveText(WALLET_TEXT);
      await expect(bar(page).getByRole('link')).toHaveAttribute('href', '/announcements/article/30121');
    });

    await test.step('closing stores the id: hidden after reload', async () => {
      await page.goto(siteUrl('main', '/'));
      await bar(page).getByRole('button', { name: 'Close announcement' }).click();
      await expect(bar(page)).toBeHidden();
      expect(await page.evaluate((key) => localStorage.getItem(key), DISMISSED_STORAGE_KEY)).toBe('["30117"]');

      await page.reload({ waitUntil: 'load' });
      await expect(page.locator('section.announcement')).toHaveAttribute('data-content-id', '30117');
      await expect(bar(page)).toBeHidden();
    });

    await test.step("adds no layout shift on main's home, shown or dismissed (CLS <= 0.01): dismissed", async () => {
      await expect(bar(page)).toBeHidden();
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.01);
    });

    await test.step('closing stores the id: while the other page key still shows', async () => {
      await page.goto(siteUrl('main', '/myaccount/'));
      await expect(bar(page)).toHaveText(WALLET_TEXT);
    });

    await test.step('a corrupted dismissed list reads as none: the bar shows, and closing it is remembered', async () => {
      await page.goto(siteUrl('main', '/'));
      for (const corrupted of ['{not json', '{"30117":true}', '"30117"']) {
        await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [DISMISSED_STORAGE_KEY, corrupted]);
        await page.reload();
        await expect(bar(page)).toBeVisible();
        await bar(page).getByRole('button', { name: 'Close announcement' }).click();
        await expect(bar(page)).toBeHidden();
        await page.reload();
        await expect(page.locator('section.announcement')).toHaveAttribute('data-content-id', '30117');
        await expect(bar(page)).toBeHidden();
      }
    });
  });

  test('closing the bar hands focus to the next control, not to the page\'s start', async ({ page }) => {
    await page.goto(siteUrl('main', '/'));
    const close = bar(page).getByRole('button', { name: 'Close announcement' });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toBeHidden();
    // The first control after the bar: the page's content (a visitor has no status notice here).
    await expect(page.locator('main').locator('a[href], button').first()).toBeFocused();
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });

  test('the sandbox answers in the page\'s language where its content has it, English otherwise', async ({ page }) => {
    for (const [path, text] of [
      ['/de/', /Geplante Wartung der Spot-Matching-Engine/],
      ['/ja/', /現物マッチングエンジンの定期メンテナンス/],
      ['/ar/', /صيانة مجدولة لمحرك مطابقة التداول الفوري/],
      ['/fr/', INDEX_TEXT],
    ] as const) {
      await page.goto(siteUrl('main', path));
      await expect(page.locator('section.announcement .announcement-text')).toHaveText(text);
    }
  });

  // What the server sends, one scenario given new content before each load (a reload revalidates
  // the page, which may be cached for a minute), each former test a step on the page loaded for it.
  test('main, announcements from the server: text stays text, unsafe links dropped, replacement patterns kept, none for the page key', async ({ page, context, request }) => {
    const scenario = await useScenario(context, request);

    await test.step('server text is shown as text and an unsafe link is dropped', async () => {
      await scenario.set({ announcement: { page: 'index', content: '<b>Bold</b> & <a href="/x">x</a>', link: 'javascript:alert(1)' } });
      await page.goto(siteUrl('main', '/'));
      await expect(bar(page)).toHaveText('<b>Bold</b> & <a href="/x">x</a>');
      await expect(bar(page).getByRole('link')).toHaveCount(0);
      await expect(page.locator('.announcement-text b')).toHaveCount(0);
    });

    await test.step('text full of replacement patterns is shown exactly as sent, in a page that keeps one header', async () => {
      const text = "Win US$$100 [pre:$`] [all:$&] [post:$'] $1 $<name> $$";
      await scenario.set({ announcement: { page: 'index', content: text, link: '/announcements/$&' } });
      await page.reload();
      await expect(bar(page)).toHaveText(text);
      await expect(bar(page).getByRole('link')).toHaveAttribute('href', '/announcements/$&');
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.locator('section.announcement')).toHaveCount(1);
    });

    await test.step('no announcement for the page key: no bar', async () => {
      await scenario.set({ announcement: { page: 'index', content: '   ' } });
      await page.reload();
      await expect(page.locator('section.announcement')).toBeHidden();
      await expect(page.locator('section.announcement')).not.toHaveAttribute('data-content-id');
    });
  });
});

test.describe('announcement marquee', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // One scenario and one page, each former test a step whose load (a reload revalidates the page)
  // comes after its content, width and motion preference are set, as its own page load did.
  test('long text scrolls at 375 px and not on a wide screen, text that fits does not, and reduced motion keeps it still', async ({ page, context, request }) => {
    const scenario = await useScenario(context, request);

    await test.step('long text scrolls on a 375 px screen for width / 200 x 3 seconds', async () => {
      await scenario.set({ announcement: { page: 'index', content: LONG_TEXT } });
      await page.goto(siteUrl('main', '/'));
      const section = page.locator('section.announcement');
      await expect(section).toHaveClass(/is-marquee/);
      const { duration, textWidth, animation } = await section.evaluate((element) => {
        const scroll = element.querySelector('.announcement-scroll')!;
        const range = document.createRange();
        range.selectNodeContents(scroll);
        return {
          duration: parseFloat(getComputedStyle(element).getPropertyValue('--marquee-duration')),
          textWidth: range.getBoundingClientRect().width,
          animation: getComputedStyle(scroll).animationName,
        };
      });
      expect(animation).toBe('announcement-marquee');
      expect(duration).toBeCloseTo((textWidth / 200) * 3, 1);
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.01);
    });

    await test.step('it starts with its beginning in view and scrolls only what overflows, then back', async () => {
      // The animation held at its start, then at the far end of its first pass.
      const start = await marqueeEdges(page, 0);
      expect(start.left).toBeCloseTo(0, 0);
      expect(start.overflow).toBeGreaterThan(100);
      expect((await marqueeEdges(page, 0.9)).right).toBeCloseTo(0, 0);
    });

    await test.step('text that fits does not scroll, nor long text on a wide screen', async () => {
      await scenario.set({ announcement: { page: 'index', content: 'Fees cut today.' } });
      await page.reload();
      await expect(bar(page)).toHaveText('Fees cut today.');
      await expect(page.locator('section.announcement')).not.toHaveClass(/is-marquee/);

      await scenario.set({ announcement: { page: 'index', content: LONG_TEXT } });
      await page.setViewportSize({ width: 1440, height: 900 });
      // A reload revalidates the page (it may be cached for a minute): the new announcement is placed.
      await page.reload();
      await expect(bar(page)).toHaveText(LONG_TEXT);
      await expect(page.locator('section.announcement')).not.toHaveClass(/is-marquee/);
    });

    await test.step('people who prefer reduced motion get still text', async () => {
      // The long text of the step before, back on a 375 px screen, the preference set before the load.
      await page.setViewportSize({ width: 375, height: 740 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      await expect(bar(page)).toHaveText(LONG_TEXT);
      const scroll = page.locator('.announcement-scroll');
      await expect(scroll).toBeVisible();
      expect(await scroll.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    });

    await test.step('right to left: the page\'s own script starts at its right edge, a left-to-right text at its left edge', async () => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      const edges = (progress: number) => marqueeEdges(page, progress);
      // The scenario's English text on the Arabic page: its beginning, on the left, in view first.
      await page.goto(siteUrl('main', '/ar/'));
      await expect(page.locator('section.announcement')).toHaveClass(/is-marquee/);
      expect((await edges(0)).left).toBeCloseTo(0, 0);
      expect((await edges(0.9)).right).toBeCloseTo(0, 0);
      // Arabic text (the sandbox's own, in the page's language) begins on the right.
      await scenario.set({ announcement: { page: 'index', content: 'صيانة مجدولة لمحرك مطابقة التداول الفوري في 3 يونيو من 02:00 إلى 02:30 بالتوقيت العالمي. تبقى أوامرك آمنة.' } });
      await page.reload();
      await expect(page.locator('section.announcement')).toHaveClass(/is-marquee/);
      expect((await edges(0)).right).toBeCloseTo(0, 0);
      expect((await edges(0.9)).left).toBeCloseTo(0, 0);
    });
  });
});
