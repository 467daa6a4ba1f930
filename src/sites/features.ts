// What a site shows: the one place that reads a site's `hidden` list and its limit flags. Menus,
// header controls, drawer, footer, home page and the page context all ask `siteFeatures(site)`.
import { FEATURE_IMPLIES, type FeatureKey, type Site } from './schema.ts';

type LimitFlag = 'isUKLimit' | 'isItalyLimit';

/**
 * What each regulatory limit flag takes away (SPEC 6): funds accounts, orders and settings under
 * both; the UK limit also drops the partners link and the social icons of the footer.
 */
export const LIMIT_FLAG_HIDES: Record<LimitFlag, readonly FeatureKey[]> = {
  isUKLimit: ['funds_accounts', 'multiple_order', 'spot_order', 'setting', 'partner', 'social_icons'],
  isItalyLimit: ['funds_accounts', 'multiple_order', 'spot_order', 'setting'],
};

export interface SiteFeatures {
  /** Every feature the site never shows. */
  hidden: ReadonlySet<FeatureKey>;
  /** Whether the site shows a feature (an item without a key always shows). */
  shows(feature: FeatureKey | undefined): boolean;
}

const cache = new WeakMap<Site, SiteFeatures>();

export function siteFeatures(site: Site): SiteFeatures {
  let features = cache.get(site);
  if (!features) {
    const hidden = new Set<FeatureKey>(site.hidden);
    for (const flag of Object.keys(LIMIT_FLAG_HIDES) as LimitFlag[]) {
      if (site.flags[flag]) for (const key of LIMIT_FLAG_HIDES[flag]) hidden.add(key);
    }
    for (const key of [...hidden]) for (const implied of FEATURE_IMPLIES[key] ?? []) hidden.add(implied);
    features = { hidden, shows: (feature) => feature === undefined || !hidden.has(feature) };
    cache.set(site, features);
  }
  return features;
}
