// What the account island needs from the build, computed once per site x language: the wallet,
// orders and profile menus already translated, the per-site parts (SPEC 4 and 6) and its texts.
// Rendered into the page as island props, so the browser never loads the site registry or a dictionary.
import { siteFeatures } from '../../sites/features.ts';
import type { I18nKey } from '../../i18n/dictionaries.ts';
import type { LocaleCode } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translate.ts';
import { buildHeaderActions } from '../../navigation/header-actions.ts';
import type { MenuItemView, MenuView } from '../../navigation/menu-types.ts';
import { buildMenu } from '../../navigation/menus.ts';
import { fundsLabel } from '../../navigation/funds-labels.ts';
import { resolveHref, sitePath, sitePrefix } from '../../navigation/href.ts';
import type { Site } from '../../sites/schema.ts';
import { accountSwitcherScriptFrom } from './account-switcher.ts';
import { pickStrings } from '../shared/pick-strings.ts';
import { PRODUCTION_BUILD_SETTINGS } from '../../lib/build-settings.ts';

/** One translated link of an account menu; a group carries children instead of an href. */
export interface AccountLink {
  id: string;
  title: string;
  href: string;
  external: boolean;
  /** The catalogue's feature key: the run-time compliance list hides by it. */
  feature?: string;
  /** The action it starts, hidden where a restriction forbids it (contracts/restrictions.ts). */
  startsAction?: string;
  badge?: string;
  children?: AccountLink[];
}

export interface AccountMenu {
  id: 'wallet' | 'orders' | 'profile';
  title: string;
  items: AccountLink[];
}

/** Every text the island shows, translated at build time (English accessible names are the keys' English values). */
export const ACCOUNT_TEXT_KEYS = {
  wallet: 'header.account.wallet',
  orders: 'header.account.orders',
  account: 'header.account.account',
  switchAccount: 'header.account.switchAccount',
  copyUid: 'header.account.copyUid',
  copied: 'header.account.copied',
  copyFailed: 'header.account.copyFailed',
  uid: 'header.account.uid',
  kyc0: 'header.account.kyc.0',
  kyc1: 'header.account.kyc.1',
  kyc2: 'header.account.kyc.2',
  kyc99: 'header.account.kyc.99',
  vipTier: 'header.account.vipTier',
  vipPrivileges: 'header.account.vipPrivileges',
  trialCard: 'header.account.trialCard',
  viewProfile: 'header.account.viewProfile',
  weakSecurity: 'header.account.weakSecurity',
  tierProgress: 'header.account.tierProgress',
  upgradeTitle: 'header.account.upgrade.title',
  upgradeTrade: 'header.account.upgrade.trade',
  upgradeGt: 'header.account.upgrade.gt',
  upgradeAssets: 'header.account.upgrade.assets',
  spotOrders: 'header.menu.spotOrders',
  unifiedOrders: 'header.account.unifiedOrders',
  futuresOrders: 'header.account.futuresOrders',
  portfolioMargin: 'header.account.portfolioMargin',
  logout: 'header.account.logout',
  logoutQuestion: 'header.account.logout.question',
  thisDevice: 'header.account.logout.thisDevice',
  allDevices: 'header.account.logout.allDevices',
  cancel: 'header.account.logout.cancel',
  loggingOut: 'header.account.loggingOut',
  loadFailed: 'header.account.loadFailed',
  retry: 'load.retry',
  balance: 'header.account.balance',
  hideBalance: 'header.account.balance.hide',
  balanceFailed: 'header.account.balance.failed',
  balanceNoRate: 'header.account.balance.noRate',
  transfer: 'header.funds.transfer',
} as const satisfies Record<string, I18nKey>;

/** Run-time values stay as `{name}` slots in the translated text; format.ts fills them in the browser. */
export type AccountTextKey = keyof typeof ACCOUNT_TEXT_KEYS;
/** The Deposit button is labelled by where it leads (funds-labels.ts). */
export type AccountTexts = Record<AccountTextKey | 'deposit', string>;

export interface AccountIslandProps {
  lang: LocaleCode;
  /** The page's region and language prefix ('/en-eu/de', ''): its links and its path carry it. */
  prefix: string;
  menus: { wallet: AccountMenu | null; orders: AccountMenu | null; profile: AccountMenu | null };
  links: {
    profile: string;
    login: string;
    spotOrders: string;
    /** The Deposit button of the header, the phone and the drawer (SPEC 2: /myaccount/deposit/USDT). Null where the site has none. */
    deposit: string | null;
    /** The phone header's Deposit shortcut (phoneDepositLink), or null where the site has no deposit link. */
    phoneDeposit: PhoneDepositLink | null;
    /** The tier card's VIP privileges (/vip; SPEC 6 "Main-site only: VIP privilege"), or null. */
    vipPrivileges: string | null;
  };
  /** Parts this site shows at all; the user's data can still take them away. */
  parts: {
    notification: boolean;
    avatar: boolean;
    personalInfo: boolean;
    logout: boolean;
    spotOrder: boolean;
    switchAccount: boolean;
    tierUpgradeCard: boolean;
    gtUpgradePlan: boolean;
  };
  /** Same-origin URL of the external account-switching script, or null. */
  switcherScript: string | null;
  /** The build settings' image hosts the avatar URL may name (besides /images/ paths): safeImageUrl. */
  imageHosts: readonly string[];
  text: AccountTexts;
}

