// The cookies' one parser of cookie strings (any string
// tolerated): the inline head script, the chrome, the stores, the islands, the edge and the sandbox
// all read cookies through it, and "signed in?" is decided here once (hasSessionCookies).

// Its reading of one raw value, the CSRF cookie's name and the browser's cookie string live in
// raw-cookie.ts: the chrome's early script needs only those, and every other export here would
// otherwise reach every visitor before interaction.
import { readRawCookie } from './raw-cookie.ts';
export { CSRF_COOKIE, readRawCookie, browserCookies } from './raw-cookie.ts';

/** The login hint cookies (SPEC 3): both present and non-empty means signed in. */
export const PVER_COOKIE = 'pver';
export const SIGN_COOKIE = 'sign';
/** SPEC 3 and 9: the change-skin flag ('0' light, '2' dark) and the rise colour. */
export const CHANGE_SKIN_COOKIE = 'is_change_skin';
export const RISE_COLOR_COOKIE = 'market_rise_color';
/** Every cookie by name, with the currency cookie's lifetime: src/lib/cookie-names.ts. */

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
