// The page's price feed (issue 39): while a market list shows, its store asks its server again once
// per cache lifetime (SPEC 7's 60 s), quietly, and not at all while the page is hidden. Polling
// today; a ticker stream can take its place behind the same `watch` (src/lib/markets/price-feed.ts).
import type { ReadableAtom } from 'nanostores';
import { createPollingFeed, type PriceFeed } from '../lib/markets/price-feed.ts';
import { LIST_CACHE_TTL_MS } from '../lib/cache/list-cache.ts';
import { refreshList } from './list-store.ts';

let feed: PriceFeed<ReadableAtom<unknown>> | undefined;

export function livePrices(): PriceFeed<ReadableAtom<unknown>> {
  feed ??= createPollingFeed({
    intervalMs: LIST_CACHE_TTL_MS,
    refresh: (store) => void refreshList(store),
    visibility: typeof document === 'undefined' ? undefined : document,
  });
  return feed;
}
