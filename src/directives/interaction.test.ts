// @vitest-environment happy-dom
// client:interaction alone: it loads on the first reach, replays a click held meanwhile, and an
// island whose code does not arrive leaves no unhandled rejection and loads on the next reach.
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
