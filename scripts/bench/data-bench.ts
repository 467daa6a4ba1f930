// Measures reading the spot list (3,000+ rows, validated and shaped) from the IndexedDB cache and
// from the sandbox over HTTP. Node only: the cache side uses fake-indexeddb. Wired into `npm run bench`.
import { createApiClient } from '../../src/lib/api/client.ts';
import { CALLS } from '../../src/lib/api/calls.ts';
import { createListCache } from '../../src/lib/cache/list-cache.ts';
import { openMarketCacheDb } from '../../src/lib/cache/market-db.ts';

export interface MarketDataBenchOptions {
  /** Origin of a running sandbox, e.g. http://localhost:4010. */
  sandboxUrl: string;
  /** Timed runs per side; the median is reported. Default 5. */
  runs?: number;
}

export interface MarketDataBenchResult {
  /** Median ms to read and validate the spot list from the IndexedDB cache. */
  cacheReadMs: number;
  /** Median ms to fetch, parse and validate the spot list from the sandbox. */
  httpReadMs: number;
  /** Spot rows read (the same on both sides). */
  rows: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

export async function benchMarketData(options: MarketDataBenchOptions): Promise<MarketDataBenchResult> {
  const runs = options.runs ?? 5;
  const failures: string[] = [];
  const client = createApiClient({ baseUrl: options.sandboxUrl, logger: { warn: (message) => failures.push(message) } });

  const httpTimes: number[] = [];
  let raw: unknown;
  let rows = 0;
  for (let run = 0; run < runs; run += 1) {
    const { ms, value } = await timed(() => client.attempt(CALLS.spotMarkets, {}));
    if (!value.ok) throw new Error(`spot list unavailable from ${options.sandboxUrl}: ${failures.join('; ')}`);
    httpTimes.push(ms);
    raw = value.raw;
    rows = value.data.length;
  }

  // A bench-only dependency; loaded here so nothing else pulls it in.
  const { IDBFactory } = await import('fake-indexeddb');
  const db = openMarketCacheDb({ name: 'bench-market-cache', indexedDB: new IDBFactory() })!;
  try {
    await db.lists.put({ name: 'spotMarkets:24h', lang: 'en', savedAt: Date.now(), data: raw });
    const cache = createListCache({ db, logger: { warn: (message) => failures.push(message) } });
    const offline = async () => ({ ok: false as const, reason: 'bench reads the cache only' });
    const cacheTimes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const { ms, value } = await timed(() =>
        cache.read({ call: CALLS.spotMarkets, params: {}, name: 'spotMarkets:24h', lang: 'en', attempt: offline }),
      );
      if (value.source !== 'cache' || value.data.length !== rows) throw new Error(`cache read failed: ${failures.join('; ')}`);
      cacheTimes.push(ms);
    }
    return { cacheReadMs: median(cacheTimes), httpReadMs: median(httpTimes), rows };
  } finally {
    db.close();
  }
}
