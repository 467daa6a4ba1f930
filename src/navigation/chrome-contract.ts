// Names shared by the build (components, models) and the browser scripts of the chrome. This module
// imports nothing, so the browser bundle never pulls in the registry or zod.

/** Attribute of <html> listing the feature keys hidden at run time, space-separated. */
export const HIDDEN_FEATURES_ATTRIBUTE = 'data-hidden-features';

/** A compliance key is a lower-case identifier; anything else is ignored, never put in a selector. */
export const FEATURE_KEY_PATTERN = /^[a-z0-9_]{1,40}$/;

/**
 * Event (on document) carrying a compliance menu list in `detail`, e.g. ['deposit', 'fiat_trade'].
 * The compliance store dispatches it when the API answers; the chrome hides the named features.
 */
export const COMPLIANCE_MENU_EVENT = 'nexa:compliance-menu';

/**
 * Event (on document) carrying the compliance check's limit flags in `detail`, e.g.
 * { is_uk_ip: true }: the region-switch banners (SPEC 4) listen for it.
 */
export const COMPLIANCE_LIMIT_EVENT = 'nexa:compliance-limit';

/** sessionStorage key of the last compliance list, re-applied on the next page before it settles. */
export const COMPLIANCE_STORAGE_KEY = 'nexa:compliance-menu';

/**
 * localStorage key of the query string a visitor arrived with (e.g. "ref=AB12&utm_source=x"):
 * signup links append it so a referral survives browsing (SPEC 2 "Signup is /signup plus a stored
 * query string").
 */
export const SIGNUP_QUERY_STORAGE_KEY = 'nexa:signup-query';

/** Query parameters worth keeping for signup: referral codes, channels and campaign tags. */
export const SIGNUP_QUERY_PARAM = /^(ref|ref_type|invite_code|ch|utm_[a-z]+)$/;

/** <meta name> carrying the analytics endpoint; absent when none is configured. */
export const ANALYTICS_META_NAME = 'analytics-endpoint';

/**
 * <meta name> carrying the compliance-check path when dynamic data is on (the default; build with
 * PUBLIC_DYNAMIC_DATA=0 for a shell that never calls the API). The chrome fetches it after load.
 */
export const COMPLIANCE_ENDPOINT_META_NAME = 'compliance-endpoint';
