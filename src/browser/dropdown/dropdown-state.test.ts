// The one dropdown behaviour, as a person meets it in every menu: hover intent with a grace
// period, a click that pins what hover opened, Escape (and what it dismissed), one open at a time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DROPDOWN_AIM_HOLD_MS, DROPDOWN_CLOSE_DELAY_MS, DropdownState, type DropdownOptions } from './dropdown-state.ts';

type Item = 'wallet' | 'orders';

function dropdown(options: Omit<DropdownOptions<Item>, 'render'> = {}) {
  const shown = new Set<Item>();
  const focusedBack: Item[] = [];
  const state = new DropdownState<Item>({
    ...options,
    render: (item, open, returnFocus) => {
      if (open) shown.add(item);
      else shown.delete(item);
      if (returnFocus) focusedBack.push(item);
    },
  });
  return { state, shown, focusedBack };
}

describe('DropdownState', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('hover opens; leaving closes only after the grace period, and coming back in time keeps it open', () => {
    const { state, shown } = dropdown();
    state.hoverEnter('wallet');
    expect([...shown]).toEqual(['wallet']);
    state.hoverLeave('wallet');
    vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1);
    state.hoverEnter('wallet');
    vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS);
    expect([...shown]).toEqual(['wallet']);
    state.hoverLeave('wallet');
    vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS);
    expect([...shown]).toEqual([]);
  });

  it('a click on a hover-opened item pins it: leaving no longer closes it, a second click does', () => {
    const { state, shown } = dropdown();
    state.hoverEnter('wallet');
    state.press('wallet');
    state.hoverLeave('wallet');
    vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS);
    expect([...shown]).toEqual(['wallet']);
    state.press('wallet');
    expect([...shown]).toEqual([]);
  });

  it('a pointer heading into the open panel keeps it open while it crosses another entry', () => {
    const { state, shown } = dropdown();
    state.hoverEnter('wallet');
    state.hoverLeave('wallet', true);
    state.hoverEnter('orders', true);
    vi.advanceTimersByTime(DROPDOWN_AIM_HOLD_MS - 1);
    state.hoverLeave('orders', true);
    vi.advanceTimersByTime(DROPDOWN_AIM_HOLD_MS - 1);
    expect([...shown]).toEqual(['wallet']);
    // It reached the panel: nothing pending closes or switches it.
    state.hoverEnter('wallet');
    vi.advanceTimersByTime(DROPDOWN_AIM_HOLD_MS * 2);
    expect([...shown]).toEqual(['wallet']);
  });

  it('a pointer that stops on the crossed entry opens it after the hold; one not aiming switches at once', () => {
    const { state, shown } = dropdown();
    state.hoverEnter('wallet');
    state.hoverEnter('orders', true);
    vi.advanceTimersByTime(DROPDOWN_AIM_HOLD_MS);
    expect([...shown]).toEqual(['orders']);
    state.hoverEnter('wallet', false);
    expect([...shown]).toEqual(['wallet']);
  });

  it('one item is open at a time', () => {
    const { state, shown } = dropdown();
    state.press('wallet');
    state.hoverEnter('orders');
    expect([...shown]).toEqual(['orders']);
  });

  it('Escape closes with focus back on the trigger when it was inside; a hovered item stays dismissed until the pointer leaves', () => {
    const { state, shown, focusedBack } = dropdown();
    state.hoverEnter('wallet');
    expect(state.escape({ hovered: true, focusInside: true })).toBe(true);
    expect([...shown]).toEqual([]);
    expect(focusedBack).toEqual(['wallet']);
    state.hoverEnter('wallet');
    expect([...shown]).toEqual([]);
    state.hoverLeave('wallet');
    state.hoverEnter('wallet');
    expect([...shown]).toEqual(['wallet']);
    expect(state.escape({ hovered: false, focusInside: false })).toBe(true);
    expect(focusedBack).toEqual(['wallet']);
    expect(state.escape({ hovered: false, focusInside: false })).toBe(false);
  });

  it('a press outside closes what is open', () => {
    const { state, shown } = dropdown();
    state.press('orders');
    state.outside();
    expect([...shown]).toEqual([]);
  });

  it('a press-only toggle ignores hover; one that closes on any leave closes even when pressed open', () => {
    const { state, shown } = dropdown({ hoverOpens: false, leaveCloses: 'always' });
    state.hoverEnter('wallet');
    expect([...shown]).toEqual([]);
    state.press('wallet');
    state.hoverLeave('wallet');
    vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS);
    expect([...shown]).toEqual([]);
  });

  it('one that never closes on leave stays open', () => {
    const { state, shown } = dropdown({ hoverOpens: false, leaveCloses: 'never' });
    state.press('wallet');
    state.hoverLeave('wallet');
    vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS);
    expect([...shown]).toEqual(['wallet']);
  });
});
