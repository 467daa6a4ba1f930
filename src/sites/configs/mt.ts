import type { SiteInput } from '../schema.ts';
import { euFooterColumns } from '../footers/regional.ts';

/** Malta: the MiCA-licensed EU entity's own site (SPEC's "Malta/EU", id 106, site parameter 3). */
export const mt: SiteInput = {
  key: 'mt',
  siteId: 106,
  siteParam: 3,
  name: 'Malta (EU)',
  hosts: { production: 'www.nexa.mt', aliases: ['nexa.mt'], local: 'mt.localhost' },
  legalEntity: 'Nexa Technology Ltd',
  regulatoryText: 'site.mt.regulatory',
  languages: ['en', 'de', 'fr', 'it', 'es', 'pt'],
  defaultSpotPair: 'BTC_USDT',
  defaultBuyCryptoFiat: 'EUR',
  footer: { columns: euFooterColumns, appQr: false },
  // Licence products (docs/spec-readings.md): no Markets, derivatives, earn or buy crypto.
  // xStocks are tokenized shares: financial instruments outside a MiCA licence (docs/header.md).
  hidden: ['price', 'derivatives', 'borrow_or_wealth', 'fiat_trade', 'web3', 'alpha_account', 'testnet_trade', 'xstocks'],
};
