import type { SiteInput } from '../schema.ts';
import { globalFooterColumns } from '../footers/global.ts';

export const main: SiteInput = {
  key: 'main',
  siteId: 0,
  siteParam: 0,
  name: 'Global',
  hosts: { production: 'www.nexa.exchange', aliases: ['nexa.exchange'], local: 'localhost' },
  legalEntity: 'Nexa Technology Inc.',
  regulatoryText: 'site.main.regulatory',
  languages: ['en', 'zh', 'zh-tw', 'ja', 'ko', 'vi', 'id', 'th', 'tr', 'ru', 'uk', 'es', 'fr', 'de', 'it', 'pt', 'pt-br', 'ar'],
  defaultSpotPair: 'BTC_USDT',
  footer: { columns: globalFooterColumns, appQr: true },
  // The global site is the full product: SPEC 6's lists naming main are read as the sites that
  // show those products (docs/spec-readings.md); the run-time compliance list still hides any of
  // them for a user or region the server names.
  hidden: [],
  flags: { is_service_host: true },
  servesRegionVariants: true,
  account: { depositButton: true, switchAccount: true, mainSiteEntries: true },
  regionBanners: [
    { id: 'MAIN_to_UK', when: 'is_uk_ip', target: 'uk' },
    { id: 'MAIN_to_US', when: 'is_us_toast', target: 'us' },
    { id: 'MAIN_to_JP', when: 'is_jp_toast', target: 'jp' },
  ],
};
