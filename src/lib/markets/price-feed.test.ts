import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollingFeed, type Visibility } from './price-feed.ts';

/** A page whose visibility the test switches, with the event a browser sends. */
function page() {
  const target = new EventTarget();
  const state = { hidden: false };
  const visibility = Object.defineProperty(target, 'hidden', { get: () => state.hidden }) as unknown as Visibility;
  const show = (visible: boolean) => {
    state.hidden = !visible;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { visibility, show };
}

describe('createPollingFeed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function feed(visibility?: Visibility) {
    const refreshed: string[] = [];
    const prices = createPollingFeed<string>({ intervalMs: 60_000, refresh: (list) => refreshed.push(list), visibility });
    return { prices, refreshed };
  }

  it('refreshes a watched list once per interval, never sooner, and stops when the list closes', () => {
    const { prices, refreshed } = feed();
    const stop = prices.watch('spot');
    vi.advanceTimersByTime(59_999);
    expect(refreshed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(refreshed).toEqual(['spot']);
    vi.advanceTimersByTime(60_000);
    expect(refreshed).toEqual(['spot', 'spot']);
    stop();
    vi.advanceTimersByTime(600_000);
    expect(refreshed).toEqual(['spot', 'spot']);
  });

  it('counts each list from when it started showing, and shares one schedule between two views of a list', () => {
    const { prices, refreshed } = feed();
    const stopSpot = prices.watch('spot');
    vi.advanceTimersByTime(50_000);
    const stopFutures = prices.watch('futures');
    const stopSpotAgain = prices.watch('spot');
    vi.advanceTimersByTime(10_000);
    expect(refreshed).toEqual(['spot']);
    stopSpot();
    vi.advanceTimersByTime(50_000);
    expect(refreshed).toEqual(['spot', 'futures']);
    vi.advanceTimersByTime(10_000);
    expect(refreshed).toEqual(['spot', 'futures', 'spot']);
    stopSpotAgain();
    stopFutures();
    vi.advanceTimersByTime(600_000);
    expect(refreshed).toEqual(['spot', 'futures', 'spot']);
  });

  it('asks nothing while the page is hidden, and refreshes a list that came due as soon as it shows', () => {
    const { visibility, show } = page();
    const { prices, refreshed } = feed(visibility);
    prices.watch('spot');
    vi.advanceTimersByTime(30_000);
    show(false);
    vi.advanceTimersByTime(300_000);
    expect(refreshed).toEqual([]);
    show(true);
    vi.advanceTimersByTime(0);
    expect(refreshed).toEqual(['spot']);
    vi.advanceTimersByTime(60_000);
    expect(refreshed).toEqual(['spot', 'spot']);
  });

  it('keeps a list that is not yet due on its schedule across a short hide', () => {
    const { visibility, show } = page();
    const { prices, refreshed } = feed(visibility);
    prices.watch('spot');
    vi.advanceTimersByTime(20_000);
    show(false);
    vi.advanceTimersByTime(10_000);
    show(true);
    vi.advanceTimersByTime(29_999);
    expect(refreshed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(refreshed).toEqual(['spot']);
  });

  it('stops listening to the page once no list is watched, and a second stop changes nothing', () => {
    const { visibility, show } = page();
    const remove = vi.spyOn(visibility, 'removeEventListener');
    const { prices, refreshed } = feed(visibility);
    const stop = prices.watch('spot');
    const stopAgain = prices.watch('spot');
    stop();
    stop();
    expect(remove).not.toHaveBeenCalled();
    stopAgain();
    expect(remove).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    show(true);
    vi.advanceTimersByTime(600_000);
    expect(refreshed).toEqual([]);
  });
});
