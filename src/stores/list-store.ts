// A store for one remotely loaded list: stable empty default, loaded on first subscriber, through
// the cache (a stale entry shows at once and is replaced by the network's answer).
import { atom, onMount, task, type WritableAtom } from 'nanostores';
import type { CacheSource, CachedValue } from '../lib/cache/list-cache.ts';
import type { LoadStatus } from './session.ts';

export interface ListState<Data> {
  status: LoadStatus;
  data: Data;
  /** Where the data came from; undefined until loaded. */
  source?: CacheSource;
}

export interface ListStore<Data> {
  $store: WritableAtom<ListState<Data>>;
  /** Loads (or reloads) now. */
  load(options?: { bypass?: boolean }): Promise<void>;
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
  return { $store, load };
}
