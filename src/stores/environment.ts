// What the stores talk to: the API client, the cached market lists and the page's facts. Built
// lazily in the browser from the page context (src/lib/page-context.ts); tests (and the sandbox
// bench) configure their own.
import { createApiClient, type ApiClient } from '../lib/api/client.ts';
import { takeEarlyUserInfo } from '../lib/api/early-user-info.ts';
import { createMarketLists, type MarketLists } from '../lib/cache/market-lists.ts';
import { openMarketCacheDb } from '../lib/cache/market-db.ts';
import { pageContext, type PageContext } from '../lib/page-context.ts';
import { cookieJar } from './cookie-jar.ts';

export interface StoreEnvironment {
  client: ApiClient;
  markets: MarketLists;
  /** The page's build-time facts: site, language, dynamic data (SPEC 7), endpoints, hidden features. */
  page: PageContext;
  /**
   * Whether a first subscriber triggers loading. Off during server render, so a store read there
   * keeps its stable default and never calls the network.
   */
  autoLoad: boolean;
}

let current: StoreEnvironment | undefined;

/** The API client of a page: its language and site type on every request. */
export function clientForPage(page: PageContext, cookies: () => string = () => cookieJar().read()): ApiClient {
  return createApiClient({
    language: () => page.lang,
    siteType: page.siteParam,
    cookies,
    // The user-info call the account template started early is answered from that call (once).
    fetch: (input, init) => takeEarlyUserInfo(String(input), init) ?? globalThis.fetch(input, init),
  });
}

function browserDefaults(): StoreEnvironment {
  const page = pageContext();
  const client = clientForPage(page);
  return {
    client,
    markets: createMarketLists({ client, db: openMarketCacheDb() }),
    page,
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
