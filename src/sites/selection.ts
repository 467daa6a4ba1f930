import { SITE_KEYS, type SiteKey } from './schema.ts';

/**
 * The sites a build is limited to, from a comma list such as "tr,jp" (all when empty).
 * An unknown key is an error, so a typo never silently builds nothing.
 */
export function selectedSiteKeys(list: string | undefined): SiteKey[] | undefined {
  if (!list?.trim()) return undefined;
  const keys = list.split(',').map((key) => key.trim()).filter(Boolean);
  const unknown = keys.filter((key) => !(SITE_KEYS as readonly string[]).includes(key));
  if (unknown.length) throw new Error(`Unknown site ${unknown.join(', ')}; known sites: ${SITE_KEYS.join(', ')}`);
  return keys as SiteKey[];
}
