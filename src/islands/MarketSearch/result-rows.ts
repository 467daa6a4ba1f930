// What one result row shows and where it leads, for every panel (SPEC 2 "Search results", SPEC 3
// rows, SPEC 5 search). Pure: the island renders these, the tests read them.
import type {
  AlphaToken,
  DeliveryContract,
  FuturesContract,
  OptionsMarkets,
  PilotToken,
  PreMarketRow,
  SpotMarketRow,
} from '../../lib/api/schemas/markets.ts';
import type { GroupedList } from '../../lib/api/grouping.ts';
import { filterRows } from '../../lib/search/match.ts';
import { rankMarkets, type RankableMarket } from '../../lib/search/rank-markets.ts';
import { ownPairsFirst, quoteOf } from '../../lib/search/own-markets.ts';
import { ALPHA_NEW_KEY, DELIVERY_KEY, PREMINT_KEY } from './search-tabs.ts';
import { optionName } from './option-name.ts';

export type Trend = 'up' | 'down';

export interface ResultRow {
  /** Unique within the list: the DOM id of the option is built from it. */
  id: string;
  href: string;
  icon: string;
  /** Main text: a symbol or pair (BTC/USDT, BTCUSDT, PEPE/USDT). */
  title: string;
  /** Secondary text: a coin name, "Perpetual", a shortened address. */
  subtitle: string;
  /** Last price as delivered (the market's decimals); formatted for the language when shown. */
  price?: string;
  /** Change in percent; formatted for the language when shown (only the visible rows are). */
  change?: { percent: number; trend: Trend };
  /** Special-treatment market (SPEC 3 isST, is_tag_st). */
  st: boolean;
  tags: ReadonlyArray<'hot' | 'new'>;
  chainIcon?: string;
}

export interface RowContext {
  /** Language prefix of every link ('' for English, '/zh'). */
  prefix: string;
  /** Label of perpetual contracts ("Perpetual"), shown under the contract. */
  perpetual: string;
  /** Page language: the numbers and dates a row builds into its text (options) are written in it. */
  lang: string;
  /** "Call" and "Put" in the page's language, for options rows. */
  call: string;
  put: string;
  /** Where coin icons live ("/images/coin_icon/64/"): rows the API sends without an icon get `{base}{coin}.png`. */
  coinIconBase: string;
  /** The site's default pair (BTC_SGD): its own pair and quote currency lead the spot lists. */
  ownPair?: string;
}

const upper = (text: string) => text.toUpperCase();
/** A path segment from server data: only characters a pair, currency or slug uses. */
const segment = (text: string) => encodeURIComponent(text);

/** A link a row carries, if it is a same-origin path (never a scheme or another host). */
export function safeRowLink(link: unknown): string | null {
  return typeof link === 'string' && /^\/(?![/\\])/.test(link) ? link : null;
}

function changeOf(percent: string | undefined): ResultRow['change'] {
  if (percent === undefined) return undefined;
  const value = Number(percent);
  if (!Number.isFinite(value)) return undefined;
  return { percent: value, trend: value >= 0 ? 'up' : 'down' };
}

/** The coin icon of a currency at the icon host, as the other lists' icons are served. */
export function coinIconOf(currency: string, context: RowContext): string {
  return context.coinIconBase && currency ? `${context.coinIconBase}${encodeURIComponent(currency.toLowerCase())}.png` : '';
}

// ---- spot ------------------------------------------------------------------------------------

/** Spot: the quote sub-menu when idle; the whole list, ranked, while searching; the site's own pairs first. */
export function spotRows(markets: readonly SpotMarketRow[], quote: string, query: string, context: RowContext): ResultRow[] {
  const own = context.ownPair ?? '';
  const idle = () => markets.filter((row) => row.curr_b === quote);
  const rows = query.trim() ? rankMarkets(query, markets, own && quoteOf(own)) : own ? ownPairsFirst(idle(), own) : idle();
  return rows.map((row) => spotRow(row, context));
}

export const spotRow = (row: SpotMarketRow, context: RowContext): ResultRow => ({
  id: `spot-${row.pair}`,
  href: `${context.prefix}${safeRowLink((row as { link?: unknown }).link) ?? `/trade/${segment(row.pair)}`}`,
  icon: row.icon,
  title: `${row.curr_a}/${row.curr_b}`,
  subtitle: row.name,
  price: row.rate,
  change: changeOf(row.rate_percent),
  st: row.isST,
  tags: [],
});

