import type { SiteInput } from '../schema.ts';
import { compactRegulatedFooterColumns } from '../footers/regional.ts';

// One help centre for the header and the footer.
const helpCentre = { url: 'https://support.nexa.uk/hc/en-gb' };

/** The UK site sends deposits and withdrawals to the main host, and is under the UK limits. */
export const uk: SiteInput = {
  key: 'uk',
  siteId: 182,
  siteParam: 0,
  name: 'United Kingdom',
  hosts: { production: 'www.nexa.uk', aliases: ['nexa.uk'], local: 'uk.localhost' },
  legalEntity: 'Nexa UK Ltd',
  regulatoryText: 'site.uk.regulatory',
  languages: ['en'],
  defaultSpotPair: 'BTC_USDT',
  defaultBuyCryptoFiat: 'GBP',
  // The UK buys and sells crypto on its own page instead of the buy-crypto dropdown.
  topNav: ['buySellCrypto', 'markets', 'trade', 'derivatives', 'earn', 'web3', 'community', 'referral', 'promotions', 'alphaPoints', 'rewardsHub'],
  // SPEC 2's own deposit and withdraw links: shown although SPEC 6 hides `deposit` (docs/header.md).
  ownFundsLinks: true,
  links: {
    deposit: { url: 'https://www.nexa.exchange/myaccount/deposit_fiat' },
    withdraw: { url: 'https://www.nexa.exchange/myaccount/withdraw_fiat' },
    helpCentre,
  },
  footer: { columns: compactRegulatedFooterColumns(helpCentre), appQr: false },
  hidden: ['partner', 'social_icons', 'derivatives', 'borrow_or_wealth', 'fiat_trade', 'spot_trade', 'deposit', 'web3', 'download', 'search', 'api_management', 'alpha_account', 'testnet_trade', 'rewards_hub_card'],
  flags: { isUKLimit: true },
  account: { gtUpgradePlan: false },
  regionPrefix: '/en-gb',
  regionBanners: [{ id: 'UK_to_MAIN', when: 'is_main', target: 'main' }],
};
