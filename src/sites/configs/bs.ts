import type { SiteInput } from '../schema.ts';
import { compactRegulatedFooterColumns } from '../footers/regional.ts';

export const bs: SiteInput = {
  key: 'bs',
  siteId: 14,
  siteParam: 0,
  name: 'Bahamas',
  hosts: { production: 'www.nexa.bs', aliases: ['nexa.bs'], local: 'bs.localhost' },
  legalEntity: 'Nexa Bahamas Ltd',
  regulatoryText: 'site.bs.regulatory',
  languages: ['en'],
  defaultSpotPair: 'BTC_USDT',
  footer: { columns: compactRegulatedFooterColumns(), appQr: false },
  hidden: ['partner', 'social_icons', 'fiat_trade', 'spot_trade', 'deposit', 'web3', 'api_management', 'alpha_account', 'testnet_trade'],
};
