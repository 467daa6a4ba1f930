// What the page hands the search island (SPEC 7: "language, fiat rates, current fiat, language
// prefix, market rates, default P2P fiat, search version 5, theme and a coin-icon version list").
// Build-time values arrive as props; fiat rates, current fiat, market rates and theme are live
// values the island reads from the shared stores ($fiatRates, $preferences, the market lists).
import type { SearchLabels } from './labels.ts';
import type { PanelKind } from './search-tabs.ts';

/** SPEC 9. */
export const SEARCH_VERSION = 5;

export interface MarketSearchProps {
  lang: string;
  /** Language prefix of every link: '' for English, '/zh' for Chinese. */
  prefix: string;
  /** Panels this site shows, in the built-in order; the menu data can reorder but not add to them. */
  panels: readonly PanelKind[];
  /** The site's default spot pair (BTC_SGD): its own pair and quote lead the spot lists. */
  ownPair: string;
  /** The site's default P2P fiat (SPEC 3 defaultP2PFiat). */
  defaultP2PFiat: string;
  searchVersion: typeof SEARCH_VERSION;
  /** Coin-icon versions by symbol (lower case): appended as ?v= so a changed icon is refetched. */
  iconVersions: Record<string, string>;
  /** Where coin icons live (build settings' image host + /images/coin_icon/64/), for rows sent without one. */
  coinIconBase: string;
  /** The build settings' image hosts: an icon URL from the server loads only from one of them or /images/ (safeImageUrl). */
  imageHosts: readonly string[];
  /** Where each panel's View All leads on this site (already prefixed); absent when hidden here. */
  viewAll: Partial<Record<PanelKind, string>>;
  labels: SearchLabels;
}
