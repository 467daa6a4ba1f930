import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_CACHE_TTL_MS } from '../lib/cache/list-cache.ts';
import {
  $alphaMarkets,
  $deliveryContracts,
  $futuresContracts,
  $markets,
  $optionsMarkets,
  $optionsUnderlyings,
  $pilotMarkets,
  $preMarketCurrencies,
  $preMintCurrencies,
} from './markets.ts';
import { $preferences, DEFAULT_PREFERENCES, setChangePeriod } from './preferences.ts';
import { configureFor, useSandbox } from './test-support.ts';
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
    $optionsUnderlyings,
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
    expect($optionsUnderlyings.get().data.map((row) => row.name)).toContain('BTC_USDT');
    expect($optionsMarkets.get().data['BTC_USDT']?.length).toBeGreaterThan(0);
    for (const $store of all) expect($store.get().status).toBe('ready');
  });
});
