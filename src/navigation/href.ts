import { localizePath, supportRequestLang, type LocaleCode } from '../i18n/locales.ts';
import type { Href } from '../sites/schema.ts';

export interface ResolvedHref {
  href: string;
  /** Leaves the site (another host or a mail client): rendered with rel="noopener" and no prefix. */
  external: boolean;
}

/** Turns a registry link into the URL a page shows: internal routes get the language prefix. */
export function resolveHref(target: Href, lang: LocaleCode): ResolvedHref {
  if ('url' in target) {
    return { href: target.url.replaceAll('{supportLang}', supportRequestLang(lang)), external: true };
  }
  const route = target.routeByLang?.[lang] ?? target.route;
  return { href: localizePath(route, lang), external: false };
}
