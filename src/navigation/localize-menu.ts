// Menus handed to a React island arrive translated: an island gets plain strings (titles,
// descriptions, badge texts) and never the dictionaries or i18next. `localizeMenu(view, t)` runs at
// build time, in the .astro file that mounts the island, with the page's translator.
import type { Translate } from '../i18n/translate.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import type { Site } from '../sites/schema.ts';
import { buildMenu } from './menus.ts';
import type { MenuBadge, MenuItemView, MenuLinkView, MenuView } from './menu-types.ts';

/** A badge as text: New, HOT and 0 Fee translated; amounts and VIP as they are. */
export interface LocalizedBadge {
  kind: MenuBadge['kind'];
  text: string;
}

interface LocalizedEntry {
  id: string;
  title: string;
  description?: string;
  icon?: MenuItemView['icon'];
  badge?: LocalizedBadge;
  feature?: MenuItemView['feature'];
  tracking?: Record<string, string>;
}

export interface LocalizedMenuLink extends LocalizedEntry {
  type: 'link';
  href: string;
  external: boolean;
}

export interface LocalizedMenuAction extends LocalizedEntry {
  type: 'action';
  action: Extract<MenuItemView, { type: 'action' }>['action'];
}

export interface LocalizedMenuGroup extends LocalizedEntry {
  type: 'group';
  children: LocalizedMenuLink[];
}

export type LocalizedMenuItem = LocalizedMenuLink | LocalizedMenuAction | LocalizedMenuGroup;

export interface LocalizedMenu {
  id: MenuView['id'];
  title: string;
  feature?: MenuView['feature'];
  items: LocalizedMenuItem[];
  columns: LocalizedMenuItem[][];
}

export function localizeBadge(badge: MenuBadge, t: Translate): LocalizedBadge {
  return { kind: badge.kind, text: 'text' in badge ? badge.text : t(`header.badge.${badge.kind}`) };
}

function entry(item: MenuItemView, t: Translate): LocalizedEntry {
  const localized: LocalizedEntry = { id: item.id, title: t(item.title, item.titleValues) };
  if (item.description) localized.description = t(item.description);
  if (item.icon) localized.icon = item.icon;
  if (item.badge) localized.badge = localizeBadge(item.badge, t);
  if (item.feature) localized.feature = item.feature;
  if (item.tracking) localized.tracking = item.tracking;
  return localized;
}

const link = (item: MenuLinkView, t: Translate): LocalizedMenuLink => ({ type: 'link', ...entry(item, t), href: item.href, external: item.external });

export function localizeMenuItem(item: MenuItemView, t: Translate): LocalizedMenuItem {
  if (item.type === 'link') return link(item, t);
  if (item.type === 'action') return { type: 'action', ...entry(item, t), action: item.action };
  return { type: 'group', ...entry(item, t), children: item.children.map((child) => link(child, t)) };
}

/** The menu as an island receives it: the same shape, every text translated for the page. */
export function localizeMenu(view: MenuView, t: Translate): LocalizedMenu {
  const items = view.items.map((item) => localizeMenuItem(item, t));
  const byId = new Map(items.map((item, index) => [view.items[index], item]));
  return {
    id: view.id,
    title: t(view.title),
    ...(view.feature ? { feature: view.feature } : {}),
    items,
    columns: view.columns.map((column) => column.map((item) => byId.get(item)!)),
  };
}

/** One menu of a site, built and translated for a page: what an island's mount point passes as a prop. */
export function buildLocalizedMenu(menu: MenuView['id'], site: Site, lang: LocaleCode, t: Translate): LocalizedMenu | null {
  const view = buildMenu(menu, site, lang);
  return view ? localizeMenu(view, t) : null;
}
