import type { SiteInput } from '../schema.ts';
import { usFooterColumns } from '../footers/regional.ts';

export const us: SiteInput = {
  key: 'us',
  siteId: 232,
  siteParam: 0,
  name: 'United States',
  hosts: { production: 'www.nexa.us', aliases: ['nexa.us'], local: 'us.localhost' },
  legalEntity: 'Nexa US Inc.',
  regulatoryText: 'site.us.regulatory',
  languages: ['en', 'es'],
  defaultSpotPair: 'BTC_USDT',
  // SPEC 2's own deposit and withdraw links: shown although SPEC 6 hides `deposit` (docs/header.md).
  ownFundsLinks: true,
  links: {
    deposit: { route: '/myaccount/deposit/USDT' },
    withdraw: { route: '/myaccount/withdraw/USDT' },
    helpCentre: { url: 'https://support.nexa.us/hc/en-us' },
  },
  footer: { columns: usFooterColumns, appQr: false },
  hidden: ['derivatives', 'borrow_or_wealth', 'fiat_trade', 'spot_trade', 'deposit', 'web3', 'download', 'search', 'bottom_download', 'alpha_account', 'testnet_trade', 'rewards_hub_card'],
  regionPrefix: '/en-us',
  regionBanners: [{ id: 'US_to_MAIN', when: 'is_main', target: 'main' }],
};
