// Every menu of SPEC 2 "Menus", written once. Routes are the spec's, before the language prefix;
// anything that differs per site comes from the site config through the link context.
import type { I18nKey } from '../i18n/dictionaries.ts';
import { getLocale } from '../i18n/locales.ts';
import type { FeatureKey, Href } from '../sites/schema.ts';
import { DELIVERY_CONTRACTS, deliveryMenuLabel, deliveryTrackId } from './delivery-contracts.ts';
import type { LinkContext, MenuId, MenuLinkSource, MenuSource } from './menu-types.ts';
import { DEFAULT_FUTURES_ROUTE, DEFAULT_OPTIONS_ROUTE } from '../sites/default-markets.ts';

const route = (path: string): Href => ({ route: path });

/** The C2C order history is per P2P fiat: a locale's own market (Korean KRW, Vietnamese VND), else CNY. */
// The page language's own P2P market, else the site's default P2P fiat (SPEC 3 defaultP2PFiat); the
// person's own, from the common data, replaces it at run time (account-rules.ts withP2PFiat).
const c2cOrdersFiat = ({ site, lang }: LinkContext) => getLocale(lang).c2cFiat ?? site.defaultP2PFiat;


const promotions: MenuSource = {
  id: 'promotions',
  title: 'header.nav.promotions',
  items: [
    { type: 'link', id: 'competitions', title: 'header.menu.competitions', icon: 'trophy', href: route('/competition/center') },
    { type: 'link', id: 'affiliate', title: 'header.menu.affiliate', icon: 'people', href: route('/referral/affiliate'), feature: 'affiliate' },
    { type: 'link', id: 'earn-voucher', title: 'header.menu.earnVoucher', icon: 'gift', href: route('/referral/earn-voucher'), feature: 'affiliate', badge: { kind: 'reward', text: '20 USDT' } },
    { type: 'link', id: 'announcements', title: 'header.menu.announcements', icon: 'megaphone', href: route('/announcements'), feature: 'latest_news' },
    { type: 'link', id: 'calendar', title: 'header.menu.calendar', icon: 'calendar', href: route('/calendar'), feature: 'upcoming_event' },
    { type: 'link', id: 'blog', title: 'header.menu.blog', icon: 'book', href: route('/blog'), feature: 'latest_news' },
    { type: 'link', id: 'vip', title: 'header.menu.vip', icon: 'crown', href: route('/vip'), feature: 'vip_service', badge: { kind: 'vip', text: 'VIP' } },
    { type: 'link', id: 'proof-of-reserves', title: 'header.menu.proofOfReserves', icon: 'shieldCheck', href: route('/proof-of-reserves'), feature: 'proof_of_reserves' },
    { type: 'link', id: 'institution', title: 'header.menu.institution', icon: 'building', href: route('/institution') },
    // Keyed by its own compliance key, not fiat_trade: OTC desks trade crypto for crypto too.
    { type: 'link', id: 'otc', title: 'header.menu.otc', icon: 'convert', href: route('/otc'), feature: 'nexa_otc' },
    { type: 'link', id: 'broker', title: 'header.menu.broker', icon: 'briefcase', href: route('/broker') },
    { type: 'link', id: 'try-market', title: 'header.menu.tryMarket', icon: 'spot', href: route('/trade/BTC_TRY'), spotMarket: 'BTC_TRY' },
    { type: 'link', id: 'help', title: 'header.menu.help', icon: 'help', href: ({ site }) => site.links.helpCentre, feature: 'help_center' },
    { type: 'link', id: 'learn', title: 'header.menu.learn', icon: 'graduation', href: route('/learn'), feature: 'learn' },
    { type: 'link', id: 'brand-partnerships', title: 'header.menu.brandPartnerships', icon: 'handshake', href: route('/brand-partnerships'), feature: 'partner' },
  ],
};

const community: MenuSource = {
  id: 'community',
  title: 'header.nav.community',
  items: [
    { type: 'link', id: 'posts', title: 'header.menu.posts', icon: 'chat', href: route('/post') },
    { type: 'link', id: 'live', title: 'header.menu.live', icon: 'play', href: route('/live') },
    { type: 'action', id: 'chat-room', title: 'header.menu.chatRoom', icon: 'people', action: 'chat-room' },
    { type: 'link', id: 'news', title: 'header.menu.news', icon: 'megaphone', href: route('/news'), feature: 'latest_news' },
  ],
};

