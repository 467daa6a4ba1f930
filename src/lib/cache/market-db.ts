// The IndexedDB database that holds cached market lists, one record per list and language. The
// cache needs three operations on one object store, so this speaks IndexedDB itself: Dexie, the
// wrapper it used before, was 32 KB gzip, more than the rest of the search island together.
export interface CachedList {
  /** List name, including any variant such as the change period ("spots:24h"). */
  name: string;
  lang: string;
  /** Epoch milliseconds when the network answer was stored. */
  savedAt: number;
  /** The answer's `data` as received; it is validated again on every read. */
  data: unknown;
}

export type CachedListKey = [name: string, lang: string];

export interface MarketCacheDb {
  lists: {
    get(key: CachedListKey): Promise<CachedList | undefined>;
    /** Resolves once the record is committed. */
    put(record: CachedList): Promise<void>;
    delete(key: CachedListKey): Promise<void>;
  };
  /** Lets go of the connection; later operations fail (and the cache steps aside). */
  close(): void;
}

export const MARKET_CACHE_DB_NAME = 'exchange-market-cache';
/** Dexie stored its schema version 1 as IndexedDB version 10: the same store at the same version keeps earlier visits' entries. */
const DB_VERSION = 10;
const STORE = 'lists';

export interface MarketCacheDbOptions {
  name?: string;
  /** An IndexedDB implementation (fake-indexeddb in Node); default the global one. */
  indexedDB?: IDBFactory;
}

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function openDatabase(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, DB_VERSION);
    let blocked = false;
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: ['name', 'lang'] });
    };
    // Another tab holding an older version would keep the lists waiting: the cache steps aside.
    request.onblocked = () => {
      blocked = true;
      reject(new Error('IndexedDB upgrade blocked by another tab'));
    };
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      if (blocked) return db.close();
      // A newer version opened elsewhere must not wait on this page: let go of the connection.
      db.onversionchange = () => db.close();
      resolve(db);
    };
  });
}

/** Opens the cache database (on first use), or returns null where IndexedDB does not exist (server render, old Node). */
export function openMarketCacheDb(options: MarketCacheDbOptions = {}): MarketCacheDb | null {
  const factory = options.indexedDB ?? globalThis.indexedDB;
  if (!factory) return null;
  let connection: Promise<IDBDatabase> | undefined;
  let closed = false;
  const connect = () => {
    if (closed) return Promise.reject(new Error('the market cache database is closed'));
    return (connection ??= openDatabase(factory, options.name ?? MARKET_CACHE_DB_NAME));
  };

  async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const transaction = (await connect()).transaction(STORE, mode);
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    const [value] = await Promise.all([settled(work(transaction.objectStore(STORE))), committed]);
    return value;
  }

  return {
    lists: {
      get: (key) => inStore('readonly', (store) => store.get(key) as IDBRequest<CachedList | undefined>),
      put: (record) => inStore('readwrite', (store) => store.put(record)).then(() => undefined),
      delete: (key) => inStore('readwrite', (store) => store.delete(key)),
    },
    close() {
      closed = true;
      void connection?.then((db) => db.close(), () => undefined);
    },
  };
}
