// The page listing every market of a list (View all, at the end of the search's panels and of the
// Trade menu's market tabs), and the feature that page needs on a site.
import type { LocaleCode } from '../i18n/locales.ts';
import { siteFeatures } from '../sites/features.ts';
import type { FeatureKey, Site } from '../sites/schema.ts';
import { sitePath } from './href.ts';
import { DEFAULT_OPTIONS_ROUTE } from '../sites/default-markets.ts';

export type MarketListKind = 'spot' | 'futures' | 'options' | 'pilot' | 'preMarket' | 'alpha';

export const MARKET_PAGES: Record<MarketListKind, { route: string; feature?: FeatureKey }> = {
  spot: { route: '/price', feature: 'price' },
  futures: { route: '/futures_center', feature: 'derivatives' },
  options: { route: DEFAULT_OPTIONS_ROUTE, feature: 'derivatives' },
  pilot: { route: '/pilot', feature: 'spot_trade' },
  preMarket: { route: '/pre-market', feature: 'spot_trade' },
  alpha: { route: '/alpha', feature: 'spot_trade' },
};

/** Where View all leads for each list, on this site and language; absent where the site hides the page. */
export function viewAllLinks<Kind extends MarketListKind>(site: Site, lang: LocaleCode, kinds: readonly Kind[]): Partial<Record<Kind, string>> {
  const links: Partial<Record<Kind, string>> = {};
  for (const kind of kinds) {
    const page = MARKET_PAGES[kind];
    if (siteFeatures(site).shows(page.feature)) links[kind] = sitePath(site, page.route, lang);
  }
  return links;
}
