// The menu item of SPEC 3 ("title, link, icon, hidden, description, children, tracking params,
// right badge") as a discriminated union: a source form written once in the catalogue, and a view
// form built for one site and language that components render without further decisions.
import type { RestrictedAction } from '../contracts/restrictions.ts';
import type { I18nKey } from '../i18n/dictionaries.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import type { FeatureKey, Href, Site } from '../sites/schema.ts';
import type { IconName } from './icons.ts';

export const MENU_IDS = ['promotions', 'community', 'earn', 'buyCrypto', 'trade', 'derivatives', 'wallet', 'orders', 'profile'] as const;
export type MenuId = (typeof MENU_IDS)[number];

/** The menu whose panel starts with the Pay with fiat picker (SPEC 2: the buy-crypto menu). */
export const PAY_WITH_MENU: MenuId = 'buyCrypto';

/** Market lists a dropdown can show beside its items (SPEC 4: the trade panel), each loaded on its first hover. */
export const MARKET_PANEL_KINDS = ['spot', 'alpha', 'preMarket', 'pilot', 'options'] as const;
export type MarketPanelKind = (typeof MARKET_PANEL_KINDS)[number];

/** Right badge of an item (SPEC 3: 20 USDT, VIP, New, HOT, 0 Fee). Amounts and VIP are not translated. */
export type MenuBadge =
  | { kind: 'new' | 'hot' | 'zeroFee' }
  | { kind: 'reward'; text: '20 USDT' }
  | { kind: 'vip'; text: 'VIP' };

/** What the catalogue knows about a page when it builds a link. */
export interface LinkContext {
  site: Site;
  lang: LocaleCode;
}

interface MenuEntrySource {
  /** Stable id, unique in its menu: analytics item id and test hook. */
  id: string;
  title: I18nKey;
  /** Values of the title's placeholders: coin and contract names, not translated. */
  titleValues?: Record<string, string>;
  description?: I18nKey;
  icon?: IconName;
  badge?: MenuBadge;
  /** Feature key (SPEC 3 compliance keys, SPEC 6 per-site keys) whose hiding hides this item. */
  feature?: FeatureKey;
  /** Hidden on every site until a product launches it (SPEC 3 "hidden"). */
  hidden?: boolean;
  /** Shown only on a site serving live chat and help (SPEC 6: is_service_host). */
  serviceHostOnly?: boolean;
  /** Shown only on a site offering the main site's own entries (SPEC 6: some wallet entries). */
  mainSiteOnly?: boolean;
  /** Promotes this spot market: shown only on the site whose own market it is (its default pair). */
  spotMarket?: string;
  /** Extra analytics fields sent with a click on this item. */
  tracking?: Record<string, string>;
}

export interface MenuLinkSource extends MenuEntrySource {
  type: 'link';
  /** A registry link, or a function of the site (default pair, deposit link, fiat). */
  href: Href | ((context: LinkContext) => Href);
  /**
   * On a site with its own funds links (`ownFundsLinks`), this item links the site's own deposit or
   * withdraw link instead and no feature key hides it (SPEC 2's data over SPEC 6's list).
   */
  siteLink?: 'deposit' | 'withdraw';
  /** The action this link starts, hidden where a restriction forbids it (contracts/restrictions.ts). */
  startsAction?: RestrictedAction;
}

/** An item that opens a panel of a later island instead of navigating (the community chat room). */
export interface MenuActionSource extends MenuEntrySource {
  type: 'action';
  action: 'chat-room';
}

export interface MenuGroupSource extends MenuEntrySource {
  type: 'group';
  children: (context: LinkContext) => MenuLinkSource[];
  /** The children are a build-time copy of a live list the page refreshes on interaction. */
  liveList?: 'deliveryContracts';
}

export type MenuItemSource = MenuLinkSource | MenuActionSource | MenuGroupSource;

export interface MenuSource {
  id: MenuId;
  title: I18nKey;
  /** Feature whose hiding hides the whole menu. */
  feature?: FeatureKey;
  items: MenuItemSource[];
  /** Market lists shown beside the items, each with the feature a site must show for it. */
  marketPanels?: ReadonlyArray<{ kind: MarketPanelKind; feature?: FeatureKey }>;
}

/** What a rendered item keeps of its source: everything but the build-time rules. */
type MenuEntryView = Pick<MenuEntrySource, 'id' | 'title' | 'titleValues' | 'description' | 'icon' | 'badge' | 'feature' | 'tracking'>;

export interface MenuLinkView extends MenuEntryView {
  type: 'link';
  href: string;
  startsAction?: RestrictedAction;
  /** Leaves the site: rendered with rel="noopener". */
  external: boolean;
}

export interface MenuActionView extends MenuEntryView {
  type: 'action';
  action: MenuActionSource['action'];
}

export interface MenuGroupView extends MenuEntryView {
  type: 'group';
  children: MenuLinkView[];
  liveList?: MenuGroupSource['liveList'];
  /** Where a live entry's name is appended to make its link, language prefix included. */
  liveHrefBase?: string;
}

export type MenuItemView = MenuLinkView | MenuActionView | MenuGroupView;

export interface MenuView {
  id: MenuId;
  title: I18nKey;
  feature?: FeatureKey;
  items: MenuItemView[];
  /** The items of the first level in columns of at most `columnSize` (SPEC 9). */
  columns: MenuItemView[][];
  /** Market lists this site shows beside the items; null for most menus. */
  marketPanels: MarketPanelsView | null;
}

export interface MarketPanelsView {
  kinds: MarketPanelKind[];
  /** Language prefix of the lists' links ('' for English). */
  prefix: string;
  /** The site's default pair (BTC_TRY): the spot list shows its quote's markets, this pair first. */
  ownPair: string;
  /** Where each list's View all leads (already prefixed); absent where the site hides that page. */
  viewAll: Partial<Record<MarketPanelKind, string>>;
}