const earn: MenuSource = {
  id: 'earn',
  title: 'header.nav.earn',
  feature: 'borrow_or_wealth',
  items: [
    { type: 'link', id: 'candy-drop', title: 'header.menu.candyDrop', description: 'header.menu.candyDrop.desc', icon: 'candy', href: route('/candy-drop') },
    { type: 'link', id: 'launchpool', title: 'header.menu.launchpool', description: 'header.menu.launchpool.desc', icon: 'droplet', href: route('/launchpool'), badge: { kind: 'hot' } },
    { type: 'link', id: 'hodler-airdrop', title: 'header.menu.hodlerAirdrop', description: 'header.menu.hodlerAirdrop.desc', icon: 'parachute', href: route('/hodler-airdrop') },
    { type: 'link', id: 'launchpad', title: 'header.menu.launchpad', description: 'header.menu.launchpad.desc', icon: 'rocket', href: route('/launchpad'), feature: 'startup' },
    { type: 'link', id: 'bountydrop', title: 'header.menu.bountyDrop', description: 'header.menu.bountyDrop.desc', icon: 'target', href: route('/web3/bountydrop'), feature: 'web3' },
    { type: 'link', id: 'simple-earn', title: 'header.menu.simpleEarn', description: 'header.menu.simpleEarn.desc', icon: 'piggy', href: route('/simple-earn') },
    { type: 'link', id: 'auto-invest', title: 'header.menu.autoInvest', description: 'header.menu.autoInvest.desc', icon: 'calendar', href: route('/auto-investment?source=earn'), tracking: { source: 'earn' } },
    { type: 'link', id: 'dual-investment', title: 'header.menu.dualInvestment', description: 'header.menu.dualInvestment.desc', icon: 'convert', href: route('/dual-currency-investment') },
    { type: 'link', id: 'quant-fund', title: 'header.menu.quantFund', description: 'header.menu.quantFund.desc', icon: 'bot', href: route('/institution/quant-fund') },
    { type: 'link', id: 'crypto-loan', title: 'header.menu.cryptoLoan', description: 'header.menu.cryptoLoan.desc', icon: 'handCoin', href: route('/cryptoloan'), feature: 'cryptoloan' },
    { type: 'link', id: 'c2c-loan', title: 'header.menu.c2cLoan', description: 'header.menu.c2cLoan.desc', icon: 'people', href: route('/c2cloan/cny'), feature: 'cryptoloan' },
    { type: 'link', id: 'vip-wealth', title: 'header.menu.vipWealth', description: 'header.menu.vipWealth.desc', icon: 'crown', href: route('/vip-wealth'), feature: 'vip_service', badge: { kind: 'vip', text: 'VIP' } },
    { type: 'link', id: 'staking', title: 'header.menu.staking', description: 'header.menu.staking.desc', icon: 'layers', href: route('/staking') },
    { type: 'link', id: 'staking-btc', title: 'header.menu.stakeCoin', titleValues: { coin: 'BTC' }, description: 'header.menu.stakeCoin.desc', icon: 'bitcoin', href: route('/staking/BTC') },
    { type: 'link', id: 'staking-gt', title: 'header.menu.stakeCoin', titleValues: { coin: 'GT' }, description: 'header.menu.stakeCoin.desc', icon: 'hexagon', href: route('/staking/GT') },
    { type: 'link', id: 'staking-eth', title: 'header.menu.stakeCoin', titleValues: { coin: 'ETH' }, description: 'header.menu.stakeCoin.desc', icon: 'ethereum', href: route('/staking/ETH') },
    { type: 'link', id: 'pre-loan', title: 'header.menu.preLoan', description: 'header.menu.preLoan.desc', icon: 'hourglass', href: route('/pre-loan'), feature: 'cryptoloan', badge: { kind: 'new' } },
  ],
};

const buyCrypto: MenuSource = {
  id: 'buyCrypto',
  title: 'header.nav.buyCrypto',
  feature: 'fiat_trade',
  items: [
    {
      type: 'link', id: 'quick-buy', title: 'header.menu.quickBuy', description: 'header.menu.quickBuy.desc', icon: 'bolt',
      href: ({ site }) => route(`/crypto/buy?crypto=USDT&fiat=${site.defaultBuyCryptoFiat}`), feature: 'credit_paywith_card',
    },
    { type: 'link', id: 'p2p', title: 'header.menu.p2p', description: 'header.menu.p2p.desc', icon: 'people', href: route('/p2p-express/buy/USD-USDT'), badge: { kind: 'zeroFee' } },
    { type: 'link', id: 'card', title: 'header.menu.card', description: 'header.menu.card.desc', icon: 'card', href: route('/card'), feature: 'nexa_card' },
  ],
};

