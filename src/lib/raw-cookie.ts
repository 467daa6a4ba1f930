// The few cookie readings the chrome's early script needs (its compliance call echoes the CSRF
// cookie). Everything else about cookies, and the parser every other reader uses: cookies.ts.

/** The CSRF cookie every API call echoes back (alone, so the chrome's early script needs no more). */
export const CSRF_COOKIE = 'csrftoken';

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
