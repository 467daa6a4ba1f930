// What a site shows: the one place that reads a site's `hidden` list and its limit flags. Menus,
// header controls, drawer, footer, home page and the page context all ask `siteFeatures(site)`.
import { hiddenByLimits } from './limits.ts';
import { FEATURE_IMPLIES, type FeatureKey, type Site } from './schema.ts';

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
    const hidden = new Set<FeatureKey>([...site.hidden, ...hiddenByLimits(site.flags)]);
    for (const key of [...hidden]) for (const implied of FEATURE_IMPLIES[key] ?? []) hidden.add(implied);
    features = { hidden, shows: (feature) => feature === undefined || !hidden.has(feature) };
    cache.set(site, features);
  }
  return features;
}