// Every site trades its own spot market (SPEC 2's default pairs): `spot_trade` hides only the entries
// leading outside it (margin and ETF through FEATURE_IMPLIES), never the site's own market.
const trade: MenuSource = {
  id: 'trade',
  title: 'header.nav.trade',
  items: [
    { type: 'link', id: 'spot', title: 'header.menu.spot', description: 'header.menu.spot.desc', icon: 'spot', href: ({ site }) => route(`/trade/${site.defaultSpotPair}`) },
    { type: 'link', id: 'alpha', title: 'header.menu.alpha', description: 'header.menu.alpha.desc', icon: 'alpha', href: route('/alpha'), badge: { kind: 'new' }, feature: 'spot_trade' },
    { type: 'link', id: 'premint', title: 'header.menu.premint', description: 'header.menu.premint.desc', icon: 'rocket', href: route('/premint'), feature: 'spot_trade' },
    {
      type: 'link', id: 'margin', title: 'header.menu.margin', description: 'header.menu.margin.desc', icon: 'margin',
      href: ({ site }) => route(`/trade/${site.defaultSpotPair}?tab=isolated_margin`), feature: 'margin_trade',
    },
    { type: 'link', id: 'convert', title: 'header.menu.convert', description: 'header.menu.convert.desc', icon: 'convert', href: route('/convert'), badge: { kind: 'zeroFee' }, feature: 'spot_trade' },
    { type: 'link', id: 'etf', title: 'header.menu.etf', description: 'header.menu.etf.desc', icon: 'leverage', href: route('/etf'), feature: 'margin_etf_trade' },
    // Tokenized stocks: SPEC 3's user menu list hides it by id ('xstocks') for one user, as does the key.
    { type: 'link', id: 'xstocks', title: 'header.menu.xstocks', description: 'header.menu.xstocks.desc', icon: 'building', href: route('/xstocks'), feature: 'xstocks' },
    { type: 'link', id: 'copy-trading', title: 'header.menu.copyTrading', description: 'header.menu.copyTrading.desc', icon: 'copy', href: route('/copytrading'), badge: { kind: 'hot' }, feature: 'spot_trade' },
    { type: 'link', id: 'bots', title: 'header.menu.bots', description: 'header.menu.bots.desc', icon: 'bot', href: route('/crypto-trading-bots'), feature: 'spot_trade' },
  ],
  // SPEC 4: the trade panel lists spot, Alpha, pre-market, pilot and options markets.
  marketPanels: [{ kind: 'spot' }, { kind: 'alpha', feature: 'spot_trade' }, { kind: 'preMarket', feature: 'spot_trade' }, { kind: 'pilot', feature: 'spot_trade' }, { kind: 'options', feature: 'derivatives' }],
};

const deliveryContracts = (): MenuLinkSource[] =>
  DELIVERY_CONTRACTS.map((contract) => ({
    type: 'link',
    id: deliveryTrackId(contract.name),
    title: 'header.menu.deliveryContract',
    titleValues: { contract: deliveryMenuLabel(contract.name) },
    href: route(`/futures-delivery/USDT/${contract.name}`),
  }));

const derivatives: MenuSource = {
  id: 'derivatives',
  title: 'header.nav.derivatives',
  feature: 'derivatives',
  items: [
    { type: 'link', id: 'futures', title: 'header.menu.futures', description: 'header.menu.futures.desc', icon: 'futures', href: route(DEFAULT_FUTURES_ROUTE) },
    { type: 'link', id: 'options', title: 'header.menu.options', description: 'header.menu.options.desc', icon: 'options', href: route(DEFAULT_OPTIONS_ROUTE) },
    { type: 'link', id: 'unified-account', title: 'header.menu.unifiedAccount', description: 'header.menu.unifiedAccount.desc', icon: 'wallet', href: route('/unified-trading-account') },
    { type: 'link', id: 'futures-guide', title: 'header.menu.futuresGuide', description: 'header.menu.futuresGuide.desc', icon: 'book', href: route('/futures/trading-guide-for-beginners') },
    {
      type: 'link', id: 'futures-competition', title: 'header.menu.futuresCompetition', description: 'header.menu.futuresCompetition.desc', icon: 'trophy',
      href: route('/competition/center/trading?ch=trading_event1&source=contract'), tracking: { ch: 'trading_event1', source: 'contract' },
    },
    {
      type: 'link', id: 'demo-trading', title: 'header.menu.demoTrading', description: 'header.menu.demoTrading.desc', icon: 'play',
      href: ({ site }) => site.links.demoTrading, feature: 'testnet_trade',
    },
    { type: 'group', id: 'delivery', title: 'header.menu.delivery', icon: 'calendar', children: deliveryContracts, liveList: 'deliveryContracts' },
  ],
};

