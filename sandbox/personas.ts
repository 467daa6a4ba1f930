// Who can be logged in to the sandbox, and what the backend says about each of them.
// Typed with the schemas' input types: what the backend sends, before the client shapes it.
import type {
  AccountModeWire,
  AccountTier,
  CommonDataWire,
  ComplianceWire,
  CrossMarginInfoWire,
  UserInfoWire,
} from '../src/lib/api/index.ts';
import { AVATAR_PATH_PREFIX } from './avatars.ts';

export interface Persona {
  name: string;
  label: string;
  /** Sub-accounts allowed to switch carry the is_switch_tag cookie. */
  switchTag?: boolean;
  user: UserInfoWire;
  accountMode: AccountModeWire;
  crossMargin: CrossMarginInfoWire;
  tier: AccountTier;
  compliance: ComplianceWire;
  common: CommonDataWire;
}

const CLASSIC = {
  mode: 'classic',
  support_unified: true,
  first_open: true,
  auto_borrow: false,
  auto_repay: false,
  settings: { options: false, usdt_futures: false, spot_hedge: false, use_funding: false },
} as const;

const NO_COMPLIANCE: ComplianceWire = { business: [], menu: [], limit: { is_us_toast: false, is_main: false, is_uk_ip: false, is_jp_toast: false } };

function baseUser(uid: number, nickname: string): UserInfoWire {
  return {
    uid,
    tier: 0,
    nickname,
    user_nick: nickname,
    user_avatar: `${AVATAR_PATH_PREFIX}${uid % 12}.svg`,
    tier_next_progress: 12,
    tier_next_usdt: '880000',
    tier_next_fiat: '880000',
    curr_fiat: 'USD',
    currencyUnit: '$',
    tier_next_gt_min: '500',
    tier_next_gt_only: '1500',
    tier_next_asset_only_usd: '1000000',
    tier_all_trade_usdt: '120000',
    tier_all_trade_jpy: '18230400',
    allTrade: '120000',
    total_usd: '15320.55',
    totalAssets: '15320.55',
    rate_usdt_site_fiat: '1',
    kyc_status: 1,
    safe_level: 3,
    isLogin: true,
    isVip: false,
    isTrial: false,
    is_sub_account: false,
    white_list_show: false,
    menu: [],
  };
}

function persona(name: string, label: string, uid: number, overrides: Partial<Omit<Persona, 'name' | 'label'>> = {}): Persona {
  return {
    name,
    label,
    user: { ...baseUser(uid, label), ...overrides.user },
    accountMode: overrides.accountMode ?? CLASSIC,
    crossMargin: overrides.crossMargin ?? { userTier: 0, userSpotBalance: '1520.3', crossMarginUid: 0 },
    tier: overrides.tier ?? { is_sub: 0, tier: Number(overrides.user?.tier ?? 0) },
    compliance: overrides.compliance ?? NO_COMPLIANCE,
    common: { sub_website_id: 0, curr_fiat: 'USD', is_login: 1, ...overrides.common },
    ...(overrides.switchTag ? { switchTag: true } : {}),
  };
}

const VIP_USER = { tier: 3, isVip: true, tier_next_progress: 64 };

export const PERSONAS: readonly Persona[] = [
  persona('user', 'Regular user', 10_000_001),
  persona('vip', 'VIP 3', 10_000_002, { user: VIP_USER }),
  persona('trial-vip', 'Trial VIP', 10_000_003, { user: { tier: 1, isVip: true, isTrial: true } }),
  persona('sub-account', 'Sub-account', 10_000_004, { user: { is_sub_account: true }, tier: { is_sub: 1, tier: 0 } }),
  persona('sub-account-switch', 'Sub-account (switch tag)', 10_000_005, {
    user: { is_sub_account: true },
    tier: { is_sub: 1, tier: 0 },
    switchTag: true,
  }),
  persona('white-list', 'White-list user', 10_000_006, { user: { white_list_show: true } }),
  persona('kyc-0', 'KYC status 0', 10_000_010, { user: { kyc_status: 0 } }),
  persona('kyc-1', 'KYC status 1', 10_000_011, { user: { kyc_status: 1 } }),
  persona('kyc-2', 'KYC status 2', 10_000_012, { user: { kyc_status: 2 } }),
  persona('kyc-99', 'KYC status 99', 10_000_019, { user: { kyc_status: 99 } }),
  persona('kyc-none', 'KYC status -1', 10_000_018, { user: { kyc_status: -1 } }),
  persona('weak-security', 'Safety level 1', 10_000_020, { user: { safe_level: 1 } }),
  persona('unified', 'Unified account', 10_000_030, {
    accountMode: { ...CLASSIC, mode: 'multi_currency', first_open: false, auto_borrow: true, settings: { ...CLASSIC.settings, usdt_futures: true } },
  }),
  persona('portfolio-margin', 'Portfolio margin', 10_000_031, {
    accountMode: { ...CLASSIC, mode: 'portfolio', first_open: false, settings: { ...CLASSIC.settings, usdt_futures: true, options: true } },
    crossMargin: { userTier: 2, userSpotBalance: '250000', crossMarginUid: 10_000_031 },
  }),
  persona('uk-limited', 'UK-limited', 10_000_040, {
    // Tokenized stocks are not offered to UK residents: the user's own menu list names them (SPEC 3).
    user: { menu: ['xstocks'] },
    common: { isUKLimit: 1, userLandingPageCountry: 'GB' },
    compliance: { business: ['button_alpha_hidden'], menu: ['derivatives', 'margin_trade', 'cryptoloan'], limit: { is_uk_ip: true, is_main: false, is_us_toast: false, is_jp_toast: false } },
  }),
  persona('italy-limited', 'Italy-limited', 10_000_041, {
    common: { isItalyLimit: 1, userLandingPageCountry: 'IT' },
    compliance: { business: [], menu: ['derivatives', 'fiat_trade'], limit: { is_uk_ip: false, is_main: false, is_us_toast: false, is_jp_toast: false } },
  }),
  persona('withdraw-only', 'Withdraw-only account', 10_000_060, { common: { isWithdrawOnlyUser: 1 } }),
  persona('kyc-reminder', 'KYC reminder', 10_000_061, { user: { kyc_status: 0 }, common: { kyc_toast: 1 } }),
  persona('blocked-country', 'Blocked country', 10_000_062, { common: { isBlockedCountry: 1, userLandingPageCountry: 'KP' } }),
  persona('compliance-tips', 'Compliance tips', 10_000_063, { common: { isShowComplianceTips: 1 } }),
  persona('brazil', 'Brazil resident', 10_000_064, { common: { isBrazilToast: 1, userLandingPageCountry: 'BR', defaultP2PFiat: 'BRL' } }),
  persona('testnet', 'Testnet user', 10_000_050, {
    common: { is_testnet: 1, mockAuthorizeHost: '/login' },
    user: { total_usd: '50000', totalAssets: '50000' },
  }),
];

/** The visitor is "no persona": choosing it signs out. */
export const VISITOR = 'visitor';

export const PERSONA_NAMES: readonly string[] = [VISITOR, ...PERSONAS.map((entry) => entry.name)];

export function findPersona(name: string | undefined): Persona | undefined {
  return PERSONAS.find((entry) => entry.name === name);
}

/** What a visitor gets from the calls that do not need a login. */
export const VISITOR_COMMON: CommonDataWire = { sub_website_id: 0, curr_fiat: 'USD', is_login: 0 };
export const VISITOR_COMPLIANCE: ComplianceWire = NO_COMPLIANCE;
