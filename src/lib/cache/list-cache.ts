// Read-through cache for market lists (SPEC 7): fresh entries (60 s) are served from IndexedDB,
// entries that no longer validate are deleted, and a stale entry is served when the network fails.
import type { ApiCall } from '../api/call.ts';
import type { ApiResult } from '../api/request.ts';
import { consoleLogger, type ApiLogger } from '../api/logger.ts';
import type { CachedList, MarketCacheDb } from './market-db.ts';

/** SPEC 9: spot list cache lifetime. */
export const LIST_CACHE_TTL_MS = 60_000;

export type CacheSource = 'cache' | 'network' | 'stale' | 'fallback';

export interface CachedValue<Data> {
  data: Data;
  source: CacheSource;
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
  /** Skip a fresh entry and ask the network; a stale entry still covers a network failure. */
  bypass?: boolean;
  attempt: (call: ApiCall<Params, Data>, params: Params) => Promise<ApiResult<Data>>;
}

export function createListCache(options: ListCacheOptions) {
  const { db } = options;
  const ttlMs = options.ttlMs ?? LIST_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleLogger;

  // IndexedDB can fail at any time (private mode, quota, blocked upgrade): the cache then steps aside.
  async function safely<T>(what: string, work: () => Promise<T>, otherwise: T): Promise<T> {
    if (!db) return otherwise;
    try {
      return await work();
    } catch (error) {
      logger.warn(`[cache] ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      return otherwise;
    }
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
    if (entry && cached !== undefined && !request.bypass && now() - entry.savedAt < ttlMs) {
      return { data: cached, source: 'cache' };
    }

    const result = await request.attempt(call, request.params);
    if (result.ok) {
      const record: CachedList = { name, lang, savedAt: now(), data: result.raw };
      await safely('write', () => db!.lists.put(record), undefined);
      return { data: result.data, source: 'network' };
    }
    if (cached !== undefined) return { data: cached, source: 'stale' };
    return { data: call.fallback(), source: 'fallback' };
  }

  return { read };
}

export type ListCache = ReturnType<typeof createListCache>;
