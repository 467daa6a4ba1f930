// The logged-in header's rules (SPEC 3, 4 and 6) as one pure function: from the build's menus and
// the user's answers to what the header and drawer show. No React, no DOM: unit-tested on its own.
import type { AccountMode, CrossMarginInfo, UserInfo } from '../../lib/api/schemas/account.ts';
import type { CommonData } from '../../lib/api/schemas/site.ts';
import { hiddenByLimits } from '../../sites/limits.ts';
import type { AccountIslandProps, AccountLink, AccountMenu } from './account-props.ts';
import { safeImageUrl } from '../../lib/safe-image-url.ts';
import { isFiatCode } from '../../lib/preferences/cookie-rules.ts';

export interface AccountData {
  user: UserInfo;
  mode: AccountMode;
  crossMargin: CrossMarginInfo;
  common: CommonData;
  compliance: { business: string[]; menu: string[] };
  /** The is_switch_tag cookie exists (a sub-account allowed to switch). */
  switchTag: boolean;
  /**
   * The user-info call failed (or has not answered by the deadline) while the session marks say
   * signed in: the header stays a signed-in one, without the identity it could not load.
   */
  userFailed?: boolean;
}

export type KycState = 'warning' | 'success' | 'progress' | 'error';
export type UpgradePlan = { kind: 'trade' | 'assets' | 'gt'; amount: string };

export interface AccountIdentity {
  uid: string;
  nickname: string;
  initials: string;
  /** An absolute http(s) URL, or null (then initials show). */
  avatarUrl: string | null;
  kyc: KycState | null;
  /** VIP tier and trial flag (SPEC 4: tier above 0 is VIP), or null for others. */
  vip: { tier: number; trial: boolean } | null;
  weakSecurity: boolean;
  /** Percent towards the next tier, 0-100, or null when unknown. */
  progress: number | null;
  nextTier: number;
  /** Upgrade plans of the tier card; empty where the site hides the card. */
  upgrade: UpgradePlan[];
  /** The tier card's VIP privileges link (SPEC 6: main site only), or null. */
  vipPrivileges: string | null;
}

export interface AccountView {
  /** Null when user info could not be loaded: an avatar placeholder and "Couldn't load your account" instead. */
  identity: AccountIdentity | null;
  wallet: AccountMenu | null;
  /** The wallet menu's Deposit, Withdraw and Transfer buttons: its own entries the site and the user keep. */
  walletActions: AccountLink[];
  /** User info for the wallet's estimated balance (balance.ts), or null when it could not be loaded. */
  balance: UserInfo | null;
  orders: AccountMenu | null;
  profile: AccountMenu | null;
  spotOrder: { title: string; href: string } | null;
  deposit: string | null;
  /** The phone header's Deposit shortcut; a site's own deposit link stays whatever `deposit` says (header-actions fundsLink). */
  phoneDeposit: AccountIslandProps['links']['phoneDeposit'];
  switchAccount: boolean;
  logout: boolean;
  avatar: boolean;
  personalInfo: boolean;
  /** Features this user may not use (compliance menu, regional limits), for the static chrome too. */
  hiddenFeatures: string[];
}

/**
 * Items of the user's own menu list (SPEC 3 user info `menu`) that live in the static chrome, not in
 * the account menus: named, they are hidden at run time like a compliance key (the Trade menu's xStocks).
 */
const USER_MENU_CHROME_ITEMS = ['xstocks'];
/** SPEC 6: the alpha account hides when the compliance business list says so. */
const ALPHA_HIDDEN_BUSINESS = 'button_alpha_hidden';
/** The wallet entries that are also its buttons, in order; Transfer takes its short label (docs/account.md). */
const WALLET_ACTION_IDS = ['deposit', 'withdraw', 'internal-transfer'];
const KYC_BY_STATUS: Record<number, KycState> = { 0: 'warning', 1: 'success', 2: 'progress', 99: 'error' };
/** SPEC 9: safety level 1 or lower is too weak. */
const WEAK_SAFETY_LEVEL = 1;
/** SPEC 4: the portfolio margin entry shows only when crossMarginUid > 1. */
const PORTFOLIO_MARGIN_MIN_UID = 1;

export function hiddenFeaturesFor(data: AccountData): string[] {
  const hidden = new Set(data.compliance.menu);
  for (const key of hiddenByLimits(data.common)) hidden.add(key);
  if (data.compliance.business.includes(ALPHA_HIDDEN_BUSINESS)) hidden.add('alpha_account');
  for (const id of data.user.menu ?? []) if (USER_MENU_CHROME_ITEMS.includes(id)) hidden.add(id);
  return [...hidden];
}

function filterItems(items: AccountLink[], keep: (item: AccountLink) => boolean): AccountLink[] {
  const kept: AccountLink[] = [];
  for (const item of items) {
    if (!keep(item)) continue;
    if (!item.children) {
      kept.push(item);
      continue;
    }
    const children = filterItems(item.children, keep);
    // A group with nothing left to show is no group.
    if (children.length) kept.push({ ...item, children });
  }
  return kept;
}

function withItems(menu: AccountMenu | null, items: AccountLink[]): AccountMenu | null {
  return menu && items.length ? { ...menu, items } : null;
}

/** Up to two letters of the nickname (any script), else the last two digits of the UID. */
export function initialsOf(nickname: string, uid: string): string {
  const letters = [...nickname.trim()].filter((char) => /[\p{L}\p{N}]/u.test(char));
  if (letters.length) return letters.slice(0, 2).join('').toUpperCase();
  return uid.slice(-2) || '?';
}

