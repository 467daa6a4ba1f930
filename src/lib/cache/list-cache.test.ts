import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '../api/calls.ts';
import { createListCache, LIST_CACHE_TTL_MS } from './list-cache.ts';
import { freshDb, recordingLogger, scriptedNetwork, spotTuple } from './test-support.ts';
import type { MarketCacheDb } from './market-db.ts';

describe('market list cache', () => {
  let db: MarketCacheDb;
  let network: ReturnType<typeof scriptedNetwork>;
  let logger: ReturnType<typeof recordingLogger>;

  beforeEach(() => {
    // Only the clock is faked: fake-indexeddb schedules its own work on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T00:00:00Z'));
    db = freshDb();
    network = scriptedNetwork();
    logger = recordingLogger();
  });

  afterEach(async () => {
    vi.useRealTimers();
    db.close();
  });

  const readSpots = (bypass = false, lang = 'en') =>
    createListCache({ db, logger }).read({
      call: CALLS.spotMarkets,
      params: {},
      name: 'spotMarkets:24h',
      lang,
      bypass,
      attempt: network.attempt,
    });

  it('stores a network answer and serves it from IndexedDB while fresh', async () => {
    network.answer([spotTuple('BTC_USDT')]);
    const first = await readSpots();
    expect(first.source).toBe('network');
    network.answer([spotTuple('ETH_USDT')]);
    vi.advanceTimersByTime(LIST_CACHE_TTL_MS - 1);
    const second = await readSpots();
    expect(second.source).toBe('cache');
    expect(second.data.map((row) => row.pair)).toEqual(['BTC_USDT']);
    expect(network.calls).toBe(1);
  });

  it('keys entries by language', async () => {
    network.answer([spotTuple('BTC_USDT')]);
    await readSpots(false, 'en');
    network.answer([spotTuple('ETH_USDT')]);
    const other = await readSpots(false, 'tr');
    expect(other.source).toBe('network');
    expect(other.data[0]?.pair).toBe('ETH_USDT');
  });

  it('asks the network again once the entry is 60 s old', async () => {
    network.answer([spotTuple('BTC_USDT')]);
    await readSpots();
    vi.advanceTimersByTime(LIST_CACHE_TTL_MS);
    network.answer([spotTuple('ETH_USDT')]);
    const later = await readSpots();
    expect(later.source).toBe('network');
    expect(later.data[0]?.pair).toBe('ETH_USDT');
    expect(network.calls).toBe(2);
  });

  it('skips a fresh entry when bypassed, and stores the new answer', async () => {
    network.answer([spotTuple('BTC_USDT')]);
    await readSpots();
    network.answer([spotTuple('ETH_USDT')]);
    const bypassed = await readSpots(true);
    expect(bypassed.source).toBe('network');
    const cached = await readSpots();
    expect(cached.source).toBe('cache');
    expect(cached.data[0]?.pair).toBe('ETH_USDT');
  });

  it('deletes an entry that no longer validates, and logs it', async () => {
    await db.lists.put({ name: 'spotMarkets:24h', lang: 'en', savedAt: Date.now(), data: [['not', 'a', 'row']] });
    network.answer(new Error('down'));
    const result = await readSpots();
    expect(result).toEqual({ data: [], source: 'fallback' });
    expect(await db.lists.get(['spotMarkets:24h', 'en'])).toBeUndefined();
    expect(logger.messages.some((message) => message.includes('failed validation'))).toBe(true);
  });

  it('serves the stale entry while the network fails', async () => {
    network.answer([spotTuple('BTC_USDT')]);
    await readSpots();
    vi.advanceTimersByTime(LIST_CACHE_TTL_MS * 5);
    network.answer(new Error('down'));
    const stale = await readSpots();
    expect(stale.source).toBe('stale');
    expect(stale.data[0]?.pair).toBe('BTC_USDT');
  });

  it('serves the stale entry when a bypassing read fails', async () => {
    network.answer([spotTuple('BTC_USDT')]);
    await readSpots();
    network.answer(new Error('down'));
    const result = await readSpots(true);
    expect(result.source).toBe('stale');
  });

  it('falls back to the network alone when there is no IndexedDB', async () => {
    network.answer([spotTuple('BTC_USDT')]);
    const cache = createListCache({ db: null, logger });
    const read = () =>
      cache.read({ call: CALLS.spotMarkets, params: {}, name: 'spots', lang: 'en', attempt: network.attempt });
    expect((await read()).source).toBe('network');
    expect((await read()).source).toBe('network');
  });

  it('steps aside when IndexedDB throws', async () => {
    db.close();
    const closed = db;
    network.answer([spotTuple('BTC_USDT')]);
    const cache = createListCache({ db: closed, logger });
    const result = await cache.read({ call: CALLS.spotMarkets, params: {}, name: 'spots', lang: 'en', attempt: network.attempt });
    expect(result.source).toBe('network');
    expect(logger.messages.some((message) => message.startsWith('[cache] read failed'))).toBe(true);
  });
});
