// The controls around the navigation, for one site and language: what a visitor sees on the right
// of the desktop header and in the mobile drawer, and which logged-in parts a site allows at all
// (the account issue renders those). Every answer comes from the site config's data.
import { localizePath, type LocaleCode } from '../i18n/locales.ts';
import { appDownloadUrl } from '../lib/qr.ts';
import { mainSite } from '../sites/index.ts';
import type { Site } from '../sites/schema.ts';
import { resolveHref, sitePath, type ResolvedHref } from './href.ts';
import { siteFeatures } from '../sites/features.ts';
import type { I18nKey } from '../i18n/dictionaries.ts';
import { fundsLabel } from './funds-labels.ts';


export type FundsLinkView = ResolvedHref & { label: I18nKey; feature?: 'deposit' };

export interface HeaderActionsView {
  search: boolean;
  /** Log in: /login, or testnet's authorize redirect on the main host. Null when the site hides it. */
  login: ResolvedHref | null;
  /** Sign up: /signup (a script appends the stored query string). */
  signup: ResolvedHref | null;
  /** The app download page behind the header QR popover, tagged ?pos=header. */
  download: string | null;
  /** The site's help centre (its `links.helpCentre`), unless the site hides help. */
  help: ResolvedHref | null;
  /** The language trigger shows when the site hides no language control and offers two or more. */
  language: boolean;
  theme: boolean;
  settings: boolean;
  /** The exchange-rate tab of the settings modal. */
  exchangeRate: boolean;
  /** Demo-trading sites show a badge beside the logo. */
  demoBadge: boolean;
  /** Demo-trading sites link the same path on the main host, unless the site hides it. */
  liveTrading: string | null;
  drawer: {
    rewardsHubCard: string | null;
    /** The bottom Download app button (SPEC 2: hidden for US and EU, and wherever downloads are). */
    bottomDownload: string | null;
    /** The site's deposit and withdraw links, labelled by where they lead, with the feature key that hides them (none for a site's own links). */
    deposit: FundsLinkView | null;
    withdraw: FundsLinkView | null;
  };
  /** Logged-in parts the site allows; the account issue renders them. */
  account: Record<'notification' | 'avatar' | 'personalInfo' | 'logout' | 'spotOrder' | 'multipleOrder' | 'paywith', boolean>;
}

/**
 * The live-trading URL for a page on a demo site: the same path on the main host, in the page's
 * language. `currentPath` is the route without the language prefix.
 */
export function liveTradingUrl(currentPath = '/', lang: LocaleCode = 'en'): string {
  // A page with no path of its own leads to the main site's default pair (SPEC 2: /trade/BTC_USDT).
  const path = currentPath === '/' || currentPath === '' ? `/trade/${mainSite.defaultSpotPair}` : currentPath;
  return `https://${mainSite.hosts.production}${localizePath(path, lang)}`;
}

/**
 * A site with its own funds links (SPEC 2) shows them whatever SPEC 6's `deposit` says; the others
 * show the default links unless `deposit` is hidden, and the key can still hide them at run time.
 */
function fundsLink(site: Site, link: 'deposit' | 'withdraw', lang: LocaleCode): FundsLinkView | null {
  const resolved = resolveHref(site.links[link], lang, site.pathBase);
  const href = { ...resolved, label: fundsLabel(link, resolved.href) };
  if (site.ownFundsLinks) return href;
  return siteFeatures(site).shows('deposit') ? { ...href, feature: 'deposit' } : null;
}

export function buildHeaderActions(site: Site, lang: LocaleCode, currentPath = '/'): HeaderActionsView {
  const { shows } = siteFeatures(site);
  const entry = shows('login_signup');
  const download = shows('download') ? appDownloadUrl(site.hosts.production, 'header', lang) : null;
  return {
    search: shows('search'),
    login: entry
      ? site.loginAuthorizeUrl
        ? { href: site.loginAuthorizeUrl, external: true }
        : { href: sitePath(site, '/login', lang), external: false }
      : null,
    signup: entry && shows('register') ? { href: sitePath(site, '/signup', lang), external: false } : null,
    download,
    help: shows('help_center') ? resolveHref(site.links.helpCentre, lang, site.pathBase) : null,
    language: shows('language') && site.languages.length > 1,
    theme: shows('theme'),
    settings: shows('setting'),
    exchangeRate: shows('setting') && shows('exchange_rate'),
    demoBadge: site.flags.demoTrade,
    liveTrading: site.flags.demoTrade && shows('back_trade') ? liveTradingUrl(currentPath, lang) : null,
    drawer: {
      rewardsHubCard: shows('rewards_hub_card') ? sitePath(site, '/rewards_hub', lang) : null,
      bottomDownload: download && shows('bottom_download') ? download : null,
      deposit: fundsLink(site, 'deposit', lang),
      withdraw: fundsLink(site, 'withdraw', lang),
    },
    account: {
      notification: shows('notification'),
      avatar: shows('avatar'),
      personalInfo: shows('personal_info'),
      logout: shows('logout'),
      spotOrder: shows('spot_order'),
      multipleOrder: shows('multiple_order'),
      paywith: shows('paywith') && shows('fiat_trade'),
    },
  };
}
