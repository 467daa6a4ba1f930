// Every backend path in one place, shared by the API client and the sandbox so they cannot drift.
// Paths marked "chosen" are not shown in SPEC section 7; they are ours and live only here.
/** The header's user info (alone too: the account template's inline script carries only this path). */
export const USER_INFO_PATH = '/api/web/v1/usercenter/get_info';

export const API_PATHS = {
  noticeRecord: '/apiw/v2/herald/get_notice_record',
  futuresContracts: '/apiw/v2/market/futures',
  buyCryptoFiatSettings: '/api/web/v1/c2c/buy_crypto_fiat_setting',
  fiatMarketRates: '/api/web/v1/site/currFiatMarketRates',
  crossMarginInfo: '/apiweb/v1/spot/cross_margin/info',
  userInfo: USER_INFO_PATH,
  announcements: '/api/web/v1/site/fullsiteBulletin',
  searchTabs: '/apiw/v2/common/tabs',
  spotMarkets: '/apiw/v2/market/spots',
  accountMode: '/apiw/v2/unified/account_mode',
  preMintCurrencies: '/apiw/v2/pre-mint/service/currencies/simple-info',
  preMarketCurrencies: '/apiw/v2/pre-market/service/currencies/simple-info',
  pilotMarkets: '/apiw/v2/pilot/markets',
  optionsUnderlyings: '/apiw/v2/options/underlying',
  alphaMarkets: '/apiw/v2/market/alphas',
  deliveryContracts: '/apiw/v2/delivery/usdt/contracts',
  /** Sign-out-all: the spec calls it a configured constant; this is that constant. */
  signOutAll: '/api/web/v1/usercenter/logoutAll',
  /** Page-level sign-out: clears the session cookies and redirects to /login. */
  logoutPage: '/logout',
  signOut: '/api/web/v1/usercenter/logout',
  /** Chosen: options rows keyed by market. */
  optionsMarkets: '/apiw/v2/options/markets',
  /** Chosen: account tier record (is_sub, tier). */
  accountTier: '/api/web/v1/usercenter/account_tier',
  /** Chosen: compliance check (business, menu, limit). */
  complianceCheck: '/api/web/v1/compliance/check',
  /** Chosen: site common data (site config for the current visitor). */
  commonData: '/api/web/v1/site/common_data',
  /** Chosen: the community chat rooms the Chat room panel lists (signed-in people). */
  chatRooms: '/apiw/v2/social/chat/rooms',
  /** Chosen: header menu data. */
  menuData: '/api/web/v1/site/menu_data',
} as const;

/** Backend paths the page sends beacons to (navigator.sendBeacon), never read through the API client. */
export const BEACON_PATHS = {
  /** Chosen: the click-analytics collector (SPEC 7 names the events, not where they go); POST. */
  analyticsEvents: '/api/web/v1/analytics/events',
} as const;

/** Sandbox-only control routes; never called by the product. */
export const SANDBOX_PATHS = {
  session: '/__sandbox/session',
  logout: '/__sandbox/logout',
  faults: '/__sandbox/faults',
  /** Content scenarios: announcement, notice lists, limit flags, CDN outcome (sandbox/scenarios.ts). */
  scenario: '/__sandbox/scenario',
  /** The error-reporting script the CDN check loads, and the reports it sends. */
  errorReporter: '/__sandbox/error-reporter.js',
  reports: '/__sandbox/reports',
  /** The analytics events the sandbox's collector received (sandbox/analytics.ts). */
  analytics: '/__sandbox/analytics',
  loginPage: '/login',
} as const;
