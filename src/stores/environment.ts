// What the stores talk to: the API client and the cached market lists. Built lazily for the browser
// from page globals; tests (and the sandbox bench) configure their own.
import { createApiClient, type ApiClient } from '../lib/api/client.ts';
import { createMarketLists, type MarketLists } from '../lib/cache/market-lists.ts';
import { openMarketCacheDb } from '../lib/cache/market-db.ts';
import { $preferences } from './preferences.ts';
import { cookieJar } from './cookie-jar.ts';

export interface StoreEnvironment {
  client: ApiClient;
  markets: MarketLists;
  /** SPEC 7: the compliance check runs only when dynamic data is enabled for the site. */
  dynamicData: boolean;
  /**
   * Whether a first subscriber triggers loading. Off during server render, so a store read there
   * keeps its stable default and never calls the network.
   */
  autoLoad: boolean;
}

let current: StoreEnvironment | undefined;

function browserDefaults(): StoreEnvironment {
  const client = createApiClient({
    language: () => $preferences.get().language,
    cookies: () => cookieJar().read(),
  });
  return {
    client,
    markets: createMarketLists({ client, db: openMarketCacheDb() }),
    dynamicData: true,
    autoLoad: typeof document !== 'undefined',
  };
}

export function storeEnvironment(): StoreEnvironment {
  // Built on first use, never at import, so importing a store has no side effects.
  current ??= browserDefaults();
  return current;
}

export function configureStores(environment: StoreEnvironment): void {
  current = environment;
}
