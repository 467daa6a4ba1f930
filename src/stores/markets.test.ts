import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_CACHE_TTL_MS } from '../lib/cache/list-cache.ts';
import { DELIVERY_DEDUPE_MS } from '../lib/cache/market-lists.ts';
import {
  $alphaMarkets,
  $deliveryContracts,
  $futuresContracts,
  $markets,
  $optionsMarkets,
  $pilotMarkets,
  $preMarketCurrencies,
  $preMintCurrencies,
} from './markets.ts';
import { $preferences, DEFAULT_PREFERENCES, setChangePeriod } from './preferences.ts';
import { configureFor, useSandbox } from './test-support.ts';
import { refreshList, retryList, type ListState } from './list-store.ts';
import { $fiatRates } from './fiat-rates.ts';
import { $buyCryptoFiats, DEFAULT_BUY_CRYPTO_FIATS } from './buy-crypto-fiats.ts';
import { loadStateOf } from '../lib/api/load-state.ts';
import { API_PATHS } from '../contracts/api-paths.ts';
import type { ReadableAtom } from 'nanostores';
import { fixtures } from '../../sandbox/data/fixtures.ts';
import { DEFAULT_SEED } from '../../sandbox/index.ts';

describe('market stores', () => {
  const server = useSandbox();
  const all = [
    $markets,
    $futuresContracts,
    $deliveryContracts,
    $alphaMarkets,
    $pilotMarkets,
    $preMintCurrencies,
    $preMarketCurrencies,
    $optionsMarkets,
  ];

  beforeEach(() => $preferences.set({ ...DEFAULT_PREFERENCES }));
  afterEach(() => cleanStores(...all, $preferences));

  it('loads nothing until a panel subscribes', async () => {
    const harness = await configureFor(server(), undefined);
    await allTasks();
    expect(harness.requests).toEqual([]);
  });

  it('loads spot markets on first subscriber, then serves them from the cache', async () => {
    const harness = await configureFor(server(), undefined);
    const off = $markets.listen(() => {});
    await allTasks();
    expect($markets.get().status).toBe('ready');
    expect($markets.get().source).toBe('network');
    expect($markets.get().data.length).toBe(fixtures(DEFAULT_SEED).spots.length);
    off();
    cleanStores($markets);
    $markets.listen(() => {});
    await allTasks();
    expect($markets.get().source).toBe('cache');
    expect(harness.requests.filter((request) => request.endsWith('/apiw/v2/market/spots'))).toHaveLength(1);
  });

  it('shows a stale copy as ready at once, then replaces it with the network answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const harness = await configureFor(server(), undefined);
      $markets.listen(() => {});
      await allTasks();
      const cachedRows = $markets.get().data;
      cleanStores($markets);
      vi.advanceTimersByTime(LIST_CACHE_TTL_MS);
      const seen: Array<{ status: string; source?: string; rows: number; same: boolean }> = [];
      $markets.listen((state) => seen.push({ status: state.status, source: state.source, rows: state.data.length, same: state.data === cachedRows }));
      await allTasks();
      const rows = fixtures(DEFAULT_SEED).spots.length;
      expect(seen.filter((state) => state.status === 'ready')).toEqual([
        { status: 'ready', source: 'revalidating', rows, same: false },
        { status: 'ready', source: 'network', rows, same: false },
      ]);
      expect(harness.requests.filter((request) => request.endsWith('/apiw/v2/market/spots'))).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads spot markets when the change period changes', async () => {
    const harness = await configureFor(server(), undefined);
    $markets.listen(() => {});
    await allTasks();
    setChangePeriod('utc8');
    await allTasks();
    expect(harness.requests.filter((request) => request.endsWith('/apiw/v2/market/spots'))).toHaveLength(2);
  });

  it('loads every other market list on its first subscriber', async () => {
    await configureFor(server(), undefined);
    for (const $store of all) $store.listen(() => {});
    await allTasks();
    const { futures } = fixtures(DEFAULT_SEED);
    expect($futuresContracts.get().data.usdt.length + $futuresContracts.get().data.btc.length).toBe(futures.length);
    expect($deliveryContracts.get().data.length).toBeGreaterThan(0);
    expect(Object.keys($alphaMarkets.get().data.groups)).toContain('hot');
    expect($pilotMarkets.get().data.list.length).toBeGreaterThan(0);
    expect($preMintCurrencies.get().data.length).toBeGreaterThan(0);
    expect($preMarketCurrencies.get().data.length).toBeGreaterThan(0);
    expect($optionsMarkets.get().data['BTC_USDT']?.length).toBeGreaterThan(0);
    for (const $store of all) expect($store.get().status).toBe('ready');
  });
});