function linkOf(item: MenuItemView, t: Translate): AccountLink | null {
  const title = t(item.title, item.titleValues);
  const badge = item.badge ? ('text' in item.badge ? item.badge.text : t(`header.badge.${item.badge.kind}`)) : undefined;
  const common = { id: item.id, title, ...(item.feature ? { feature: item.feature } : {}), ...(badge ? { badge } : {}) };
  if (item.type === 'link') return { ...common, href: item.href, external: item.external, ...(item.startsAction ? { startsAction: item.startsAction } : {}) };
  if (item.type === 'group') {
    return { ...common, href: '', external: false, children: item.children.map((child) => linkOf(child, t)).filter((child) => child !== null) };
  }
  return null;
}

function menuOf(view: MenuView | null, t: Translate): AccountMenu | null {
  if (!view || (view.id !== 'wallet' && view.id !== 'orders' && view.id !== 'profile')) return null;
  return { id: view.id, title: t(view.title), items: view.items.map((item) => linkOf(item, t)).filter((item) => item !== null) };
}

/**
 * The header's Deposit button, desktop and phone alike: SPEC 2's /myaccount/deposit/USDT, where the
 * wallet menu's Deposit goes too (issue 34: one word, one place; the site's fiat page is "Deposit
 * fiat" in the hero and the drawer), or null where the site has none. The header slot's skeleton
 * holds the same text, so the button arriving moves nothing.
 */
export function depositButton(site: Site, lang: LocaleCode, t: Translate): { href: string; text: string } | null {
  // `deposit` hidden takes the Deposit button away, even where the site's own funds links stay.
  if (!site.account.depositButton || !siteFeatures(site).shows('deposit')) return null;
  const href = sitePath(site, '/myaccount/deposit/USDT', lang);
  return { href, text: t(fundsLabel('deposit', href)) };
}

/** A Deposit link with its label (title before href: tests/built/one-label-one-place.test.ts reads the props so). */
export interface PhoneDepositLink { title: string; href: string; external: boolean; feature?: 'deposit' }

/**
 * The phone header's Deposit shortcut (issue 40): main's Deposit button; on every other site with a
 * deposit link, that link as the drawer and the hero have it, labelled by where it leads ("Deposit
 * fiat" for the fiat pages). SPEC 6 keeps the desktop button to main; on a phone the shortcut is the
 * one way to deposit without opening the drawer, so a signed-in trader of any site with deposits gets it.
 */
export function phoneDepositLink(site: Site, lang: LocaleCode, t: Translate): PhoneDepositLink | null {
  const button = depositButton(site, lang, t);
  if (button) return { title: button.text, href: button.href, external: false, feature: 'deposit' };
  const link = buildHeaderActions(site, lang).drawer.deposit;
  return link ? { title: t(link.label), href: link.href, external: link.external, ...(link.feature ? { feature: link.feature } : {}) } : null;
}

export function buildAccountIslandProps(site: Site, lang: LocaleCode, t: Translate, env: { switcherScript?: string; imageHosts?: readonly string[] } = {}): AccountIslandProps {
  const actions = buildHeaderActions(site, lang);
  const deposit = depositButton(site, lang, t);
  const text: AccountTexts = { ...pickStrings(t, ACCOUNT_TEXT_KEYS), deposit: deposit?.text ?? '' };
  return {
    lang,
    prefix: sitePrefix(site, lang),
    menus: {
      wallet: menuOf(buildMenu('wallet', site, lang), t),
      orders: menuOf(buildMenu('orders', site, lang), t),
      profile: menuOf(buildMenu('profile', site, lang), t),
    },
    links: {
      profile: sitePath(site, '/myaccount/profile', lang),
      login: actions.login?.href ?? sitePath(site, '/login', lang),
      spotOrders: sitePath(site, '/myaccount/myorders', lang),
      deposit: deposit?.href ?? null,
      phoneDeposit: phoneDepositLink(site, lang, t),
      vipPrivileges: site.account.mainSiteEntries && siteFeatures(site).shows('vip_service') ? sitePath(site, '/vip', lang) : null,
    },
    parts: {
      ...actions.account,
      switchAccount: site.account.switchAccount,
      tierUpgradeCard: site.account.tierUpgradeCard,
      gtUpgradePlan: site.account.gtUpgradePlan,
    },
    switcherScript: site.account.switchAccount ? accountSwitcherScriptFrom(env.switcherScript) : null,
    imageHosts: env.imageHosts ?? PRODUCTION_BUILD_SETTINGS.imageHosts,
    text,
  };
}
