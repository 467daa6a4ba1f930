import type { SiteInput } from '../schema.ts';
import { compactRegulatedFooterColumns } from '../footers/regional.ts';

export const sg: SiteInput = {
  key: 'sg',
  siteId: 153,
  siteParam: 0,
  name: 'Singapore',
  hosts: { production: 'www.nexa.sg', aliases: ['nexa.sg'], local: 'sg.localhost' },
  legalEntity: 'Nexa Singapore Pte. Ltd.',
  regulatoryText: 'site.sg.regulatory',
  languages: ['en', 'zh'],
  defaultSpotPair: 'BTC_SGD',
  // SPEC 2's Singapore footer links /trade/BTC_USDT, not the site's own pair.
  footerSpotPair: 'BTC_USDT',
  defaultBuyCryptoFiat: 'SGD',
  footer: { columns: compactRegulatedFooterColumns(), appQr: false },
  hidden: ['partner', 'social_icons', 'derivatives', 'borrow_or_wealth', 'fiat_trade', 'spot_trade', 'deposit', 'web3', 'download', 'api_management', 'alpha_account', 'testnet_trade', 'rewards_hub_card'],
};
