// The site registry: every site's config, validated once when loaded, and lookups by key, id and host.
import { siteSchema, SITE_KEYS, type Site, type SiteKey, type SiteInput } from './schema.ts';
import { main } from './configs/main.ts';
import { tr } from './configs/tr.ts';
import { mt } from './configs/mt.ts';
import { hk } from './configs/hk.ts';
import { us } from './configs/us.ts';
import { bs } from './configs/bs.ts';
import { sg } from './configs/sg.ts';
import { uk } from './configs/uk.ts';
import { jp } from './configs/jp.ts';
import { ae } from './configs/ae.ts';
import { testnet } from './configs/testnet.ts';
import { eu } from './configs/eu.ts';

export type { Site, SiteKey } from './schema.ts';
export { SITE_KEYS } from './schema.ts';

const inputs: Record<SiteKey, SiteInput> = { main, tr, mt, hk, us, bs, sg, uk, jp, ae, testnet, eu };

/** Parses every config; a wrong config stops the build with the site and field named. */
export function loadSites(raw: Record<SiteKey, SiteInput> = inputs): Site[] {
  return SITE_KEYS.map((key) => {
    const result = siteSchema.safeParse(raw[key]);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`Site config "${key}" is invalid:\n  ${problems.join('\n  ')}`);
    }
    if (result.data.key !== key) throw new Error(`Site config registered as "${key}" says key "${result.data.key}"`);
    return result.data;
  });
}

export const sites: readonly Site[] = loadSites();

const byKey = new Map(sites.map((site) => [site.key, site]));
const byHost = new Map<string, Site>();
for (const site of sites) {
  for (const host of [site.hosts.production, ...site.hosts.aliases, site.hosts.local]) {
    if (byHost.has(host)) throw new Error(`Host ${host} is claimed by two sites`);
    byHost.set(host, site);
  }
}

export function isSiteKey(value: string): value is SiteKey {
  return byKey.has(value as SiteKey);
}

export function getSite(key: SiteKey): Site {
  const site = byKey.get(key);
  if (!site) throw new Error(`Unknown site ${key}`);
  return site;
}

/** The site a Host header names (production, alias or local; any port is ignored). */
export function siteByHost(hostHeader: string | null | undefined): Site | undefined {
  if (!hostHeader) return undefined;
  // A URL's hostname is already lower-case and port-free: found as it is on every request.
  const exact = byHost.get(hostHeader);
  if (exact) return exact;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return byHost.get(host);
}

export const mainSite: Site = getSite('main');

