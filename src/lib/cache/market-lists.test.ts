import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMarketLists, DELIVERY_DEDUPE_MS, FUTURES_REFRESH_MS } from './market-lists.ts';
import { freshDb, recordingLogger, scriptedNetwork } from './test-support.ts';
import { LIST_CACHE_TTL_MS } from './list-cache.ts';
import type { MarketCacheDb } from './market-db.ts';

const delivery = (name: string) => [{ name, underlying: 'BTC_USDT', full_name: 'Bitcoin', is_tag_st: 0 }];
const futures = (name: string) => [{ settle: 'usdt', name, coin_name: 'Bitcoin', categories: ['layer1'], is_tag_st: 0, icon: '' }];

describe('market lists', () => {
  let db: MarketCacheDb;
  let network: ReturnType<typeof scriptedNetwork>;

  beforeEach(() => {
    db = freshDb();
    network = scriptedNetwork();
  });
  afterEach(() => {
    vi.useRealTimers();
    db.close();
  });

  const lists = (language = 'en') =>
    createMarketLists({ client: { attempt: network.attempt, language: () => language }, db, logger: recordingLogger() });

  it('sends one delivery request for calls within 30 s, even when bypassing the cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    network.answer(delivery('BTC_USDT_20260831'));
    const markets = lists();
    const [a, b] = await Promise.all([markets.delivery(), markets.delivery({ bypass: true })]);
    await markets.delivery({ bypass: true });
    expect(network.calls).toBe(1);
    expect(a).toBe(b);
    vi.advanceTimersByTime(DELIVERY_DEDUPE_MS);
    network.answer(delivery('BTC_USDT_20261130'));
    const later = await markets.delivery({ bypass: true });
    expect(network.calls).toBe(2);
    expect(later.data[0]?.name).toBe('BTC_USDT_20261130');
  });

  it('shares no failed delivery read: a Retry within 30 s asks the network again', async () => {
    network.answer(new Error('down'));
    const markets = lists();
    expect((await markets.delivery()).source).toBe('fallback');
    await Promise.resolve();
    network.answer(delivery('BTC_USDT_20260831'));
    const retried = await markets.delivery({ bypass: true });
    expect(retried.source).toBe('network');
    expect(network.calls).toBe(2);
  });

  it('refreshes futures from the network every 600000 ms until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    network.answer(futures('BTC_USDT'));
    const seen: string[] = [];
    const stop = lists().watchFutures((value) => seen.push(`${value.source}:${value.data.usdt[0]?.name}`));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    network.answer(futures('ETH_USDT'));
    // Well inside the 60 s cache lifetime: only the bypass makes this a network read.
    vi.advanceTimersByTime(FUTURES_REFRESH_MS);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    stop();
    vi.advanceTimersByTime(FUTURES_REFRESH_MS * 3);
    expect(seen).toEqual(['network:BTC_USDT', 'network:ETH_USDT']);
    expect(network.calls).toBe(2);
  });

  it('shows stale futures at once, then the network answer, and keeps refreshing every 600000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    network.answer(futures('BTC_USDT'));
    const markets = lists();
    await markets.futures();
    vi.advanceTimersByTime(LIST_CACHE_TTL_MS);
    network.answer(futures('ETH_USDT'));
    const seen: string[] = [];
    const stop = markets.watchFutures((value) => seen.push(`${value.source}:${value.data.usdt[0]?.name}`));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual(['revalidating:BTC_USDT', 'network:ETH_USDT']);
    network.answer(futures('SOL_USDT'));
    vi.advanceTimersByTime(FUTURES_REFRESH_MS);
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    stop();
    expect(seen[2]).toBe('network:SOL_USDT');
    expect(network.calls).toBe(3);
  });

  it('caches each change period separately', async () => {
    network.answer([['BTC_USDT', 'Bitcoin', '1', '1', '1', 5, 1, '', '1', 1, 3, 0, '']]);
    const markets = lists();
    await markets.spots({ timezone: 'utc8' });
    expect((await markets.spots({ timezone: 'utc8' })).source).toBe('cache');
    expect((await markets.spots({ timezone: 'utc0' })).source).toBe('network');
  });
});