function identityOf(props: AccountIslandProps, user: UserInfo, hidden: ReadonlySet<string>): AccountIdentity {
  const uid = user.uid ?? '';
  const nickname = (user.nickname || user.user_nick || '').trim();
  const tier = Number(user.tier ?? user.tier_level ?? 0);
  const progress = user.tier_next_progress === undefined ? null : Math.min(100, Math.max(0, Number(user.tier_next_progress)));
  const upgrade: UpgradePlan[] = [];
  if (props.parts.tierUpgradeCard) {
    if (user.tier_next_usdt) upgrade.push({ kind: 'trade', amount: user.tier_next_usdt });
    if (props.parts.gtUpgradePlan && user.tier_next_gt_only) upgrade.push({ kind: 'gt', amount: user.tier_next_gt_only });
    if (user.tier_next_asset_only_usd) upgrade.push({ kind: 'assets', amount: user.tier_next_asset_only_usd });
  }
  return {
    uid,
    nickname,
    initials: initialsOf(nickname, uid),
    // An image request carries the session: only an image host or /images/, never /logout (safeImageUrl).
    avatarUrl: props.parts.avatar ? safeImageUrl(user.user_avatar, props.imageHosts) : null,
    kyc: user.kyc_status === undefined ? null : (KYC_BY_STATUS[Number(user.kyc_status)] ?? null),
    vip: Number.isFinite(tier) && tier > 0 ? { tier, trial: Boolean(user.isTrial) } : null,
    weakSecurity: user.safe_level !== undefined && Number(user.safe_level) <= WEAK_SAFETY_LEVEL,
    progress: progress !== null && Number.isFinite(progress) ? progress : null,
    nextTier: (Number.isFinite(tier) ? Math.max(0, tier) : 0) + 1,
    upgrade,
    vipPrivileges: hidden.has('vip_service') ? null : props.links.vipPrivileges,
  };
}

/** The person's P2P fiat (common data's defaultP2PFiat, SPEC 3) in the P2P orders link, when it names a currency. */
export function withP2PFiat(href: string, fiat: string | undefined): string {
  return isFiatCode(fiat) ? href.replace(/\/c2c\/orders\/USDT_[A-Z]{3}/, `/c2c/orders/USDT_${fiat}`) : href;
}

/** What the logged-in header shows for this user on this page. */
export function accountView(props: AccountIslandProps, data: AccountData): AccountView {
  const { user, mode } = data;
  const hiddenFeatures = hiddenFeaturesFor(data);
  const hidden = new Set(hiddenFeatures);
  const namedByUser = new Set(user.menu ?? []);
  // Unified when first_open is false (SPEC 4).
  const unified = !mode.first_open;
  const unifiedUsdtFutures = unified && mode.settings.usdt_futures;
  const portfolioMargin = Number(data.crossMargin.crossMarginUid ?? 0) > PORTFOLIO_MARGIN_MIN_UID;
  const subAccount = Boolean(user.is_sub_account);

  const shown = (item: AccountLink) => !(item.feature && hidden.has(item.feature)) && !namedByUser.has(item.id);

  const walletItems = filterItems(props.menus.wallet?.items ?? [], (item) => shown(item) && (item.id !== 'funds-cross-margin' || portfolioMargin))
    .map((item) => ({ ...item, children: item.children?.map((child) => (child.id === 'funds-cross-margin' ? { ...child, title: props.text.portfolioMargin } : child)) }));

  const orderItems = hidden.has('multiple_order')
    ? []
    : filterItems(props.menus.orders?.items ?? [], (item) => shown(item) && (item.id !== 'futures-btc' || unifiedUsdtFutures)).map((item) => {
        if (item.id === 'spot' && unified) return { ...item, title: props.text.unifiedOrders };
        if (item.id === 'futures-usdt' && !unifiedUsdtFutures) return { ...item, title: props.text.futuresOrders };
        if (item.id === 'c2c') return { ...item, href: withP2PFiat(item.href, data.common.defaultP2PFiat) };
        return item;
      });

  const profileItems = filterItems(props.menus.profile?.items ?? [], (item) => shown(item) && (item.id !== 'sub-accounts' || (Boolean(user.white_list_show) && !subAccount)));

  const deposit = !hidden.has('deposit');
  const orders = withItems(props.menus.orders, orderItems);
  const walletActions = WALLET_ACTION_IDS.flatMap((id) => walletItems.find((item) => item.id === id) ?? [])
    .map(({ children: _none, ...item }) => (item.id === 'internal-transfer' ? { ...item, title: props.text.transfer } : item));
  return {
    identity: data.userFailed ? null : identityOf(props, user, hidden),
    wallet: withItems(props.menus.wallet, walletItems.map(({ children, ...item }) => (children ? { ...item, children } : item))),
    walletActions,
    balance: data.userFailed ? null : user,
    orders,
    profile: withItems(props.menus.profile, profileItems),
    // The single spot-order link stands in for the orders dropdown where that one is not shown.
    spotOrder: orders === null && props.parts.spotOrder && !hidden.has('spot_order')
      ? { title: unified ? props.text.unifiedOrders : props.text.spotOrders, href: props.links.spotOrders }
      : null,
    deposit: deposit ? props.links.deposit : null,
    phoneDeposit: props.links.phoneDeposit?.feature && !deposit ? null : props.links.phoneDeposit,
    switchAccount: props.parts.switchAccount && (!subAccount || data.switchTag),
    logout: props.parts.logout,
    avatar: props.parts.avatar,
    personalInfo: props.parts.personalInfo,
    hiddenFeatures,
  };
}
