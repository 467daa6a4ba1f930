import type { SiteInput } from '../schema.ts';
import { turkeyFooterColumns } from '../footers/regional.ts';

export const tr: SiteInput = {
  key: 'tr',
  siteId: 177,
  siteParam: 2,
  name: 'Turkey',
  hosts: { production: 'www.nexa.tr', aliases: ['nexa.tr'], local: 'tr.localhost' },
  legalEntity: 'Nexa Teknoloji A.Ş.',
  languages: ['en', 'tr'],
  defaultSpotPair: 'BTC_TRY',
  defaultBuyCryptoFiat: 'TRY',
  links: {
    deposit: { route: '/myaccount/deposit_fiat' },
    withdraw: { route: '/myaccount/withdraw_fiat' },
    helpCentre: { route: '/help' },
  },
  footer: { columns: turkeyFooterColumns, appQr: false },
  hidden: ['price', 'spot_trade', 'deposit', 'web3', 'api_management', 'alpha_account', 'testnet_trade'],
  flags: { is_copper: false, isUKLimit: false, isItalyLimit: false, demoTrade: false, is_service_host: false },
};
