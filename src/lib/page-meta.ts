// URLs a shell advertises about itself: canonical and hreflang alternates.
import { getLocale, localizePath } from '../i18n/locales.ts';
import type { ShellPage } from '../sites/pages.ts';
import { getSite } from '../sites/index.ts';

export interface Alternate { hreflang: string; href: string }

function absolute(host: string, path: string): string {
  return `https://${host}${path}`;
}

export function canonicalUrl(page: ShellPage): string {
  return absolute(getSite(page.site).hosts.production, page.path);
}

/** One alternate per language of the host's site plus x-default; region variants have none. */
export function alternatesOf(page: ShellPage): Alternate[] {
  if (page.chrome !== page.site) return [];
  const site = getSite(page.site);
  const host = site.hosts.production;
  return [
    ...site.languages.map((lang) => ({ hreflang: getLocale(lang).htmlLang, href: absolute(host, localizePath('/', lang)) })),
    { hreflang: 'x-default', href: absolute(host, '/') },
  ];
}
