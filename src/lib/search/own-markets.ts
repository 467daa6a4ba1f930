// A site's own markets first (issue 39): Singapore trades BTC_SGD, Japan BTC_JPY, Türkiye BTC_TRY.
// The site's default pair (src/sites/configs, defaultSpotPair) names both its own pair and its own
// quote currency; every market list orders by them instead of asking which site this is.
import type { RankableMarket } from './rank-markets.ts';

/** The quote currency of a pair as the backend names it: BTC_SGD -> SGD. */
export function quoteOf(pair: string): string {
  return pair.slice(pair.lastIndexOf('_') + 1);
}

/**
 * The same rows, the site's own pair first, then the other markets of its quote currency, then the
 * rest; each group keeps the list's own order (volume, listing).
 */
export function ownPairsFirst<Row extends RankableMarket>(rows: readonly Row[], ownPair: string): Row[] {
  const quote = quoteOf(ownPair);
  const rank = (row: Row) => (row.pair === ownPair ? 0 : row.curr_b === quote ? 1 : 2);
  const groups: Row[][] = [[], [], []];
  for (const row of rows) groups[rank(row)]!.push(row);
  return groups.flat();
}

/** Sub-menu keys (quote currencies) with the site's own quote first, added when the data lacks it. */
export function ownQuoteFirst(keys: readonly string[], ownPair: string): string[] {
  const quote = quoteOf(ownPair);
  return [quote, ...keys.filter((key) => key !== quote)];
}
