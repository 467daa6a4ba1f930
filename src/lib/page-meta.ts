// URLs a shell advertises about itself: canonical and hreflang alternates.
import { localizePath } from '../i18n/locales.ts';
import { getLocale } from '../i18n/locales.ts';
import type { ShellPage } from '../sites/pages.ts';
import { getSite } from '../sites/index.ts';

export interface Alternate { hreflang: string; href: string }

function absolute(host: string, path: string): string {
  return `https://${host}${path}`;
}

export function canonicalUrl(page: ShellPage): string {
  return absolute(getSite(page.site).hosts.production, page.path);
}

/**
 * One alternate per language of the page's chrome site plus x-default: a site's own languages, or a
 * region variant's languages under its prefix ('/en-eu/de/'), so the two sets never mix.
 */
export function alternatesOf(page: ShellPage): Alternate[] {
  const chrome = getSite(page.chrome);
  const base = page.chrome === page.site ? '' : (chrome.regionPrefix ?? '');
  const host = getSite(page.site).hosts.production;
  return [
    ...chrome.languages.map((lang) => ({ hreflang: getLocale(lang).htmlLang, href: absolute(host, `${base}${localizePath('/', lang)}`) })),
    { hreflang: 'x-default', href: absolute(host, `${base}/`) },
  ];
}
