import { describe, expect, it } from 'vitest';
import { currentAccountMenu } from './current-menu.ts';
import { buildAccountIslandProps } from './account-props.ts';
import { getSite } from '../../sites/index.ts';
import { createTranslator } from '../../i18n/translate.ts';

// The German main site's menus as the island gets them: links under /de.
const { menus, prefix } = buildAccountIslandProps(getSite('main'), 'de', createTranslator('de'));
const view = { wallet: menus.wallet ?? null, orders: menus.orders ?? null, profile: menus.profile ?? null };

describe('the account menu a page belongs to', () => {
  it.each([
    ['/myaccount/myfunds', 'wallet'],
    ['/myaccount/deposit/USDT', 'wallet'],
    ['/myaccount/myfunds/spot', 'wallet'],
    ['/myaccount/myorders', 'orders'],
    ['/myaccount/futures_trade/order_history', 'orders'],
    ['/myaccount/profile', 'profile'],
    ['/myaccount/security-setting', 'profile'],
  ])('%s: %s', (route, menu) => {
    expect(currentAccountMenu(`/de${route}`, prefix, view)).toBe(menu);
  });

  it('none outside the account area, or for a menu this person is not shown', () => {
    expect(currentAccountMenu('/de/trade/BTC_USDT', prefix, view)).toBeNull();
    expect(currentAccountMenu('/de/', prefix, view)).toBeNull();
    expect(currentAccountMenu('/de/myaccount/myorders', prefix, { ...view, orders: null })).not.toBe('orders');
  });
});
