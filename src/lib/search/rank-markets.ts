// Spot and futures search ranking (SPEC 5), local and literal:
//   0 exact base   1 base prefix   2 exact quote   3 base contains   4 quote contains
//   5 name, pair or combined pair (BTCUSDT, BTC/USDT) contains
// A row lands in its best tier; inside a tier the site's own quote currency comes first (BTC_SGD
// before BTC_USDT in Singapore), and ties keep the input order (the list's own order, e.g. by volume).
// The alias case (SEARCH_ALIAS) lifts one renamed token into tier 0. See docs/search.md.
import { normalizeQuery } from './match.ts';

export interface RankableMarket {
  /** Base currency, e.g. BTC. */
  curr_a: string;
  /** Quote currency, e.g. USDT. */
  curr_b: string;
  /** Pair as the backend names it, e.g. BTC_USDT. */
  pair: string;
  /** Coin name, e.g. Bitcoin. */
  name: string;
}

/**
 * The one alias SPEC 5 allows for a single token: Polygon's MATIC was renamed POL, and traders
 * still type the old ticker. Typing exactly the alias puts the new token's markets first.
 */
export const SEARCH_ALIAS = { query: 'matic', base: 'pol' } as const;

export const RANK_TIERS = ['exactBase', 'basePrefix', 'exactQuote', 'baseContains', 'quoteContains', 'nameOrPair'] as const;
export type RankTier = (typeof RANK_TIERS)[number];

/** Lower-cased fields of one row, computed once per list (the list arrays are immutable state). */
interface Prepared {
  base: string;
  quote: string;
  /** Name, pair, BASEQUOTE and BASE/QUOTE joined by a separator no query can span. */
  rest: string;
}

const preparedLists = new WeakMap<readonly RankableMarket[], Prepared[]>();
const SEPARATOR = '\u0000';

function prepare(rows: readonly RankableMarket[]): Prepared[] {
  let prepared = preparedLists.get(rows);
  if (prepared) return prepared;
  prepared = rows.map((row) => {
    const base = row.curr_a.toLowerCase();
    const quote = row.curr_b.toLowerCase();
    const rest = [row.name.toLowerCase(), row.pair.toLowerCase(), base + quote, `${base}/${quote}`].join(SEPARATOR);
    return { base, quote, rest };
  });
  preparedLists.set(rows, prepared);
  return prepared;
}

/** The tier a row matches in, or -1. `needle` is normalised and contains no separator. */
function tierOf(row: Prepared, needle: string, aliasBase: string | null): number {
  const { base, quote } = row;
  if (base === needle || base === aliasBase) return 0;
  if (base.startsWith(needle)) return 1;
  if (quote === needle) return 2;
  if (base.includes(needle)) return 3;
  if (quote.includes(needle)) return 4;
  if (row.rest.includes(needle)) return 5;
  return -1;
}

/**
 * Markets matching `query`, best tier first, within a tier the markets of `ownQuote` (the site's
 * quote currency) first, otherwise stable. An empty query returns the rows unchanged (a copy); a
 * query with nothing matching returns [] (the panel shows its placeholder).
 */
export function rankMarkets<Row extends RankableMarket>(query: string, rows: readonly Row[], ownQuote = ''): Row[] {
  const needle = normalizeQuery(query);
  if (!needle) return [...rows];
  if (needle.includes(SEPARATOR)) return [];
  const aliasBase = needle === SEARCH_ALIAS.query ? SEARCH_ALIAS.base : null;
  const prepared = prepare(rows);
  const candidates = narrowedCandidates(rows, needle, aliasBase !== null);
  const own = ownQuote.toLowerCase();
  // Two buckets per tier: the own quote's markets, then the others.
  const tiers: Row[][] = Array.from({ length: RANK_TIERS.length * 2 }, () => []);
  const matched: number[] = [];
  const count = candidates ? candidates.length : rows.length;
  for (let position = 0; position < count; position += 1) {
    const index = candidates ? candidates[position]! : position;
    const row = prepared[index]!;
    const tier = tierOf(row, needle, aliasBase);
    if (tier < 0) continue;
    tiers[tier * 2 + (own && row.quote === own ? 0 : 1)]!.push(rows[index]!);
    matched.push(index);
  }
  lastSearch.set(rows, { needle, matched });
  return tiers.flat();
}

/**
 * Typing narrows: a row containing "btc" contains "bt", so the rows the previous keystroke matched
 * are the only candidates for a query that contains it. Kept per list, in list order.
 */
const lastSearch = new WeakMap<readonly RankableMarket[], { needle: string; matched: number[] }>();

function narrowedCandidates(rows: readonly RankableMarket[], needle: string, isAlias: boolean): number[] | null {
  const last = lastSearch.get(rows);
  // The alias brings in rows that do not contain it, so it always scans the whole list.
  if (!last || isAlias || !needle.includes(last.needle)) return null;
  return last.matched;
}

/** Which tier a single row matches `query` in (tests and the docs' table), or null. */
export function rankTier(query: string, row: RankableMarket): RankTier | null {
  const needle = normalizeQuery(query);
  if (!needle || needle.includes(SEPARATOR)) return null;
  const tier = tierOf(prepare([row])[0]!, needle, needle === SEARCH_ALIAS.query ? SEARCH_ALIAS.base : null);
  return tier >= 0 ? RANK_TIERS[tier]! : null;
}
