import { describe, expect, it } from 'vitest';
import { classicAccountMode } from '../../lib/api/schemas/account.ts';
import { createTranslator } from '../../i18n/translate.ts';
import { getSite } from '../../sites/index.ts';
import type { SiteKey } from '../../sites/schema.ts';
import { buildAccountIslandProps } from './account-props.ts';
import { accountView, initialsOf, type AccountData } from './account-rules.ts';
import type { AccountLink } from './account-props.ts';
import { accountState } from './use-account.ts';

const propsFor = (site: SiteKey = 'mt') => buildAccountIslandProps(getSite(site), 'en', createTranslator('en'));

function data(overrides: Partial<AccountData> = {}): AccountData {
  return {
    user: { uid: '10000001', nickname: 'Ada', kyc_status: 1, safe_level: 3, ...overrides.user },
    mode: overrides.mode ?? classicAccountMode(),
    crossMargin: overrides.crossMargin ?? {},
    common: overrides.common ?? {},
    compliance: overrides.compliance ?? { business: [], menu: [] },
    switchTag: overrides.switchTag ?? false,
    userFailed: overrides.userFailed ?? false,
  };
}

const ids = (items: AccountLink[] | undefined): string[] => (items ?? []).flatMap((item) => [item.id, ...ids(item.children)]);

