import { describe, expect, it } from 'vitest';
import { buildHeaderActions, liveTradingUrl } from './header-actions.ts';
import { getSite, sites } from '../sites/index.ts';
import type { FeatureKey, Site } from '../sites/schema.ts';

const withHidden = (site: Site, hidden: FeatureKey[]): Site => ({ ...site, hidden });

describe('header actions', () => {
  it('logs in at /login with the language prefix, on testnet through the authorize redirect', () => {
    expect(buildHeaderActions(getSite('main'), 'ko').login).toEqual({ href: '/ko/login', external: false });
    const testnet = buildHeaderActions(getSite('testnet'), 'en').login;
    expect(testnet?.external).toBe(true);
    expect(testnet?.href).toMatch(/^https:\/\/www\.nexa\.exchange\/oauth\/authorize\?/);
  });

  it('signs up at /signup, hidden where the site hides registration (testnet)', () => {
    expect(buildHeaderActions(getSite('main'), 'en').signup?.href).toBe('/signup');
    expect(buildHeaderActions(getSite('testnet'), 'en').signup).toBeNull();
  });

  it('hides both log in and sign up with login_signup', () => {
    const actions = buildHeaderActions(withHidden(getSite('main'), ['login_signup']), 'en');
    expect(actions.login).toBeNull();
    expect(actions.signup).toBeNull();
  });

  it('tags the app download link ?pos=header, and drops it where downloads are hidden', () => {
    expect(buildHeaderActions(getSite('main'), 'en').download).toBe('https://www.nexa.exchange/mobileapp?pos=header');
    expect(buildHeaderActions(getSite('main'), 'zh').download).toBe('https://www.nexa.exchange/zh/mobileapp?pos=header');
    expect(buildHeaderActions(getSite('hk'), 'en').download).toBeNull();
  });

  it('hides the bottom download button for US and EU', () => {
    const bottom = sites.filter((site) => buildHeaderActions(site, 'en').drawer.bottomDownload === null).map((site) => site.key);
    expect(bottom).toEqual(expect.arrayContaining(['us', 'eu']));
    expect(buildHeaderActions(getSite('main'), 'en').drawer.bottomDownload).not.toBeNull();
  });

  it('links the site deposit and withdraw pages, none where deposits are hidden', () => {
    expect(buildHeaderActions(getSite('mt'), 'de').drawer.deposit).toEqual({ href: '/de/myaccount/deposit_fiat', external: false, feature: 'deposit', label: 'header.funds.depositFiat' });
    expect(buildHeaderActions(getSite('eu'), 'en').drawer.withdraw?.href).toBe('/myaccount/withdraw_fiat');
    expect(buildHeaderActions(getSite('sg'), 'en').drawer.deposit).toBeNull();
  });

  it('keeps the own deposit and withdraw links SPEC 2 gives Japan, Hong Kong, the US, the UK and Turkey, with no key to hide them', () => {
    expect(buildHeaderActions(getSite('tr'), 'tr').drawer.deposit).toEqual({ href: '/tr/myaccount/deposit_fiat', external: false, label: 'header.funds.depositFiat' });
    expect(buildHeaderActions(getSite('tr'), 'en').drawer.withdraw).toEqual({ href: '/myaccount/withdraw_fiat', external: false, label: 'header.funds.withdrawFiat' });
    expect(buildHeaderActions(getSite('jp'), 'ja').drawer.deposit).toEqual({ href: '/ja/myaccount/deposit_fiat/JPY', external: false, label: 'header.funds.depositFiat' });
    expect(buildHeaderActions(getSite('jp'), 'en').drawer.withdraw?.href).toBe('/myaccount/withdraw_fiat/JPY');
    expect(buildHeaderActions(getSite('hk'), 'en').drawer.deposit).toEqual({ href: '/myaccount/deposit/USDT', external: false, label: 'header.funds.deposit' });
    expect(buildHeaderActions(getSite('us'), 'es').drawer.withdraw?.href).toBe('/es/myaccount/withdraw/USDT');
    expect(buildHeaderActions(getSite('uk'), 'en').drawer.deposit).toEqual({ href: 'https://www.nexa.exchange/myaccount/deposit_fiat', external: true, label: 'header.funds.depositFiat' });
  });

  it('shows the demo badge and the live-trading link to the main host on demo-trading sites', () => {
    const testnet = buildHeaderActions(getSite('testnet'), 'en', '/futures/USDT/ETH_USDT');
    expect(testnet.demoBadge).toBe(true);
    expect(testnet.liveTrading).toBe('https://www.nexa.exchange/futures/USDT/ETH_USDT');
    expect(buildHeaderActions(getSite('testnet'), 'en').liveTrading).toBe('https://www.nexa.exchange/trade/BTC_USDT');
    expect(buildHeaderActions(getSite('testnet'), 'zh').liveTrading).toBe('https://www.nexa.exchange/zh/trade/BTC_USDT');
    expect(buildHeaderActions(withHidden(getSite('testnet'), ['back_trade']), 'en').liveTrading).toBeNull();
    expect(buildHeaderActions(getSite('main'), 'en').demoBadge).toBe(false);
    expect(liveTradingUrl('')).toBe('https://www.nexa.exchange/trade/BTC_USDT');
  });

  it("links the site's own help centre: its /help with the language, or its external host", () => {
    expect(buildHeaderActions(getSite('tr'), 'tr').help).toEqual({ href: '/tr/help', external: false });
    expect(buildHeaderActions(getSite('us'), 'en').help).toEqual({ href: 'https://support.nexa.us/hc/en-us', external: true });
    expect(buildHeaderActions(withHidden(getSite('main'), ['help_center']), 'en').help).toBeNull();
  });

  it('offers the language trigger only with two languages or more', () => {
    expect(buildHeaderActions(getSite('tr'), 'en').language).toBe(true);
    expect(buildHeaderActions(getSite('uk'), 'en').language).toBe(false);
    expect(buildHeaderActions(withHidden(getSite('tr'), ['language']), 'en').language).toBe(false);
  });

  // SPEC 6 "Per-site flags can hide": one row per flag, the part it hides.
  const FLAG_TO_PART: [FeatureKey, (actions: ReturnType<typeof buildHeaderActions>) => unknown][] = [
    ['notification', (a) => a.account.notification],
    ['language', (a) => a.language],
    ['theme', (a) => a.theme],
    ['setting', (a) => a.settings],
    ['search', (a) => a.search],
    ['download', (a) => a.download],
    ['register', (a) => a.signup],
    ['logout', (a) => a.account.logout],
    ['personal_info', (a) => a.account.personalInfo],
    ['avatar', (a) => a.account.avatar],
    ['multiple_order', (a) => a.account.multipleOrder],
    ['spot_order', (a) => a.account.spotOrder],
    ['exchange_rate', (a) => a.exchangeRate],
    ['rewards_hub_card', (a) => a.drawer.rewardsHubCard],
    ['login_signup', (a) => a.login],
    ['back_trade', (a) => a.liveTrading],
    ['paywith', (a) => a.account.paywith],
  ];

  it.each(FLAG_TO_PART)('the %s flag hides its header part', (flag, part) => {
    const base = { ...getSite('testnet'), hidden: [] as FeatureKey[] };
    // A part is a value (true, a URL, a link) when shown and exactly false or null when hidden.
    const shown = part(buildHeaderActions(base, 'en'));
    expect(shown === true || (typeof shown === 'string' && /^(\/|https:\/\/)/.test(shown)) || (typeof shown === 'object' && shown !== null), `${flag} shown`).toBe(true);
    expect([false, null], `${flag} hidden`).toContain(part(buildHeaderActions({ ...base, hidden: [flag] }, 'en')));
  });
});
