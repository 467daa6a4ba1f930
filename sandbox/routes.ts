// The backend calls of SPEC 7, answered from fixtures and the signed-in persona.
import { API_PATHS, BEACON_PATHS } from '../src/contracts/api-paths.ts';
import type { Fixtures } from './data/fixtures.ts';
import { loginRequired, ok, redirect, json } from './http.ts';
import { VISITOR_COMMON, VISITOR_COMPLIANCE, type Persona } from './personas.ts';
import { csrfMatches, logoutCookies, overHttps } from './session.ts';
import type { Scenario } from './scenarios.ts';
import { collectEvent, type ReceivedEvent } from './analytics.ts';
import { inLanguage } from './data/site.ts';
import { noticesAsOf } from './data/notices.ts';
import { HEADER_NAMES } from '../src/lib/api/headers.ts';
import { driftSpots } from './data/price-drift.ts';

export interface RouteContext {
  request: Request;
  url: URL;
  persona: Persona | undefined;
  data: Fixtures;
  /** Content set through POST /__sandbox/scenario for this request, if any. */
  scenario: Scenario | undefined;
  /** The analytics collector's events (GET /__sandbox/analytics lists them). */
  events: ReceivedEvent[];
}

export interface Route {
  method: 'GET' | 'POST';
  handle(context: RouteContext): Response | Promise<Response>;
}

const get = (handle: Route['handle']): Route => ({ method: 'GET', handle });

/** Answers only for a signed-in persona, like the real backend. */
const signedIn = (answer: (persona: Persona, context: RouteContext) => unknown, path: string) =>
  get((context) => (context.persona ? ok(path, answer(context.persona, context)) : loginRequired()));

function page<T>(rows: readonly T[], url: URL, defaultSize: number): T[] {
  const pageNumber = clampInt(url.searchParams.get('page'), 1, 1, 10_000);
  const size = clampInt(url.searchParams.get('size') ?? url.searchParams.get('limit'), defaultSize, 1, 100);
  return rows.slice((pageNumber - 1) * size, pageNumber * size);
}

function clampInt(text: string | null, fallback: number, min: number, max: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= min ? Math.min(value, max) : fallback;
}

function signOutAnswer(path: string, url: URL): Response {
  const response = ok(path, null);
  for (const cookie of logoutCookies(overHttps(url))) response.headers.append('set-cookie', cookie);
  return response;
}

const P = API_PATHS;

export const ROUTES: Record<string, Route> = {
  [P.noticeRecord]: signedIn((_, { request, url, data, scenario }) => {
    const type = url.searchParams.get('type') ?? '';
    // A scenario's records are sent as written; the fixtures' are as old as they say, at this moment.
    // In the request's language where the sandbox has it, English otherwise.
    const language = inLanguage(data.notices, request.headers.get(HEADER_NAMES.language));
    const list = scenario?.notices[type as keyof Scenario['notices']] ?? noticesAsOf(language[type] ?? [], Math.floor(Date.now() / 1000));
    return { list: page(list, url, 10) };
  }, P.noticeRecord),
  [P.futuresContracts]: get(({ data }) => ok(P.futuresContracts, data.futures)),
  [P.buyCryptoFiatSettings]: get(({ data }) => ok(P.buyCryptoFiatSettings, data.buyCryptoFiats)),
  [P.fiatMarketRates]: get(({ data }) => ok(P.fiatMarketRates, data.fiatRates)),
  [P.crossMarginInfo]: signedIn((persona) => persona.crossMargin, P.crossMarginInfo),
  [P.userInfo]: signedIn((persona) => persona.user, P.userInfo),
  [P.announcements]: get(({ request, data, scenario }) =>
    ok(P.announcements, { ...inLanguage(data.announcements, request.headers.get(HEADER_NAMES.language)), ...scenario?.announcements }),
  ),
  [P.searchTabs]: get(({ data }) => ok(P.searchTabs, data.searchTabs)),
  [P.spotMarkets]: get(({ data, scenario }) => ok(P.spotMarkets, driftSpots(data.spots, scenario?.prices?.step ?? 0))),
  [P.accountMode]: signedIn((persona) => persona.accountMode, P.accountMode),
  [P.preMintCurrencies]: get(({ url, data }) => ok(P.preMintCurrencies, { list: page(data.preMarket.premint, url, 100) })),
  [P.preMarketCurrencies]: get(({ url, data }) =>
    ok(P.preMarketCurrencies, { list: page(data.preMarket.pre_market, url, 100) }),
  ),
  [P.pilotMarkets]: get(({ data }) => ok(P.pilotMarkets, data.pilot)),
  [P.optionsUnderlyings]: get(({ data }) => ok(P.optionsUnderlyings, data.optionsUnderlyings)),
  [P.alphaMarkets]: get(({ data }) => ok(P.alphaMarkets, data.alpha)),
  [P.deliveryContracts]: get(({ data }) => ok(P.deliveryContracts, data.delivery)),
  [P.optionsMarkets]: get(({ data }) => ok(P.optionsMarkets, data.optionsMarkets)),
  [P.accountTier]: signedIn((persona) => persona.tier, P.accountTier),
  [P.complianceCheck]: get(({ persona, scenario }) => {
    const compliance = persona?.compliance ?? VISITOR_COMPLIANCE;
    const menu = scenario?.menu ?? compliance.menu;
    return ok(P.complianceCheck, scenario?.limit ? { ...compliance, menu, limit: { ...compliance.limit, ...scenario.limit } } : { ...compliance, menu });
  }),
  [P.commonData]: get(({ persona, data, scenario }) =>
    ok(P.commonData, { currency_count: data.currencyCount, ...(persona?.common ?? VISITOR_COMMON), ...scenario?.common }),
  ),
  [P.chatRooms]: signedIn((_, { data }) => ({ list: data.chatRooms }), P.chatRooms),
  [P.menuData]: get(({ data }) => ok(P.menuData, data.menuData)),
  [BEACON_PATHS.analyticsEvents]: { method: 'POST', handle: ({ request, events }) => collectEvent(request, events) },
  [P.signOutAll]: get(({ url }) => signOutAnswer(P.signOutAll, url)),
  [P.logoutPage]: get(({ url }) => redirect('/login', logoutCookies(overHttps(url)))),
  [P.signOut]: {
    method: 'POST',
    handle: ({ request, url }) =>
      csrfMatches(request)
        ? signOutAnswer(P.signOut, url)
        : json({ code: 403, message: 'csrf token mismatch', data: null }, { status: 403 }),
  },
};
