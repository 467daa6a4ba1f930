// The embeddable chrome: for every shell page (each site x language it offers, and the region
// variants of the main host), the header and the footer as HTML fragments under
// dist/<site>/_chrome/<folder>/, with chrome.json naming the CSS and JS they need. The folder is the
// page's own prefix: its language ('en', 'zh'), or a region variant's prefix ('en-gb'), whose chrome
// is the region's with its links under that prefix.
import type { LocaleCode } from '../i18n/locales.ts';
import type { SiteKey } from './index.ts';
import { listShellPages, type ShellPage } from './pages.ts';

/** Folder of the fragments inside a site's dist/ folder; the underscore keeps it clear of page routes. */
export const CHROME_DIR = '_chrome';
export const CHROME_PARTS = ['header', 'footer'] as const;

/**
 * Stands in the fragments for the including page's route: its path without the language or region
 * prefix, with its query ('/trade/ETH_USDT'). The language links ('/de{{route}}'), the live-trading
 * link and the header's `data-route` carry it; the including application puts its route in
 * (docs/embedding.md), so each language link leads to the same page and the header knows its page.
 */
export const CHROME_ROUTE_PLACEHOLDER = '{{route}}';
export type ChromePart = (typeof CHROME_PARTS)[number];

export interface ChromeFragment {
  site: SiteKey;
  lang: LocaleCode;
  part: ChromePart;
  /** The page's prefix without slashes: its language, or a region variant's prefix ('en-gb'). */
  folder: string;
  /** The shell page whose chrome this is. */
  page: ShellPage;
}

/**
 * The folder name of a shell page's fragments: '/' -> 'en', '/zh/' -> 'zh', '/en-gb/' -> 'en-gb',
 * '/en-eu/de/' -> 'en-eu-de' (one folder level, as the fragment route has one segment for it).
 */
export function fragmentFolderOf(page: Pick<ShellPage, 'path' | 'lang'>): string {
  return page.path === '/' ? page.lang : page.path.slice(1, -1).replaceAll('/', '-');
}

export function listChromeFragments(only?: readonly SiteKey[]): ChromeFragment[] {
  return listShellPages(only).flatMap((page) =>
    CHROME_PARTS.map((part) => ({ site: page.site, lang: page.lang, part, folder: fragmentFolderOf(page), page })));
}

/** The folder of one page's fragments, relative to dist/ ('main/_chrome/zh', 'main/_chrome/en-gb'). */
export function chromeFolder(site: SiteKey, folder: string): string {
  return `${site}/${CHROME_DIR}/${folder}`;
}
