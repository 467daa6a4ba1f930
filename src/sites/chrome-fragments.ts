// The embeddable chrome: for every site x language it offers, the header and the footer as HTML
// fragments under dist/<site>/_chrome/<lang>/, with chrome.json naming the CSS and JS they need.
import type { LocaleCode } from '../i18n/locales.ts';
import { sites, type SiteKey } from './index.ts';

/** Folder of the fragments inside a site's dist/ folder; the underscore keeps it clear of page routes. */
export const CHROME_DIR = '_chrome';
export const CHROME_PARTS = ['header', 'footer'] as const;
export type ChromePart = (typeof CHROME_PARTS)[number];

export interface ChromeFragment {
  site: SiteKey;
  lang: LocaleCode;
  part: ChromePart;
}

export function listChromeFragments(only?: readonly SiteKey[]): ChromeFragment[] {
  return sites
    .filter((site) => !only || only.includes(site.key))
    .flatMap((site) => site.languages.flatMap((lang) => CHROME_PARTS.map((part) => ({ site: site.key, lang, part }))));
}

/** The folder of one site x language's fragments, relative to dist/. */
export function chromeFolder(site: SiteKey, lang: LocaleCode): string {
  return `${site}/${CHROME_DIR}/${lang}`;
}
