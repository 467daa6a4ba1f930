// Build-time props of the search island for one site and language: which panels the site shows,
// where each panel's View All leads, the translated labels. Per-site differences are data here
// (the feature each panel needs), never a check of which site this is.
import type { LocaleCode } from '../../i18n/locales.ts';
import { coinIconBaseOf, PRODUCTION_BUILD_SETTINGS, type BuildSettings } from '../../lib/build-settings.ts';
import { sitePath, sitePrefix } from '../../navigation/href.ts';
import type { Translate } from '../../i18n/translate.ts';
import { siteFeatures } from '../../sites/features.ts';
import type { FeatureKey, Site } from '../../sites/schema.ts';
import { searchLabels } from './labels.ts';
import { SEARCH_VERSION, type MarketSearchProps } from './props.ts';
import { PANEL_KINDS, type PanelKind } from './search-tabs.ts';

interface PanelSiteData {
  /** The feature a site must show for the panel to appear (none: every site with search). */
  feature?: FeatureKey;
  /** The page listing every market of the panel, for View All. */
  viewAll: string;
  /** The feature that page needs, when it differs from the panel's. */
  viewAllFeature?: FeatureKey;
}

// As the trade menu (docs/header.md): every site searches its own spot market; `spot_trade` takes
// the markets outside it (pilot, pre-market, Alpha).
const PANEL_SITE_DATA: Record<PanelKind, PanelSiteData> = {
  spot: { viewAll: '/price', viewAllFeature: 'price' },
  futures: { feature: 'derivatives', viewAll: '/futures_center' },
  options: { feature: 'derivatives', viewAll: '/options/BTC_USDT' },
  pilot: { feature: 'spot_trade', viewAll: '/pilot' },
  preMarket: { feature: 'spot_trade', viewAll: '/pre-market' },
  alpha: { feature: 'spot_trade', viewAll: '/alpha' },
};

/** Icons come from the build settings' image hosts (production's unless the page passes its own). */
export function marketSearchProps(site: Site, lang: LocaleCode, t: Translate, settings: Pick<BuildSettings, 'imageHosts'> = PRODUCTION_BUILD_SETTINGS): MarketSearchProps {
  const panels = PANEL_KINDS.filter((kind) => siteFeatures(site).shows(PANEL_SITE_DATA[kind].feature));
  const viewAll: MarketSearchProps['viewAll'] = {};
  for (const kind of panels) {
    const data = PANEL_SITE_DATA[kind];
    if (siteFeatures(site).shows(data.viewAllFeature)) viewAll[kind] = sitePath(site, data.viewAll, lang);
  }
  return {
    lang,
    prefix: sitePrefix(site, lang),
    panels,
    ownPair: site.defaultSpotPair,
    defaultP2PFiat: site.defaultP2PFiat,
    searchVersion: SEARCH_VERSION,
    iconVersions: site.coinIconVersions,
    coinIconBase: coinIconBaseOf(settings),
    imageHosts: settings.imageHosts,
    viewAll,
    labels: searchLabels(t),
  };
}
