// SPEC 2: logged-out visitors of the EU, JP, US and UK hosts who open the home page or one of the
// sections below are sent to the main host under their region's prefix (/en-eu, /en-jp, /en-us, /en-gb).
import { LOCALE_CODES } from '../i18n/locales.ts';
import { mainSite } from '../sites/index.ts';
import type { ResolvedHost } from './hosts.ts';

/** First path segments that send a logged-out visitor to the region prefix (with any sub-path). */
export const REGION_REDIRECT_SECTIONS: readonly string[] = [
  'referral', 'price', 'trade', 'announcements', 'fee', 'questionnaire', 'about-us', 'legal', 'blog', 'brand-partnerships',
];

const SECTIONS = new Set(REGION_REDIRECT_SECTIONS);
const LANGUAGE_SEGMENTS = new Set<string>(LOCALE_CODES.filter((code) => code !== 'en'));

/** '/de/fee/x' -> '/fee/x', '/de' -> '/', '/fee' -> '/fee'. */
function stripLanguagePrefix(pathname: string): string {
  const segments = pathname.split('/');
  if (!LANGUAGE_SEGMENTS.has(segments[1] ?? '')) return pathname;
  return `/${segments.slice(2).join('/')}`;
}

function isGatedPath(pathname: string): boolean {
  if (pathname === '/') return true;
  return SECTIONS.has(pathname.split('/')[1] ?? '');
}

/** The main host of the same environment: production over https, local on the request's port. */
function mainOrigin(host: ResolvedHost): string {
  if (host.environment === 'production') return `https://${mainSite.hosts.production}`;
  return `http://${mainSite.hosts.local}${host.port ? `:${host.port}` : ''}`;
}

/**
 * Where a logged-out visitor of `url` is sent, or null when this host and path are not gated.
 * The path is matched as the URL parser normalised it (dot segments resolved, nothing decoded), so an
 * encoded look-alike ('/%66ee') is simply not gated. The target is absolute and starts with our own
 * origin plus the region prefix, so no path or query can turn it into another host.
 */
export function regionRedirectTarget(host: ResolvedHost, url: URL): string | null {
  const prefix = host.site.regionPrefix;
  if (!prefix) return null;
  const rest = stripLanguagePrefix(url.pathname);
  if (!isGatedPath(rest)) return null;
  // The language prefix is dropped: region variants are English pages of the main host.
  const path = rest === '/' ? `${prefix}/` : `${prefix}${rest}`;
  return new URL(`${path}${url.search}`, mainOrigin(host)).href;
}

/** SPEC 3 login cookies: logged in when both `pver` and `sign` carry a value (one parser for the whole app). */
export { hasSessionCookies as hasLoginCookies } from '../lib/cookies.ts';
