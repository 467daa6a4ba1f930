// The shape of one site's configuration. Every fact that differs between sites lives here as data;
// components ask the config for a link or a flag and never test which site they are on.
import { z } from 'zod';
import { englishDictionary, type I18nKey } from '../i18n/dictionaries.ts';
import { LOCALE_CODES } from '../i18n/locales.ts';
import { REGION_PREFIXES } from '../i18n/locale-prefix.ts';
import { LIMIT_FLAGS } from '../contracts/compliance-limits.ts';
import { DEFAULT_FUTURES_ROUTE } from './default-markets.ts';

export const SITE_KEYS = ['main', 'tr', 'mt', 'hk', 'us', 'bs', 'sg', 'uk', 'jp', 'ae', 'testnet', 'eu'] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

/**
 * Features a site can hide. The first group are the compliance menu keys of SPEC 3 (the API can
 * send the same keys per user or region); the rest name header and footer parts SPEC 6 hides per site.
 */
export const FEATURE_KEYS = [
  // compliance menu keys (SPEC 3)
  'ventures', 'credit_paywith_card', 'bank_card', 'spot_trade', 'derivatives', 'margin_etf_trade',
  'startup', 'nft', 'gatepay', 'borrow_or_wealth', 'vip_service', 'latest_news', 'help_center',
  'fiat_trade', 'affiliate', 'upcoming_event', 'learn', 'partner', 'margin_trade', 'cryptoloan', 'deposit',
  // SPEC 3's {product}_otc, {product}_card and {product}_shop, with this product's name (brand.ts):
  // the OTC desk, the Nexa card and the merchandise shop, wherever they are linked (docs/header.md)
  'nexa_otc', 'nexa_card', 'nexa_shop',
  // per-site product areas (SPEC 6 "Hidden per site"); xstocks also by the user's own menu list (SPEC 3)
  'price', 'web3', 'api_management', 'alpha_account', 'xstocks',
  // the proof-of-reserves pages: a demo (the testnet) holds no reserves to prove
  'proof_of_reserves',
  // per-site header and footer parts (SPEC 6 "Per-site flags can hide")
  'notification', 'language', 'theme', 'setting', 'search', 'download', 'register', 'logout',
  'personal_info', 'avatar', 'multiple_order', 'spot_order', 'exchange_rate', 'rewards_hub_card',
  'login_signup', 'testnet_trade', 'back_trade', 'paywith', 'bottom_download',
  // footer parts SPEC 6 hides per site (the partners link is the compliance key 'partner')
  'social_icons',
  // account areas the UK and Italy limits hide (SPEC 6): the funds-account pages of the wallet menu
  'funds_accounts',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/**
 * Keys another key takes with it, at build time and at run time (docs/header.md): `spot_trade`
 * hides what leads outside a site's own spot market, and margin, ETF and xStocks trading are that too.
 */
export const FEATURE_IMPLIES: Partial<Record<FeatureKey, readonly FeatureKey[]>> = {
  spot_trade: ['margin_trade', 'margin_etf_trade', 'xstocks'],
  // The card hid under `bank_card` before SPEC 3's own card key existed; either still hides it.
  bank_card: ['nexa_card'],
};

/**
 * Entries a site's top navigation can show (SPEC 2 "Top navigation targets"), in the order given
 * by a site's `topNav`. Dropdown entries open a menu; the last two form the promotion group that
 * only shows from 1440 px (SPEC 9).
 */
export const TOP_NAV_ENTRIES = [
  'buyCrypto', 'buySellCrypto', 'sale', 'markets', 'trade', 'derivatives', 'earn', 'web3', 'community',
  'referral', 'promotions', 'alphaPoints', 'rewardsHub',
] as const;
export type TopNavEntryId = (typeof TOP_NAV_ENTRIES)[number];

/** The top navigation of most sites; a site's `hidden` features then take entries out. */
export const DEFAULT_TOP_NAV: TopNavEntryId[] = [
  'buyCrypto', 'markets', 'trade', 'derivatives', 'earn', 'web3', 'community', 'referral', 'promotions',
  'alphaPoints', 'rewardsHub',
];

/** The region-switch banners of SPEC 4. */
export const REGION_BANNER_IDS = ['MAIN_to_UK', 'MAIN_to_US', 'MAIN_to_JP', 'JP_to_MAIN', 'EU_to_MAIN', 'US_to_MAIN', 'UK_to_MAIN'] as const;

const localeCode = z.enum(LOCALE_CODES);
const route = z.string().regex(/^\/(?!\/)[^\s\\]*$/, 'an internal route starts with a single /');
const externalUrl = z.string().regex(/^(https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?|mailto:\S+@\S+)$/, 'an https or mailto URL');
const host = z.string().regex(/^[a-z0-9.-]+$/, 'a bare lower-case host name');

/** Where a link points: an internal route (gets the language prefix) or an external URL (does not). */
export const hrefSchema = z.union([
  z.object({
    /** Internal route such as '/fee'. */
    route,
    /** The same link under another route for some languages (e.g. zh: '/p2p/merchant'). */
    routeByLang: z.partialRecord(localeCode, route).optional(),
  }).strict(),
  z.object({
    /** Absolute https or mailto URL. `{supportLang}` is replaced by en, zh-cn or zh-tw. */
    url: z.union([externalUrl, z.string().regex(/^https:\/\/[a-z0-9.-]+\/\S*\{supportLang\}\S*$/)]),
  }).strict(),
]);
export type Href = z.infer<typeof hrefSchema>;

export const footerLinkSchema = z.object({
  /** Stable id, used by tests and analytics. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Dictionary key of the label (checked against the English dictionary by the registry test). */
  label: z.string().startsWith('footer.link.'),
  /** Values for placeholders in the label, e.g. { from: 'BTC' }: tickers, the same in every language. */
  labelValues: z.record(z.string(), z.string()).optional(),
  href: hrefSchema,
  /** Hidden where the site hides this feature. */
  feature: z.enum(FEATURE_KEYS).optional(),
}).strict();
export type FooterLink = z.infer<typeof footerLinkSchema>;

export const footerColumnSchema = z.object({
  id: z.string().regex(/^[a-z]+$/),
  title: z.string().startsWith('footer.column.'),
  links: z.array(footerLinkSchema).min(1),
  /** The copper variant (an institutional white label) does not show retail link groups. */
  hiddenOnCopper: z.boolean().default(false),
}).strict();
export type FooterColumn = z.infer<typeof footerColumnSchema>;

export const siteSchema = z.object({
  key: z.enum(SITE_KEYS),
  /** sub_website_id of the backend (SPEC 1). Variants share the id of the legal entity that runs them. */
  siteId: z.number().int().nonnegative(),
  /** Site parameter sent to some APIs: Turkey 2, Malta 3, otherwise 0 (SPEC 3). */
  siteParam: z.union([z.literal(0), z.literal(2), z.literal(3)]),
  /** English name of the site, for release engineers and /__sites. */
  name: z.string().min(2),
  hosts: z.object({
    production: host,
    /** Other production names answering for the same site (apex domains). */
    aliases: z.array(host).default([]),
    /** Host in local development: 'localhost' for main, '<key>.localhost' for the others. */
    local: host,
  }).strict(),
  legalEntity: z.string().min(3),
  /** Dictionary key of the footer's regulatory text: the entity's licence and risk warning. */
  regulatoryText: z.custom<I18nKey>((key) => typeof key === 'string' && Object.hasOwn(englishDictionary, key), 'a key of the English dictionary'),
  /** Languages offered, English first (English is served without a prefix). */
  languages: z.array(localeCode).min(1).refine((list) => list[0] === 'en', 'English comes first')
    .refine((list) => new Set(list).size === list.length, 'no duplicate languages'),
  /** Default spot pair of /trade/{pair}. */
  defaultSpotPair: z.string().regex(/^[A-Z0-9]+_[A-Z0-9]+$/),
  /** The pair of the footer's trading links where SPEC 2 lists another one (Singapore); else defaultSpotPair. */
  footerSpotPair: z.string().regex(/^[A-Z0-9]+_[A-Z0-9]+$/).optional(),
  /** Fiat preselected by the buy-crypto link /crypto/buy?crypto=USDT&fiat={fiat} (SPEC 3 defaultBuyCryptoFiat). */
  defaultBuyCryptoFiat: z.string().regex(/^[A-Z]{3}$/).default('USD'),
  /** Default P2P fiat handed to the market search island (SPEC 3 defaultP2PFiat, SPEC 7). */
  defaultP2PFiat: z.string().regex(/^[A-Z]{3}$/).default('USD'),
  /** Coin-icon versions by icon name (SPEC 7 "coin-icon version list"): a changed icon gets ?v= to bypass caches. */
  coinIconVersions: z.record(z.string().regex(/^[a-z0-9_-]+$/), z.string().regex(/^[\w.-]{1,16}$/)).default({}),
  /** Top navigation entries in order, before hiding (UK shows /buy-sell-crypto, Japan /sale). */
  topNav: z.array(z.enum(TOP_NAV_ENTRIES)).min(1).default(DEFAULT_TOP_NAV)
    .refine((list) => new Set(list).size === list.length, 'no duplicate entries'),
  /** Items per dropdown column before a new column starts (SPEC 9: 5, 8 on EU). */
  menuColumnSplit: z.number().int().min(1).default(5),
  /** Menus that split after another count: SPEC 9 earn 6 (8 on EU). Keyed by menu id. */
  menuColumnSplitByMenu: z.record(z.string(), z.number().int().min(1)).default({ earn: 6 }),
  /** Where the deposit, withdraw and help links lead; most sites use the defaults (SPEC 2). */
  links: z.object({
    deposit: hrefSchema.default({ route: '/myaccount/deposit_fiat' }),
    withdraw: hrefSchema.default({ route: '/myaccount/withdraw_fiat' }),
    helpCentre: hrefSchema.default({ route: '/help' }),
    /** Demo trading, linked from the derivatives menu: it lives on the testnet host whatever site links it. */
    demoTrading: hrefSchema.default({ url: `https://testnet.nexa.exchange${DEFAULT_FUTURES_ROUTE}` }),
  }).strict().default({
    deposit: { route: '/myaccount/deposit_fiat' },
    withdraw: { route: '/myaccount/withdraw_fiat' },
    helpCentre: { route: '/help' },
    demoTrading: { url: `https://testnet.nexa.exchange${DEFAULT_FUTURES_ROUTE}` },
  }),
  footer: z.object({
    columns: z.array(footerColumnSchema).min(1),
    /** Shows the app-download QR code (SPEC 6: main site only). */
    appQr: z.boolean(),
  }).strict(),
  /**
   * SPEC 2 gives this site its own deposit and withdraw links (Japan, Hong Kong, US, UK): the drawer
   * and the wallet menu show them even where SPEC 6 hides `deposit`, which then takes away only the
   * header's Deposit button and the generic entries (docs/header.md).
   */
  ownFundsLinks: z.boolean().default(false),
  /** Features and chrome parts this site never shows. */
  hidden: z.array(z.enum(FEATURE_KEYS)).default([]),
  /** Flags a site sets only when true (every flag defaults to false). */
  flags: z.object({
    is_copper: z.boolean().default(false),
    isUKLimit: z.boolean().default(false),
    isItalyLimit: z.boolean().default(false),
    /** Demo-trading site: shows the demo badge and a live-trading link to the main host. */
    demoTrade: z.boolean().default(false),
    /** Serves live chat and help from the profile menu. */
    is_service_host: z.boolean().default(false),
  }).strict().default({ is_copper: false, isUKLimit: false, isItalyLimit: false, demoTrade: false, is_service_host: false }),
  /**
   * Languages only this site may switch to (SPEC 4: Turkish only on the Turkey site); any other site
   * offering one asks first, offering to stay or to go to this site.
   */
  exclusiveLanguages: z.array(localeCode).default([]),
  /** The host also serves the region-prefixed variants the region redirects land on (the main site). */
  servesRegionVariants: z.boolean().default(false),
  /** The logged-in header's per-site parts (SPEC 4 and 6); the account island reads them. */
  account: z.object({
    /** The header Deposit button and the drawer's Deposit button (SPEC 6: main site only). */
    depositButton: z.boolean().default(false),
    /** Switch Account and the external account-switching script (SPEC 6 and 7: main site only). */
    switchAccount: z.boolean().default(false),
    /** Entries only the main site offers (SPEC 6: VIP privilege, old overview, some wallet entries). */
    mainSiteEntries: z.boolean().default(false),
    /** The tier-upgrade hover card of the profile panel (SPEC 6: hidden on Japan). */
    tierUpgradeCard: z.boolean().default(true),
    /** The GT-holding upgrade plan (plan 2) text (SPEC 6: hidden on UK). */
    gtUpgradePlan: z.boolean().default(true),
  }).strict().prefault({}),
  /**
   * What every internal link of a page starts with before its language: '' on the site's own host,
   * the region prefix on a region variant page of the main host (set by `chromeSiteOf`, never in a
   * config): the edge sends those visitors there, so they stay there (docs/header.md).
   */
  pathBase: z.enum(['', ...REGION_PREFIXES]).default(''),
  /** Logged-out visitors of this host are sent to the main host under this prefix (SPEC 2). */
  regionPrefix: z.enum(REGION_PREFIXES).optional(),
  /**
   * Region-switch banners the site's home page may show (SPEC 4), each when one compliance limit
   * flag is set; the first whose flag is set shows, linking to the target site's home.
   */
  regionBanners: z.array(z.object({
    id: z.enum(REGION_BANNER_IDS),
    when: z.enum(LIMIT_FLAGS),
    target: z.enum(SITE_KEYS),
  }).strict()).default([]),
  /** Shows the EU cookie notice on the home page (SPEC 4); region banners wait until it is closed. */
  cookieNotice: z.boolean().default(false),
  /** Message panel tab groups in order; the first is the default tab (SPEC 4). */
  messageTabs: z.array(z.enum(['platform', 'trade', 'markets'])).min(1).default(['platform', 'trade', 'markets'])
    .refine((list) => new Set(list).size === list.length, 'no duplicate tabs'),
  /** Where testnet sends people to log in (an authorize redirect on the main host). */
  loginAuthorizeUrl: z.url({ protocol: /^https$/ }).optional(),
}).strict();

export type SiteInput = z.input<typeof siteSchema>;
export type Site = z.output<typeof siteSchema>;
