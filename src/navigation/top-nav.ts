// The top navigation of a site: the entries of its `topNav` list (SPEC 2 "Top navigation targets"),
// each a link, a dropdown menu, or both, with the entries its hidden features take away left out.
import type { I18nKey } from '../i18n/dictionaries.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import type { FeatureKey, Href, Site, TopNavEntryId } from '../sites/schema.ts';
import { resolveHref } from './href.ts';
import { buildMenu } from './menus.ts';
import { siteFeatures } from '../sites/features.ts';
import type { MenuId, MenuView } from './menu-types.ts';
import { DEFAULT_FUTURES_ROUTE } from '../sites/default-markets.ts';
import type { IconName } from './icons.ts';

interface TopNavEntrySource {
  title: I18nKey;
  /** Drawn beside the entry where it is a menu item (More), as every menu's items are. */
  icon: IconName;
  /** Where the entry itself leads; dropdown-only entries have none. */
  href?: (site: Site) => Href;
  menu?: MenuId;
  feature?: FeatureKey;
  /** Part of the promotion group that only fits from 1440 px (SPEC 9). */
  wideOnly?: boolean;
  /** Left out of the drawer's side navigation, which shows it another way. */
  notInDrawer?: boolean;
}

const route = (path: string) => (): Href => ({ route: path });

const ENTRIES: Record<TopNavEntryId, TopNavEntrySource> = {
  buyCrypto: { title: 'header.nav.buyCrypto', icon: 'card', href: route('/crypto'), menu: 'buyCrypto', feature: 'fiat_trade' },
  // The UK's and Japan's own SPEC 2 entries: `fiat_trade` (the Buy crypto product, main only) does
  // not take them, as `deposit` does not take a site's own funds links (docs/spec-readings.md).
  // One meaning, one term: both are "Buy crypto", but Japan's dealer desk keeps its legal name in
  // Japanese, 販売所 (`header.nav.sale`; docs/spec-readings.md "One term per meaning").
  buySellCrypto: { title: 'header.nav.buyCrypto', icon: 'convert', href: route('/buy-sell-crypto') },
  sale: { title: 'header.nav.sale', icon: 'handCoin', href: route('/sale') },
  markets: { title: 'header.nav.markets', icon: 'chart', href: route('/price'), feature: 'price' },
  // Every site keeps Trade, to its own spot market; `spot_trade` only thins its menu (menu-catalog).
  trade: { title: 'header.nav.trade', icon: 'spot', href: (site) => ({ route: `/trade/${site.defaultSpotPair}` }), menu: 'trade' },
  derivatives: { title: 'header.nav.derivatives', icon: 'futures', href: route(DEFAULT_FUTURES_ROUTE), menu: 'derivatives', feature: 'derivatives' },
  earn: { title: 'header.nav.earn', icon: 'piggy', menu: 'earn', feature: 'borrow_or_wealth' },
  web3: { title: 'header.nav.web3', icon: 'globe', href: route('/web3'), feature: 'web3' },
  community: { title: 'header.nav.community', icon: 'chat', href: route('/post'), menu: 'community' },
  referral: { title: 'header.nav.referral', icon: 'handshake', href: route('/referral'), feature: 'affiliate' },
  promotions: { title: 'header.nav.promotions', icon: 'gift', menu: 'promotions' },
  alphaPoints: { title: 'header.nav.alphaPoints', icon: 'alpha', href: route('/article/46437'), wideOnly: true },
  // The drawer shows the rewards hub as its card, under the same feature key.
  rewardsHub: { title: 'header.nav.rewardsHub', icon: 'trophy', href: route('/rewards_hub'), feature: 'rewards_hub_card', wideOnly: true, notInDrawer: true },
};

export interface TopNavEntryView {
  id: TopNavEntryId;
  title: I18nKey;
  icon: IconName;
  href?: string;
  external: boolean;
  menu?: MenuView;
  feature?: FeatureKey;
  wideOnly: boolean;
  inDrawer: boolean;
}

export function buildTopNavigation(site: Site, lang: LocaleCode): TopNavEntryView[] {
  const entries: TopNavEntryView[] = [];
  for (const id of site.topNav) {
    const source = ENTRIES[id];
    if (!siteFeatures(site).shows(source.feature)) continue;
    const menu = source.menu ? buildMenu(source.menu, site, lang) ?? undefined : undefined;
    const link = source.href ? resolveHref(source.href(site), lang, site.pathBase) : undefined;
    if (!link && !menu) continue;
    entries.push({
      id,
      title: source.title,
      icon: source.icon,
      href: link?.href,
      external: link?.external ?? false,
      menu,
      feature: source.feature ?? menu?.feature,
      wideOnly: source.wideOnly ?? false,
      inDrawer: !source.notInDrawer,
    });
  }
  return entries;
}
