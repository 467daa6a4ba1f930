import { describe, expect, it } from 'vitest';
import { buildMenu, menuColumnSize, menuLinks, splitIntoColumns } from './menus.ts';
import { siteFeatures } from '../sites/features.ts';
import { buildTopNavigation } from './top-nav.ts';
import { MENU_CATALOG } from './menu-catalog.ts';
import { MENU_IDS, type MenuView } from './menu-types.ts';
import { englishDictionary } from '../i18n/dictionaries.ts';
import { getSite, sites } from '../sites/index.ts';
import type { Site } from '../sites/schema.ts';
import { SPEC_HEADER_ROUTES, expectedHref, siteShowsRoute } from '../../tests/fixtures/spec-header.ts';

/** Every href the top navigation of a site links, dropdown menus included. */
function navigationHrefs(site: Site, lang: Parameters<typeof buildTopNavigation>[1] = 'en'): string[] {
  return buildTopNavigation(site, lang).flatMap((entry) => [
    ...(entry.href ? [entry.href] : []),
    ...(entry.menu ? menuLinks(entry.menu).map((link) => link.href) : []),
  ]);
}

const withHidden = (site: Site, hidden: Site['hidden'], flags: Partial<Site['flags']> = {}): Site => ({ ...site, hidden, flags: { ...site.flags, ...flags } });
const everything = withHidden(getSite('mt'), []);

