// $recentSearches and $favouriteMarkets: what a person keeps in this browser (local storage, read
// through safe-storage: blocked storage keeps them for the page only). Read on the first
// subscriber, and again when another tab changes them. Imported directly, not through index.ts:
// only the search and the Trade menu use them.
import { atom, onMount, type WritableAtom } from 'nanostores';
import { readStored, store } from '../lib/safe-storage.ts';
import {
  FAVOURITE_MARKETS_KEY,
  RECENT_SEARCHES_KEY,
  parseFavourites,
  parseRecentSearches,
  withFavouriteToggled,
  withRecentSearch,
} from '../lib/search/saved-markets.ts';

export const $recentSearches = atom<readonly string[]>([]);
export const $favouriteMarkets = atom<readonly string[]>([]);

function persisted(list: WritableAtom<readonly string[]>, key: string, parse: (raw: string | null) => string[]) {
  onMount(list, () => {
    if (typeof window === 'undefined') return;
    list.set(parse(readStored('localStorage', key)));
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) list.set(parse(readStored('localStorage', key)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}

persisted($recentSearches, RECENT_SEARCHES_KEY, parseRecentSearches);
persisted($favouriteMarkets, FAVOURITE_MARKETS_KEY, parseFavourites);

/** Writes `change` of the list: of what is stored when nothing watches the atom (it holds nothing then). */
function update(list: WritableAtom<readonly string[]>, key: string, parse: (raw: string | null) => string[], change: (current: readonly string[]) => readonly string[]) {
  const current = list.lc > 0 ? list.get() : parse(readStored('localStorage', key));
  const next = change(current);
  if (next === current) return;
  list.set(next);
  store('localStorage', key, JSON.stringify(next));
}

export function rememberSearch(query: string): void {
  update($recentSearches, RECENT_SEARCHES_KEY, parseRecentSearches, (recents) => withRecentSearch(recents, query));
}

export function clearRecentSearches(): void {
  update($recentSearches, RECENT_SEARCHES_KEY, parseRecentSearches, () => []);
}

export function toggleFavourite(id: string): void {
  update($favouriteMarkets, FAVOURITE_MARKETS_KEY, parseFavourites, (favourites) => withFavouriteToggled(favourites, id));
}
