// The account island for a logged-in person (issue 8): the JavaScript it adds to a page (gzip,
// measured in Chromium from the network, beyond what the same page loads for a visitor who has
// moved the pointer, so the chrome's interactive part is in both) and the
// time until the account menus are ready, from navigation start and from the load event.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { gzipSize, sharedRuntimeOf } from './react-runtime.mjs';

const RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Script URLs and gzip sizes a page loads, keyed by path. */
async function scriptsOf(page, url) {
  const scripts = new Map();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => scripts.set(new URL(response.url()).pathname, gzipSize(body))).catch(() => {}));
  });
  await page.goto(url, { waitUntil: 'load' });
  return { scripts, settle: () => Promise.all(pending) };
}

/** Milliseconds from navigation start to <html data-account="ready">, and from the load event. */
const READY_PROBE = () => {
  const mark = () => {
    if (document.documentElement?.getAttribute('data-account') !== 'ready') return false;
    window.__accountReadyAt = performance.now();
    return true;
  };
  // Init scripts run before <html> exists: watch the whole document for the attribute.
  new MutationObserver((_, observer) => mark() && observer.disconnect()).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-account'] });
};

/** @param {{ port: number, persona?: string }} options */
export async function benchAccount({ port, persona = 'vip' }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const origin = `http://localhost:${port}`;
  try {
    // The baseline is a visitor who has moved the pointer: the chrome's interactive part (menus'
    // keyboard handling, analytics, notices) is what every visitor loads on a first interaction, and
    // a signed-in page loads it at once; it is the chrome's code, not the account island's.
    const visitorPage = await browser.newPage();
    const visitor = await scriptsOf(visitorPage, `${origin}/`);
    await visitorPage.mouse.move(5, 300);
    await visitorPage.waitForFunction(() => customElements.get('disclosure-nav') !== undefined);
    await visitorPage.waitForTimeout(500);
    await visitor.settle();
    await visitorPage.close();

    const readyMs = [];
    const afterLoadMs = [];
    let added = { files: 0, gzip: 0 };
    let split = { own: { files: 0, gzip: 0 }, reactRuntime: { files: 0, gzip: 0 } };
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/__sandbox/session?persona=${persona}&next=/__sites`);
      await page.addInitScript(READY_PROBE);
      const user = await scriptsOf(page, `${origin}/`);
      await page.waitForFunction(() => typeof window.__accountReadyAt === 'number', null, { timeout: 15_000 });
      const { readyAt, loadAt } = await page.evaluate(() => ({
        readyAt: window.__accountReadyAt,
        loadAt: performance.getEntriesByType('navigation')[0].loadEventStart,
      }));
      readyMs.push(readyAt);
      afterLoadMs.push(readyAt - loadAt);
      await user.settle();
      const shared = await sharedRuntimeOf(page);
      const extra = [...user.scripts].filter(([path]) => !visitor.scripts.has(path));
      const total = (rows) => ({ files: rows.length, gzip: rows.reduce((sum, [, size]) => sum + size, 0) });
      const runtime = ([path]) => shared(new URL(path, origin).href);
      added = total(extra);
      split = { own: total(extra.filter((row) => !runtime(row))), reactRuntime: total(extra.filter(runtime)) };
      await context.close();
    }
    return { persona, runs: RUNS, islandJs: { ...added, ...split }, readyFromNavigationMs: median(readyMs), readyAfterLoadMs: median(afterLoadMs) };
  } finally {
    await browser.close();
  }
}
