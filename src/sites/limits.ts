// What the regulatory limit flags take away (SPEC 6), for the build (a site config's flags) and
// for the account island (the same flags in the user's common data). Only a type comes from the
// schema, so the island bundles no zod.
import type { FeatureKey } from './schema.ts';

export type SiteLimitFlag = 'isUKLimit' | 'isItalyLimit';

/**
 * Funds accounts, orders and settings under both; the UK limit also drops the partners link and
 * the social icons of the footer ("partners link and social icons hidden for UK-limited").
 */
export const LIMIT_FLAG_HIDES: Record<SiteLimitFlag, readonly FeatureKey[]> = {
  isUKLimit: ['funds_accounts', 'multiple_order', 'spot_order', 'setting', 'partner', 'social_icons'],
  isItalyLimit: ['funds_accounts', 'multiple_order', 'spot_order', 'setting'],
};

/** Every feature the set flags hide, each once. */
export function hiddenByLimits(flags: Partial<Record<SiteLimitFlag, boolean | undefined>>): FeatureKey[] {
  const hidden = new Set<FeatureKey>();
  for (const flag of Object.keys(LIMIT_FLAG_HIDES) as SiteLimitFlag[]) {
    if (flags[flag]) for (const key of LIMIT_FLAG_HIDES[flag]) hidden.add(key);
  }
  return [...hidden];
}
