// @vitest-environment happy-dom
// The page's one queue of early input: once the islands loader is here, what lands on an island not
// hydrated yet is held for that island alone; clicks and keys elsewhere wait for the chrome's
// interactive part; every kept event is handed out once, and analytics gets the person's clicks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEarlyInput, holdForIslands, holds, takeForChrome, takeForIsland } from './early-input.ts';

function page() {
  document.body.innerHTML = `
    <nexa-island data-name="Settings"><button id="gear">Settings</button><input id="field"><button id="native" commandfor="d" command="show-modal">Search</button></nexa-island>
    <nexa-island data-name="ThemeToggle" data-hydrated><button id="theme">Theme</button></nexa-island>
    <button id="menu">Products</button>`;
  const input = createEarlyInput();
  // As wake.ts does: every click and key passes through the queue first.
  const keep = (event: Event) => input.keep(event);
  for (const type of ['click', 'keydown']) addEventListener(type, keep, { capture: true });
  cleanup = () => ['click', 'keydown'].forEach((type) => removeEventListener(type, keep, true));
  const at = (id: string) => document.getElementById(id)!;
  const press = (id: string, key: string) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    at(id).dispatchEvent(event);
    return event;
  };
  const click = (id: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    at(id).dispatchEvent(event);
    return event;
  };
  return { input, press, click, island: document.querySelector('nexa-island')! };
}

let cleanup = () => {};
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('early input', () => {
  it('holds a click on a waiting island for that island alone, once, and tells the loader which island', () => {
    const { input, click, island } = page();
    const started = vi.fn();
    holdForIslands(input, started);
    const held = click('gear');
    expect(held.defaultPrevented).toBe(true);
    expect(started).toHaveBeenCalledWith(island);
    expect(holds(input, island)).toBe(true);
    expect(takeForChrome(input).replay).toEqual([]);
    expect(takeForIsland(input, island)).toEqual([held]);
    expect(takeForIsland(input, island)).toEqual([]);
  });

  it('keeps a click on an invoker button for the island without stopping its native command', () => {
    const { input, click, island } = page();
    holdForIslands(input, () => {});
    const native = click('native');
    expect(native.defaultPrevented).toBe(false);
    expect(takeForIsland(input, island)).toEqual([native]);
  });

  it("holds an island's moving keys, not its text field's caret keys nor other keys", () => {
    const { input, press, island } = page();
    const before = press('gear', 'ArrowDown');
    const ignored = press('gear', 'x');
    holdForIslands(input, () => {});
    const arrows = [press('gear', 'ArrowRight'), press('gear', 'End')];
    const others = [press('gear', 'a'), press('field', 'ArrowLeft')];
    expect(arrows.map((event) => event.defaultPrevented)).toEqual([true, true]);
    expect(others.map((event) => event.defaultPrevented)).toEqual([false, false]);
    expect(takeForIsland(input, island)).toEqual([before, ...arrows]);
    expect(ignored.defaultPrevented).toBe(false);
  });

  it('keeps clicks and keys elsewhere for the chrome until it takes them, in order, and no longer after', () => {
    const { input, click, press } = page();
    holdForIslands(input, () => {});
    const kept = [click('menu'), press('menu', 'Escape'), click('theme')];
    expect(kept.some((event) => event.defaultPrevented)).toBe(false);
    expect(takeForChrome(input).replay).toEqual(kept);
    click('menu');
    expect(takeForChrome(input).replay).toEqual([]);
  });

  it('still holds for a waiting island after the chrome took its share', () => {
    const { input, click, island } = page();
    holdForIslands(input, () => {});
    takeForChrome(input);
    const held = click('gear');
    expect(takeForIsland(input, island)).toEqual([held]);
  });

  it("hands analytics the person's own clicks before the chrome arrived, islands' too, and no synthetic one", () => {
    const { input, island } = page();
    const trusted = new MouseEvent('click', { bubbles: true });
    Object.defineProperty(trusted, 'isTrusted', { value: true });
    island.querySelector('button')!.dispatchEvent(trusted);
    document.getElementById('menu')!.click();
    expect(takeForChrome(input).clicks).toEqual([trusted]);
  });
});
