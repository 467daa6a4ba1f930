// One hook per panel: subscribes to the stores that panel shows (a store loads on its first
// subscriber, through the IndexedDB cache) and returns its rows for the sub-menu and query.
// A panel's stores are subscribed only while that panel (or, for delivery, that tab) is shown.
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import {
  $alphaMarkets,
  $deliveryContracts,
  $futuresContracts,
  $markets,
  $optionsMarkets,
  $pilotMarkets,
  $preMarketCurrencies,
  $preMintCurrencies,
  type ListState,
} from '../../stores/index.ts';
import { retryList } from '../../stores/list-store.ts';
import { loadStateOf, type LoadState } from '../../lib/api/load-state.ts';
import type { ReadableAtom } from 'nanostores';
import {
  alphaCategories,
  alphaRows,
  allFuturesRows,
  futuresRows,
  optionsRows,
  pilotRows,
  pilotSubMenus,
  preMarketRows,
  spotRow,
  spotRows,
  type ResultRow,
  type RowContext,
} from './result-rows.ts';
import { PREMINT_KEY } from './search-tabs.ts';

export interface PanelResult {
  rows: ResultRow[];
  /** Still waiting for a first answer (skeleton rows show while nothing is there yet). */
  loading: boolean;
  /** Whether the server answered: a failure shows "couldn't load · Retry", never "No results". */
  load: LoadState;
  /** Asks the list's server again. */
  retry(): void;
  /** The list's store: an open list's prices refresh through it (src/islands/shared/use-live-prices.ts). */
  store?: ReadableAtom<unknown>;
  /**
   * What the rows answer (list, sub-menu, query). Another scope is a new list (top, first market);
   * new data for the same scope, such as the network's answer replacing a stale cached copy,
   * updates the list in place.
   */
  scope?: string;
  /** Every row of the panel's list whatever its sub-menu: where its favourites are found (search only, on demand). */
  allRows?: () => ResultRow[];
}

const scopeOf = (...parts: string[]) => parts.join('\u0000');

const EMPTY: never[] = [];

/** What every panel's result carries about its list: loading, load state and retry. */
export function listLoad<Data>(store: ReadableAtom<ListState<Data>>, state: ListState<Data>, empty: (data: Data) => boolean) {
  const load = loadStateOf({ status: state.status, source: state.source, empty: empty(state.data) });
  return { load, loading: load.phase === 'loading', retry: () => void retryList(store), store };
}

const noRows = (data: readonly unknown[]) => data.length === 0;
const noGroupedRows = (data: { list: readonly unknown[] }) => data.list.length === 0;
const noMarketRows = (data: Record<string, readonly unknown[]>) => Object.values(data).every((rows) => rows.length === 0);

export function useSpotRows(quote: string, query: string, context: RowContext): PanelResult {
  const state = useStore($markets);
  const rows = useMemo(() => spotRows(state.data, quote, query, context), [state.data, quote, query, context]);
  const allRows = () => state.data.map((row) => spotRow(row, context));
  return { rows, allRows, ...listLoad($markets, state, noRows), scope: scopeOf('spot', quote, query) };
}

export function usePerpetualRows(settle: string, query: string, context: RowContext): PanelResult {
  const state = useStore($futuresContracts);
  const rows = useMemo(
    () => futuresRows({ ...state.data, delivery: EMPTY }, settle, query, context),
    [state.data, settle, query, context],
  );
  const allRows = () => allFuturesRows({ ...state.data, delivery: EMPTY }, context);
  return { rows, allRows, ...listLoad($futuresContracts, state, (data) => !data.usdt.length && !data.btc.length), scope: scopeOf('perpetual', settle, query) };
}

export function useDeliveryRows(query: string, context: RowContext): PanelResult {
  const state = useStore($deliveryContracts);
  const rows = useMemo(() => futuresRows({ usdt: EMPTY, btc: EMPTY, delivery: state.data }, 'delivery', query, context), [state.data, query, context]);
  const allRows = () => allFuturesRows({ usdt: EMPTY, btc: EMPTY, delivery: state.data }, context);
  return { rows, allRows, ...listLoad($deliveryContracts, state, noRows), scope: scopeOf('delivery', query) };
}

export function useOptionsRows(underlying: string, query: string, context: RowContext): PanelResult {
  const state = useStore($optionsMarkets);
  const rows = useMemo(() => optionsRows(state.data, underlying, query, context), [state.data, underlying, query, context]);
  const allRows = () => optionsRows(state.data, '', '', context);
  return { rows, allRows, ...listLoad($optionsMarkets, state, noMarketRows), scope: scopeOf('options', underlying, query) };
}

export function usePilotRows(group: string, query: string, context: RowContext): PanelResult & { groups: string[] } {
  const state = useStore($pilotMarkets);
  const rows = useMemo(() => pilotRows(state.data, group, query, context), [state.data, group, query, context]);
  const groups = useMemo(() => pilotSubMenus(state.data), [state.data]);
  const allRows = () => pilotRows(state.data, '', '', context);
  return { rows, groups, allRows, ...listLoad($pilotMarkets, state, noGroupedRows), scope: scopeOf('pilot', group, query) };
}

export function usePreMarketRows(group: string, query: string, context: RowContext): PanelResult {
  // Both groups are small (SPEC 9: one page of 100); the tab shown decides which is subscribed.
  const store = group === PREMINT_KEY ? $preMintCurrencies : $preMarketCurrencies;
  const state = useStore(store);
  const rows = useMemo(() => preMarketRows(state.data, group, query, context), [state.data, group, query, context]);
  const allRows = () => preMarketRows(state.data, group, '', context);
  return { rows, allRows, ...listLoad(store, state, noRows), scope: scopeOf('preMarket', group, query) };
}

export function useAlphaRows(order: string, category: string, query: string, context: RowContext): PanelResult & { categories: string[] } {
  const state = useStore($alphaMarkets);
  const rows = useMemo(() => alphaRows(state.data, order, category, query, context), [state.data, order, category, query, context]);
  const categories = useMemo(() => alphaCategories(state.data), [state.data]);
  const allRows = () => alphaRows(state.data, order, '', '', context);
  return { rows, categories, allRows, ...listLoad($alphaMarkets, state, noGroupedRows), scope: scopeOf('alpha', order, category, query) };
}
