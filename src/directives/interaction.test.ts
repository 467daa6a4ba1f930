// @vitest-environment happy-dom
// client:interaction alone: it loads on the first reach, replays a click and the moving keys held
// meanwhile, and an island whose code does not arrive leaves no unhandled rejection and loads on the
// next reach.
import { afterEach, describe, expect, it, vi } from 'vitest';
import interaction from './interaction.ts';

function island() {
  const el = document.createElement('div');
  el.innerHTML = '<button type="button">Open</button>';
  document.body.append(el);
  return { el, button: el.querySelector('button')! };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  document.body.replaceChildren();
});

describe('client:interaction', () => {
  it('"shown": loads once the island shows (its menu opened), not before; plain interaction does not', async () => {
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) { observed.push(callback); }
      observe() {}
      disconnect() {}
    });
    const shownLoad = vi.fn(async () => async () => {});
    const plainLoad = vi.fn(async () => async () => {});
    interaction(shownLoad, { value: 'shown', name: 'interaction' }, island().el);
    interaction(plainLoad, { value: '', name: 'interaction' }, island().el);
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
    const { el, button } = island();
    const hydrate = vi.fn(async () => {});
    const load = vi.fn(async () => hydrate);
    const clicks = vi.fn();
    interaction(load, { value: '', name: 'interaction' }, el);
    expect(load).not.toHaveBeenCalled();
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    button.addEventListener('click', clicks);
    button.click();
    expect(clicks).not.toHaveBeenCalled();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('arrows pressed while it hydrates are kept from the page and replayed where focus is, each after the one before', async () => {
    const el = document.createElement('div');
    el.innerHTML = ['Spot', 'Alpha', 'Pilot'].map((name) => `<button type="button">${name}</button>`).join('');
    document.body.append(el);
    const tabs = [...el.querySelectorAll('button')];
    const seen: string[] = [];
    // What the island's code does once it owns the markup: ArrowDown moves focus to the next tab.
    const hydrate = vi.fn(async () => {
      el.addEventListener('keydown', (event) => {
        seen.push(`${event.key} on ${document.activeElement?.textContent}`);
        if (event.key === 'ArrowDown') tabs[tabs.indexOf(document.activeElement as HTMLButtonElement) + 1]?.focus();
      });
    });
    interaction(async () => hydrate, { value: '', name: 'interaction' }, el);
    tabs[0]!.focus();
    const presses = ['ArrowDown', 'ArrowDown', 'a'].map((key) => new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    for (const press of presses) tabs[0]!.dispatchEvent(press);
    expect(presses.map((press) => press.defaultPrevented)).toEqual([true, true, false]);
    await settle();
    expect(seen).toEqual(['ArrowDown on Spot', 'ArrowDown on Alpha']);
    expect(document.activeElement).toBe(tabs[2]);
  });

  it('keys in a text field keep their native meaning (the caret) and are not replayed', async () => {
    const el = document.createElement('div');
    el.innerHTML = '<input aria-label="Filter">';
    document.body.append(el);
    const seen = vi.fn();
    interaction(async () => async () => el.addEventListener('keydown', seen), { value: '', name: 'interaction' }, el);
    const input = el.querySelector('input')!;
    input.focus();
    const press = new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true });
    input.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    await settle();
    expect(seen).not.toHaveBeenCalled();
  });

  it('code that does not arrive is no unhandled rejection, and the next reach loads again', async () => {
    const { el, button } = island();
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    const hydrate = vi.fn(async () => {});
    const load = vi.fn()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce(hydrate);
    interaction(load, { value: '', name: 'interaction' }, el);
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).not.toHaveBeenCalled();
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(hydrate).toHaveBeenCalledTimes(1);
    window.removeEventListener('unhandledrejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
