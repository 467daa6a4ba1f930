// Market lists for the search panels and trade menus. Each list loads on its first subscriber
// (first hover of its panel), through the IndexedDB cache.
import { onMount, startTask } from 'nanostores';
import { emptyGroupedList, type GroupedList } from '../lib/api/grouping.ts';
import type { AlphaToken, FuturesContractsBySettle, OptionsMarkets, PilotToken } from '../lib/api/schemas/markets.ts';
import { storeEnvironment } from './environment.ts';
import { $preferences } from './preferences.ts';
import { createListStore } from './list-store.ts';
import { marketLists } from './market-cache.ts';

const markets = marketLists;
const autoLoad = () => storeEnvironment().autoLoad;

/** Spot markets for the current change period; reloads when the period changes while watched. */
const spot = createListStore(
  () => [],
  (options) => markets().spots({ ...options, timezone: $preferences.get().changePeriod }),
  autoLoad,
);
export const $markets = spot.$store;
onMount($markets, () => {
  if (!autoLoad()) return;
  return $preferences.listen((value, old) => {
    if (old && old.changePeriod !== value.changePeriod) void spot.load();
  });
});

/**
 * Futures contracts, refreshed every 600000 ms while anyone watches: the watcher below fills the store,
 * so the list store's own first load stays off; its load serves Retry (the network now, a saved copy
 * still covering another failure) while the periodic refresh goes on.
 */
const futures = createListStore<FuturesContractsBySettle>(
  () => ({ usdt: [], btc: [] }),
  (options) => markets().futures({ ...options, timezone: $preferences.get().changePeriod }),
  () => false,
);
export const $futuresContracts = futures.$store;
onMount($futuresContracts, () => {
  if (!autoLoad()) return;
  // Tracked as a task until the first answer so allTasks() covers it, like the other lists.
  let endTask: (() => void) | undefined = startTask();
  const finish = () => {
    endTask?.();
    endTask = undefined;
  };
  $futuresContracts.set({ ...$futuresContracts.get(), status: 'loading' });
  const stop = markets().watchFutures(
    ({ data, source }) => {
      $futuresContracts.set({ status: 'ready', data, source });
      // A stale copy shows at once; the task ends with the network's answer that follows it.
      if (source !== 'revalidating') finish();
    },
    { timezone: $preferences.get().changePeriod },
  );
  return () => {
    stop();
    finish();
  };
});

const delivery = createListStore(() => [], (options) => markets().delivery(options), autoLoad);
export const $deliveryContracts = delivery.$store;

const alpha = createListStore<GroupedList<AlphaToken>>(emptyGroupedList, (options) => markets().alphas(options), autoLoad);
export const $alphaMarkets = alpha.$store;

const pilot = createListStore<GroupedList<PilotToken>>(emptyGroupedList, (options) => markets().pilots(options), autoLoad);
export const $pilotMarkets = pilot.$store;

const preMint = createListStore(() => [], (options) => markets().preMint(options), autoLoad);
export const $preMintCurrencies = preMint.$store;

const preMarket = createListStore(() => [], (options) => markets().preMarket(options), autoLoad);
export const $preMarketCurrencies = preMarket.$store;

/** The search panel's tabs (menu data); an empty list means "use the built-in tabs". */
const searchTabs = createListStore(() => [], (readOptions) => markets().searchTabs(readOptions), autoLoad);
export const $searchTabs = searchTabs.$store;

const options = createListStore<OptionsMarkets>(() => ({}), (readOptions) => markets().optionsMarkets(readOptions), autoLoad);
export const $optionsMarkets = options.$store;
