import type { SiteInput } from '../schema.ts';
import { euFooterColumns } from '../footers/regional.ts';

/**
 * The EU variant. Decision: it is the storefront for clients across the European Economic Area,
 * run by the same legal entity as Malta (so the same sub_website_id 106, site parameter 3 and
 * footer), and it is what SPEC 2, 6 and 9 call "EU": default pair BTC_USDC, an external help
 * centre, dropdown columns of 8, no bottom download button, price / spot trade / web3 / download /
 * search hidden, and logged-out visitors of its host sent to the main host under /en-eu.
 * Malta keeps the entity's full product set on its own host without those EU-wide restrictions.
 */
export const eu: SiteInput = {
  key: 'eu',
  siteId: 106,
  siteParam: 3,
  name: 'EU',
  hosts: { production: 'www.nexa.eu', aliases: ['nexa.eu'], local: 'eu.localhost' },
  legalEntity: 'Nexa Technology Ltd',
  languages: ['en', 'de', 'fr', 'it', 'es', 'pt'],
  defaultSpotPair: 'BTC_USDC',
  defaultBuyCryptoFiat: 'EUR',
  menuColumnSplit: 8,
  earnMenuColumnSplit: 8,
  links: {
    deposit: { route: '/myaccount/deposit_fiat' },
    withdraw: { route: '/myaccount/withdraw_fiat' },
    helpCentre: { url: 'https://support.nexa.eu/hc/en-us' },
  },
  footer: { columns: euFooterColumns, appQr: false },
  hidden: ['price', 'spot_trade', 'web3', 'download', 'search', 'bottom_download', 'alpha_account', 'testnet_trade', 'rewards_hub_card'],
  flags: { is_copper: false, isUKLimit: false, isItalyLimit: false, demoTrade: false, is_service_host: false },
  regionPrefix: '/en-eu',
  regionBanners: [{ id: 'EU_to_MAIN', when: 'is_main', target: 'main' }],
  cookieNotice: true,
};
