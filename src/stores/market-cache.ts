// The page's market lists behind the IndexedDB cache, built on the first read from the store
// environment's API client. Only the market stores import this module, so the islands that show
// no market list (account, message panel, settings) never load the cache's code.
import { createMarketLists, type MarketLists } from '../lib/cache/market-lists.ts';
import { openMarketCacheDb } from '../lib/cache/market-db.ts';
import { storeEnvironment } from './environment.ts';

export function marketLists(): MarketLists {
  const environment = storeEnvironment();
  environment.markets ??= createMarketLists({ client: environment.client, db: openMarketCacheDb() });
  return environment.markets;
}
