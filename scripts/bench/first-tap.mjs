// The first tap on the header's controls, as a person gives it on a cold page: a click with no hover
// before it (the pointer arrives and presses at once), CPU throttled 4x, a fresh browser context each
// run (no cache, no IndexedDB). Per control:
// - INP: the longest event-timing entry of that first interaction (pointerdown, pointerup, click),
//   as the browser reports it (PerformanceObserver 'event', 8 ms granularity);
// - usable: ms from the press to the control answering the next input (the dialog open with focus
//   where a person types: natively, before the island's code, where the markup allows it);
// - hydrated: ms from the press to the island's code owning it (data-hydrated), both read every frame.
// Run alone: `node scripts/bench/first-tap.mjs` (serves dist/ with npm start; build with --local first).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The controls measured; what "usable" means for each is USABLE below, under the same name. */
export const FIRST_TAPS = [
  { name: 'search', width: 1440, target: '[data-island="search"]' },
  { name: 'settings', width: 1440, target: '[data-island="settings"]' },
  { name: 'drawer', width: 375, target: '.drawer-toggle' },
];

/** Runs in the page (no eval: the page's CSP forbids it): starts at the press, resolves when usable. */
const WATCH_USABLE = (name) => {
  // An island is React's once the loader marks it (src/directives/islands.ts).
  const hydrated = (element) => Boolean(element.closest('nexa-island[data-hydrated]'));
  const USABLE = {
    // Open, focus in the search field: it keeps what is typed.
    search: () => Boolean(document.activeElement?.matches('input') && document.activeElement.closest('dialog[open]')),
    settings: () => Boolean(document.querySelector('dialog.settings-dialog[open] [role=tab]')),
    drawer: () => document.querySelector('#site-drawer')?.matches(':modal, :popover-open') ?? false,
  };
  const HYDRATED = {
    search: () => hydrated(document.querySelector('[data-island="search"]')),
    settings: () => hydrated(document.querySelector('[data-island="settings"]')),
    drawer: () => true,
  };
  const when = (test) => new Promise((resolve) => {
    addEventListener('pointerdown', () => {
      const pressed = performance.now();
      const check = () => (test() ? resolve(performance.now() - pressed) : requestAnimationFrame(check));
      check();
    }, { once: true, capture: true });
  });
  window.__firstTap.usable = when(USABLE[name]);
  window.__firstTap.hydrated = when(HYDRATED[name]);
};

const OBSERVE_EVENTS = () => {
  window.__firstTap = { entries: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__firstTap.entries.push({ name: entry.name, duration: entry.duration, start: entry.startTime });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
};

async function tapOnce(browser, url, control) {
  const context = await browser.newContext({ viewport: { width: control.width, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_EVENTS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle' });
    const box = await page.locator(control.target).first().boundingBox();
    if (!box) throw new Error(`${control.name}: ${control.target} is not visible at ${control.width} px`);
    await page.evaluate(WATCH_USABLE, control.name);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // Raw input: a locator's click() waits for the page to settle first and would measure that.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.up();
    const within = (key) => Promise.race([page.evaluate((k) => window.__firstTap[k], key), page.waitForTimeout(10_000).then(() => Number.NaN)]);
    const [usableMs, hydratedMs] = await Promise.all([within('usable'), within('hydrated')]);
    // Event timing entries are reported after the next paint.
    await page.waitForTimeout(300);
    const entries = await page.evaluate(() => window.__firstTap.entries);
    const inp = Math.max(0, ...entries.map((entry) => entry.duration));
    return { inp, usableMs, hydratedMs };
  } finally {
    await context.close();
  }
}

/** @param {{ origin: string, runs?: number }} options  origin: the main site's home, served. */
export async function benchFirstTaps({ origin, runs = 5 }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const control of FIRST_TAPS) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await tapOnce(browser, `${origin}/`, control));
      rows.push({
        control: control.name,
        runs,
        inpMs: median(results.map((r) => r.inp)),
        inpMaxMs: Math.max(...results.map((r) => r.inp)),
        usableMs: median(results.map((r) => r.usableMs)),
        hydratedMs: median(results.map((r) => r.hydratedMs)),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export function printFirstTaps(rows) {
  console.log(`  control     INP median (max)    usable / hydrated after the press (medians)   budgets: INP <= 100 ms, usable <= 200 ms`);
  for (const row of rows) {
    console.log(`  ${row.control.padEnd(10)} ${row.inpMs.toFixed(0).padStart(5)} ms (${row.inpMaxMs.toFixed(0).padStart(4)})    ${row.usableMs.toFixed(0).padStart(6)} ms / ${row.hydratedMs.toFixed(0).padStart(6)} ms`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('../lib/start-server.mjs');
  const { join } = await import('node:path');
  const served = await startServer(join(import.meta.dirname, '..', '..'), Number(process.env.PORT ?? 0));
  try {
    console.log('First tap, cold, CPU 4x (main home, Chromium)');
    printFirstTaps(await benchFirstTaps({ origin: served.url, runs: Number(process.env.BENCH_RUNS ?? 5) }));
  } finally {
    await served.close();
  }
}
