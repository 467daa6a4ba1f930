// Which pages the build emits: every site x language it offers, plus the region-prefixed variants
// on the main host that the region redirects land on, in each language the region offers
// ('/en-eu/', '/en-eu/de/': docs/i18n.md). One list feeds getStaticPaths and sites.json.
import { localizePath, type LocaleCode } from '../i18n/locales.ts';
import { sites, getSite, type Site, type SiteKey } from './index.ts';

export interface ShellPage {
  /** Site whose host serves the page. */
  site: SiteKey;
  siteId: number;
  lang: LocaleCode;
  /** URL path on that site's host. */
  path: string;
  /** HTML file, relative to dist/. */
  file: string;
  /** Site whose chrome the page shows: itself, or the region of a region-prefixed variant. */
  chrome: SiteKey;
}

function fileFor(site: SiteKey, path: string): string {
  return `${site}${path}index.html`;
}

/** The region variants a host serves: '/en-eu/' on main shows the EU site's chrome. */
export function regionVariantsOf(site: Site): Site[] {
  return site.servesRegionVariants ? sites.filter((other) => other.regionPrefix) : [];
}

export function listShellPages(only?: readonly SiteKey[]): ShellPage[] {
  const pages: ShellPage[] = [];
  for (const site of sites) {
    if (only && !only.includes(site.key)) continue;
    for (const lang of site.languages) {
      const path = localizePath('/', lang);
      pages.push({ site: site.key, siteId: site.siteId, lang, path, file: fileFor(site.key, path), chrome: site.key });
    }
    for (const region of regionVariantsOf(site)) {
      for (const lang of region.languages) {
        const path = `${region.regionPrefix}${localizePath('/', lang)}`;
        pages.push({ site: site.key, siteId: site.siteId, lang, path, file: fileFor(site.key, path), chrome: region.key });
      }
    }
  }
  return pages;
}

const variants = new Map<SiteKey, Site>();

/**
 * The chrome config of a page: the region's own config for a region variant, with its prefix as the
 * base of every internal link (the edge sends the region's visitors there; docs/header.md).
 */
export function chromeSiteOf(page: ShellPage): Site {
  const site = getSite(page.chrome);
  if (page.chrome === page.site || !site.regionPrefix) return site;
  let variant = variants.get(site.key);
  if (!variant) variants.set(site.key, (variant = { ...site, pathBase: site.regionPrefix }));
  return variant;
}
