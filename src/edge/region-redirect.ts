// SPEC 2: logged-out visitors of the EU, JP, US and UK hosts who open the home page or one of the
// sections below are sent to the main host under their region's prefix (/en-eu, /en-jp, /en-us, /en-gb).
import { localizePath, type LocaleCode } from '../i18n/locales.ts';
import { splitLocalePrefix } from '../i18n/locale-prefix.ts';
import { mainSite } from '../sites/index.ts';
import { firstSegment, type CanonicalPath } from './canonical-path.ts';
import type { ResolvedHost } from './hosts.ts';

/** First path segments that send a logged-out visitor to the region prefix (with any sub-path). */
export const REGION_REDIRECT_SECTIONS: readonly string[] = [
  'referral', 'price', 'trade', 'announcements', 'fee', 'questionnaire', 'about-us', 'legal', 'blog', 'brand-partnerships',
];

const SECTIONS = new Set(REGION_REDIRECT_SECTIONS);

/** The path without its language prefix (a regional host has no region prefix of its own). */
function splitLanguagePrefix(path: string): { lang: LocaleCode; rest: string } {
  const { region, lang, route } = splitLocalePrefix(path);
  return region ? { lang: 'en', rest: path } : { lang, rest: route };
}

const stripLanguagePrefix = (path: string) => splitLanguagePrefix(path).rest;

function isGatedPath(path: string): boolean {
  return path === '/' || SECTIONS.has(firstSegment(path));
}

/** Whether a logged-out visitor of this host and canonical path is sent to the region prefix. */
export function isRegionGated(host: ResolvedHost, path: CanonicalPath): boolean {
  return Boolean(host.site.regionPrefix) && isGatedPath(stripLanguagePrefix(path.path));
}

/** The main host of the same environment: production over https, local on the request's port. */
function mainOrigin(host: ResolvedHost): string {
  if (host.environment === 'production') return `https://${mainSite.hosts.production}`;
  return `http://${mainSite.hosts.local}${host.port ? `:${host.port}` : ''}`;
}

/**
 * Where a logged-out visitor of this canonical path is sent, or null when this host and path are not
 * gated. The gate reads the same canonical path the file lookup reads, so no spelling of a gated page
 * ('/index.html', '//', '/%2F', '/de//') gets past it. The target is absolute and starts with our own
 * origin plus the region prefix, so no path or query can turn it into another host.
 */
export function regionRedirectTarget(host: ResolvedHost, path: CanonicalPath, search: string): string | null {
  const prefix = host.site.regionPrefix;
  if (!prefix || !isRegionGated(host, path)) return null;
  // A language the region offers is kept under the region prefix ('/de/fee' -> '/en-eu/de/fee');
  // any other falls back to the region's English pages (docs/edge.md).
  const { lang, rest } = splitLanguagePrefix(path.href);
  const kept = host.site.languages.includes(lang) ? localizePath(rest, lang) : rest;
  return new URL(`${prefix}${kept}${search}`, mainOrigin(host)).href;
}
