import type { SiteInput } from '../schema.ts';
import { compactRegulatedFooterColumns } from '../footers/regional.ts';

export const jp: SiteInput = {
  key: 'jp',
  siteId: 83,
  siteParam: 0,
  name: 'Japan',
  hosts: { production: 'www.nexa.jp', aliases: ['nexa.jp'], local: 'jp.localhost' },
  legalEntity: 'Nexa Japan K.K.',
  regulatoryText: 'site.jp.regulatory',
  languages: ['en', 'ja'],
  defaultSpotPair: 'BTC_JPY',
  defaultBuyCryptoFiat: 'JPY',
  // Japan buys and sells crypto on /sale instead of the buy-crypto dropdown.
  topNav: ['sale', 'markets', 'trade', 'derivatives', 'earn', 'web3', 'community', 'referral', 'promotions', 'alphaPoints', 'rewardsHub'],
  // SPEC 2's own deposit and withdraw links: shown although SPEC 6 hides `deposit` (docs/header.md).
  ownFundsLinks: true,
  links: {
    deposit: { route: '/myaccount/deposit_fiat/JPY' },
    withdraw: { route: '/myaccount/withdraw_fiat/JPY' },
  },
  footer: { columns: compactRegulatedFooterColumns(), appQr: false },
  hidden: ['partner', 'social_icons', 'derivatives', 'borrow_or_wealth', 'fiat_trade', 'spot_trade', 'deposit', 'web3', 'download', 'search', 'api_management', 'alpha_account', 'testnet_trade', 'rewards_hub_card'],
  account: { tierUpgradeCard: false },
  regionPrefix: '/en-jp',
  regionBanners: [{ id: 'JP_to_MAIN', when: 'is_main', target: 'main' }],
};
