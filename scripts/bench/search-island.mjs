// The market search island in Chromium: the JavaScript it loads on interaction (gzip; its own code,
// every chunk up to the first results, and the shared React runtime apart), and the time
// from the first pointer contact with the Search button to an interactive panel (dialog open,
// combobox focused) and to its first results, with the CPU throttled 4x, on a first visit and on a
// repeat visit (lists from the IndexedDB cache). The pointer arrives and clicks at once.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { gzipSize, sharedRuntimeOf } from './react-runtime.mjs';
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Scripts fetched from `page` from now on, as { url, raw, gzip } promises. */
function recordScripts(page) {
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSize(body) })).catch(() => null));
  });
  return async () => (await Promise.all(scripts)).filter(Boolean);
}

/**
 * Milliseconds from the first pointerover on the button to an interactive panel (the dialog open,
 * its combobox focused and accepting keys) and to the first result row rendered.
 */
async function timeToInteractive(page) {
  await page.evaluate(() => {
    const button = document.querySelector('[data-island="search"]');
    window.__searchBench = new Promise((resolve) => {
      button.addEventListener('pointerover', () => {
        const started = performance.now();
        let interactive = null;
        const check = () => {
          if (interactive === null && document.activeElement?.getAttribute('role') === 'combobox') interactive = performance.now() - started;
          if (interactive !== null && document.querySelector('dialog[open] [role=option]')) resolve({ interactive, results: performance.now() - started });
          else requestAnimationFrame(check);
        };
        check();
      }, { once: true, capture: true });
    });
  });
  // Raw input, as a hand gives it: a locator's hover() and click() first wait for the page to be
  // idle and the button stable, which on a throttled CPU put hundreds of ms of Playwright's own
  // waiting between the two and measured that instead of the island.
  const box = await page.locator('[data-island="search"]').boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.click(x, y);
  return page.evaluate(() => window.__searchBench);
}

/** @param {{ url: string, runs?: number }} options */
export async function benchSearchIsland({ url, runs = 5 }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // The island's code: what a page loads from the first hover to the open panel, once the chrome's
    // interactive part (which any first pointer contact loads, search or not) is in.
    const sizePage = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await sizePage.goto(url, { waitUntil: 'networkidle' });
    await sizePage.mouse.move(5, 300);
    await sizePage.waitForFunction(() => customElements.get('disclosure-nav') !== undefined);
    await sizePage.waitForTimeout(500);
    const loadedOnInteraction = recordScripts(sizePage);
    await timeToInteractive(sizePage);
    const scripts = await loadedOnInteraction();
    const shared = await sharedRuntimeOf(sizePage);
    await sizePage.close();
    const total = (rows) => ({ files: rows.length, raw: rows.reduce((sum, script) => sum + script.raw, 0), gzip: rows.reduce((sum, script) => sum + script.gzip, 0) });

    const first = [];
    const repeat = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'networkidle' });
      first.push(await timeToInteractive(page));
      await page.goto(url, { waitUntil: 'networkidle' });
      repeat.push(await timeToInteractive(page));
      await context.close();
    }
    return {
      js: { ...total(scripts), own: total(scripts.filter((script) => !shared(script.url))), reactRuntime: total(scripts.filter((script) => shared(script.url))) },
      throttled: {
        runs,
        interactiveMs: { firstVisit: median(first.map((t) => t.interactive)), repeatVisit: median(repeat.map((t) => t.interactive)) },
        firstResultsMs: { firstVisit: median(first.map((t) => t.results)), repeatVisit: median(repeat.map((t) => t.results)) },
      },
    };
  } finally {
    await browser.close();
  }
}
