// The first tap on the header's controls, as a person gives it on a cold page: a click with no hover
// before it (the pointer arrives and presses at once), CPU throttled 4x, a fresh browser context each
// run (no cache, no IndexedDB). Per control:
// - INP: the longest event-timing entry of that first interaction (pointerdown, pointerup, click),
//   as the browser reports it (PerformanceObserver 'event', 8 ms granularity);
// - usable: ms from the press to the control answering the next input (the dialog open with focus
//   where a person types: natively, before the island's code, where the markup allows it);
// - hydrated: ms from the press to the island's code owning it (data-hydrated), both read every frame.
// Run alone: `node scripts/bench/first-tap.mjs [control ...]` (serves dist/ with npm start; build with
// --local first; BENCH_RUNS=n runs per control, 5 unless said).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { median } from './search-island.mjs';


/**
 * The first interactions the header offers, each as a person gives it first. `gesture`: a click
 * (pressed at once where the pointer arrives), or a hover for the bell, whose click is a link to
 * /reminder (SPEC 2) and whose panel opens on hover or focus. `signedIn`: on a signed-in page
 * (the sandbox's VIP), where `ready` must hold before the tap (the account bar is React's at load).
 * `island`: the island that answers it (none: the page's markup and the chrome's script answer);
 * what "usable" means for each is USABLE below, under the same name.
 */
export const FIRST_TAPS = [
  { name: 'search', width: 1440, target: '[data-island="search"]', island: 'MarketSearch' },
  { name: 'settings', width: 1440, target: '[data-island="settings"]', island: 'Settings' },
  { name: 'language', width: 1440, target: '[aria-controls="header-languages"]' },
  { name: 'trade', width: 1440, target: '[aria-controls="nav-menu-trade"]', island: 'TradeMarkets' },
  { name: 'drawer', width: 375, target: '.drawer-toggle' },
  { name: 'messages', width: 1440, target: '.message-bell', gesture: 'hover', signedIn: true, island: 'MessagePanel' },
  { name: 'wallet', width: 1440, target: '.account-wallet .account-trigger', island: 'AccountIsland', signedIn: true, ready: 'html[data-account="ready"]' },
  { name: 'account', width: 1440, target: '.account-profile .account-trigger', island: 'AccountIsland', signedIn: true, ready: 'html[data-account="ready"]' },
];

/** Runs in the page (no eval: the page's CSP forbids it): starts at the first press or pointer contact. */
const WATCH_USABLE = ({ name, island }) => {
  const shown = (selector) => document.querySelector(selector)?.checkVisibility() ?? false;
  const USABLE = {
    // Open, focus in the search field: it keeps what is typed.
    search: () => Boolean(document.activeElement?.matches('input') && document.activeElement.closest('dialog[open]')),
    // Open on its tabs, the language links (plain links) in view.
    settings: () => Boolean(document.querySelector('dialog.settings-dialog[open] [role=tab]')) && shown('dialog.settings-dialog[open] .language-option'),
    language: () => shown('#header-languages .language-option'),
    trade: () => shown('#nav-menu-trade a'),
    drawer: () => document.querySelector('#site-drawer')?.matches(':modal, :popover-open') ?? false,
    messages: () => shown('.message-panel'),
    wallet: () => shown('.account-wallet .account-panel a'),
    account: () => shown('.account-profile .account-panel a'),
  };
  // An island is React's once the loader marks it (src/directives/islands.ts).
  const hydrated = () => !island || Boolean(document.querySelector(`nexa-island[data-name="${island}"][data-hydrated]`));
  const when = (test) => new Promise((resolve) => {
    // The bell is hovered, not pressed: its first contact is the pointer arriving.
    addEventListener(name === 'messages' ? 'pointerover' : 'pointerdown', () => {
      const pressed = performance.now();
      const check = () => (test() ? resolve(performance.now() - pressed) : requestAnimationFrame(check));
      check();
    }, { once: true, capture: true });
  });
  window.__firstTap.usable = when(USABLE[name]);
  window.__firstTap.hydrated = when(hydrated);
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
    if (control.signedIn) await page.goto(`${url}__sandbox/session?persona=vip&next=/__sites`);
    await page.addInitScript(OBSERVE_EVENTS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (control.ready) await page.locator(control.ready).waitFor({ state: 'attached', timeout: 15_000 });
    const box = await page.locator(control.target).first().boundingBox();
    if (!box) throw new Error(`${control.name}: ${control.target} is not visible at ${control.width} px`);
    await page.evaluate(WATCH_USABLE, { name: control.name, island: control.island });
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // Raw input: a locator's click() waits for the page to settle first and would measure that.
    if (control.gesture === 'hover') await page.mouse.move(x, y);
    else {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.up();
    }
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

/** @param {{ origin: string, runs?: number, only?: string[] }} options  origin: the main site's home, served; only: these controls. */
export async function benchFirstTaps({ origin, runs = 5, only = [] }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const control of FIRST_TAPS.filter((tap) => only.length === 0 || only.includes(tap.name))) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await tapOnce(browser, `${origin}/`, control));
      rows.push({
        control: control.name,
        island: control.island ?? null,
        gesture: control.gesture ?? 'click',
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
  console.log('  control     INP median (max)    usable / island hydrated after the press (medians)   budgets: INP <= 100 ms, search and settings usable <= 200 ms');
  for (const row of rows) {
    const hydrated = row.island ? `${row.hydratedMs.toFixed(0).padStart(6)} ms (${row.island})` : '     - (no island)';
    const gesture = row.gesture === 'click' ? '' : `   (${row.gesture}: no press, INP has no entry)`;
    console.log(`  ${row.control.padEnd(10)} ${row.inpMs.toFixed(0).padStart(5)} ms (${row.inpMaxMs.toFixed(0).padStart(4)})    ${row.usableMs.toFixed(0).padStart(6)} ms / ${hydrated}${gesture}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startServer } = await import('../lib/start-server.mjs');
  const { join } = await import('node:path');
  const served = await startServer(join(import.meta.dirname, '..', '..'), Number(process.env.PORT ?? 0));
  try {
    console.log('First tap, cold, CPU 4x (main home, Chromium)');
    printFirstTaps(await benchFirstTaps({ origin: served.url, runs: Number(process.env.BENCH_RUNS ?? 5), only: process.argv.slice(2) }));
  } finally {
    await served.close();
  }
}
