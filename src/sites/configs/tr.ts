import type { SiteInput } from '../schema.ts';
import { turkeyFooterColumns } from '../footers/regional.ts';

export const tr: SiteInput = {
  key: 'tr',
  siteId: 177,
  siteParam: 2,
  name: 'Turkey',
  hosts: { production: 'www.nexa.tr', aliases: ['nexa.tr'], local: 'tr.localhost' },
  legalEntity: 'Nexa Teknoloji A.Ş.',
  regulatoryText: 'site.tr.regulatory',
  languages: ['en', 'tr'],
  defaultSpotPair: 'BTC_TRY',
  defaultBuyCryptoFiat: 'TRY',
  // SPEC 4: Turkish is allowed only here; elsewhere choosing it asks first.
  exclusiveLanguages: ['tr'],
  footer: { columns: turkeyFooterColumns, appQr: false },
  // SPEC 2 names Turkey's fiat deposit and withdraw pages (its footer, and "all others" of the
  // deposit links): shown although SPEC 6 hides `deposit` here (docs/header.md).
  ownFundsLinks: true,
  hidden: ['derivatives', 'borrow_or_wealth', 'fiat_trade', 'spot_trade', 'deposit', 'web3', 'api_management', 'alpha_account', 'testnet_trade'],
};
