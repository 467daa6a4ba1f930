// What a person does, over either engine's page interface (firefox.mjs, webkit.mjs): find an
// element, point at it, click it, wait until the page shows something. Page functions are sent as
// source, so each is self-contained.

const WAIT_MS = 20_000;

export class CheckFailed extends Error {}

export function expect(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

/** The centre of the first visible element matching `selector`, scrolled into view; null if none. */
const centreOf = (selector) => {
  const element = [...document.querySelectorAll(selector)].find((candidate) => candidate.checkVisibility());
  if (!element) return null;
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const box = element.getBoundingClientRect();
  return [box.x + box.width / 2, box.y + box.height / 2];
};

/** Longer than the engines' double-click interval (500 ms in Firefox and WebKitGTK). */
const DOUBLE_CLICK_MS = 600;

export function ui(page, origin) {
  let lastClick;
  const run = (fn, ...args) => page.run(String(fn), args);
  const api = {
    page,
    run,
    open: (path) => page.goto(`${origin}${path}`),
    /** Polls `fn` in the page until it returns something truthy; fails naming `what` otherwise. */
    async waitFor(what, fn, ...args) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const value = await run(fn, ...args).catch(() => undefined);
        if (value) return value;
        if (Date.now() > deadline) throw new CheckFailed(`never saw: ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Where `selector` is once it stopped moving: a page that scrolls an opened group into view
     *  moves the next target under the pointer, and a person aims at where it comes to rest. */
    async point(selector) {
      let last = await api.waitFor(`${selector} visible`, centreOf, selector);
      for (let tries = 0, still = 0; tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const now = await api.waitFor(`${selector} visible`, centreOf, selector);
        still = now[0] === last[0] && now[1] === last[1] ? still + 1 : 0;
        if (still === 2) return now;
        last = now;
      }
      throw new CheckFailed(`${selector} never came to rest`);
    },
    async click(selector) {
      const [x, y] = await api.point(selector);
      // Two clicks at one spot within the double-click time are a double click (Firefox then counts
      // the second as detail 2, and a <summary> does not toggle): a person's second tap on another
      // group that slid under the same spot comes later than that.
      const wait = lastClick && Math.hypot(x - lastClick.x, y - lastClick.y) < 5 ? DOUBLE_CLICK_MS - (Date.now() - lastClick.at) : 0;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await page.clickAt(x, y);
      lastClick = { x, y, at: Date.now() };
    },
    async hover(selector) {
      const [x, y] = await api.point(selector);
      await page.moveTo(x, y);
    },
    focus: (selector) => run((target) => document.querySelector(target).focus(), selector),
    visible: (selector) => run((target) => Boolean(document.querySelector(target)?.checkVisibility()), selector),
    /** The width the page lays out at after asking the window for `width` (engines have minimums). */
    async resize(width, height = 900) {
      await page.resize(width, height);
      return run(() => innerWidth);
    },
  };
  return api;
}
