// No link without a home (docs/header.md): every entry of the menu catalogue, and every top
// navigation entry, is shown on at least one site to at least one persona. A visitor sees the top
// navigation's menus; logged-in personas see the wallet, orders and profile menus the account
// island draws for them.
import { describe, expect, it } from 'vitest';
import { classicAccountMode } from '../../lib/api/schemas/account.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { sites } from '../../sites/index.ts';
import { TOP_NAV_ENTRIES, type Site } from '../../sites/schema.ts';
import { buildAccountIslandProps, type AccountLink } from './account-props.ts';
import { accountView, type AccountData } from './account-rules.ts';
import { MENU_CATALOG } from '../../navigation/menu-catalog.ts';
import { MENU_IDS, type MenuId, type MenuItemView } from '../../navigation/menu-types.ts';
import { buildTopNavigation } from '../../navigation/top-nav.ts';

const t = createTranslator('en');

/** Logged-in personas whose answers open entries a plain user does not get. */
const PERSONAS: Record<string, AccountData> = Object.fromEntries(Object.entries({
  user: {},
  whiteList: { user: { uid: '2', white_list_show: true } },
  unifiedFutures: { mode: { ...classicAccountMode(), first_open: false, settings: { ...classicAccountMode().settings, usdt_futures: true } } },
  portfolioMargin: { crossMargin: { crossMarginUid: 10_000_031 } },
} satisfies Record<string, Partial<AccountData>>).map(([name, overrides]) => [name, {
  user: { uid: '1', nickname: 'Ada', kyc_status: 1, safe_level: 3 },
  mode: classicAccountMode(),
  crossMargin: {},
  common: {},
  compliance: { business: [], menu: [] },
  switchTag: false,
  ...overrides,
} as AccountData]));

const viewIds = (menu: MenuId, items: MenuItemView[]) =>
  items.flatMap((item) => [`${menu}.${item.id}`, ...(item.type === 'group' ? item.children.map((child) => `${menu}.${item.id}.${child.id}`) : [])]);
const accountIds = (menu: MenuId, items: AccountLink[] = []) =>
  items.flatMap((item) => [`${menu}.${item.id}`, ...(item.children ?? []).map((child) => `${menu}.${item.id}.${child.id}`)]);

/** Every entry id the catalogue can produce on any site (group children depend on the site). */
function catalogueIds(): Set<string> {
  const ids = new Set<string>();
  for (const menu of MENU_IDS) {
    for (const item of MENU_CATALOG[menu].items) {
      ids.add(`${menu}.${item.id}`);
      if (item.type === 'group') for (const site of sites) for (const child of item.children({ site, lang: 'en' })) ids.add(`${menu}.${item.id}.${child.id}`);
    }
  }
  return ids;
}

function shownIds(site: Site): Set<string> {
  const ids = new Set<string>();
  for (const entry of buildTopNavigation(site, 'en')) if (entry.menu) for (const id of viewIds(entry.menu.id, entry.menu.items)) ids.add(id);
  const props = buildAccountIslandProps(site, 'en', t);
  for (const data of Object.values(PERSONAS)) {
    const view = accountView(props, data);
    for (const menu of ['wallet', 'orders', 'profile'] as const) for (const id of accountIds(menu, view[menu]?.items)) ids.add(id);
  }
  return ids;
}

describe('menu catalogue coverage', () => {
  it('shows every catalogue entry on at least one site to at least one persona', () => {
    const shown = new Set(sites.flatMap((site) => [...shownIds(site)]));
    const homeless = [...catalogueIds()].filter((id) => !shown.has(id));
    expect(homeless).toEqual([]);
  });

  it('shows every top navigation entry on at least one site', () => {
    const shown = new Set(sites.flatMap((site) => buildTopNavigation(site, 'en').map((entry) => entry.id)));
    expect(TOP_NAV_ENTRIES.filter((id) => !shown.has(id))).toEqual([]);
  });

  it('finds the bounty drop and demo trading on the global site', () => {
    const main = shownIds(sites.find((site) => site.key === 'main')!);
    expect(main).toContain('earn.bountydrop');
    expect(main).toContain('derivatives.demo-trading');
  });
});
