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

export function ui(page, origin) {
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
    point: (selector) => api.waitFor(`${selector} visible`, centreOf, selector),
    async click(selector) {
      const [x, y] = await api.point(selector);
      await page.clickAt(x, y);
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
