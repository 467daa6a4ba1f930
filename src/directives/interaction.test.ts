// @vitest-environment happy-dom
// hydrateOnReach with the page's early input: it loads on the first reach (or the reach that woke the
// page), replays once hydrated what the page held for the island (the click on its element, the
// moving keys where focus is), and an island whose code does not arrive leaves no unhandled
// rejection, keeps what was held and loads on the next reach.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateOnReach } from './interaction.ts';
import { createEarlyInput, holdForIslands } from './early-input.ts';

function island(html = '<button type="button">Open</button>') {
  const el = document.createElement('nexa-island');
  el.innerHTML = html;
  document.body.append(el);
  const input = createEarlyInput();
  holdForIslands(input, () => {});
  const keep = (event: Event) => input.keep(event);
  addEventListener('click', keep, { capture: true });
  addEventListener('keydown', keep, { capture: true });
  // What the loader does once React owns the markup: it marks the island.
  const hydrated = (then: () => void = () => {}) => vi.fn(async () => {
    el.setAttribute('data-hydrated', '');
    then();
  });
  return { el, input, hydrated, button: el.querySelector('button')!, done: () => { removeEventListener('click', keep, true); removeEventListener('keydown', keep, true); } };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
let cleanup = () => {};

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('hydrateOnReach', () => {
  it('"shown": loads once the island shows (its menu opened), not before; plain reach does not', async () => {
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) { observed.push(callback); }
      observe() {}
      disconnect() {}
    });
    const shownLoad = vi.fn(async () => async () => {});
    const plainLoad = vi.fn(async () => async () => {});
    const shown = island();
    const plain = island();
    cleanup = () => { shown.done(); plain.done(); };
    hydrateOnReach(shownLoad, shown.el, shown.input, undefined, true);
    hydrateOnReach(plainLoad, plain.el, plain.input);
    expect(observed).toHaveLength(1);
    observed[0]!([{ isIntersecting: false }]);
    expect(shownLoad).not.toHaveBeenCalled();
    observed[0]!([{ isIntersecting: true }]);
    await settle();
    expect(shownLoad).toHaveBeenCalledTimes(1);
    expect(plainLoad).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('loads on the first pointer over the island and replays the click held while it hydrated', async () => {
    const { el, input, hydrated, button, done } = island();
    cleanup = done;
    const hydrate = hydrated();
    const load = vi.fn(async () => hydrate);
    const clicks = vi.fn();
    hydrateOnReach(load, el, input);
    expect(load).not.toHaveBeenCalled();
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    button.addEventListener('click', (event) => clicks(event.defaultPrevented));
    button.click();
    expect(clicks).toHaveBeenCalledWith(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenLastCalledWith(false);
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('a click on an invoker button is replayed only where the browser does not run invoker commands itself', async () => {
    for (const supported of [true, false]) {
      const { el, input, hydrated, button, done } = island('<button type="button" command="show-modal" commandfor="d">Open</button>');
      const clicks = vi.fn();
      button.addEventListener('click', clicks);
      if (supported) Object.defineProperty(HTMLButtonElement.prototype, 'command', { configurable: true, value: '' });
      const hydrate = hydrated();
      hydrateOnReach(async () => hydrate, el, input);
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      button.click();
      await settle();
      expect(hydrate).toHaveBeenCalledTimes(1);
      expect(clicks).toHaveBeenCalledTimes(supported ? 1 : 2);
      if (supported) Reflect.deleteProperty(HTMLButtonElement.prototype, 'command');
      done();
      el.remove();
    }
  });

  it('the reach that woke the page starts it at once', async () => {
    const { el, input, hydrated, button, done } = island();
    cleanup = done;
    const load = vi.fn(async () => hydrated());
    const woken = new PointerEvent('pointerover', { bubbles: true });
    button.dispatchEvent(woken);
    hydrateOnReach(load, el, input, woken);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('arrows pressed while it hydrates are replayed where focus is, each after the one before', async () => {
    const { el, input, hydrated, done } = island(['Spot', 'Alpha', 'Pilot'].map((name) => `<button type="button">${name}</button>`).join(''));
    cleanup = done;
    const tabs = [...el.querySelectorAll('button')];
    const seen: string[] = [];
    // What the island's code does once it owns the markup: ArrowDown moves focus to the next tab.
    const hydrate = hydrated(() => el.addEventListener('keydown', (event) => {
      seen.push(`${event.key} on ${document.activeElement?.textContent}`);
      if (event.key === 'ArrowDown') tabs[tabs.indexOf(document.activeElement as HTMLButtonElement) + 1]?.focus();
    }));
    hydrateOnReach(async () => hydrate, el, input);
    tabs[0]!.focus();
    for (const key of ['ArrowDown', 'ArrowDown']) tabs[0]!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    await settle();
    expect(seen).toEqual(['ArrowDown on Spot', 'ArrowDown on Alpha']);
    expect(document.activeElement).toBe(tabs[2]);
  });

  it('code that does not arrive is no unhandled rejection; what was held waits for the next reach', async () => {
    const { el, input, hydrated, button, done } = island();
    cleanup = done;
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    const hydrate = hydrated();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Importing a module script failed.')).mockResolvedValueOnce(hydrate);
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    hydrateOnReach(load, el, input);
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    button.click();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).not.toHaveBeenCalled();
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(clicks).toHaveBeenCalledTimes(2);
    window.removeEventListener('unhandledrejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
