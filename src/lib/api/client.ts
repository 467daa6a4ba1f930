// The typed API client: one function per call, each resolving to validated data or the spec's
// fallback. Works in the browser (same origin, document.cookie) and in Node (base URL, injected cookies).
import { CALLS, type MarketQuery, type NoticeQuery } from './calls.ts';
import type { ApiCall } from './call.ts';
import { buildRequestHeaders } from './headers.ts';
import { consoleLogger, type ApiLogger } from './logger.ts';
import { performCall, REQUEST_TIMEOUT_MS, type ApiResult, type RequestContext } from './request.ts';
import type { Loaded } from './load-state.ts';
import { CSRF_COOKIE, browserCookies, readRawCookie } from '../cookies.ts';

export interface ApiClientOptions {
  /** Origin of the API; '' (default) means same origin. */
  baseUrl?: string;
  /** Current language code of the page; read on every call. Default 'en'. */
  language?: () => string;
  /**
   * Site parameter (SPEC 3: Turkey 2, Malta 3, otherwise 0), sent as the site type of every call:
   * SPEC 7 names it for the tabs call, and answers such as the compliance check are per entity too.
   */
  siteType?: number;
  /** Cookie string to read csrftoken from; default document.cookie in a browser. */
  cookies?: () => string;
  fetch?: typeof fetch;
  logger?: ApiLogger;
  timeoutMs?: number;
}

/** What every call is made with: origin, fetch, timeout, logger and the headers of SPEC 7. */
function requestContext(options: ApiClientOptions, language: () => string): RequestContext {
  const cookies = options.cookies ?? browserCookies;
  return {
    baseUrl: options.baseUrl ?? '',
    // Late-bound so a test or polyfill that replaces globalThis.fetch is honoured.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    logger: options.logger ?? consoleLogger,
    headers: () =>
      buildRequestHeaders({
        language: language(),
        csrfToken: readRawCookie(cookies(), CSRF_COOKIE),
        siteType: options.siteType ?? 0,
      }),
  };
}

/** The three ways to make a call: its outcome, its data or fallback, or its data saying which. */
function callRunners(context: RequestContext) {
  /** The outcome of a call as a value, for callers that must tell failure from an empty answer. */
  function attempt<Params, Data>(call: ApiCall<Params, Data>, params: Params): Promise<ApiResult<Data>> {
    return performCall(context, call, params);
  }
  async function orFallback<Params, Data>(call: ApiCall<Params, Data>, params: Params): Promise<Data> {
    const result = await attempt(call, params);
    return result.ok ? result.data : call.fallback();
  }
  /** The data or the spec's fallback, saying which (a view tells a failure from an empty answer). */
  async function load<Params, Data>(call: ApiCall<Params, Data>, params: Params): Promise<Loaded<Data>> {
    const result = await attempt(call, params);
    return result.ok ? { data: result.data, source: 'network' } : { data: call.fallback(), source: 'fallback' };
  }
  return { attempt, orFallback, load };
}

export function createApiClient(options: ApiClientOptions = {}) {
  const language = options.language ?? (() => 'en');
  const { attempt, orFallback, load } = callRunners(requestContext(options, language));

  return {
    attempt,
    load,
    /** Current language, as used for headers and cache keys. */
    language,
    getNoticeRecords: (query: NoticeQuery) => orFallback(CALLS.noticeRecord, query),
    getFuturesContracts: (query: MarketQuery = {}) => orFallback(CALLS.futuresContracts, query),
    getBuyCryptoFiatSettings: () => orFallback(CALLS.buyCryptoFiatSettings, undefined),
    getFiatMarketRates: () => orFallback(CALLS.fiatMarketRates, undefined),
    getCrossMarginInfo: () => orFallback(CALLS.crossMarginInfo, undefined),
    getUserInfo: () => orFallback(CALLS.userInfo, undefined),
    getAnnouncements: () => orFallback(CALLS.announcements, undefined),
    getSearchTabs: () => orFallback(CALLS.searchTabs, undefined),
    getSpotMarkets: (query: MarketQuery = {}) => orFallback(CALLS.spotMarkets, query),
    getAccountMode: () => orFallback(CALLS.accountMode, undefined),
    getPreMintCurrencies: () => orFallback(CALLS.preMintCurrencies, undefined),
    getPreMarketCurrencies: () => orFallback(CALLS.preMarketCurrencies, undefined),
    /** Both pre-market groups (SPEC 3), fetched together. */
    getPreMarketGroups: async () => {
      const [premint, pre_market] = await Promise.all([
        orFallback(CALLS.preMintCurrencies, undefined),
        orFallback(CALLS.preMarketCurrencies, undefined),
      ]);
      return { premint, pre_market };
    },
    getPilotMarkets: () => orFallback(CALLS.pilotMarkets, undefined),
    getOptionsUnderlyings: () => orFallback(CALLS.optionsUnderlyings, undefined),
    getOptionsMarkets: () => orFallback(CALLS.optionsMarkets, undefined),
    getAlphaMarkets: () => orFallback(CALLS.alphaMarkets, undefined),
    getDeliveryContracts: () => orFallback(CALLS.deliveryContracts, undefined),
    getAccountTier: () => orFallback(CALLS.accountTier, undefined),
    getComplianceCheck: () => orFallback(CALLS.complianceCheck, undefined),
    getCommonData: () => orFallback(CALLS.commonData, undefined),
    getMenuData: () => orFallback(CALLS.menuData, undefined),
    getChatRooms: () => orFallback(CALLS.chatRooms, undefined),
    /** Sign out on every device. */
    signOutAll: () => orFallback(CALLS.signOutAll, undefined),
    /** Sign out on this device (form-encoded POST). */
    signOut: () => orFallback(CALLS.signOut, undefined),
    /** The page-level sign-out route; success is its redirect. */
    signOutViaLogoutPage: () => orFallback(CALLS.logoutPage, undefined),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