describe('accountView', () => {
  it('hides the alpha account when the compliance business list says button_alpha_hidden', () => {
    const view = accountView(propsFor('main'), data({ compliance: { business: ['button_alpha_hidden'], menu: [] } }));
    expect(ids(view.wallet?.items)).not.toContain('funds-alpha');
    expect(ids(accountView(propsFor('main'), data()).wallet?.items)).toContain('funds-alpha');
  });

  it('shows the portfolio margin entry only when crossMarginUid > 1', () => {
    const props = propsFor();
    expect(ids(accountView(props, data({ crossMargin: { crossMarginUid: 1 } })).wallet?.items)).not.toContain('funds-cross-margin');
    const shown = accountView(props, data({ crossMargin: { crossMarginUid: 2 } })).wallet?.items.flatMap((item) => item.children ?? []);
    expect(shown?.find((item) => item.id === 'funds-cross-margin')?.title).toBe('Portfolio margin account');
  });

  it('unified (first_open false): spot orders become unified orders; futures titles prefixed only with USDT futures open', () => {
    // Main: Malta shows no derivatives (issue 34).
    const props = propsFor('main');
    const unified = { ...classicAccountMode(), first_open: false };
    const withUsdt = accountView(props, data({ mode: { ...unified, settings: { ...unified.settings, usdt_futures: true } } })).orders!.items;
    expect(withUsdt.find((item) => item.id === 'spot')?.title).toBe('Unified account orders');
    expect(withUsdt.filter((item) => item.id.startsWith('futures-') && item.id !== 'futures-history').map((item) => item.title)).toEqual(['USDT futures orders', 'BTC futures orders']);
    const without = accountView(props, data({ mode: unified })).orders!.items;
    expect(without.find((item) => item.id === 'futures-usdt')?.title).toBe('Futures orders');
    expect(ids(without)).not.toContain('futures-btc');
    expect(accountView(props, data()).orders!.items.find((item) => item.id === 'spot')?.title).toBe('Spot orders');
  });

  it('hides C2C orders when the compliance menu has fiat_trade', () => {
    const props = propsFor('main');
    expect(ids(accountView(props, data()).orders?.items)).toContain('c2c');
    expect(ids(accountView(props, data({ compliance: { business: [], menu: ['fiat_trade'] } })).orders?.items)).not.toContain('c2c');
  });

  it('UK and Italy limits from common data take funds accounts, orders and settings away', () => {
    for (const common of [{ isUKLimit: true }, { isItalyLimit: true }]) {
      const view = accountView(propsFor(), data({ common }));
      expect(view.orders).toBeNull();
      expect(view.spotOrder).toBeNull();
      expect(ids(view.wallet?.items)).not.toContain('accounts');
      expect(view.hiddenFeatures).toEqual(expect.arrayContaining(['funds_accounts', 'multiple_order', 'spot_order', 'setting']));
    }
  });

  it('the UK limit from common data also hides the footer partners link and social icons, as on a UK-limited site', () => {
    expect(accountView(propsFor(), data({ common: { isUKLimit: true } })).hiddenFeatures).toEqual(expect.arrayContaining(['partner', 'social_icons']));
    expect(accountView(propsFor(), data({ common: { isItalyLimit: true } })).hiddenFeatures).not.toContain('partner');
  });

  it('hides an item the user info names in its menu list', () => {
    const view = accountView(propsFor(), data({ user: { uid: '1', menu: ['coupons', 'funds-bot'] } }));
    expect(ids(view.profile?.items)).not.toContain('coupons');
    expect(ids(view.wallet?.items)).not.toContain('funds-bot');
  });

  it("the user's menu list naming xstocks hides the Trade menu's xStocks item for this user (run-time key)", () => {
    expect(accountView(propsFor('main'), data({ user: { uid: '1', menu: ['xstocks'] } })).hiddenFeatures).toContain('xstocks');
    expect(accountView(propsFor('main'), data()).hiddenFeatures).not.toContain('xstocks');
    // Any other id in the list stays an account-menu item id, never a key for the static chrome.
    expect(accountView(propsFor('main'), data({ user: { uid: '1', menu: ['coupons'] } })).hiddenFeatures).toEqual([]);
  });

  it('main-site only: the classic overview in the wallet and VIP privileges on the tier card (SPEC 6)', () => {
    const main = accountView(propsFor('main'), data());
    expect(ids(main.wallet?.items)).toContain('overview-classic');
    expect(main.wallet?.items.find((item) => item.id === 'overview-classic')?.href).toBe('/myaccount/funds');
    expect(main.identity!.vipPrivileges).toBe('/vip');
    for (const site of ['mt', 'tr', 'jp', 'testnet'] as const) {
      const view = accountView(propsFor(site), data());
      expect(ids(view.wallet?.items), site).not.toContain('overview-classic');
      expect(view.identity!.vipPrivileges, site).toBeNull();
    }
    expect(accountView(propsFor('main'), data({ compliance: { business: [], menu: ['vip_service'] } })).identity!.vipPrivileges).toBeNull();
  });

  it('shows sub-account management to white_list_show users who are not sub-accounts', () => {
    const props = propsFor();
    expect(ids(accountView(props, data({ user: { uid: '1', white_list_show: true } })).profile?.items)).toContain('sub-accounts');
    expect(ids(accountView(props, data({ user: { uid: '1', white_list_show: true, is_sub_account: true } })).profile?.items)).not.toContain('sub-accounts');
    expect(ids(accountView(props, data()).profile?.items)).not.toContain('sub-accounts');
  });

  it('Switch Account: main site only; a sub-account needs the is_switch_tag cookie', () => {
    expect(accountView(propsFor('main'), data()).switchAccount).toBe(true);
    expect(accountView(propsFor('main'), data({ user: { uid: '1', is_sub_account: true } })).switchAccount).toBe(false);
    expect(accountView(propsFor('main'), data({ user: { uid: '1', is_sub_account: true }, switchTag: true })).switchAccount).toBe(true);
    expect(accountView(propsFor('tr'), data()).switchAccount).toBe(false);
  });

  it('Deposit: main site only, gone when the compliance menu has deposit; desktop and phone go to /myaccount/deposit/USDT', () => {
    const view = accountView(propsFor('main'), data());
    // One place for the header's, the phone's and the drawer's Deposit (issue 34).
    expect(view.deposit).toBe('/myaccount/deposit/USDT');
    const hidden = accountView(propsFor('main'), data({ compliance: { business: [], menu: ['deposit'] } }));
    expect(hidden.deposit).toBeNull();
    expect(accountView(propsFor('mt'), data()).deposit).toBeNull();
  });

  it("the phone's Deposit shortcut: main's button; elsewhere the site's deposit link, labelled by where it leads; none without one", () => {
    const shortcut = (site: SiteKey, menu: string[] = []) => accountView(propsFor(site), data({ compliance: { business: [], menu } })).phoneDeposit;
    expect(shortcut('main')).toMatchObject({ title: 'Deposit', href: '/myaccount/deposit/USDT' });
    expect(shortcut('tr')).toMatchObject({ title: 'Deposit fiat', href: '/myaccount/deposit_fiat' });
    expect(shortcut('testnet')).toMatchObject({ title: 'Deposit', href: '/myaccount/deposit/USDT' });
    expect(shortcut('uk')).toMatchObject({ title: 'Deposit fiat', external: true });
    expect([shortcut('sg'), shortcut('bs'), shortcut('ae')]).toEqual([null, null, null]);
    // `deposit` takes the default link away, not a site's own (SPEC 2's links; header-actions fundsLink).
    expect([shortcut('main', ['deposit']), shortcut('testnet', ['deposit'])]).toEqual([null, null]);
    expect(shortcut('tr', ['deposit'])).not.toBeNull();
  });

  it("P2P orders open the person's P2P fiat (defaultP2PFiat), else the page's default; Orders' bots are the bot orders", () => {
    const link = (id: string, common: AccountData['common'] = {}) => accountView(propsFor('main'), data({ common })).orders?.items.find((item) => item.id === id)?.href;
    expect(link('c2c')).toBe('/c2c/orders/USDT_USD?&tab_type=history');
    expect(link('c2c', { defaultP2PFiat: 'BRL' })).toBe('/c2c/orders/USDT_BRL?&tab_type=history');
    expect(link('c2c', { defaultP2PFiat: '../x' })).toBe('/c2c/orders/USDT_USD?&tab_type=history');
    expect(link('bots')).toBe('/strategybot/historyStrategy');
  });

  it('wallet buttons: Deposit, Withdraw and Transfer are the wallet\'s own entries, as the site and the user keep them', () => {
    const buttons = (site: SiteKey, overrides: Partial<AccountData> = {}) =>
      accountView(propsFor(site), data(overrides)).walletActions.map((item) => [item.title, item.href, item.startsAction ?? null]);
    expect(buttons('main')).toEqual([
      ['Deposit', '/myaccount/deposit/USDT', 'deposit'],
      ['Withdraw', '/myaccount/withdraw/USDT', null],
      ['Transfer', '/myaccount/withdraw_internal/USDT', null],
    ]);
    // The site's own funds pages, labelled by where they lead (fundsLabel); no transfer where the site has none.
    expect(buttons('jp')).toEqual([['Deposit fiat', '/myaccount/deposit_fiat/JPY', 'deposit'], ['Withdraw fiat', '/myaccount/withdraw_fiat/JPY', null]]);
    // A site hiding deposits (Singapore), a compliance list naming deposit, a UK-limited user: none.
    expect(buttons('sg')).toEqual([]);
    expect(buttons('main', { compliance: { business: [], menu: ['deposit'] } })).toEqual([]);
    expect(accountView(propsFor('main'), data({ userFailed: true })).balance).toBeNull();
  });

  it('maps KYC status to its icon, and -1 or missing to none', () => {
    const kyc = (kyc_status: number | undefined) => accountView(propsFor(), data({ user: { uid: '1', kyc_status } })).identity!.kyc;
    expect([kyc(0), kyc(1), kyc(2), kyc(99), kyc(-1), kyc(undefined)]).toEqual(['warning', 'success', 'progress', 'error', null, null]);
  });

  it('VIP above tier 0 with the trial flag; safety level 1 or lower is too weak', () => {
    const identity = (user: AccountData['user']) => accountView(propsFor(), data({ user: { uid: '1', ...user } })).identity!;
    expect(identity({ tier: 0 }).vip).toBeNull();
    expect(identity({ tier: 2, isTrial: true }).vip).toEqual({ tier: 2, trial: true });
    expect(identity({ tier_level: 4 }).vip).toEqual({ tier: 4, trial: false });
    expect(identity({ safe_level: 1 }).weakSecurity).toBe(true);
    expect(identity({ safe_level: 2 }).weakSecurity).toBe(false);
    expect(identity({ tier_next_progress: 140 }).progress).toBe(100);
  });

  it('upgrade plans: USDT, GT and assets; the GT plan hidden on UK and the whole card on Japan', () => {
    const user = { uid: '1', tier_next_usdt: '880000', tier_next_gt_only: '1500', tier_next_asset_only_usd: '1000000' };
    expect(accountView(propsFor('main'), data({ user })).identity!.upgrade.map((plan) => plan.kind)).toEqual(['trade', 'gt', 'assets']);
    expect(accountView(propsFor('uk'), data({ user })).identity!.upgrade.map((plan) => plan.kind)).toEqual(['trade', 'assets']);
    expect(accountView(propsFor('jp'), data({ user })).identity!.upgrade).toEqual([]);
  });

  it('user info that failed: no identity, yet Deposit, wallet, orders, profile menu and logout stay', () => {
    const view = accountView(propsFor('main'), { ...data({ user: {} }), userFailed: true });
    expect(view.identity).toBeNull();
    expect(view.deposit).not.toBeNull();
    expect(view.wallet?.items.length).toBeGreaterThan(0);
    expect(view.orders?.items.length).toBeGreaterThan(0);
    expect(view.profile?.items.length).toBeGreaterThan(0);
    expect(view.logout).toBe(true);
  });

  it('testnet hides logout and personal info', () => {
    const view = accountView(propsFor('testnet'), data());
    expect([view.logout, view.personalInfo]).toEqual([false, false]);
    expect(ids(view.profile?.items)).not.toContain('profile');
  });
});

