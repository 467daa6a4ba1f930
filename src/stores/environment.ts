// What the stores talk to: the API client, the cached market lists and the page's facts. Built
// lazily in the browser from the page context (src/lib/page-context.ts); tests (and the sandbox
// bench) configure their own. The market lists (and with them the IndexedDB cache) are built by
// src/stores/market-cache.ts on first use, so an island whose stores read no market list (the
// account island) never loads the cache's code.
import { createApiClient, type ApiClient } from '../lib/api/client.ts';
import { takeEarlyUserInfo } from '../lib/api/early-user-info.ts';
import { sharedCommonData } from '../lib/api/page-common-data.ts';
import type { MarketLists } from '../lib/cache/market-lists.ts';
import { pageContext, type PageContext } from '../lib/page-context.ts';
import { cookieJar } from './cookie-jar.ts';
import { isSignedInPage } from '../contracts/head-contract.ts';

export interface StoreEnvironment {
  client: ApiClient;
  /** The cached market lists: set by tests, or built on first use by `marketLists()`. */
  markets?: MarketLists;
  /** The page's build-time facts: site, language, dynamic data (SPEC 7), endpoints, hidden features. */
  page: PageContext;
  /**
   * Whether a first subscriber triggers loading. Off during server render, so a store read there
   * keeps its stable default and never calls the network.
   */
  autoLoad: boolean;
  /**
   * Whether the page is a signed-in person's: the head script's mark (isSignedInPage), the one
   * reading of the session cookies (hasSessionCookies). Tests give what the head script would mark.
   */
  signedIn: () => boolean;
}

let current: StoreEnvironment | undefined;

/** The API client of a page: its language and site type on every request. */
export function clientForPage(page: PageContext, cookies: () => string = () => cookieJar().read()): ApiClient {
  return createApiClient({
    language: () => page.lang,
    siteType: page.siteParam,
    cookies,
    // The user-info call the account template started early is answered from that call (once); the
    // common data from the page's one request, which the status notices share.
    fetch: (input, init) => takeEarlyUserInfo(String(input), init) ?? sharedCommonData(String(input), init, globalThis.fetch) ?? globalThis.fetch(input, init),
  });
}

function browserDefaults(): StoreEnvironment {
  const page = pageContext();
  return {
    client: clientForPage(page),
    page,
    autoLoad: typeof document !== 'undefined',
    signedIn: () => typeof document !== 'undefined' && isSignedInPage(),
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