describe('menu model', () => {
  it.each(Object.values(MENU_CATALOG).map((menu) => [menu.id, menu] as const))('gives every entry of the %s menu its own icon', (_id, menu) => {
    const icons = menu.items.flatMap((item) => (item.icon ? [item.icon] : []));
    expect(icons.filter((icon, index) => icons.indexOf(icon) !== index)).toEqual([]);
  });

  it.each((['buyCrypto', 'trade', 'derivatives', 'earn'] as const).map((id) => [id] as const))('describes every link of the %s product menu under its title', (id) => {
    const links = MENU_CATALOG[id].items.filter((item) => item.type === 'link');
    expect(links.filter((item) => !item.description).map((item) => item.id)).toEqual([]);
  });

  it.each(sites.map((site) => [site.key, site] as const))('%s links every SPEC 2 route it shows and none it hides', (_key, site) => {
    const hrefs = navigationHrefs(site);
    for (const spec of SPEC_HEADER_ROUTES) {
      const href = expectedHref(spec, site);
      if (siteShowsRoute(spec, site)) expect(hrefs, href).toContain(href);
      else expect(hrefs, href).not.toContain(href);
    }
  });

  it('a site hiding nothing links every route of the top navigation and the six menus', () => {
    const site: Site = { ...everything, topNav: [...everything.topNav] };
    const hrefs = navigationHrefs(site);
    for (const spec of SPEC_HEADER_ROUTES.filter((route) => site.topNav.includes(route.entry) && !route.onlyOn)) expect(hrefs).toContain(expectedHref(spec, site));
  });

  it('prefixes internal routes with the language and leaves external links alone', () => {
    const menu = buildMenu('derivatives', everything, 'de') as MenuView;
    for (const link of menuLinks(menu)) {
      if (link.external) expect(link.href).toMatch(/^https:\/\//);
      else expect(link.href).toMatch(/^\/de\//);
    }
    expect(menuLinks(menu).map((link) => link.href)).toContain('https://testnet.nexa.exchange/futures/USDT/BTC_USDT');
  });

  it('uses the site default pair and buy-crypto fiat', () => {
    const tr = withHidden(getSite('tr'), []);
    expect(menuLinks(buildMenu('trade', tr, 'tr') as MenuView).map((link) => link.href)).toContain('/tr/trade/BTC_TRY?tab=isolated_margin');
    expect(menuLinks(buildMenu('buyCrypto', tr, 'en') as MenuView)[0]?.href).toBe('/crypto/buy?crypto=USDT&fiat=TRY');
  });

  it('splits dropdown columns after 5 items, 6 for earn, 8 on the EU site (which shows no Earn)', () => {
    expect(menuColumnSize(getSite('mt'), 'promotions')).toBe(5);
    expect(menuColumnSize(getSite('main'), 'earn')).toBe(6);
    expect(menuColumnSize(getSite('eu'), 'promotions')).toBe(8);
    expect(buildMenu('earn', getSite('eu'), 'en')).toBeNull();
    const earn = buildMenu('earn', everything, 'en') as MenuView;
    expect(earn.columns.map((column) => column.length)).toEqual([6, 6, 5]);
    const promotions = buildMenu('promotions', getSite('eu'), 'en') as MenuView;
    expect(promotions.columns[0]).toHaveLength(8);
  });

  it('splitIntoColumns keeps order and refuses a size below one', () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(splitIntoColumns([], 5)).toEqual([]);
    expect(() => splitIntoColumns([1], 0)).toThrow(RangeError);
  });

  it('hides a whole menu through its feature key and an item through its own', () => {
    expect(buildMenu('derivatives', withHidden(everything, ['derivatives']), 'en')).toBeNull();
    const trade = buildMenu('trade', withHidden(everything, ['margin_trade']), 'en') as MenuView;
    expect(trade.items.map((item) => item.id)).not.toContain('margin');
    expect(trade.items.map((item) => item.id)).toContain('spot');
  });

  it('keeps every item feature key in the view, for run-time hiding', () => {
    const earn = buildMenu('earn', everything, 'en') as MenuView;
    expect(earn.feature).toBe('borrow_or_wealth');
    expect(earn.items.find((item) => item.id === 'crypto-loan')?.feature).toBe('cryptoloan');
  });

  it('lists the delivery contracts under derivatives and the testnet demo-trading link unless hidden', () => {
    const derivatives = buildMenu('derivatives', everything, 'en') as MenuView;
    const delivery = derivatives.items.find((item) => item.type === 'group');
    expect(delivery?.type === 'group' && delivery.children.every((child) => child.href.startsWith('/futures-delivery/USDT/'))).toBe(true);
    const withoutTestnet = buildMenu('derivatives', withHidden(everything, ['testnet_trade']), 'en') as MenuView;
    expect(withoutTestnet.items.map((item) => item.id)).not.toContain('demo-trading');
  });

  it('models the chat room as an action without a link', () => {
    const community = buildMenu('community', everything, 'en') as MenuView;
    expect(community.items.find((item) => item.id === 'chat-room')).toMatchObject({ type: 'action', action: 'chat-room' });
  });

  it('builds the wallet, orders and profile menus with their spec routes', () => {
    const site = withHidden(getSite('main'), []);
    const hrefs = (id: 'wallet' | 'orders' | 'profile') => menuLinks(buildMenu(id, site, 'en') as MenuView).map((link) => link.href);
    expect(hrefs('wallet')).toEqual(expect.arrayContaining([
      '/myaccount/myfunds', '/myaccount/deposit/USDT', '/myaccount/deposit_gatecode', '/myaccount/withdraw/USDT',
      '/myaccount/withdraw_internal/USDT', '/myaccount/myfunds/spot', '/myaccount/myfunds/short_term_options', '/myaccount/funds/alpha',
      '/myaccount/funds/bot-account', '/myaccount/funds/finance/launch_pool', '/myaccount/mypurselog', '/gt',
      '/myaccount/account_statement', '/myaccount/myavailableproof', '/myaccount/point_manage',
    ]));
    expect(hrefs('orders')).toEqual(expect.arrayContaining([
      '/myaccount/myorders', '/myaccount/order/alpha/record', '/myaccount/futures_trade?type=usdt', '/myaccount/futures_trade?type=btc',
      '/myaccount/futures_trade/order_history', '/myaccount/futures_delivery/order_history', '/c2c/orders/USDT_USD?&tab_type=history',
      '/myaccount/margin', '/myaccount/payment_bills', '/myaccount/convert', '/myaccount/finance/lock_earn', '/strategybot/historyStrategy', '/myaccount/cross_margin',
    ]));
    expect(hrefs('profile')).toEqual(expect.arrayContaining([
      '/myaccount/profile', '/myaccount/kyc_home', '/vip', '/myaccount/security-setting', '/myaccount/coupon_center', '/rewards_hub',
      '/referral/earn-voucher', '/referral/affiliate', '/fee', '/myaccount/api_key_manage', '/myaccount/sub_account_manage',
      '/myaccount/tickets', '/groupchat/service?platform=web', '/help', '/reminder',
    ]));
  });

  it('offers xStocks in the Trade menu, keyed so the user menu rule and spot_trade can hide it', () => {
    const trade = (site: Site) => (buildMenu('trade', site, 'en') as MenuView).items.find((item) => item.id === 'xstocks');
    expect(trade(getSite('main'))).toMatchObject({ type: 'link', href: '/xstocks', feature: 'xstocks' });
    expect(trade(getSite('tr'))).toBeUndefined();
    expect(trade(getSite('mt'))).toBeUndefined();
  });

  it('opens the C2C order history of the page language market', () => {
    const c2c = (lang: 'ko' | 'vi' | 'zh') => menuLinks(buildMenu('orders', everything, lang) as MenuView).find((link) => link.id === 'c2c')?.href;
    expect(c2c('ko')).toBe('/ko/c2c/orders/USDT_KRW?&tab_type=history');
    expect(c2c('vi')).toBe('/vi/c2c/orders/USDT_VND?&tab_type=history');
    expect(c2c('zh')).toBe('/zh/c2c/orders/USDT_CNY?&tab_type=history');
  });

  it('shows live chat and help in the profile menu only on the service host', () => {
    const ids = (site: Site) => (buildMenu('profile', site, 'en') as MenuView).items.map((item) => item.id);
    expect(ids(getSite('main'))).toEqual(expect.arrayContaining(['live-chat', 'help']));
    expect(ids(getSite('mt'))).not.toContain('live-chat');
    expect(ids(getSite('mt'))).not.toContain('help');
  });

  it('hides API management, C2C orders and the alpha account where the site or the list says so', () => {
    const profileIds = (site: Site) => (buildMenu('profile', site, 'en') as MenuView).items.map((item) => item.id);
    expect(profileIds(getSite('tr'))).not.toContain('api-keys');
    expect(profileIds(getSite('main'))).toContain('api-keys');
    const orderIds = (buildMenu('orders', withHidden(everything, ['fiat_trade', 'alpha_account']), 'en') as MenuView).items.map((item) => item.id);
    expect(orderIds).not.toContain('c2c');
    expect(orderIds).not.toContain('alpha');
  });

  it('takes funds accounts, orders and settings away under the UK and Italy limits', () => {
    for (const flag of ['isUKLimit', 'isItalyLimit'] as const) {
      const limited = withHidden(getSite('mt'), [], { [flag]: true });
      expect([...siteFeatures(limited).hidden]).toEqual(expect.arrayContaining(['funds_accounts', 'multiple_order', 'spot_order', 'setting']));
      expect(buildMenu('orders', limited, 'en')).toBeNull();
      const walletIds = (buildMenu('wallet', limited, 'en') as MenuView).items.map((item) => item.id);
      expect(walletIds).not.toContain('accounts');
    }
    expect(siteFeatures(withHidden(getSite('mt'), [])).hidden.size).toBe(0);
  });

  it('names only keys the English dictionary has', () => {
    for (const id of MENU_IDS) {
      const menu = MENU_CATALOG[id];
      expect(englishDictionary[menu.title], menu.title).toMatch(/\S/);
      for (const item of menu.items) {
        expect(englishDictionary[item.title], item.title).toMatch(/\S/);
        if (item.description) expect(englishDictionary[item.description], item.description).toMatch(/\S/);
      }
    }
  });
});

describe('top navigation', () => {
  const ids = (site: Site) => buildTopNavigation(site, 'en').map((entry) => entry.id);

  it('shows /buy-sell-crypto on the UK site and /sale on Japan instead of the buy-crypto dropdown', () => {
    expect(ids(getSite('uk'))).toContain('buySellCrypto');
    expect(ids(getSite('uk'))).not.toContain('buyCrypto');
    expect(ids(getSite('jp'))).toContain('sale');
    // Buy crypto is main's only (issue 34): the UK's and Japan's own entries stay.
    expect(sites.filter((site) => ids(site).includes('buyCrypto')).map((site) => site.key)).toEqual(['main']);
  });

  it('gives the global site the full product, in order (docs/header.md)', () => {
    expect(ids(getSite('main'))).toEqual([
      'buyCrypto', 'markets', 'trade', 'derivatives', 'earn', 'web3', 'community', 'referral', 'promotions', 'alphaPoints', 'rewardsHub',
    ]);
  });

  it('hides price, derivatives, earn and web3 where SPEC 6 says, but keeps Trade to every site\'s own pair', () => {
    // Issue 34's licence reading: Markets not on Malta, UAE, testnet; derivatives and earn on main, Bahamas, testnet only.
    expect(sites.filter((site) => !ids(site).includes('markets')).map((site) => site.key)).toEqual(['mt', 'ae', 'testnet']);
    expect(sites.filter((site) => ids(site).includes('derivatives')).map((site) => site.key)).toEqual(['main', 'bs', 'testnet']);
    expect(sites.filter((site) => ids(site).includes('earn')).map((site) => site.key)).toEqual(['main', 'bs', 'testnet']);
    expect(ids(getSite('hk'))).not.toContain('web3');
    for (const site of sites) {
      const trade = buildTopNavigation(site, 'en').find((entry) => entry.id === 'trade');
      expect(trade?.href, site.key).toBe(`/trade/${site.defaultSpotPair}`);
      expect(trade?.feature, site.key).toBeUndefined();
    }
  });

  it('thins the Trade menu of a site hiding spot_trade to its own market', () => {
    const trade = buildMenu('trade', getSite('tr'), 'tr') as MenuView;
    expect(menuLinks(trade).map((link) => link.href)).toEqual(['/tr/trade/BTC_TRY']);
    // No derivatives on Turkey: no options list either.
    expect(trade.marketPanels?.kinds).toEqual(['spot']);
    expect(menuLinks(buildMenu('trade', getSite('main'), 'en') as MenuView).map((link) => link.id)).toEqual(
      ['spot', 'alpha', 'premint', 'margin', 'convert', 'etf', 'xstocks', 'copy-trading', 'bots'],
    );
  });

  it('promotes the Turkish lira market on Turkey only', () => {
    const promoted = sites.filter((site) => menuLinks(buildMenu('promotions', site, 'en') as MenuView).some((link) => link.href === '/trade/BTC_TRY'));
    expect(promoted.map((site) => site.key)).toEqual(['tr']);
  });

  it.each(sites.map((site) => [site.key, site] as const))('gives each of %s\'s entries its own icon, for the More menu', (_key, site) => {
    const icons = buildTopNavigation(site, 'en').map((entry) => entry.icon);
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('marks the promotion group as wide-only and keeps the rewards hub out of the drawer list', () => {
    const entries = buildTopNavigation(getSite('main'), 'en');
    expect(entries.filter((entry) => entry.wideOnly).map((entry) => entry.id)).toEqual(['alphaPoints', 'rewardsHub']);
    expect(entries.find((entry) => entry.id === 'rewardsHub')?.inDrawer).toBe(false);
  });

  it('points the help centre at the external host on EU, US and UK', () => {
    for (const key of ['eu', 'us', 'uk'] as const) expect(navigationHrefs(getSite(key)).some((href) => href.startsWith('https://support.'))).toBe(true);
    expect(navigationHrefs(getSite('tr'))).toContain('/help');
  });
});
