// The home page's words about the products (the hero's subtitle, the meta description) name only
// products the site shows (issue 34): "spot, futures and earn" on a spot-only site sold what its
// licence does not cover. The first row whose products the site all shows gives its words; spot
// (the site's own market) shows everywhere.
import type { I18nKey } from '../i18n/dictionaries.ts';
import type { FeatureKey, Site } from '../sites/schema.ts';
import { siteFeatures } from '../sites/features.ts';

export interface ProductCopy {
  /** The hero's subtitle. */
  subtitle: I18nKey;
  /** The page's meta description ({{brand}} in it). */
  description: I18nKey;
}

const PRODUCT_COPY: readonly (ProductCopy & { names: readonly FeatureKey[] })[] = [
  { names: ['derivatives', 'borrow_or_wealth', 'proof_of_reserves'], subtitle: 'home.hero.subtitle', description: 'meta.description' },
  { names: ['derivatives', 'borrow_or_wealth'], subtitle: 'home.hero.subtitleAllProducts', description: 'meta.descriptionAllProducts' },
  { names: ['proof_of_reserves'], subtitle: 'home.hero.subtitleSpot', description: 'meta.descriptionSpot' },
  { names: [], subtitle: 'home.hero.subtitleSpotOnly', description: 'meta.descriptionSpotOnly' },
];

export function productCopy(site: Site): ProductCopy {
  const { shows } = siteFeatures(site);
  const { subtitle, description } = PRODUCT_COPY.find((row) => row.names.every(shows))!;
  return { subtitle, description };
}
