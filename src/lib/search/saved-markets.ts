// What a person keeps in this browser about markets: recent searches and favourite markets (issue
// 39). Stored values are read as untrusted (another version, an extension, a hand in the console):
// anything not a list of well-formed entries is dropped entry by entry, never thrown.

/** Recent searches kept, newest first. */
export const MAX_RECENT_SEARCHES = 10;
/** Favourite markets kept, oldest first (the order they were starred in). */
export const MAX_FAVOURITES = 100;
/** A query longer than this is not a search someone types again. */
const MAX_QUERY_LENGTH = 40;

export const RECENT_SEARCHES_KEY = 'nexa:recent-searches';
export const FAVOURITE_MARKETS_KEY = 'nexa:favourite-markets';

/**
 * A market as its list row names it: the panel, then the market's own id (spot-BTC_USDT,
 * futures-usdt-BTC_USDT, options-BTC_USDT-20260608-78000-C, alpha-pepe-a1b2c3).
 */
const MARKET_ID = /^[a-z][a-z_]{1,15}-[A-Za-z0-9][\w.-]{0,99}$/;

// Control, bidi and other format characters: nothing a search needs, and what could reorder text.
const UNPRINTABLE = /[\p{Cc}\p{Cf}]/u;

export const isMarketId = (value: unknown): value is string => typeof value === 'string' && MARKET_ID.test(value);

/** A query worth keeping: trimmed, printable, not too long; else null. */
export function recentQuery(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const query = value.trim().replace(/\s+/g, ' ');
  return query && query.length <= MAX_QUERY_LENGTH && !UNPRINTABLE.test(query) ? query : null;
}

/** The valid, distinct entries of a stored JSON list, at most `max` of them. */
function storedList(raw: string | null, normalise: (value: unknown) => string | null, max: number): string[] {
  let parsed: unknown;
  try {
    parsed = raw === null ? [] : JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const kept = new Map<string, string>();
  for (const value of parsed) {
    const entry = normalise(value);
    if (entry !== null && !kept.has(entry.toLowerCase())) kept.set(entry.toLowerCase(), entry);
    if (kept.size === max) break;
  }
  return [...kept.values()];
}

export const parseRecentSearches = (raw: string | null) => storedList(raw, recentQuery, MAX_RECENT_SEARCHES);
export const parseFavourites = (raw: string | null) => storedList(raw, (value) => (isMarketId(value) ? value : null), MAX_FAVOURITES);

/** The query first, without its earlier copy (any case), the oldest dropped past the cap. */
export function withRecentSearch(recents: readonly string[], value: string): readonly string[] {
  const query = recentQuery(value);
  if (query === null) return recents;
  const others = recents.filter((recent) => recent.toLowerCase() !== query.toLowerCase());
  return [query, ...others].slice(0, MAX_RECENT_SEARCHES);
}

/** Starred or unstarred; a new star past the cap drops the oldest one. */
export function withFavouriteToggled(favourites: readonly string[], id: string): readonly string[] {
  if (favourites.includes(id)) return favourites.filter((favourite) => favourite !== id);
  if (!isMarketId(id)) return favourites;
  return [...favourites, id].slice(-MAX_FAVOURITES);
}

/**
 * A panel's rows before typing, in groups: the favourites among them first (in the order they were
 * starred), then the rest as the panel lists them (its hot markets). A row shows once.
 */
export function favouritesFirst<Row extends { id: string }>(
  favouriteRows: readonly Row[],
  rows: readonly Row[],
  favourites: readonly string[],
): { favourites: Row[]; rest: Row[] } {
  const starred = new Set(favourites);
  const byId = new Map(favouriteRows.filter((row) => starred.has(row.id)).map((row) => [row.id, row]));
  return {
    favourites: favourites.flatMap((id) => byId.get(id) ?? []),
    rest: rows.filter((row) => !starred.has(row.id)),
  };
}
