// Cumulative layout shift as a person sees it: shifts not caused by their own input, summed from the
// page's first frame (installed before any script of the page runs).
import type { Page } from './test.ts';

type ShiftWindow = { __cls: number };

/** Starts summing layout shifts on every page `page` loads from now on. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as ShiftWindow).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as ShiftWindow).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shift summed so far on the current page. */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as ShiftWindow).__cls);
