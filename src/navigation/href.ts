import { localizePath, type LocaleCode } from '../i18n/locales.ts';
import { supportRequestLang } from '../i18n/locales.ts';
import type { Href, Site } from '../sites/schema.ts';

export interface ResolvedHref {
  href: string;
  /** Leaves the site (another host or a mail client): rendered with rel="noopener" and no prefix. */
  external: boolean;
}

/**
 * Turns a registry link into the URL a page shows: internal routes get the page's base (a region
 * variant's prefix, `Site.pathBase`) and the language prefix.
 */
export function resolveHref(target: Href, lang: LocaleCode, base = ''): ResolvedHref {
  if ('url' in target) {
    return { href: target.url.replaceAll('{supportLang}', supportRequestLang(lang)), external: true };
  }
  const route = target.routeByLang?.[lang] ?? target.route;
  return { href: `${base}${localizePath(route, lang)}`, external: false };
}

/** An internal route as a page of `site` in `lang` links it ('/fee' -> '/zh/fee', '/en-eu/fee'). */
export function sitePath(site: Pick<Site, 'pathBase'>, route: string, lang: LocaleCode): string {
  return `${site.pathBase}${localizePath(route, lang)}`;
}

/** The prefix a page's script puts before a route it builds ('', '/zh', '/en-eu'). */
export function sitePrefix(site: Pick<Site, 'pathBase'>, lang: LocaleCode): string {
  return `${site.pathBase}${localizePath('/', lang).slice(0, -1)}`;
}
