// What choosing a language does (SPEC 4): go to the same path under that language's prefix, unless
// the language belongs to another site (Turkish to the Turkey site). Then the person chooses in the
// restriction modal between staying here in that language and going to that site.
import type { LocaleCode } from '../i18n/locales.ts';
import type { LanguageLinkView } from './footer.ts';
import type { LanguageHome } from '../sites/language-homes.ts';

/** A language link as the settings modal shows it: with its BCP 47 tag for lang and hreflang. */
export interface LanguageOption extends LanguageLinkView {
  htmlLang: string;
}

// Which site is a language's home is the site registry's fact (src/sites/language-homes.ts).
export type { LanguageHome };

export type LanguageChoice =
  | { kind: 'navigate'; href: string }
  | { kind: 'restricted'; stayHref: string; homeHref: string; homeHost: string };

export interface CurrentPage {
  /** location.protocol, location.hostname and location.port of the page. */
  protocol: string;
  hostname: string;
  port: string;
  /** The local development host of the current site: the home site's local host is used there too. */
  localHost: string;
}

/**
 * The URL of `path` on the home site, in the same environment as the current page: the local
 * `<key>.localhost` host with this port in development, the production host over https otherwise.
 */
export function homeSiteUrl(home: LanguageHome, page: CurrentPage, path: string): string {
  if (page.hostname === page.localHost) {
    const port = page.port ? `:${page.port}` : '';
    return `${page.protocol}//${home.local}${port}${path}`;
  }
  return `https://${home.production}${path}`;
}

/**
 * `href` is the language link of this page (the same path under the language's prefix); `homes`
 * lists the languages that belong to another site than this one.
 */
export function chooseLanguage(lang: LocaleCode, href: string, homes: readonly LanguageHome[], page: CurrentPage): LanguageChoice {
  const home = homes.find((candidate) => candidate.lang === lang);
  if (!home) return { kind: 'navigate', href };
  return { kind: 'restricted', stayHref: href, homeHref: homeSiteUrl(home, page, href), homeHost: home.production };
}
