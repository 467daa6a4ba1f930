// The exchange's other applications (trade, futures, wallet, help...) own every route the chrome links
// to. The build lists them per site in dist/app-routes.json (from the same menu, header and footer
// models the chrome is drawn from); the edge sends those routes to the applications (APP_ORIGIN, or the
// local stand-in under `npm start`) and keeps the site's 404 for every other path.
import type { AssetStore } from './asset-store.ts';
import type { ApiForwarder } from './api-proxy.ts';
import type { SiteKey } from '../sites/schema.ts';
import { ROUTE_PLACEHOLDERS } from '../navigation/live-routes.ts';
import { APP_ROUTES_FILE } from '../contracts/build-outputs.ts';

/** One site's application routes: exact paths, and patterns of the routes islands build from live data. */
export interface SiteAppRoutes {
  /** Paths with their language or region prefix ('/zh/fee', '/en-gb/help'), no query. */
  routes: string[];
  /** Prefixed patterns with placeholders ('/zh/trade/{symbol}'). */
  families: string[];
}

export type AppRoutesManifest = Partial<Record<SiteKey, SiteAppRoutes>>;

/** Forwards a request for an application route (the APP_ORIGIN proxy, or the local stand-in). */
export type AppForwarder = ApiForwarder;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A family pattern as a regular expression over a whole canonical path. */
export function familyPattern(family: string): RegExp {
  const parts = family.split(/(\{[a-z]+\})/).map((part) => ROUTE_PLACEHOLDERS[part] ?? escapeRegExp(part));
  return new RegExp(`^${parts.join('')}$`);
}

export interface AppRouteMatcher {
  /** Whether `path` (canonical, decoded, no trailing slash but the root's) is an application route of `site`. */
  has(site: SiteKey, path: string): boolean;
}

export function appRouteMatcher(manifest: AppRoutesManifest): AppRouteMatcher {
  const compiled = new Map<SiteKey, { routes: Set<string>; families: RegExp[] }>();
  for (const [site, entry] of Object.entries(manifest) as [SiteKey, SiteAppRoutes][]) {
    compiled.set(site, { routes: new Set(entry.routes), families: entry.families.map(familyPattern) });
  }
  return {
    has(site, path) {
      const entry = compiled.get(site);
      if (!entry) return false;
      const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
      return entry.routes.has(bare) || entry.families.some((family) => family.test(bare));
    },
  };
}

function isSiteAppRoutes(value: unknown): value is SiteAppRoutes {
  const entry = value as SiteAppRoutes | null;
  const isPaths = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string' && item.startsWith('/'));
  return typeof entry === 'object' && entry !== null && isPaths(entry.routes) && isPaths(entry.families);
}

/** Reads dist/app-routes.json; missing or damaged, no route is an application's (every one stays a 404). */
export async function readAppRoutes(assets: AssetStore): Promise<AppRouteMatcher> {
  const bytes = await assets.read(APP_ROUTES_FILE);
  let manifest: AppRoutesManifest = {};
  try {
    const parsed: unknown = bytes ? JSON.parse(new TextDecoder().decode(bytes)) : {};
    if (typeof parsed === 'object' && parsed !== null) {
      manifest = Object.fromEntries(Object.entries(parsed).filter(([, value]) => isSiteAppRoutes(value)));
    }
  } catch {
    manifest = {};
  }
  return appRouteMatcher(manifest);
}

/**
 * The route table of the current build: kept once read, read again when dist/ is rebuilt (Node). The
 * table is kept, never the read in flight: on Workers a request may not wait on another request's I/O,
 * so requests that arrive before the first read finished each read for themselves.
 */
export function appRouteTable(assets: AssetStore): () => Promise<AppRouteMatcher> {
  let kept: { generation: number | undefined; matcher: AppRouteMatcher } | undefined;
  return async () => {
    const generation = await assets.generation?.();
    if (kept && kept.generation === generation) return kept.matcher;
    const matcher = await readAppRoutes(assets);
    kept = { generation, matcher };
    return matcher;
  };
}
