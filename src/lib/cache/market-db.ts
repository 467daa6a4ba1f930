// The IndexedDB database (through Dexie) that holds cached market lists, one row per list and language.
import { Dexie, type Table } from 'dexie';

export interface CachedList {
  /** List name, including any variant such as the change period ("spots:24h"). */
  name: string;
  lang: string;
  /** Epoch milliseconds when the network answer was stored. */
  savedAt: number;
  /** The answer's `data` as received; it is validated again on every read. */
  data: unknown;
}

export type MarketCacheDb = Dexie & { lists: Table<CachedList, [name: string, lang: string]> };

export const MARKET_CACHE_DB_NAME = 'exchange-market-cache';

export interface MarketCacheDbOptions {
  name?: string;
  /** An IndexedDB implementation (fake-indexeddb in Node); default the global one. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

/** Opens the cache database, or returns null where IndexedDB does not exist (server render, old Node). */
export function openMarketCacheDb(options: MarketCacheDbOptions = {}): MarketCacheDb | null {
  const indexedDB = options.indexedDB ?? globalThis.indexedDB;
  const keyRange = options.IDBKeyRange ?? globalThis.IDBKeyRange;
  if (!indexedDB || !keyRange) return null;
  const db = new Dexie(options.name ?? MARKET_CACHE_DB_NAME, { indexedDB, IDBKeyRange: keyRange }) as MarketCacheDb;
  db.version(1).stores({ lists: '[name+lang]' });
  return db;
}
