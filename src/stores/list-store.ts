// A store for one remotely loaded list: stable empty default, loaded on first subscriber, through
// the cache (a stale entry shows at once and is replaced by the network's answer). Its `source`
// says whether the server answered (src/lib/api/load-state.ts), and `retryList` asks again.
import { atom, onMount, task, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { CachedValue } from '../lib/cache/list-cache.ts';
import type { LoadSource } from '../lib/api/load-state.ts';
import type { LoadStatus } from './session.ts';

export interface ListState<Data> {
  status: LoadStatus;
  data: Data;
  /** Where the data came from; undefined until loaded. */
  source?: LoadSource;
}

export interface ListStore<Data> {
  $store: WritableAtom<ListState<Data>>;
  /** Loads (or reloads) now. */
  load(options?: { bypass?: boolean }): Promise<void>;
}

const retries = new WeakMap<ReadableAtom<unknown>, () => Promise<void>>();
const refreshes = new WeakMap<ReadableAtom<unknown>, () => Promise<void>>();

/** Registers how a list store asks its server again (a list store that is not createListStore's). */
export function onRetry(store: ReadableAtom<unknown>, retry: () => Promise<void>): void {
  retries.set(store, retry);
}

/** Asks the list's server again, past the cache (a saved copy still covers another failure). */
export function retryList(store: ReadableAtom<unknown>): Promise<void> {
  return retries.get(store)?.() ?? Promise.resolve();
}

/** Registers how a list store refreshes the list it shows (a list store that is not createListStore's). */
export function onRefresh(store: ReadableAtom<unknown>, refresh: () => Promise<void>): void {
  refreshes.set(store, refresh);
}

/**
 * Asks the list's server again for fresher prices, quietly: the rows stay as they are while it
 * answers and when it fails (the periodic refresh of an open list, src/stores/live-prices.ts).
 */
export function refreshList(store: ReadableAtom<unknown>): Promise<void> {
  return refreshes.get(store)?.() ?? Promise.resolve();
}

export function createListStore<Data>(
  empty: () => Data,
  read: (options: { bypass?: boolean }) => Promise<CachedValue<Data>>,
  autoLoad: () => boolean,
): ListStore<Data> {
  const $store = atom<ListState<Data>>({ status: 'idle', data: empty() });
  // A later load wins: an earlier one (or its revalidation) answering after it is dropped.
  let latest = 0;
  const load = (options: { bypass?: boolean } = {}) =>
    task(async () => {
      const mine = ++latest;
      $store.set({ ...$store.get(), status: 'loading' });
      const value = await read(options);
      if (mine !== latest) return;
      // A stale entry is ready to show (no skeleton) while the network is asked; its answer then
      // replaces the data in place, or the stale data stays when the call fails.
      $store.set({ status: 'ready', data: value.data, source: value.source });
      if (!value.revalidation) return;
      const next = await value.revalidation;
      if (mine !== latest) return;
      const current = $store.get();
      if (next.data === current.data) $store.set({ ...current, source: next.source });
      else $store.set({ status: 'ready', data: next.data, source: next.source });
    });
  onMount($store, () => {
    if (autoLoad()) void load();
  });
  onRetry($store, () => load({ bypass: true }));
  onRefresh($store, async () => {
    const mine = ++latest;
    const value = await read({ bypass: true });
    if (mine === latest && value.source === 'network') $store.set({ status: 'ready', data: value.data, source: value.source });
  });
  return { $store, load };
}
