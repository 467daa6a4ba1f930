import type { SiteInput } from '../schema.ts';
import { mt } from './mt.ts';
import { euFooterColumns } from '../footers/regional.ts';

/**
 * The EU variant, derived from Malta. Decision: it is the storefront for clients across the
 * European Economic Area, run by the same legal entity as Malta (so Malta's sub_website_id 106, site
 * parameter 3, entity, languages, fiat and footer), and it is what SPEC 2, 6 and 9 call "EU": only
 * what differs is written here. Malta keeps the entity's full product set on its own host.
 */
export const eu: SiteInput = {
  ...mt,
  key: 'eu',
  name: 'EU',
  hosts: { production: 'www.nexa.eu', aliases: ['nexa.eu'], local: 'eu.localhost' },
  // SPEC 2: BTC_USDC, an external help centre; SPEC 9: dropdown columns of 8 (its "8 on EU" for
  // earn has no menu to split: the EU shows no Earn, docs/spec-readings.md).
  regulatoryText: 'site.eu.regulatory',
  defaultSpotPair: 'BTC_USDC',
  footer: { columns: euFooterColumns, appQr: false },
  menuColumnSplit: 8,
  links: { ...mt.links, helpCentre: { url: 'https://support.nexa.eu/hc/en-us' } },
  // Malta's licence products (no derivatives, earn or buy crypto; docs/spec-readings.md), but Markets
  // shows here (SPEC 6 lists the EU among the sites with /price); on top, spot trade, download, search
  // and the bottom download button.
  hidden: [...(mt.hidden ?? []).filter((key) => key !== 'price'), 'spot_trade', 'download', 'search', 'bottom_download', 'rewards_hub_card'],
  // SPEC 2: logged-out visitors of the EU host go to the main host under /en-eu.
  regionPrefix: '/en-eu',
  regionBanners: [{ id: 'EU_to_MAIN', when: 'is_main', target: 'main' }],
  cookieNotice: true,
};
