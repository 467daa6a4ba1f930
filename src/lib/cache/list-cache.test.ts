import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '../api/calls.ts';
import { createListCache, LIST_CACHE_TTL_MS } from './list-cache.ts';
import { freshDb, gatedNetwork, recordingLogger, scriptedNetwork, spotTuple } from './test-support.ts';
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

  it('asks no network while the entry is fresh', async () => {
    network.answer([spotTuple('BTC_USDT')]);
    await readSpots();
    vi.advanceTimersByTime(LIST_CACHE_TTL_MS - 1);
    network.answer([spotTuple('ETH_USDT')]);
    const fresh = await readSpots();
    expect(fresh).toEqual({ data: [expect.objectContaining({ pair: 'BTC_USDT' })], source: 'cache' });
    expect(network.calls).toBe(1);
  });

  it('shows a stale entry at once, then replaces it with the network answer and stores that', async () => {
    network.answer([spotTuple('BTC_USDT')]);
    await readSpots();
    vi.advanceTimersByTime(LIST_CACHE_TTL_MS);
    const gate = gatedNetwork(network);
    network.answer([spotTuple('ETH_USDT')]);
    const stale = await createListCache({ db, logger }).read({
      call: CALLS.spotMarkets,
      params: {},
      name: 'spotMarkets:24h',
      lang: 'en',
      attempt: gate.attempt,
    });
    // Answered while the network call is still open.
    expect(gate.pending).toBe(1);
    expect(stale.source).toBe('revalidating');
    expect(stale.data.map((row) => row.pair)).toEqual(['BTC_USDT']);
    gate.release();
    const next = await stale.revalidation!;
    expect(next.source).toBe('network');
    expect(next.data.map((row) => row.pair)).toEqual(['ETH_USDT']);
    expect(next.revalidation).toBeUndefined();
    const cached = await readSpots();
    expect(cached.source).toBe('cache');
    expect(cached.data.map((row) => row.pair)).toEqual(['ETH_USDT']);
    expect(network.calls).toBe(2);
  });

  it('keeps the stale entry when the revalidating call fails', async () => {
    network.answer([spotTuple('BTC_USDT')]);
    await readSpots();
    vi.advanceTimersByTime(LIST_CACHE_TTL_MS * 5);
    network.answer(new Error('down'));
    const stale = await readSpots();
    expect(stale.source).toBe('revalidating');
    const next = await stale.revalidation!;
    expect(next.source).toBe('stale');
    // The very data already shown, so nothing re-renders.
    expect(next.data).toBe(stale.data);
    expect(network.calls).toBe(2);
    // Still there, still stale: the next read revalidates again.
    expect((await db.lists.get(['spotMarkets:24h', 'en']))?.data).toEqual([spotTuple('BTC_USDT')]);
    expect((await readSpots()).source).toBe('revalidating');
  });

  it('keeps the stale entry when the revalidating call throws', async () => {
    network.answer([spotTuple('BTC_USDT')]);
    await readSpots();
    vi.advanceTimersByTime(LIST_CACHE_TTL_MS);
    const stale = await createListCache({ db, logger }).read({
      call: CALLS.spotMarkets,
      params: {},
      name: 'spotMarkets:24h',
      lang: 'en',
      attempt: () => Promise.reject(new Error('boom')),
    });
    await expect(stale.revalidation!).resolves.toEqual({ data: stale.data, source: 'stale' });
  });

  it('revalidates a stale entry with one network call for reads that overlap', async () => {
    network.answer([spotTuple('BTC_USDT')]);
    const cache = createListCache({ db, logger });
    await cache.read({ call: CALLS.spotMarkets, params: {}, name: 'spotMarkets:24h', lang: 'en', attempt: network.attempt });
    vi.advanceTimersByTime(LIST_CACHE_TTL_MS);
    const gate = gatedNetwork(network);
    const read = () => cache.read({ call: CALLS.spotMarkets, params: {}, name: 'spotMarkets:24h', lang: 'en', attempt: gate.attempt });
    network.answer([spotTuple('ETH_USDT')]);
    const [a, b] = [await read(), await read()];
    expect([a.source, b.source]).toEqual(['revalidating', 'revalidating']);
    expect(gate.pending).toBe(1);
    gate.release();
    expect((await a.revalidation!).data[0]?.pair).toBe('ETH_USDT');
    expect((await b.revalidation!).data[0]?.pair).toBe('ETH_USDT');
    expect(network.calls).toBe(2);
  });

  it('waits for the network when bypassed, even with a stale entry', async () => {
    network.answer([spotTuple('BTC_USDT')]);
    await readSpots();
    vi.advanceTimersByTime(LIST_CACHE_TTL_MS);
    network.answer([spotTuple('ETH_USDT')]);
    const bypassed = await readSpots(true);
    expect(bypassed).toEqual({ data: [expect.objectContaining({ pair: 'ETH_USDT' })], source: 'network' });
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

  it('deletes a stale entry that no longer validates and waits for the network instead of showing it', async () => {
    await db.lists.put({ name: 'spotMarkets:24h', lang: 'en', savedAt: Date.now() - LIST_CACHE_TTL_MS * 2, data: [['not', 'a', 'row']] });
    network.answer([spotTuple('ETH_USDT')]);
    const result = await readSpots();
    expect(result).toEqual({ data: [expect.objectContaining({ pair: 'ETH_USDT' })], source: 'network' });
    expect((await db.lists.get(['spotMarkets:24h', 'en']))?.data).toEqual([spotTuple('ETH_USDT')]);
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
