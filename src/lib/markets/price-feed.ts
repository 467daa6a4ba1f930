// Keeps the prices of the market lists on screen fresh (issue 39). One small interface, `watch`,
// so a backend's ticker stream can replace the polling below without touching a list: a list is
// watched while it shows and its `stop` is called when it closes.

export interface PriceFeed<List> {
  /** Keeps `list`'s prices fresh until the returned function is called. Watching one list twice shares its schedule. */
  watch(list: List): () => void;
}

/** What the polling feed needs of the page: whether it is hidden, and the event telling it changed. */
export type Visibility = Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;

export interface PollingOptions<List> {
  /** Time between two refreshes of one list, counted from when it started showing or was last refreshed. */
  intervalMs: number;
  /** Asks the list's server again; the list's store shows the answer. */
  refresh(list: List): unknown;
  visibility?: Visibility;
  now?: () => number;
}

interface Watched {
  count: number;
  /** When the list was last fresh: watched (it loaded then) or refreshed. */
  freshAt: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Refreshes each watched list every `intervalMs` (the cache's lifetime, so no list is asked of its
 * server more often than SPEC 7's cache allows). Nothing runs while no list is watched or the page
 * is hidden; a list that came due while hidden is refreshed as soon as the page shows again.
 */
export function createPollingFeed<List>(options: PollingOptions<List>): PriceFeed<List> {
  const { intervalMs, visibility } = options;
  const now = options.now ?? Date.now;
  const watched = new Map<List, Watched>();

  const hidden = () => visibility?.hidden ?? false;

  function schedule(list: List, entry: Watched) {
    clearTimeout(entry.timer);
    entry.timer = undefined;
    if (hidden()) return;
    const wait = Math.max(0, entry.freshAt + intervalMs - now());
    entry.timer = setTimeout(() => {
      entry.freshAt = now();
      options.refresh(list);
      schedule(list, entry);
    }, wait);
  }

  const onVisibility = () => watched.forEach((entry, list) => schedule(list, entry));

  return {
    watch(list) {
      let entry = watched.get(list);
      if (entry) entry.count += 1;
      else {
        if (watched.size === 0) visibility?.addEventListener('visibilitychange', onVisibility);
        entry = { count: 1, freshAt: now() };
        watched.set(list, entry);
        schedule(list, entry);
      }
      const mine = entry;
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        mine.count -= 1;
        if (mine.count > 0) return;
        clearTimeout(mine.timer);
        watched.delete(list);
        if (watched.size === 0) visibility?.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
}
