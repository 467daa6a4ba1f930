import type { SiteInput } from '../schema.ts';
import { hongKongFooterColumns } from '../footers/regional.ts';

export const hk: SiteInput = {
  key: 'hk',
  siteId: 71,
  siteParam: 0,
  name: 'Hong Kong',
  hosts: { production: 'www.nexa.hk', aliases: ['nexa.hk'], local: 'hk.localhost' },
  legalEntity: 'Nexa Digital Limited',
  regulatoryText: 'site.hk.regulatory',
  languages: ['en', 'zh-tw', 'zh'],
  defaultSpotPair: 'BTC_USDT',
  defaultBuyCryptoFiat: 'HKD',
  // SPEC 2's own deposit and withdraw links: shown although SPEC 6 hides `deposit` (docs/header.md).
  ownFundsLinks: true,
  links: {
    deposit: { route: '/myaccount/deposit/USDT' },
    withdraw: { route: '/myaccount/withdraw/USDT' },
  },
  footer: { columns: hongKongFooterColumns, appQr: false },
  hidden: ['derivatives', 'borrow_or_wealth', 'fiat_trade', 'spot_trade', 'deposit', 'web3', 'download', 'search', 'api_management', 'alpha_account', 'testnet_trade', 'rewards_hub_card'],
};
