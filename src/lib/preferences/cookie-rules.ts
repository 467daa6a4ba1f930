// The one reading of the preference cookies (SPEC 3, 9), for the head script before first paint and for
// the preferences store. The head script is an inline string (src/lib/head-script.ts): its reader and
// its value checks are generated from the constants below, and head-script.test.ts runs it against
// `preferenceCookie` and these checks on any cookie string, so the two cannot drift.

/** is_change_skin (SPEC 9): '0' light, '2' dark. */
export const THEME_SKINS = { light: '0', dark: '2' } as const;
export const SKIN_VALUES: readonly string[] = Object.values(THEME_SKINS);
export const RISE_COLORS = ['risegreen', 'risered'] as const;
export const CHANGE_PERIODS = ['24h', 'utc0', 'utc8'] as const;
export const ON_OFF_VALUES = ['0', '1'] as const;

export const DEFAULT_FIAT = 'USD';
/** ISO 4217 codes that name no currency: "no currency" and the testing code. */
const NOT_CURRENCIES = new Set(['XXX', 'XTS']);
let currencyNames: Intl.DisplayNames | undefined;

/**
 * What curr_fiat and defaultBuyCryptoFiat may hold: a three-letter code the browser's own currency
 * data (CLDR, through Intl.DisplayNames) names. An unknown code ('ZZZ') is no currency anyone can pay
 * with: the store falls back to USD and rewrites the cookie. The browser's table costs no bytes; an
 * ISO 4217 list of our own (~400 B gzipped) pushed the theme and settings islands over their budgets.
 */
export function isFiatCode(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value) || NOT_CURRENCIES.has(value)) return false;
  currencyNames ??= new Intl.DisplayNames('en', { type: 'currency', fallback: 'none' });
  return currencyNames.of(value) !== undefined;
}

/** A check that `value` is exactly one of `values`. */
export const oneOf = <T extends string>(values: readonly T[]) => (value: unknown): value is T => values.includes(value as T);

/**
 * A preference cookie's value as both readers see it: the first cookie of that name, spaces dropped,
 * one pair of surrounding quotes removed (RFC 6265 allows `name="value"`). Never percent-decoded: no
 * allowed value has an escape, so an escaped spelling is simply not one of them.
 */
export function preferenceCookie(cookie: string, name: string): string | undefined {
  for (const part of cookie.replace(/ /g, '').split(';')) {
    if (part.startsWith(`${name}=`)) return part.slice(name.length + 1).replace(/^"(.*)"$/, '$1');
  }
  return undefined;
}

/** `preferenceCookie` as inline JavaScript: `g(name)` over `c`, ';' + document.cookie without spaces ('' when absent). */
export const INLINE_COOKIE_READER = `g=function(n){var m=c.match(new RegExp(';'+n+'=([^;]*)'));return m?m[1].replace(/^"(.*)"$/,'$1'):''}`;

/** A regular expression literal, as inline JavaScript, matching exactly one of `values` (plain words only). */
export function inlineOneOf(values: readonly string[]): string {
  if (!values.every((value) => /^\w+$/.test(value))) throw new Error(`not plain words: ${values.join(' ')}`);
  return `/^(${values.join('|')})$/`;
}
