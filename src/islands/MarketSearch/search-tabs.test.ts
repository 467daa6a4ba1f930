import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_PANELS, panelsFromMenuData } from './search-tabs.ts';

describe('panelsFromMenuData (GET /apiw/v2/common/tabs, SPEC 4 and 7)', () => {
  const children = (keys: string[]) => keys.map((key) => ({ title: key, key }));

  it('keeps the menu data order, titles, badges and sub-menus of the panels it knows', () => {
    const panels = panelsFromMenuData([
      { title: 'Futures', key: 'futures', children: children(['USDT', 'BTC', 'Delivery']) },
      { title: 'Spot', key: 'spot', right_badge: 'HOT', children: children(['USDT', 'TRY']) },
      { title: 'Pre-Market', key: 'pre_market', children: children(['premint', 'pre_market']) },
    ]);
    expect(panels.map((panel) => panel.kind)).toEqual(['futures', 'spot', 'preMarket']);
    expect(panels[0]!.subMenus.map((sub) => sub.key)).toEqual(['usdt', 'btc', 'delivery']);
    expect(panels[1]).toMatchObject({ title: 'Spot', badge: 'HOT', subMenus: [{ key: 'USDT' }, { key: 'TRY' }] });
    expect(panels[2]!.subMenus.map((sub) => sub.key)).toEqual(['premint', 'pre_market']);
  });

  it("opens the spot panel on the site's own quote, as the Trade menu does", () => {
    const items = [{ title: 'Spot', key: 'spot', children: children(['USDT', 'USDC', 'JPY']) }];
    expect(panelsFromMenuData(items, ['spot'], 'BTC_JPY')[0]!.subMenus.map((sub) => sub.key)).toEqual(['JPY', 'USDT', 'USDC']);
    expect(panelsFromMenuData([], ['spot'], 'BTC_SGD')[0]!.subMenus.map((sub) => sub.key)).toEqual(['SGD', 'USDT', 'USDC', 'BTC', 'ETH']);
  });

  it('leaves out unknown, hidden, repeated and site-hidden panels', () => {
    const panels = panelsFromMenuData(
      [
        { title: 'Bots', key: 'bots' },
        { title: 'Options', key: 'options', hidden: true },
        { title: 'Spot', key: 'spot' },
        { title: 'Spot again', key: 'spot' },
        { title: 'Futures', key: 'futures' },
        { title: 'Alpha', key: 'alpha' },
      ],
      ['spot', 'alpha'],
    );
    expect(panels.map((panel) => [panel.kind, panel.title])).toEqual([['spot', 'Spot'], ['alpha', 'Alpha']]);
  });

  it('gives a panel without usable sub-menus the built-in ones', () => {
    const [spot] = panelsFromMenuData([{ title: 'Spot', key: 'spot', children: [{ title: ' ', key: ' ' }] }]);
    expect(spot!.subMenus).toEqual(DEFAULT_SEARCH_PANELS[0]!.subMenus);
  });

  it('falls back to the built-in panels the site shows when the call failed or named none', () => {
    expect(panelsFromMenuData([]).map((panel) => panel.kind)).toEqual(DEFAULT_SEARCH_PANELS.map((panel) => panel.kind));
    expect(panelsFromMenuData([{ title: 'Bots', key: 'bots' }], ['pilot', 'alpha']).map((panel) => panel.kind)).toEqual(['pilot', 'alpha']);
  });
});
