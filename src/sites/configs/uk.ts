import type { SiteInput } from '../schema.ts';
import { compactRegulatedFooterColumns } from '../footers/regional.ts';

/** The UK site sends deposits and withdrawals to the main host, and is under the UK limits. */
export const uk: SiteInput = {
  key: 'uk',
  siteId: 182,
  siteParam: 0,
  name: 'United Kingdom',
  hosts: { production: 'www.nexa.uk', aliases: ['nexa.uk'], local: 'uk.localhost' },
  legalEntity: 'Nexa UK Ltd',
  languages: ['en'],
  defaultSpotPair: 'BTC_USDT',
  defaultBuyCryptoFiat: 'GBP',
  // The UK buys and sells crypto on its own page instead of the buy-crypto dropdown.
  topNav: ['buySellCrypto', 'markets', 'trade', 'derivatives', 'earn', 'web3', 'community', 'referral', 'promotions', 'alphaPoints', 'rewardsHub'],
  links: {
    deposit: { url: 'https://www.nexa.exchange/myaccount/deposit_fiat' },
    withdraw: { url: 'https://www.nexa.exchange/myaccount/withdraw_fiat' },
    helpCentre: { url: 'https://support.nexa.uk/hc/en-gb' },
  },
  footer: { columns: compactRegulatedFooterColumns('BTC_USDT'), appQr: false },
  hidden: ['partner', 'social_icons', 'price', 'spot_trade', 'deposit', 'web3', 'download', 'search', 'api_management', 'alpha_account', 'testnet_trade', 'rewards_hub_card'],
  flags: { isUKLimit: true },
  account: { gtUpgradePlan: false },
  regionPrefix: '/en-gb',
  regionBanners: [{ id: 'UK_to_MAIN', when: 'is_main', target: 'main' }],
};