// The group carries `funds_accounts`; an account of a product the site may not offer carries that
// product's key (futures and options: derivatives).
const fundsAccount = (account: string, title: I18nKey, feature: FeatureKey = 'funds_accounts'): MenuLinkSource => ({
  type: 'link', id: `funds-${account.replaceAll('_', '-')}`, title, href: route(`/myaccount/myfunds/${account}`), feature,
});

const wallet: MenuSource = {
  id: 'wallet',
  title: 'header.account.wallet',
  items: [
    { type: 'link', id: 'overview', title: 'header.menu.walletOverview', icon: 'wallet', href: route('/myaccount/myfunds') },
    // SPEC 6 "Main-site only: ... old overview": the classic funds page main's long-time users keep.
    { type: 'link', id: 'overview-classic', title: 'header.menu.classicOverview', href: route('/myaccount/funds'), mainSiteOnly: true },
    { type: 'link', id: 'deposit', title: 'header.funds.deposit', href: route('/myaccount/deposit/USDT'), feature: 'deposit', siteLink: 'deposit', startsAction: 'deposit' },
    { type: 'link', id: 'deposit-code', title: 'header.menu.depositCode', href: route('/myaccount/deposit_gatecode'), feature: 'deposit', mainSiteOnly: true, startsAction: 'deposit' },
    { type: 'link', id: 'withdraw', title: 'header.funds.withdraw', href: route('/myaccount/withdraw/USDT'), feature: 'deposit', siteLink: 'withdraw' },
    { type: 'link', id: 'internal-transfer', title: 'header.menu.internalTransfer', href: route('/myaccount/withdraw_internal/USDT'), feature: 'deposit' },
    {
      type: 'group', id: 'accounts', title: 'header.menu.accounts', feature: 'funds_accounts',
      children: () => [
        fundsAccount('spot', 'header.menu.funds.spot'), fundsAccount('futures', 'header.menu.funds.futures', 'derivatives'),
        fundsAccount('margin', 'header.menu.funds.margin'), fundsAccount('quantitative', 'header.menu.funds.quantitative'),
        fundsAccount('payment', 'header.menu.funds.payment'), fundsAccount('cross_margin', 'header.menu.funds.crossMargin'),
        fundsAccount('short_term_options', 'header.menu.funds.shortTermOptions', 'derivatives'),
        { type: 'link', id: 'funds-alpha', title: 'header.menu.alphaAccount', href: route('/myaccount/funds/alpha'), feature: 'alpha_account' },
        { type: 'link', id: 'funds-bot', title: 'header.menu.botAccount', href: route('/myaccount/funds/bot-account') },
        { type: 'link', id: 'funds-launch-pool', title: 'header.menu.launchpoolAccount', href: route('/myaccount/funds/finance/launch_pool'), feature: 'borrow_or_wealth' },
      ],
    },
    { type: 'link', id: 'history', title: 'header.menu.fundsHistory', href: route('/myaccount/mypurselog') },
    { type: 'link', id: 'gt', title: 'header.menu.gt', href: route('/gt'), mainSiteOnly: true },
    { type: 'link', id: 'statement', title: 'header.menu.accountStatement', href: route('/myaccount/account_statement') },
    { type: 'link', id: 'proof-of-assets', title: 'header.menu.proofOfAssets', href: route('/myaccount/myavailableproof'), mainSiteOnly: true },
    { type: 'link', id: 'points', title: 'header.menu.points', href: route('/myaccount/point_manage') },
  ],
};

