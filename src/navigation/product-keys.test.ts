// SPEC 3's {product}_otc, {product}_card and {product}_shop (nexa_otc, nexa_card, nexa_shop): OTC, the
// card and the shop follow their own compliance key in every menu and footer, at build time and at
// run time (the generated stylesheet), wherever they are linked (docs/header.md).
import { describe, expect, it } from 'vitest';
import { buildFooterColumns } from './footer.ts';
import { buildMenu, menuLinks } from './menus.ts';
import { MENU_IDS } from './menu-types.ts';
import { complianceStylesheet } from './runtime-hiding.ts';
import { getSite, sites } from '../sites/index.ts';
import type { Site } from '../sites/schema.ts';

const KEY_OF_ROUTE = { '/otc': 'nexa_otc', '/card': 'nexa_card', '/shop': 'nexa_shop' } as const;
type ProductRoute = keyof typeof KEY_OF_ROUTE;
const isProduct = (href: string): href is ProductRoute => href in KEY_OF_ROUTE;

/** Every menu and footer link of a site, with the feature key that hides it. */
const chromeLinks = (site: Site) => [
  ...MENU_IDS.flatMap((menu) => {
    const view = buildMenu(menu, site, 'en');
    return view ? menuLinks(view) : [];
  }),
  ...buildFooterColumns(site, 'en').flatMap((column) => column.links),
];

describe('OTC, card and shop compliance keys', () => {
  it.each(sites.map((site) => [site.key, site] as const))('%s: every link to /otc, /card or /shop carries its product key', (_key, site) => {
    const unkeyed = chromeLinks(site).filter((link) => isProduct(link.href) && link.feature !== KEY_OF_ROUTE[link.href]);
    expect(unkeyed.map((link) => link.href)).toEqual([]);
  });

  it('a site hiding the keys links none of the three; the global site links all three otherwise', () => {
    const hrefs = (site: Site) => chromeLinks(site).map((link) => link.href).filter(isProduct);
    expect(new Set(hrefs(getSite('main')))).toEqual(new Set(['/otc', '/card', '/shop']));
    expect(hrefs({ ...getSite('main'), hidden: ['nexa_otc', 'nexa_card', 'nexa_shop'] })).toEqual([]);
    expect(hrefs({ ...getSite('mt'), hidden: ['nexa_otc'] })).not.toContain('/otc');
  });

  it('has a run-time rule per key; bank_card, which hid the card before, still takes it', () => {
    for (const key of Object.values(KEY_OF_ROUTE)) {
      expect(complianceStylesheet()).toContain(`:root[data-hidden-features~="${key}"] [data-feature~="${key}"]{display:none!important}`);
    }
    expect(complianceStylesheet(['bank_card'])).toContain(':root[data-hidden-features~="bank_card"] [data-feature~="nexa_card"]');
    expect(chromeLinks({ ...getSite('main'), hidden: ['bank_card'] }).map((link) => link.href)).not.toContain('/card');
  });
});
