// The footer model of one site in one language: plain data the Footer component renders.
import type { I18nKey } from '../i18n/dictionaries.ts';
import { localizePath, type LocaleCode } from '../i18n/locales.ts';
import { getLocale } from '../i18n/locales.ts';
import type { FeatureKey, Href, Site } from '../sites/schema.ts';
import { FOOTER_PAIR } from '../sites/footers/link.ts';
import { siteFeatures } from '../sites/features.ts';
import { resolveHref, sitePath } from './href.ts';
import { socialChannels, COMMUNITY_ROUTE, type SocialChannel } from './social.ts';
import type { LanguageHome } from './language-choice.ts';

export interface FooterLinkView {
  id: string;
  label: I18nKey;
  labelValues?: Record<string, string>;
  href: string;
  external: boolean;
  /** Compliance key that can hide this link at run time. */
  feature?: FeatureKey;
}

export interface FooterColumnView {
  id: string;
  title: I18nKey;
  links: FooterLinkView[];
}

export interface LanguageLinkView {
  lang: LocaleCode;
  nativeName: string;
  href: string;
  current: boolean;
  /** The site this language belongs to, when it is another one: choosing it asks first (SPEC 4). */
  home?: LanguageHome;
}

/** A footer route with the site's pair put in (`FOOTER_PAIR`). */
function withFooterPair(href: Href, site: Site): Href {
  return 'route' in href ? { ...href, route: href.route.replace(FOOTER_PAIR, site.footerSpotPair ?? site.defaultSpotPair) } : href;
}

export function buildFooterColumns(site: Site, lang: LocaleCode): FooterColumnView[] {
  const { shows } = siteFeatures(site);
  return site.footer.columns
    .filter((column) => !(site.flags.is_copper && column.hiddenOnCopper))
    .map((column) => ({
      id: column.id,
      title: column.title as I18nKey,
      links: column.links
        // A link to a feature the site hides is left out, as a menu item is.
        .filter((link) => shows(link.feature))
        .map((link) => ({
          id: link.id,
          label: link.label as I18nKey,
          labelValues: link.labelValues,
          ...resolveHref(withFooterPair(link.href, site), lang, site.pathBase),
          feature: link.feature,
        })),
    }))
    .filter((column) => column.links.length > 0);
}

export interface SocialView {
  channels: readonly SocialChannel[];
  communityHref: string;
}

export function buildSocial(site: Site, lang: LocaleCode): SocialView | null {
  if (!siteFeatures(site).shows('social_icons')) return null;
  return { channels: socialChannels, communityHref: sitePath(site, COMMUNITY_ROUTE, lang) };
}

/** The links with the home site of each language that belongs to another site (`languageHomesFor`). */
export function markLanguageHomes(links: readonly LanguageLinkView[], homes: readonly LanguageHome[]): LanguageLinkView[] {
  return links.map((link) => {
    const home = homes.find((candidate) => candidate.lang === link.lang);
    return home ? { ...link, home } : link;
  });
}

/**
 * Links to the same page in each language the site offers: the language prefix plus the current
 * path (SPEC 2). `path` is the current path without any language prefix; `base` is a region
 * variant's prefix ('/en-eu'), which stays in front. One language: no picker.
 */
export function buildLanguageLinks(languages: readonly LocaleCode[], current: LocaleCode, path = '/', base = ''): LanguageLinkView[] {
  if (languages.length < 2) return [];
  return languages.map((lang) => ({
    lang,
    nativeName: getLocale(lang).nativeName,
    href: `${base}${localizePath(path, lang)}`,
    current: lang === current,
  }));
}
