// Build-time props of the search island for one site and language: which panels the site shows,
// where each panel's View All leads, the translated labels. Per-site differences are data here
// (the feature each panel needs), never a check of which site this is.
import type { LocaleCode } from '../../i18n/locales.ts';
import { coinIconBaseOf, PRODUCTION_BUILD_SETTINGS, type BuildSettings } from '../../lib/build-settings.ts';
import { sitePrefix } from '../../navigation/href.ts';
import { viewAllLinks } from '../../navigation/market-pages.ts';
import type { Translate } from '../../i18n/translate.ts';
import { siteFeatures } from '../../sites/features.ts';
import type { FeatureKey, Site } from '../../sites/schema.ts';
import { searchLabels } from './labels.ts';
import { SEARCH_VERSION, type MarketSearchProps } from './props.ts';
import { PANEL_KINDS, type PanelKind } from './search-tabs.ts';

// As the trade menu (docs/header.md): every site searches its own spot market; `spot_trade` takes
// the markets outside it (pilot, pre-market, Alpha). The feature a site must show for each panel.
const PANEL_FEATURES: Record<PanelKind, FeatureKey | undefined> = {
  spot: undefined,
  futures: 'derivatives',
  options: 'derivatives',
  pilot: 'spot_trade',
  preMarket: 'spot_trade',
  alpha: 'spot_trade',
};

/** Icons come from the build settings' image hosts (production's unless the page passes its own). */
export function marketSearchProps(site: Site, lang: LocaleCode, t: Translate, settings: Pick<BuildSettings, 'imageHosts'> = PRODUCTION_BUILD_SETTINGS): MarketSearchProps {
  const panels = PANEL_KINDS.filter((kind) => siteFeatures(site).shows(PANEL_FEATURES[kind]));
  const viewAll = viewAllLinks(site, lang, panels);
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
