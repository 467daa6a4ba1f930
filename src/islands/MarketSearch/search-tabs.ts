// The search panel's tabs (SPEC 4, 7): menu data from GET /apiw/v2/common/tabs (area web_trade)
// turned into the panels this island knows, or a built-in set when the call fails or names none.
import type { MenuItem } from '../../lib/api/schemas/site.ts';
import { ownQuoteFirst } from '../../lib/search/own-markets.ts';

export const PANEL_KINDS = ['spot', 'futures', 'options', 'pilot', 'preMarket', 'alpha'] as const;
export type PanelKind = (typeof PANEL_KINDS)[number];

/** The menu data's `key` of each panel. */
const KIND_BY_KEY: Record<string, PanelKind> = {
  spot: 'spot',
  futures: 'futures',
  options: 'options',
  pilot: 'pilot',
  pre_market: 'preMarket',
  alpha: 'alpha',
};

export interface SubMenu {
  /** What the panel filters on: a quote currency, a settle currency, an underlying, a group. */
  key: string;
  /** Shown as is: a currency code or a title from the menu data; empty means "use the label". */
  title: string;
}

export interface SearchPanel {
  kind: PanelKind;
  /** Title from the menu data; empty means "use the island's label for the kind". */
  title: string;
  /** The menu data's right badge (HOT, New), shown as text. */
  badge?: string;
  subMenus: SubMenu[];
}

/** Sub-menu keys with a meaning of their own (the rest are currency or chain codes). */
export const DELIVERY_KEY = 'delivery';
export const PREMINT_KEY = 'premint';
export const PRE_MARKET_KEY = 'pre_market';
export const ALPHA_HOT_KEY = 'hot';
export const ALPHA_NEW_KEY = 'new';

const sub = (key: string): SubMenu => ({ key, title: '' });

/** Used when the tabs call fails, answers nothing usable, or before it answers. */
export const DEFAULT_SEARCH_PANELS: readonly SearchPanel[] = [
  { kind: 'spot', title: '', subMenus: ['USDT', 'USDC', 'BTC', 'ETH'].map(sub) },
  { kind: 'futures', title: '', subMenus: ['usdt', 'btc', DELIVERY_KEY].map(sub) },
  { kind: 'options', title: '', subMenus: ['BTC', 'ETH'].map(sub) },
  // Pilot groups are the chains the data names (see pilotSubMenus).
  { kind: 'pilot', title: '', subMenus: [] },
  { kind: 'preMarket', title: '', subMenus: [PREMINT_KEY, PRE_MARKET_KEY].map(sub) },
  { kind: 'alpha', title: '', subMenus: [ALPHA_HOT_KEY, ALPHA_NEW_KEY].map(sub) },
];

/** Futures, pre-market and Alpha sub-menu keys are matched case-insensitively. */
const LOWER_CASE_KINDS = new Set<PanelKind>(['futures', 'preMarket', 'alpha', 'pilot']);

function subMenuOf(kind: PanelKind, item: MenuItem): SubMenu | null {
  const raw = (item.key ?? item.title).trim();
  if (!raw || item.hidden) return null;
  const key = LOWER_CASE_KINDS.has(kind) ? raw.toLowerCase() : raw.toUpperCase();
  // Titles that only repeat the key are shown through the island's own label for it.
  const title = item.title.trim().toLowerCase() === raw.toLowerCase() ? '' : item.title.trim();
  return { key, title };
}

/** The spot panel opens on the site's own quote (SGD in Singapore), added when the data lacks it. */
function withOwnQuote(panel: SearchPanel, ownPair: string): SearchPanel {
  if (panel.kind !== 'spot' || !ownPair) return panel;
  const keys = ownQuoteFirst(panel.subMenus.map((subMenu) => subMenu.key), ownPair);
  return { ...panel, subMenus: keys.map((key) => panel.subMenus.find((subMenu) => subMenu.key === key) ?? sub(key)) };
}

/**
 * Panels named by the menu data, in its order, each kind once and only kinds the site shows
 * (`allowed`); the built-in set (narrowed the same way) when the data names none of them. The
 * spot panel's first sub-menu is the quote of the site's default pair (`ownPair`).
 */
export function panelsFromMenuData(items: readonly MenuItem[], allowed: readonly PanelKind[] = PANEL_KINDS, ownPair = ''): SearchPanel[] {
  return namedPanels(items, allowed).map((panel) => withOwnQuote(panel, ownPair));
}

function namedPanels(items: readonly MenuItem[], allowed: readonly PanelKind[]): SearchPanel[] {
  const panels: SearchPanel[] = [];
  for (const item of items) {
    const kind = item.key ? KIND_BY_KEY[item.key] : undefined;
    if (!kind || !allowed.includes(kind) || item.hidden || panels.some((panel) => panel.kind === kind)) continue;
    const fallback = DEFAULT_SEARCH_PANELS.find((panel) => panel.kind === kind)!;
    const children = (item.children ?? []).map((child) => subMenuOf(kind, child)).filter((child) => child !== null);
    const unique = children.filter((child, index) => children.findIndex((other) => other.key === child.key) === index);
    panels.push({ kind, title: item.title.trim(), badge: item.right_badge, subMenus: unique.length ? unique : fallback.subMenus });
  }
  return panels.length ? panels : DEFAULT_SEARCH_PANELS.filter((panel) => allowed.includes(panel.kind)).map((panel) => ({ ...panel }));
}
