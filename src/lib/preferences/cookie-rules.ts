// What the preference cookies mean (SPEC 3, 9), for the head script before first paint
// (src/lib/head-script.ts) and for the preferences store: both read a cookie with readRawCookie
// (src/lib/cookies.ts: the first of that name, one pair of quotes removed, never percent-decoded, as
// no allowed value has an escape) and check it against the values below.

/** is_change_skin (SPEC 9): '0' light, '2' dark. */
export const THEME_SKINS = { light: '0', dark: '2' } as const;
export const SKIN_VALUES: readonly string[] = /* @__PURE__ */ Object.values(THEME_SKINS);
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

/** market_rise_color's meaning (SPEC 9): red-up or green-up; anything else is no choice. */
export const isRiseColor = oneOf(RISE_COLORS);

/** SPEC 4: choosing a language without a rise colour set gives red-up for Chinese, green-up for every other. */
export function defaultRiseColor(language: string): (typeof RISE_COLORS)[number] {
  return language.toLowerCase().startsWith('zh') ? 'risered' : 'risegreen';
}
