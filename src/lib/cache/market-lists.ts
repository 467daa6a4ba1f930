// Market lists as the chrome reads them: the API client behind the IndexedDB cache, keyed by list
// name and language, with the futures refresh timer and the delivery-list dedupe of SPEC 9. A read
// of a stale entry answers with it at once and carries the network's answer as `revalidation`.
import { CALLS, type ChangePeriod } from '../api/calls.ts';
import type { ApiCall } from '../api/call.ts';
import type { ApiClient } from '../api/client.ts';
import type { ApiLogger } from '../api/logger.ts';
import type { DeliveryContract, FuturesContractsBySettle } from '../api/schemas/markets.ts';
import { createListCache, type CachedValue } from './list-cache.ts';
import { dedupeWithin } from './dedupe.ts';
import { refreshEvery } from './periodic.ts';
import type { MarketCacheDb } from './market-db.ts';

/** SPEC 9. */
export const FUTURES_REFRESH_MS = 600_000;
export const DELIVERY_DEDUPE_MS = 30_000;

export interface MarketListsOptions {
  client: Pick<ApiClient, 'attempt' | 'language'>;
  db: MarketCacheDb | null;
  ttlMs?: number;
  now?: () => number;
  logger?: ApiLogger;
}

export interface ReadOptions {
  /** Wait for the network even with a fresh entry (any entry still covers a network failure). */
  bypass?: boolean;
}

export interface PeriodOptions extends ReadOptions {
  timezone?: ChangePeriod;
}

/** SPEC 9's 30 s delivery dedupe; a failed read is not shared, so a Retry after it asks the network. */
function deliveryDedupe(now: (() => number) | undefined) {
  return dedupeWithin<CachedValue<DeliveryContract[]>>({
    windowMs: DELIVERY_DEDUPE_MS,
    now,
    keep: (value) => value.source !== 'fallback' && value.source !== 'stale',
  });
}

export function createMarketLists(options: MarketListsOptions) {
  const { client } = options;
  const cache = createListCache({ db: options.db, ttlMs: options.ttlMs, now: options.now, logger: options.logger });
  const dedupeDelivery = deliveryDedupe(options.now);

  function read<Params, Data>(call: ApiCall<Params, Data>, params: Params, variant: string, options: ReadOptions) {
    return cache.read({
      call,
      params,
      name: variant ? `${call.name}:${variant}` : call.name,
      lang: client.language(),
      bypass: options.bypass,
      attempt: client.attempt,
    });
  }

  const futures = (opts: PeriodOptions = {}) =>
    read(CALLS.futuresContracts, { timezone: opts.timezone }, opts.timezone ?? '24h', opts);

  return {
    spots: (opts: PeriodOptions = {}) => read(CALLS.spotMarkets, { timezone: opts.timezone }, opts.timezone ?? '24h', opts),
    futures,
    /**
     * Loads now and every 600000 ms, always from the network (stale cache only if it fails). The first
     * load may show a cache entry: a fresh one, or a stale one followed by the network's answer.
     * onData gets plain values (no `revalidation`), in order, and nothing once stopped.
     */
    watchFutures(onData: (value: CachedValue<FuturesContractsBySettle>) => void, opts: Omit<PeriodOptions, 'bypass'> = {}) {
      let first = true;
      let stopped = false;
      const stop = refreshEvery(FUTURES_REFRESH_MS, async () => {
        // The periodic loads exist to refresh the list, so they bypass the cache.
        const value = await futures({ ...opts, bypass: !first });
        first = false;
        if (stopped) return;
        onData({ data: value.data, source: value.source });
        if (!value.revalidation) return;
        const next = await value.revalidation;
        if (!stopped) onData(next);
      });
      return () => {
        stopped = true;
        stop();
      };
    },
    delivery: (opts: ReadOptions = {}) =>
      dedupeDelivery(client.language(), () => read(CALLS.deliveryContracts, undefined, '', opts)),
    alphas: (opts: ReadOptions = {}) => read(CALLS.alphaMarkets, undefined, '', opts),
    pilots: (opts: ReadOptions = {}) => read(CALLS.pilotMarkets, undefined, '', opts),
    preMint: (opts: ReadOptions = {}) => read(CALLS.preMintCurrencies, undefined, '', opts),
    preMarket: (opts: ReadOptions = {}) => read(CALLS.preMarketCurrencies, undefined, '', opts),
    optionsUnderlyings: (opts: ReadOptions = {}) => read(CALLS.optionsUnderlyings, undefined, '', opts),
    optionsMarkets: (opts: ReadOptions = {}) => read(CALLS.optionsMarkets, undefined, '', opts),
    buyCryptoFiats: (opts: ReadOptions = {}) => read(CALLS.buyCryptoFiatSettings, undefined, '', opts),
    /** The search panel's menu data (tabs), cached like the lists it organises. */
    searchTabs: (opts: ReadOptions = {}) => read(CALLS.searchTabs, undefined, '', opts),
  };
}

export type MarketLists = ReturnType<typeof createMarketLists>;
