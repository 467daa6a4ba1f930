// Cookies, in one module: every name the chrome reads or writes (SPEC 3), the one parser of cookie
// strings (any string tolerated) and the one reading of a raw value. The inline head script, the
// chrome, the stores, the islands, the edge and the sandbox all read cookies through it, and
// "signed in?" is decided here once (hasSessionCookies). The early scripts are compiled on their
// own and tree-shaken, so what they do not use of it never reaches a visitor.

/** The CSRF cookie every API call echoes back. */
export const CSRF_COOKIE = 'csrftoken';

/** The login hint cookies (SPEC 3): both present and non-empty means signed in. */
export const PVER_COOKIE = 'pver';
export const SIGN_COOKIE = 'sign';
/** SPEC 3 and 9: the change-skin flag ('0' light, '2' dark) and the rise colour. */
export const CHANGE_SKIN_COOKIE = 'is_change_skin';
export const RISE_COLOR_COOKIE = 'market_rise_color';

export const COOKIE_NAMES = {
  csrfToken: CSRF_COOKIE,
  pver: PVER_COOKIE,
  sign: SIGN_COOKIE,
  switchTag: 'is_switch_tag',
  riseColor: RISE_COLOR_COOKIE,
  changeSkin: CHANGE_SKIN_COOKIE,
  buyCryptoFiat: 'defaultBuyCryptoFiat',
  /** The spec names "a currency cookie" without a name; this is ours. */
  currency: 'curr_fiat',
  /** The rate-mode toggles, under their SPEC 3 names. */
  floatRate: 'floatRate',
  currencyRate: 'currencyRate',
  /** Not named by the spec; ours, stored like the other display preferences. */
  changePeriod: 'market_change_period',
} as const;

/** Currency cookie lifetime (SPEC 9): one year. */
export const CURRENCY_COOKIE_MAX_AGE_S = 31_536_000;
/** The other preference cookies (theme, rise colour, rate mode, change period) live as long. */
export const PREFERENCE_COOKIE_MAX_AGE_S = CURRENCY_COOKIE_MAX_AGE_S;

/**
 * A cookie's value exactly as the browser holds it (the first of that name, trimmed, one pair of
 * quotes removed, never decoded), for echoing back in a header or checking against a list of allowed
 * values. The same reading as parseCookies' pairs, in few bytes: the inline head script runs it
 * before first paint (cookies.test.ts holds the two readings together).
 */
export function readRawCookie(header: string | null | undefined, name: string): string | undefined {
  const found = new RegExp(`(?:^|;)\\s*${name.replace(/\W/g, '\\$&')}\\s*=([^;]*)`).exec(header ?? '');
  return found?.[1]!.trim().replace(/^"(.*)"$/, '$1');
}

/** The cookie string in a browser, '' elsewhere (server render, Node). */
export function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** One `name=value` pair as sent (both trimmed, the value's quotes removed, nothing decoded); null when malformed. */
function cookiePair(part: string): [string, string] | null {
  const eq = part.indexOf('=');
  const name = part.slice(0, eq).trim();
  // A cookie value may be quoted (RFC 6265): the value is what the quotes hold.
  return eq > 0 && name ? [name, part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1')] : null;
}

/** Every pair of a cookie string; the first of a repeated name wins. */
function rawCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(';') ?? []) {
    const pair = cookiePair(part);
    if (pair && !cookies.has(pair[0])) cookies.set(...pair);
  }
  return cookies;
}

/** Parses a `document.cookie`-style string; malformed pairs are skipped, never thrown on. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  return new Map([...rawCookies(header)].map(([name, raw]) => [name, safeDecode(raw)]));
}

/**
 * A user is logged in when both session cookies are present and non-empty (SPEC 3: pver + sign).
 * The one decision: the head script marks it on <html> for the page (src/contracts/head-contract.ts),
 * the session store and the edge's region redirect ask it of their cookie string.
 */
export function hasSessionCookies(header: string | null | undefined): boolean {
  return Boolean(readRawCookie(header, PVER_COOKIE)) && Boolean(readRawCookie(header, SIGN_COOKIE));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
