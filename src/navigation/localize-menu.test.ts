import { describe, expect, it } from 'vitest';
import { buildLocalizedMenu, localizeMenu } from './localize-menu.ts';
import { buildMenu, menuLinks } from './menus.ts';
import { createTranslator } from '../i18n/translate.ts';
import { englishDictionary } from '../i18n/dictionaries.ts';
import { dictionaries } from '../i18n/dictionaries.ts';
import { siteByKey } from '../sites/index.ts';
import type { MenuView } from './menu-types.ts';

const DICTIONARY_KEY = /^(header|footer|drawer)\.[a-zA-Z.]+$/;

function texts(menu: ReturnType<typeof localizeMenu>): string[] {
  return [menu.title, ...menu.items.flatMap((item) => [item.title, item.description ?? '', item.badge?.text ?? '', ...(item.type === 'group' ? item.children.map((child) => child.title) : [])])].filter(Boolean);
}

describe('localizeMenu', () => {
  it('hands the wallet, orders and profile menus over in the page language, no dictionary key left', () => {
    const t = createTranslator('de');
    for (const id of ['wallet', 'orders', 'profile'] as const) {
      const menu = buildLocalizedMenu(id, siteByKey.main, 'de', t)!;
      expect(menu.title).toBe(dictionaries.de[buildMenu(id, siteByKey.main, 'de')!.title]);
      for (const text of texts(menu)) expect(text, `${id}: ${text}`).not.toMatch(DICTIONARY_KEY);
    }
  });

  it('keeps links, ids, features and the column split of the view it translates', () => {
    const view = buildMenu('earn', siteByKey.mt, 'fr') as MenuView;
    const menu = localizeMenu(view, createTranslator('fr'));
    expect(menu.items.map((item) => item.id)).toEqual(view.items.map((item) => item.id));
    expect(menu.columns.map((column) => column.length)).toEqual(view.columns.map((column) => column.length));
    expect(menu.columns.flat().map((item) => item.id)).toEqual(view.columns.flat().map((item) => item.id));
    const hrefs = menu.items.flatMap((item) => (item.type === 'link' ? [item.href] : item.type === 'group' ? item.children.map((child) => child.href) : []));
    expect(hrefs).toEqual(menuLinks(view).map((link) => link.href));
    expect(menu.feature).toBe('borrow_or_wealth');
  });

  it('translates New, HOT and 0 Fee badges and leaves amounts and VIP as they are', () => {
    const t = createTranslator('zh');
    const badges = ['promotions', 'trade', 'earn'].flatMap((id) => localizeMenu(buildMenu(id as 'trade', siteByKey.mt, 'zh')!, t).items.flatMap((item) => (item.badge ? [item.badge] : [])));
    expect(badges.find((badge) => badge.kind === 'vip')?.text).toBe('VIP');
    expect(badges.find((badge) => badge.kind === 'reward')?.text).toBe('20 USDT');
    const translated = badges.filter((badge) => ['new', 'hot', 'zeroFee'].includes(badge.kind));
    expect(translated.length).toBeGreaterThan(0);
    for (const badge of translated) expect(badge.text).toBe(dictionaries.zh[`header.badge.${badge.kind as 'new'}`]);
    expect(englishDictionary['header.badge.new']).not.toBe(dictionaries.zh['header.badge.new']);
  });
});
