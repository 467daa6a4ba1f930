// A store for one remotely loaded list: stable empty default, loaded on first subscriber.
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
  const load = (options: { bypass?: boolean } = {}) =>
    task(async () => {
      $store.set({ ...$store.get(), status: 'loading' });
      const { data, source } = await read(options);
      $store.set({ status: 'ready', data, source });
    });
  onMount($store, () => {
    if (autoLoad()) void load();
  });
  return { $store, load };
}
