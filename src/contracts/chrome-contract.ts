// Names shared by the build (components, models) and the browser scripts of the chrome. This module
// imports nothing, so the browser bundle never pulls in the registry or zod.

/**
 * Id of the empty element after the chrome (a shell's footer and account template; the footer
 * fragment's end): the page's first paint waits for it (<link rel="expect" blocking="render">), so
 * a busy CPU never paints a half-parsed header or footer and then moves what follows.
 */
export const CHROME_END_ID = 'chrome-end';

/** Attribute of <html> listing the feature keys hidden at run time, space-separated. */
export const HIDDEN_FEATURES_ATTRIBUTE = 'data-hidden-features';

/** A same-origin absolute path: the only kind of endpoint a page may name (no //host, no \\). */
export const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** A compliance key is a lower-case identifier; anything else is ignored, never put in a selector. */
export const FEATURE_KEY_PATTERN = /^[a-z0-9_]{1,40}$/;

/**
 * Event (on document) carrying a compliance menu list in `detail`, e.g. ['deposit', 'fiat_trade'].
 * The compliance store dispatches it when the API answers; the chrome hides the named features.
 */
export const COMPLIANCE_MENU_EVENT = 'nexa:compliance-menu';

/**
 * Event (on document) by which code outside the chrome's script asks for the page's one compliance
 * answer: the chrome's listener puts its answer (a promise of the answer, or null) in
 * `detail.answer`, synchronously. Nothing set: no chrome on the page (src/lib/compliance-check.ts).
 */
export const COMPLIANCE_REQUEST_EVENT = 'nexa:compliance-request';

/** Attribute of <html> set once the page's compliance check settled: 'answered' or 'failed'. */
export const COMPLIANCE_CHECK_ATTRIBUTE = 'data-compliance-check';

/**
 * sessionStorage key of the last compliance list, kept as the attribute's own text (keys separated
 * by one space) and put back on the next page by the head script before its first paint.
 */
export const COMPLIANCE_STORAGE_KEY = 'nexa:compliance-menu';

/**
 * A stored list the head script accepts: keys as FEATURE_KEY_PATTERN has them, one space apart;
 * anything else is ignored (head-script.test.ts holds the two patterns together).
 */
export const HIDDEN_FEATURES_LIST_PATTERN = /^[a-z0-9_]{1,40}( [a-z0-9_]{1,40})*$/;

/**
 * localStorage key of the query string a visitor arrived with (e.g. "ref=AB12&utm_source=x"):
 * signup links append it so a referral survives browsing (SPEC 2 "Signup is /signup plus a stored
 * query string").
 */
export const SIGNUP_QUERY_STORAGE_KEY = 'nexa:signup-query';

/** Query parameters worth keeping for signup: referral codes, channels and campaign tags. */
export const SIGNUP_QUERY_PARAM = /^(ref|ref_type|invite_code|ch|utm_[a-z]+)$/;
