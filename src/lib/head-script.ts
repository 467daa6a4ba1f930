// What the inline head script decides before first paint (src/browser/inline/head.ts runs it): the
// session mark from the login hint cookies, the theme and the rise colour from their cookies, and the
// features this session's last compliance answer hid (src/browser/chrome/compliance.ts keeps that
// list), so CSS shows the right header and theme and a later page never paints a hidden feature and
// then removes it (a layout shift). Every visitor runs it: it stays small.
import { RISE_ATTRIBUTE, SESSION_ATTRIBUTE, SESSION_USER, THEME_ATTRIBUTE } from '../contracts/head-contract.ts';
import { COMPLIANCE_STORAGE_KEY, HIDDEN_FEATURES_ATTRIBUTE, HIDDEN_FEATURES_LIST_PATTERN } from '../contracts/chrome-contract.ts';
import { CHANGE_SKIN_COOKIE, hasSessionCookies, readRawCookie, RISE_COLOR_COOKIE } from './cookies.ts';
import { isRiseColor, THEME_SKINS } from './preferences/cookie-rules.ts';

type MarkedDocument = Pick<Document, 'cookie'> & { documentElement: Pick<Element, 'setAttribute'> };

/**
 * Marks <html> from the cookies and the stored compliance list (session storage), by the preference
 * store's own rules (src/lib/preferences/cookie-rules.ts): unknown or corrupted values give no mark.
 * Never throws: a page must paint whatever the cookies or storage hold.
 */
export function markHead(doc: MarkedDocument, storage: () => Pick<Storage, 'getItem'>): void {
  try {
    const root = doc.documentElement;
    const cookie = doc.cookie;
    const mark = (name: string, value: string | false | null | undefined) => value && root.setAttribute(name, value);
    mark(SESSION_ATTRIBUTE, hasSessionCookies(cookie) && SESSION_USER);
    const skin = readRawCookie(cookie, CHANGE_SKIN_COOKIE);
    mark(THEME_ATTRIBUTE, skin === THEME_SKINS.dark ? 'dark' : skin === THEME_SKINS.light && 'light');
    const rise = readRawCookie(cookie, RISE_COLOR_COOKIE);
    mark(RISE_ATTRIBUTE, isRiseColor(rise) && rise);
    // Last: blocked storage throws, and must not cost the marks above.
    const hidden = storage().getItem(COMPLIANCE_STORAGE_KEY);
    mark(HIDDEN_FEATURES_ATTRIBUTE, hidden !== null && HIDDEN_FEATURES_LIST_PATTERN.test(hidden) && hidden);
  } catch {
    // Cookies or storage unreadable: the page paints unmarked (visitor header, system theme).
  }
}
