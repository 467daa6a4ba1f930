// The files the build writes into dist/ beside the pages, by name: the build (src/integrations/outputs/,
// scripts/build.mjs) writes them, the edge and the Node server (src/edge/, src/server/) and the
// tooling (budgets, freshness, release diff) read them. One table, so no reader imports the writer.

/** One entry per shell page: `path` on that site's host, `file` relative to dist/. */
export const SITES_MANIFEST_FILE = 'sites.json';
/** dist/-relative HTML file -> its inline hashes and external sources (src/edge/csp-hashes.ts). */
export const CSP_MANIFEST_FILE = 'csp.json';
/** Per site, the routes the exchange's applications own (src/edge/app-routes.ts). */
export const APP_ROUTES_FILE = 'app-routes.json';
/** In the client build's output: { islands: { name: '/_astro/x.js' }, hydrate: '/_astro/y.js' }. */
export const ISLANDS_MANIFEST_FILE = '_astro/islands.json';
/** The settings of src/lib/build-settings.ts this build was made with. */
export const BUILD_SETTINGS_FILE = 'build-settings.json';
/** Caching and security headers of the files Workers' static-assets binding sends on its own. */
export const ASSET_HEADERS_FILE = '_headers';

/** A line of sites.json; the build narrows `site` to its SiteKey. */
export interface SitesManifestEntry<Site extends string = string> {
  site: Site;
  siteId: number;
  lang: string;
  path: string;
  file: string;
}
