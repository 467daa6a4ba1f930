// What the inline head script writes on <html> before first paint, read by CSS, the islands loader
// and the islands. Imports nothing: it is bundled into the head script and the directives.

/** `data-session="user"` when the login hint cookies (pver and sign) are both present. */
export const SESSION_ATTRIBUTE = 'data-session';
export const SESSION_USER = 'user';

/**
 * Whether this page is a signed-in person's: the head script's mark, made once before first paint
 * from the login hint cookies (src/lib/cookies.ts hasSessionCookies). Browser code reads the mark,
 * never the cookies again, so the directive, the chrome and CSS cannot disagree.
 */
export const isSignedInPage = (): boolean => document.documentElement.getAttribute(SESSION_ATTRIBUTE) === SESSION_USER;

/**
 * The mark changed after first paint, by the account island alone: its user-info answer says who
 * is there (a visitor after all, or the signed-in person), and signing out ends it.
 */
export function markSignedIn(signedIn: boolean): void {
  if (signedIn) document.documentElement.setAttribute(SESSION_ATTRIBUTE, SESSION_USER);
  else document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
}

/** `data-theme="dark"` or `"light"` from the is_change_skin cookie; absent: follow the system. */
export const THEME_ATTRIBUTE = 'data-theme';

/** `data-rise="risered"` or `"risegreen"` from market_rise_color; absent: the page language's default. */
export const RISE_ATTRIBUTE = 'data-rise';
