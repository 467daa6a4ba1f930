// Read-through cache for market lists (SPEC 7): fresh entries (60 s) are served from IndexedDB,
// entries that no longer validate are deleted, and a stale entry is served when the network fails.
// Stale-while-revalidate on top: a valid entry older than 60 s is returned at once together with
// the network's answer to come (`revalidation`), which replaces it, or keeps it if the call fails.
import type { ApiCall } from '../api/call.ts';
import type { ApiResult } from '../api/request.ts';
import { consoleLogger, type ApiLogger } from '../api/logger.ts';
import type { LoadSource } from '../api/load-state.ts';
import type { CachedList, MarketCacheDb } from './market-db.ts';

/** SPEC 9: spot list cache lifetime. */
export const LIST_CACHE_TTL_MS = 60_000;

/** Where a read's data came from (src/lib/api/load-state.ts). */
export type CacheSource = LoadSource;

export interface CachedValue<Data> {
  data: Data;
  source: CacheSource;
  /**
   * Only with source 'revalidating': settles (never rejects) with the network's answer, already
   * written to the cache, or with the same stale data (source 'stale') when the call fails.
   */
  revalidation?: Promise<CachedValue<Data>>;
}

/** The value with `map` applied to its data and to the data of its revalidation. */
export function mapCached<Data, Mapped>(value: CachedValue<Data>, map: (data: Data) => Mapped): CachedValue<Mapped> {
  const mapped: CachedValue<Mapped> = { data: map(value.data), source: value.source };
  if (value.revalidation) mapped.revalidation = value.revalidation.then((next) => mapCached(next, map));
  return mapped;
}

export interface ListCacheOptions {
  db: MarketCacheDb | null;
  ttlMs?: number;
  now?: () => number;
  logger?: ApiLogger;
}

export interface ListRead<Params, Data> {
  call: ApiCall<Params, Data>;
  params: Params;
  /** Cache key: list name (with any variant) and language. */
  name: string;
  lang: string;
  /**
   * Skip the cache and wait for the network (no stale-while-revalidate either); an entry, fresh or
   * stale, still covers a network failure.
   */
  bypass?: boolean;
  attempt: (call: ApiCall<Params, Data>, params: Params) => Promise<ApiResult<Data>>;
}

/**
 * Runs a database operation, or gives `otherwise` without one: IndexedDB can fail at any time
 * (private mode, quota, blocked upgrade), and the cache then steps aside.
 */
function stepAside(db: ListCacheOptions['db'], logger: ApiLogger) {
  return async function safely<T>(what: string, work: () => Promise<T>, otherwise: T): Promise<T> {
    if (!db) return otherwise;
    try {
      return await work();
    } catch (error) {
      logger.warn(`[cache] ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      return otherwise;
    }
  };
}

/** The call's outcome; a call that throws is a failure like any other. */
async function attemptNeverThrowing<Params, Data>(request: ListRead<Params, Data>): Promise<ApiResult<Data>> {
  try {
    return await request.attempt(request.call, request.params);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

export function createListCache(options: ListCacheOptions) {
  const { db } = options;
  const ttlMs = options.ttlMs ?? LIST_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleLogger;

  const safely = stepAside(db, logger);

  // One network call per key while a stale entry is being revalidated: a second read meanwhile
  // shows the same stale data and shares the answer.
  const inFlight = new Map<string, Promise<CachedValue<unknown>>>();

  async function fetchAndStore<Params, Data>(request: ListRead<Params, Data>, cached: Data | undefined): Promise<CachedValue<Data>> {
    const { call, name, lang } = request;
    const result = await attemptNeverThrowing(request);
    if (result.ok) {
      const record: CachedList = { name, lang, savedAt: now(), data: result.raw };
      await safely('write', () => db!.lists.put(record), undefined);
      return { data: result.data, source: 'network' };
    }
    if (cached !== undefined) return { data: cached, source: 'stale' };
    return { data: call.fallback(), source: 'fallback' };
  }

  async function read<Params, Data>(request: ListRead<Params, Data>): Promise<CachedValue<Data>> {
    const { call, name, lang } = request;
    const entry = await safely<CachedList | undefined>('read', () => db!.lists.get([name, lang]), undefined);
    let cached: Data | undefined;
    if (entry) {
      const parsed = call.data.safeParse(entry.data);
      if (parsed.success) cached = parsed.data;
      else {
        logger.warn(`[cache] ${name}/${lang} failed validation; deleted`);
        await safely('delete', () => db!.lists.delete([name, lang]), undefined);
      }
    }
    if (!entry || cached === undefined || request.bypass) return fetchAndStore(request, cached);
    if (now() - entry.savedAt < ttlMs) return { data: cached, source: 'cache' };

    // Stale: shown now, replaced by the network's answer when it comes.
    const key = JSON.stringify([name, lang]);
    let revalidation = inFlight.get(key) as Promise<CachedValue<Data>> | undefined;
    if (!revalidation) {
      revalidation = fetchAndStore(request, cached).finally(() => inFlight.delete(key));
      inFlight.set(key, revalidation);
    }
    const stale = cached;
    return {
      data: stale,
      source: 'revalidating',
      // A failure keeps this read's own stale data (the same object the caller is showing).
      revalidation: revalidation.then((next) => (next.source === 'network' ? next : { data: stale, source: 'stale' })),
    };
  }

  return { read };
}