// ---- futures ---------------------------------------------------------------------------------

interface ContractMarket extends RankableMarket {
  id: string;
  href: string;
  icon: string;
  /** Shown under the contract; perpetuals show the "Perpetual" label instead. */
  subtitle?: string;
  st: boolean;
  price?: string;
  change?: ResultRow['change'];
}

function splitContract(name: string): { base: string; quote: string } {
  const parts = name.split('_');
  return { base: parts[0] ?? name, quote: parts[1] ?? '' };
}

/** `convert` over a list once: the same list gives the same array, so ranking reuses its index. */
function memoisedMap<T, U>(convert: (item: T) => U): (items: readonly T[]) => U[] {
  const cache = new WeakMap<readonly T[], U[]>();
  return (items) => {
    let converted = cache.get(items);
    if (!converted) cache.set(items, (converted = items.map(convert)));
    return converted;
  };
}

const perpetualMarkets = memoisedMap((contract: FuturesContract): ContractMarket => {
  const { base, quote } = splitContract(contract.name);
  return {
    id: `futures-${contract.settle}-${contract.name}`,
    href: `/futures/${upper(contract.settle)}/${segment(contract.name)}`,
    icon: contract.icon,
    curr_a: base,
    curr_b: quote,
    pair: contract.name,
    name: contract.coin_name,
    st: contract.is_tag_st,
    price: contract.last,
    change: changeOf(contract.change_percentage),
  };
});

const deliveryMarkets = memoisedMap((contract: DeliveryContract): ContractMarket => {
  const { base, quote } = splitContract(contract.underlying);
  return {
    id: `delivery-${contract.name}`,
    href: `/futures-delivery/USDT/${segment(contract.name)}`,
    icon: '',
    curr_a: base,
    curr_b: quote,
    pair: contract.name,
    name: contract.full_name,
    subtitle: contract.full_name,
    st: contract.is_tag_st,
    price: contract.last,
    change: changeOf(contract.change_percentage),
  };
});

const contractRow = (market: ContractMarket, context: RowContext): ResultRow => ({
  id: market.id,
  href: `${context.prefix}${market.href}`,
  icon: market.icon,
  title: market.pair.replaceAll('_', ''),
  subtitle: market.subtitle ?? context.perpetual,
  price: market.price,
  change: market.change,
  st: market.st,
  tags: [],
});

export interface FuturesData {
  usdt: readonly FuturesContract[];
  btc: readonly FuturesContract[];
  delivery: readonly DeliveryContract[];
}

/** Futures: perpetuals of one settle currency (both while searching), or delivery contracts. */
export function futuresRows(data: FuturesData, settle: string, query: string, context: RowContext): ResultRow[] {
  if (settle === DELIVERY_KEY) {
    return rankMarkets(query, deliveryMarkets(data.delivery)).map((market) => contractRow(market, context));
  }
  const markets = query.trim() ? allPerpetuals(data) : perpetualMarkets(settle === 'btc' ? data.btc : data.usdt);
  return rankMarkets(query, markets).map((market) => contractRow(market, context));
}

/** Every contract the data holds, whatever its settle currency (where favourites are found). */
export function allFuturesRows(data: FuturesData, context: RowContext): ResultRow[] {
  return [...allPerpetuals(data), ...deliveryMarkets(data.delivery)].map((market) => contractRow(market, context));
}

const allPerpetualsCache = new WeakMap<readonly FuturesContract[], WeakMap<readonly FuturesContract[], ContractMarket[]>>();
function allPerpetuals(data: FuturesData): ContractMarket[] {
  let byBtc = allPerpetualsCache.get(data.usdt);
  if (!byBtc) allPerpetualsCache.set(data.usdt, (byBtc = new WeakMap()));
  let markets = byBtc.get(data.btc);
  if (!markets) byBtc.set(data.btc, (markets = perpetualMarkets(data.usdt).concat(perpetualMarkets(data.btc))));
  return markets;
}

// ---- options ---------------------------------------------------------------------------------

/** The options market of a sub-menu key: BTC -> BTC_USDT when the data is keyed that way. */
export function optionsMarketKey(markets: OptionsMarkets, key: string): string {
  if (key in markets) return key;
  return `${key}_USDT` in markets ? `${key}_USDT` : key;
}

