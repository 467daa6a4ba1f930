// Store tests run against the sandbox over real HTTP, with an in-memory cookie jar as the browser.
import { afterAll, beforeAll } from 'vitest';
import { createMarketLists } from '../lib/cache/market-lists.ts';
import { freshDb, recordingLogger } from '../lib/cache/test-support.ts';
import { startSandbox, type SandboxServer } from '../../sandbox/testing.ts';
import { configureStores } from './environment.ts';
import { createMemoryCookieJar, setCookieJar, type CookieJar } from './cookie-jar.ts';
import { FALLBACK_PAGE_CONTEXT, type PageContext } from '../lib/page-context.ts';
import { hasSessionCookies } from '../lib/cookies.ts';

export function useSandbox(): () => SandboxServer {
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startSandbox();
  });
  afterAll(async () => {
    await server.close();
  });
  return () => server;
}

export interface StoreHarness {
  jar: CookieJar;
  logger: ReturnType<typeof recordingLogger>;
  /** Requests the client made, as "METHOD path". */
  requests: string[];
}

/** Points the stores at the sandbox, signed in as `persona` (or a visitor), on a page of `page`'s facts. */
export async function configureFor(
  server: SandboxServer,
  persona: string | undefined,
  options: { dynamicData?: boolean; autoLoad?: boolean; page?: Partial<PageContext> } = {},
): Promise<StoreHarness> {
  const page: PageContext = { ...FALLBACK_PAGE_CONTEXT, dynamicData: options.dynamicData ?? true, ...options.page };
  const jar = createMemoryCookieJar(persona ? await server.cookiesFor(persona) : '');
  setCookieJar(jar);
  const logger = recordingLogger();
  const requests: string[] = [];
  const client = server.client({
    cookies: () => jar.read(),
    language: () => page.lang,
    siteType: page.siteParam,
    logger,
    fetch: (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return fetch(input, init);
    },
  });
  configureStores({
    client,
    markets: createMarketLists({ client, db: freshDb(), logger }),
    page,
    autoLoad: options.autoLoad ?? true,
    // What the head script marks from the same cookies.
    signedIn: () => hasSessionCookies(jar.read()),
  });
  return { jar, logger, requests };
}
