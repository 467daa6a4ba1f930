// Routes the chrome's islands build from live data (market rows of the search and the trade menu,
// delivery contracts, notifications; SPEC 2 "Header routes", "Notification click routing"), as
// families: a fixed route with placeholders. Each names the features a site must show for the
// island or list that builds it, so a family stays closed (the site's 404) where the site hides them.
// The static links come from the menu, header and footer models (src/integrations/outputs/app-routes.ts).
import type { FeatureKey } from '../sites/schema.ts';

export interface LiveRouteFamily {
  /** Route before the language prefix; `{symbol}` (BTC_USDT, USDT), `{slug}` (btc-1a2b3c), `{id}` (417). */
  pattern: string;
  features: readonly FeatureKey[];
}

export const LIVE_ROUTE_FAMILIES: readonly LiveRouteFamily[] = [
  // Spot rows (search, trade menu) and spot notices: every site trades its own spot market.
  { pattern: '/trade/{symbol}', features: [] },
  { pattern: '/futures/{symbol}/{symbol}', features: ['derivatives'] },
  { pattern: '/futures-delivery/{symbol}/{symbol}', features: ['derivatives'] },
  { pattern: '/options/{symbol}', features: ['derivatives'] },
  { pattern: '/pilot/{slug}', features: ['spot_trade'] },
  { pattern: '/pre-market/{symbol}', features: ['spot_trade'] },
  { pattern: '/alpha/{slug}', features: ['spot_trade'] },
  // The message panel's notices (src/lib/notifications/route.ts).
  { pattern: '/margin_trade/{symbol}', features: ['notification', 'margin_trade'] },
  { pattern: '/myaccount/myfunds/cross_margin', features: ['notification', 'margin_trade'] },
  { pattern: '/startup/{id}', features: ['notification', 'startup'] },
  { pattern: '/strategybot/historyStrategy', features: ['notification'] },
  { pattern: '/copytrading/underwayStrategy', features: ['notification'] },
  { pattern: '/live/video/{id}', features: ['notification'] },
  // The Community menu's chat room panel: each room the API lists (src/islands/ChatRoom/).
  { pattern: '/groupchat/{id}', features: [] },
];

/** What each placeholder of a family matches in a decoded path segment. */
export const ROUTE_PLACEHOLDERS: Record<string, string> = {
  '{symbol}': '[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*',
  '{slug}': '[A-Za-z0-9][A-Za-z0-9._-]{0,127}',
  '{id}': '[A-Za-z0-9-]{1,64}',
  // Any sub-path, or none: a section whose every page is an application's ('/fee', '/fee/spot').
  '{rest}': '(?:/[^/]+)*',
};
