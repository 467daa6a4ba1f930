// What every market list a view draws carries about its load: the load state (failed is not empty,
// issue 34), whether it is still loading, and Retry past the cache.
import type { ReadableAtom } from 'nanostores';
import { retryList } from '../../stores/list-store.ts';
import type { ListState } from '../../stores/list-store.ts';
import { loadStateOf } from '../../lib/api/load-state.ts';

export function listLoad<Data>(store: ReadableAtom<ListState<Data>>, state: ListState<Data>, empty: (data: Data) => boolean) {
  const load = loadStateOf({ status: state.status, source: state.source, empty: empty(state.data) });
  return { load, loading: load.phase === 'loading', retry: () => void retryList(store) };
}