/** Options: rows of one underlying, or of every underlying while searching (or for no key), on pair without "_". */
export function optionsRows(markets: OptionsMarkets, key: string, query: string, context: RowContext): ResultRow[] {
  const entries = query.trim() || !key
    ? Object.entries(markets)
    : [[optionsMarketKey(markets, key), markets[optionsMarketKey(markets, key)] ?? []] as const];
  const rows = entries.flatMap(([market, list]) => list.map((row) => ({ market, row })));
  return filterRows(query, rows, ({ row }) => [row.pair.replaceAll('_', '')]).map(({ market, row }) => {
    // "BTC 78,000 Call" over its expiry day; an id of another shape as sent, over its market.
    const name = optionName(row.pair, context.lang, context);
    return {
      id: `options-${row.pair}`,
      href: `${context.prefix}/options/${segment(market)}`,
      icon: row.icon,
      title: name?.title ?? row.pair,
      subtitle: name?.expiry ?? market.replace('_', '/'),
      price: row.last,
      change: changeOf(row.change_percentage),
      st: false,
      tags: [],
    };
  });
}

// ---- pilot -----------------------------------------------------------------------------------

/** SPEC 4: addresses over 8 characters show as their first 4 and last 4. */
export function shortAddress(address: string): string {
  return address.length > 8 ? `${address.slice(0, 4)}...${address.slice(-4)}` : address;
}

/** Pilot: one chain group when idle; every token while searching, on pair and address. */
export function pilotRows(list: GroupedList<PilotToken>, group: string, query: string, context: RowContext): ResultRow[] {
  const source = query.trim() || !group ? list.list : (list.groups[group] ?? []);
  return filterRows(query, source, (row) => [row.show_pair, row.address]).map((row) => ({
    id: `pilot-${row.seo_path}`,
    href: `${context.prefix}/pilot/${segment(row.seo_path)}`,
    icon: row.icon,
    chainIcon: row.chain_icon,
    title: row.show_pair,
    subtitle: `${row.name} · ${shortAddress(row.address)}`,
    st: false,
    tags: row.is_hot ? ['hot'] : [],
  }));
}

/** Pilot groups are the chains its rows name, in first-seen order. */
export function pilotSubMenus(list: GroupedList<PilotToken>): string[] {
  return Object.keys(list.groups);
}

// ---- pre-market ------------------------------------------------------------------------------

/** Pre-market: one group (premint or pre_market), searched on currency and market. */
export function preMarketRows(rows: readonly PreMarketRow[], group: string, query: string, context: RowContext): ResultRow[] {
  return filterRows(query, rows, (row) => [row.currency, row.market]).map((row) => ({
    id: `${group}-${row.currency}`,
    href:
      group === PREMINT_KEY
        ? `${context.prefix}/trade/${segment(upper(row.currency))}_USDT`
        : `${context.prefix}/pre-market/${segment(upper(row.currency))}`,
    // Pre-market rows carry no icon (SPEC 3); the coin's icon is where every list's icons are.
    icon: coinIconOf(row.currency, context),
    title: upper(row.currency),
    subtitle: row.full_name,
    st: false,
    tags: row.tags,
  }));
}

// ---- Alpha -----------------------------------------------------------------------------------

/** SPEC 4: the hot list by hot_rank ascending, the new list by buy_start descending (stable). */
export function sortAlpha(rows: readonly AlphaToken[], order: string): AlphaToken[] {
  const sorted = [...rows];
  if (order === ALPHA_NEW_KEY) sorted.sort((a, b) => b.buy_start - a.buy_start);
  else sorted.sort((a, b) => a.hot_rank - b.hot_rank);
  return sorted;
}

/** Alpha: ordered by the first-level tab, narrowed by the category of the second, on pair and address. */
export function alphaRows(list: GroupedList<AlphaToken>, order: string, category: string, query: string, context: RowContext): ResultRow[] {
  const source = category ? (list.groups[category] ?? []) : list.list;
  return filterRows(query, sortAlpha(source, order), (row) => [row.show_pair, row.address]).map((row) => ({
    id: `alpha-${row.seo_path}`,
    href: `${context.prefix}/alpha/${segment(row.seo_path)}`,
    icon: row.icon,
    chainIcon: row.chain_icon,
    title: row.show_pair,
    subtitle: shortAddress(row.address),
    st: false,
    tags: [],
  }));
}

/** Second-level Alpha tabs: the data's categories other than the hot and new orderings. */
export function alphaCategories(list: GroupedList<AlphaToken>): string[] {
  return Object.keys(list.groups).filter((key) => key !== 'hot' && key !== 'new');
}
