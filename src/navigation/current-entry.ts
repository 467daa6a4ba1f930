// Which entry of the header a page belongs to (Trade for /trade/ETH_USDT, Derivatives for
// /futures/USDT/BTC_USDT, the wallet menu for /myaccount/myfunds), read from the entries' own links:
// the menu model is the data, so a new menu item claims its routes without a list of ifs.

/** An entry and the routes it links (without language or region prefix; a query is ignored). */
export interface EntryLinks {
  id: string;
  /** The entry's own link ('/trade/BTC_USDT'), when it has one. */
  own?: string | null;
  /** Every route its menu links. */
  links: readonly string[];
}

const segmentsOf = (route: string) => route.replace(/[?#].*$/, '').split('/').filter(Boolean);

/** How many leading path segments two routes share: '/trade/BTC_USDT' and '/trade/ETH_USDT' share 1. */
export function sharedSegments(a: string, b: string): number {
  const [left, right] = [segmentsOf(a), segmentsOf(b)];
  let count = 0;
  while (count < left.length && count < right.length && left[count] === right[count]) count++;
  return count;
}

/**
 * The entry `route` belongs to: the one with a link sharing the most leading segments with it (one at
 * least). On a tie the entry whose own link it is wins (Trade's /trade/BTC_USDT over the promotions
 * menu's /trade/BTC_TRY), then the first. Null for a route no entry links near (the home page).
 */
export function currentEntry(route: string, entries: readonly EntryLinks[]): string | null {
  let best: { id: string; score: number } | null = null;
  for (const entry of entries) {
    const own = entry.own ? sharedSegments(route, entry.own) : 0;
    const linked = Math.max(0, ...entry.links.map((link) => sharedSegments(route, link)));
    // An own link counts half a segment more, so it wins a tie and nothing else.
    const score = Math.max(linked, own + (own > 0 ? 0.5 : 0));
    if (score >= 1 && (!best || score > best.score)) best = { id: entry.id, score };
  }
  return best?.id ?? null;
}
