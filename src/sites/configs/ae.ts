import type { SiteInput } from '../schema.ts';
import { uaeFooterColumns } from '../footers/regional.ts';

export const ae: SiteInput = {
  key: 'ae',
  siteId: 181,
  siteParam: 0,
  name: 'United Arab Emirates',
  hosts: { production: 'www.nexa.ae', aliases: ['nexa.ae'], local: 'ae.localhost' },
  legalEntity: 'Nexa FZE',
  regulatoryText: 'site.ae.regulatory',
  languages: ['en', 'ar'],
  defaultSpotPair: 'BTC_USDT',
  defaultBuyCryptoFiat: 'AED',
  footer: { columns: uaeFooterColumns, appQr: false },
  hidden: ['social_icons', 'price', 'derivatives', 'borrow_or_wealth', 'fiat_trade', 'spot_trade', 'deposit', 'web3', 'download', 'api_management', 'alpha_account', 'testnet_trade', 'rewards_hub_card'],
};
