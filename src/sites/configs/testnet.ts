import type { SiteInput } from '../schema.ts';
import { globalFooterColumns } from '../footers/global.ts';

/**
 * The testnet: the global entity's demo-trading environment (so sub_website_id 0). Visitors log in
 * through an authorize redirect on the main host; there is no registration, logout or personal info.
 */
export const testnet: SiteInput = {
  key: 'testnet',
  siteId: 0,
  siteParam: 0,
  name: 'Testnet',
  hosts: { production: 'testnet.nexa.exchange', local: 'testnet.localhost' },
  legalEntity: 'Nexa Technology Inc.',
  regulatoryText: 'site.testnet.regulatory',
  languages: ['en', 'zh'],
  defaultSpotPair: 'BTC_USDT',
  // A demo (docs/spec-readings.md): demo futures and earn, but no fiat money in or out, no Buy
  // crypto, no Markets and no reserves to prove.
  links: {
    deposit: { route: '/myaccount/deposit/USDT' },
    withdraw: { route: '/myaccount/withdraw/USDT' },
  },
  footer: { columns: globalFooterColumns, appQr: false },
  hidden: ['price', 'fiat_trade', 'proof_of_reserves', 'register', 'logout', 'personal_info', 'testnet_trade', 'download', 'bottom_download'],
  flags: { demoTrade: true },
  loginAuthorizeUrl: 'https://www.nexa.exchange/oauth/authorize?client_id=testnet&response_type=code&redirect_uri=https%3A%2F%2Ftestnet.nexa.exchange%2F',
};