const orders: MenuSource = {
  id: 'orders',
  title: 'header.account.orders',
  feature: 'multiple_order',
  items: [
    { type: 'link', id: 'spot', title: 'header.menu.spotOrders', icon: 'list', href: route('/myaccount/myorders'), feature: 'spot_order' },
    { type: 'link', id: 'alpha', title: 'header.menu.alphaOrders', href: route('/myaccount/order/alpha/record'), feature: 'alpha_account' },
    { type: 'link', id: 'futures-usdt', title: 'header.menu.futuresOrders', titleValues: { settle: 'USDT' }, href: route('/myaccount/futures_trade?type=usdt'), feature: 'derivatives' },
    { type: 'link', id: 'futures-btc', title: 'header.menu.futuresOrders', titleValues: { settle: 'BTC' }, href: route('/myaccount/futures_trade?type=btc'), feature: 'derivatives' },
    { type: 'link', id: 'futures-history', title: 'header.menu.futuresHistory', href: route('/myaccount/futures_trade/order_history'), feature: 'derivatives' },
    { type: 'link', id: 'delivery-history', title: 'header.menu.deliveryHistory', href: route('/myaccount/futures_delivery/order_history'), feature: 'derivatives' },
    {
      type: 'link', id: 'c2c', title: 'header.menu.c2cOrders', feature: 'fiat_trade',
      href: (context) => route(`/c2c/orders/USDT_${c2cOrdersFiat(context)}?&tab_type=history`),
    },
    { type: 'link', id: 'margin', title: 'header.menu.marginOrders', href: route('/myaccount/margin'), feature: 'margin_trade' },
    { type: 'link', id: 'payment', title: 'header.menu.paymentBills', href: route('/myaccount/payment_bills') },
    { type: 'link', id: 'convert', title: 'header.menu.convertOrders', href: route('/myaccount/convert') },
    { type: 'link', id: 'lock-earn', title: 'header.menu.earnOrders', href: route('/myaccount/finance/lock_earn'), feature: 'borrow_or_wealth' },
    // The person's bot orders (SPEC 7's /strategybot/historyStrategy), not the Trade menu's marketing page (issue 40).
    { type: 'link', id: 'bots', title: 'header.menu.botOrders', href: route('/strategybot/historyStrategy') },
    { type: 'link', id: 'cross-margin', title: 'header.menu.crossMarginOrders', href: route('/myaccount/cross_margin'), feature: 'margin_trade' },
  ],
};

const profile: MenuSource = {
  id: 'profile',
  title: 'header.account.profile',
  items: [
    { type: 'link', id: 'profile', title: 'header.menu.profile', icon: 'user', href: route('/myaccount/profile'), feature: 'personal_info' },
    { type: 'link', id: 'kyc', title: 'header.menu.kyc', icon: 'shield', href: route('/myaccount/kyc_home') },
    { type: 'link', id: 'vip', title: 'header.menu.vip', href: route('/vip'), feature: 'vip_service', badge: { kind: 'vip', text: 'VIP' } },
    { type: 'link', id: 'security', title: 'header.menu.security', icon: 'lock', href: route('/myaccount/security-setting') },
    { type: 'link', id: 'coupons', title: 'header.menu.coupons', icon: 'gift', href: route('/myaccount/coupon_center') },
    { type: 'link', id: 'points', title: 'header.menu.points', href: route('/myaccount/point_manage') },
    { type: 'link', id: 'rewards-hub', title: 'header.nav.rewardsHub', href: route('/rewards_hub'), feature: 'rewards_hub_card' },
    { type: 'link', id: 'earn-voucher', title: 'header.menu.earnVoucher', href: route('/referral/earn-voucher'), feature: 'affiliate', badge: { kind: 'reward', text: '20 USDT' } },
    { type: 'link', id: 'affiliate', title: 'header.menu.affiliate', href: route('/referral/affiliate'), feature: 'affiliate' },
    { type: 'link', id: 'fee', title: 'header.menu.fee', href: route('/fee') },
    { type: 'link', id: 'api-keys', title: 'header.menu.apiKeys', icon: 'key', href: route('/myaccount/api_key_manage'), feature: 'api_management' },
    { type: 'link', id: 'sub-accounts', title: 'header.menu.subAccounts', href: route('/myaccount/sub_account_manage') },
    { type: 'link', id: 'tickets', title: 'header.menu.tickets', href: route('/myaccount/tickets') },
    { type: 'link', id: 'live-chat', title: 'header.menu.liveChat', icon: 'chat', href: route('/groupchat/service?platform=web'), serviceHostOnly: true },
    { type: 'link', id: 'help', title: 'header.menu.help', icon: 'help', href: ({ site }) => site.links.helpCentre, feature: 'help_center', serviceHostOnly: true },
    { type: 'link', id: 'reminder', title: 'header.menu.reminder', href: route('/reminder'), feature: 'notification' },
  ],
};

export const MENU_CATALOG: Record<MenuId, MenuSource> = { promotions, community, earn, buyCrypto, trade, derivatives, wallet, orders, profile };