describe('every list tells a failure from an empty answer (SPEC 8 fallback stays the data)', () => {
  const server = useSandbox();
  const fault = (path: string, kind: string | null) =>
    fetch(`${server().url}/__sandbox/faults`, kind ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, fault: kind }) } : { method: 'DELETE' });
  // Rows in any list's shape: an array, a grouped list ({ list }), or lists by key (futures by settle, options by market).
  const rows = (data: unknown): number => {
    if (Array.isArray(data)) return data.length;
    const record = (data ?? {}) as Record<string, unknown>;
    return 'list' in record ? rows(record.list) : Object.values(record).reduce<number>((sum, value) => sum + rows(value), 0);
  };
  const phaseOf = (store: ReadableAtom<ListState<unknown>>) => {
    const state = store.get();
    return loadStateOf({ status: state.status, source: state.source, empty: rows(state.data) === 0 });
  };
  const lists: Array<[string, ReadableAtom<ListState<unknown>>, string]> = [
    ['spot', $markets, API_PATHS.spotMarkets],
    ['futures', $futuresContracts, API_PATHS.futuresContracts],
    ['delivery', $deliveryContracts, API_PATHS.deliveryContracts],
    ['alpha', $alphaMarkets, API_PATHS.alphaMarkets],
    ['pilot', $pilotMarkets, API_PATHS.pilotMarkets],
    ['premint', $preMintCurrencies, API_PATHS.preMintCurrencies],
    ['pre-market', $preMarketCurrencies, API_PATHS.preMarketCurrencies],
    ['options markets', $optionsMarkets, API_PATHS.optionsMarkets],
  ] as never;

  afterEach(async () => {
    vi.useRealTimers();
    await fault('', null);
    cleanStores(...lists.map(([, store]) => store), $preferences);
  });

  it.each(lists)('%s: failed without a copy, rows after Retry, saved rows marked after another failure, empty only when the server says so', async (_, store, path) => {
    // Each Retry comes after SPEC 9's delivery dedupe window, which shares a success for 30 s.
    vi.useFakeTimers({ toFake: ['Date'] });
    const retry = () => (vi.advanceTimersByTime(DELIVERY_DEDUPE_MS), retryList(store));
    await configureFor(server(), undefined);
    await fault(path, '500');
    store.listen(() => {});
    await allTasks();
    expect(phaseOf(store)).toEqual({ phase: 'failed', stale: false });
    await fault(path, null);
    await retry();
    await allTasks();
    expect(phaseOf(store)).toEqual({ phase: 'ready' });
    await fault(path, '500');
    await retry();
    await allTasks();
    expect(phaseOf(store)).toEqual({ phase: 'failed', stale: true });
    expect(rows(store.get().data)).toBeGreaterThan(0);
    await fault(path, 'empty');
    await retry();
    await allTasks();
    expect(phaseOf(store)).toEqual({ phase: 'empty' });
  });

  it('exchange rates and Pay with fiats say the call failed while keeping their fallbacks, and Retry loads them', async () => {
    await configureFor(server(), undefined);
    await fault(API_PATHS.fiatMarketRates, '500');
    await fault(API_PATHS.buyCryptoFiatSettings, '500');
    $fiatRates.listen(() => {});
    $buyCryptoFiats.listen(() => {});
    await allTasks();
    expect($fiatRates.get()).toMatchObject({ status: 'ready', rates: {}, source: 'fallback' });
    expect($buyCryptoFiats.get()).toMatchObject({ data: DEFAULT_BUY_CRYPTO_FIATS, source: 'fallback' });
    await fault('', null);
    await Promise.all([retryList($fiatRates), retryList($buyCryptoFiats)]);
    await allTasks();
    expect($fiatRates.get().source).toBe('network');
    expect(Object.keys($fiatRates.get().rates)).toContain('EUR');
    expect($buyCryptoFiats.get().data.length).toBeGreaterThan(1);
    cleanStores($fiatRates, $buyCryptoFiats);
  });
});

describe("an open list's price refresh (refreshList, src/stores/live-prices.ts)", () => {
  const server = useSandbox();
  const post = (path: string, body: unknown) =>
    fetch(`${server().url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const spotCalls = (requests: string[]) => requests.filter((request) => request.endsWith(API_PATHS.spotMarkets)).length;

  afterEach(async () => {
    await fetch(`${server().url}/__sandbox/faults`, { method: 'DELETE' });
    await post('/__sandbox/scenario', { prices: { step: 0 } });
    cleanStores($markets, $futuresContracts, $preferences);
  });

  it('asks the network past a fresh cache entry and replaces the rows quietly; a failed refresh keeps them', async () => {
    const harness = await configureFor(server(), undefined);
    const seen: string[] = [];
    $markets.listen((state) => seen.push(state.status));
    await allTasks();
    const btc = () => $markets.get().data.find((row) => row.pair === 'BTC_USDT')!.rate;
    const before = btc();
    await post('/__sandbox/scenario', { prices: { step: 1 } });
    seen.length = 0;
    await refreshList($markets);
    expect(btc()).not.toBe(before);
    expect($markets.get().source).toBe('network');
    // No 'loading' on the way: the rows never leave the screen.
    expect(seen).toEqual(['ready']);
    expect(spotCalls(harness.requests)).toBe(2);

    const shown = $markets.get();
    await post('/__sandbox/faults', { path: API_PATHS.spotMarkets, fault: '500' });
    await refreshList($markets);
    expect($markets.get()).toBe(shown);
  });

  it('refreshes the futures contracts the same way, beside their own 600 s refresh', async () => {
    const harness = await configureFor(server(), undefined);
    $futuresContracts.listen(() => {});
    await allTasks();
    await refreshList($futuresContracts);
    expect(harness.requests.filter((request) => request.endsWith(API_PATHS.futuresContracts))).toHaveLength(2);
    expect($futuresContracts.get()).toMatchObject({ status: 'ready', source: 'network' });
    await post('/__sandbox/faults', { path: API_PATHS.futuresContracts, fault: '500' });
    const refreshed = $futuresContracts.get();
    await refreshList($futuresContracts);
    expect($futuresContracts.get()).toBe(refreshed);
  });
});
