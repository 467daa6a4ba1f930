import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { MARKET_CACHE_DB_NAME, openMarketCacheDb } from './market-db.ts';

const record = (name: string, lang = 'en') => ({ name, lang, savedAt: 1_700_000_000_000, data: [[name]] });

/** Resolves with the request's result, as IndexedDB's callbacks give it. */
const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

describe('market cache database', () => {
  it('keeps a record per list and language until it is deleted, across connections', async () => {
    const indexedDB = new IDBFactory();
    const first = openMarketCacheDb({ indexedDB })!;
    await first.lists.put(record('spots'));
    await first.lists.put(record('spots', 'tr'));
    first.close();
    const second = openMarketCacheDb({ indexedDB })!;
    expect(await second.lists.get(['spots', 'en'])).toEqual(record('spots'));
    await second.lists.delete(['spots', 'en']);
    expect(await second.lists.get(['spots', 'en'])).toBeUndefined();
    expect(await second.lists.get(['spots', 'tr'])).toEqual(record('spots', 'tr'));
    second.close();
  });

  it('reads the entries an earlier visit stored with Dexie (version 10, compound key)', async () => {
    const indexedDB = new IDBFactory();
    const request = indexedDB.open(MARKET_CACHE_DB_NAME, 10);
    request.onupgradeneeded = () => request.result.createObjectStore('lists', { keyPath: ['name', 'lang'] });
    const earlier = await settled(request);
    await settled(earlier.transaction('lists', 'readwrite').objectStore('lists').put(record('alphas')));
    earlier.close();
    const db = openMarketCacheDb({ indexedDB })!;
    expect(await db.lists.get(['alphas', 'en'])).toEqual(record('alphas'));
    db.close();
  });

  it('lets a newer version opened elsewhere through instead of blocking it', async () => {
    const indexedDB = new IDBFactory();
    const db = openMarketCacheDb({ indexedDB })!;
    await db.lists.put(record('spots'));
    const upgrade = indexedDB.open(MARKET_CACHE_DB_NAME, 20);
    const newer = await settled(upgrade);
    expect(newer.version).toBe(20);
    newer.close();
  });

  it('is null where there is no IndexedDB', () => {
    expect(openMarketCacheDb({ indexedDB: undefined })).toBeNull();
  });
});