describe('untrusted user text', () => {
  it("shows an avatar only from the build's image hosts or /images/, never a sign-out or API path", () => {
    const avatar = (user_avatar: string) => accountView(propsFor('main'), data({ user: { uid: '10000001', user_avatar } })).identity!.avatarUrl;
    expect(avatar('/images/avatar/1.svg')).toBe('/images/avatar/1.svg');
    expect(avatar('https://static.nexa.exchange/avatar/1.png')).toBe('https://static.nexa.exchange/avatar/1.png');
    for (const hostile of ['/logout', '/api/web/v1/usercenter/logoutAll', 'https://cdn.example/a.png', 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '']) {
      expect(avatar(hostile), hostile).toBeNull();
    }
  });

  it('makes initials from letters of any script, else from the UID', () => {
    expect(initialsOf('<img src=x>', '1')).toBe('IM');
    expect(initialsOf('张三', '1')).toBe('张三');
    expect(initialsOf('  ', '10000001')).toBe('01');
  });
});

describe('accountState: a signed-in person is never shown as a visitor for a failure', () => {
  const ready = { status: 'ready' as const };
  const details = { ...ready, mode: classicAccountMode(), crossMargin: {}, common: {} };
  const compliance = { ...ready, business: [], menu: [], limit: {} };
  const stateOf = (user: Parameters<typeof accountState>[0], late = false) => accountState(user, details, compliance, late);

  it('is loading before user info was asked, and while it is asked before the deadline', () => {
    expect(stateOf({ status: 'idle', info: {} }, true)).toEqual({ status: 'loading' });
    expect(stateOf({ status: 'loading', info: {} })).toEqual({ status: 'loading' });
  });

  it('keeps the signed-in header without identity when the call failed, or is unanswered past the deadline', () => {
    expect(stateOf({ status: 'ready', info: {}, failed: true })).toMatchObject({ status: 'ready', data: { userFailed: true } });
    expect(stateOf({ status: 'loading', info: {} }, true)).toMatchObject({ status: 'ready', data: { userFailed: true } });
  });

  it('gives the visitor header only for a signed-out answer', () => {
    expect(stateOf({ status: 'ready', info: {} })).toEqual({ status: 'visitor' });
    expect(stateOf({ status: 'ready', info: { uid: '1', isLogin: false } })).toEqual({ status: 'visitor' });
    expect(stateOf({ status: 'ready', info: { uid: '1' } })).toMatchObject({ status: 'ready', data: { userFailed: false } });
  });
});
