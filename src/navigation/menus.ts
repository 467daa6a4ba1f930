// Pure functions from a site and a language to the menus a page renders. Hiding is one mechanism:
// an item names its feature key, and a feature the site hides takes the item out at build time.
import type { LocaleCode } from '../i18n/locales.ts';
import type { Href, Site } from '../sites/schema.ts';
import { siteFeatures } from '../sites/features.ts';
import { resolveHref, sitePrefix } from './href.ts';
import { MENU_CATALOG } from './menu-catalog.ts';
import { viewAllLinks } from './market-pages.ts';
import { fundsLabel } from './funds-labels.ts';
import type {
  LinkContext, MenuActionView, MenuGroupSource, MenuGroupView, MenuId, MenuItemSource, MenuItemView, MenuLinkSource, MenuLinkView, MenuView,
} from './menu-types.ts';

/** The site's own deposit or withdraw link stands in for the item (menu-types `siteLink`). */
const ownLink = (item: MenuItemSource, site: Site) => (item.type === 'link' && item.siteLink && site.ownFundsLinks ? item.siteLink : undefined);

function isShown(item: MenuItemSource, site: Site): boolean {
  if (item.hidden) return false;
  if (item.serviceHostOnly && !site.flags.is_service_host) return false;
  if (item.mainSiteOnly && !site.account.mainSiteEntries) return false;
  if (item.spotMarket && item.spotMarket !== site.defaultSpotPair) return false;
  return ownLink(item, site) !== undefined || siteFeatures(site).shows(item.feature);
}

function linkView(item: MenuLinkSource, context: LinkContext): MenuLinkView {
  // A site's own funds link replaces the catalogue's route, and no feature key hides it.
  const own = ownLink(item, context.site);
  const target = own ? context.site.links[own] : typeof item.href === 'function' ? item.href(context) : item.href;
  const resolved = resolveHref(target, context.lang, context.site.pathBase);
  return {
    type: 'link',
    id: item.id,
    // A funds link is labelled by where it leads (crypto or fiat), the site's own link included.
    title: item.siteLink ? fundsLabel(item.siteLink, resolved.href) : item.title,
    titleValues: item.titleValues,
    description: item.description,
    icon: item.icon,
    badge: item.badge,
    feature: own ? undefined : item.feature,
    tracking: item.tracking,
    ...(item.startsAction ? { startsAction: item.startsAction } : {}),
    ...resolved,
  };
}

/** The route a live list's entries hang under (SPEC 2: /futures-delivery/USDT/{name}). */
const LIVE_LIST_ROUTES: Record<NonNullable<MenuGroupSource['liveList']>, Href> = {
  deliveryContracts: { route: '/futures-delivery/USDT/' },
};

function itemView(item: MenuItemSource, context: LinkContext): MenuItemView | null {
  if (!isShown(item, context.site)) return null;
  if (item.type === 'link') return linkView(item, context);
  const { id, title, titleValues, description, icon, badge, feature, tracking } = item;
  const common = { id, title, titleValues, description, icon, badge, feature, tracking };
  if (item.type === 'action') return { type: 'action', action: item.action, ...common };
  const children = item.children(context).filter((child) => isShown(child, context.site)).map((child) => linkView(child, context));
  // A group with nothing left to show is no group.
  if (children.length === 0) return null;
  const group: MenuGroupView = { type: 'group', ...common, children };
  if (item.liveList) Object.assign(group, { liveList: item.liveList, liveHrefBase: resolveHref(LIVE_LIST_ROUTES[item.liveList], context.lang, context.site.pathBase).href });
  return group;
}

/** Cuts a list into columns of at most `size` items, in order (SPEC 9 column split). */
export function splitIntoColumns<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`column size must be a positive integer, got ${size}`);
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += size) columns.push(items.slice(start, start + size));
  return columns;
}

/** Items per column of a menu on a site: 6 for earn, 5 for the others, 8 for both on the EU site. */
export function menuColumnSize(site: Site, menu: MenuId): number {
  return site.menuColumnSplitByMenu[menu] ?? site.menuColumnSplit;
}

/**
 * One menu for a site and language, or null when the site hides the whole menu or none of its
 * items is left. Items keep their feature key so a run-time compliance list can still hide them.
 */
export function buildMenu(menu: MenuId, site: Site, lang: LocaleCode): MenuView | null {
  const source = MENU_CATALOG[menu];
  if (!siteFeatures(site).shows(source.feature)) return null;
  const context: LinkContext = { site, lang };
  const items = source.items.map((item) => itemView(item, context)).filter((item): item is MenuItemView => item !== null);
  if (items.length === 0) return null;
  const kinds = (source.marketPanels ?? []).filter((panel) => siteFeatures(site).shows(panel.feature)).map((panel) => panel.kind);
  const marketPanels = kinds.length ? { kinds, prefix: sitePrefix(site, lang), ownPair: site.defaultSpotPair, viewAll: viewAllLinks(site, lang, kinds) } : null;
  return { id: source.id, title: source.title, feature: source.feature, items, columns: splitIntoColumns(items, menuColumnSize(site, menu)), marketPanels };
}

/** Every link and action of a menu in order, groups flattened: what More lists under an entry. */
export function menuLeaves(menu: MenuView): Array<MenuLinkView | MenuActionView> {
  return menu.items.flatMap((item) => (item.type === 'group' ? item.children : [item]));
}

/** Every link of a menu, groups flattened: what a page must contain when it shows the menu. */
export function menuLinks(menu: MenuView): MenuLinkView[] {
  return menuLeaves(menu).filter((item) => item.type === 'link');
}

/** A dropdown entry's own page, when its menu does not link it already (listed first where the menu is flattened). */
export function unlistedOwnPage(href: string | undefined, menu: MenuView): string | undefined {
  return href && !menuLinks(menu).some((link) => link.href === href) ? href : undefined;
}
