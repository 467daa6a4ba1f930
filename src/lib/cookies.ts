// Cookie names the chrome reads or writes (SPEC 3), and a parser that tolerates any cookie string.

/** The CSRF cookie every API call echoes back (alone, so the chrome's early script needs no more). */
export const CSRF_COOKIE = 'csrftoken';

export const COOKIE_NAMES = {
  csrfToken: CSRF_COOKIE,
  pver: 'pver',
  sign: 'sign',
  switchTag: 'is_switch_tag',
  riseColor: 'market_rise_color',
  changeSkin: 'is_change_skin',
  buyCryptoFiat: 'defaultBuyCryptoFiat',
  /** The spec names "a currency cookie" without a name; this is ours. */
  currency: 'curr_fiat',
} as const;

/** Currency cookie lifetime (SPEC 9): one year. */
export const CURRENCY_COOKIE_MAX_AGE_S = 31_536_000;

/** Name and value as sent (quotes removed, nothing decoded); the first of a repeated name wins. */
function rawCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    // A cookie value may be quoted (RFC 6265): the value is what the quotes hold.
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    if (!name || cookies.has(name)) continue;
    cookies.set(name, raw);
  }
  return cookies;
}

/** Parses a `document.cookie`-style string; malformed pairs are skipped, never thrown on. */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  return new Map([...rawCookies(header)].map(([name, raw]) => [name, safeDecode(raw)]));
}

/** One cookie's decoded value (only that one is decoded: the chrome's early script reads the CSRF cookie so). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  const raw = rawCookies(header).get(name);
  return raw === undefined ? undefined : safeDecode(raw);
}

/** A cookie's value exactly as the browser holds it, for echoing back in a header (never decoded). */
export function readRawCookie(header: string | null | undefined, name: string): string | undefined {
  return rawCookies(header).get(name);
}

/** A user is logged in when both session cookies are present and non-empty (SPEC 3: pver + sign). */
export function hasSessionCookies(header: string | null | undefined): boolean {
  const cookies = parseCookies(header);
  return Boolean(cookies.get(COOKIE_NAMES.pver)) && Boolean(cookies.get(COOKIE_NAMES.sign));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The cookie string in a browser, '' elsewhere (server render, Node). */
export function browserCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
