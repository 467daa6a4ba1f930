import { describe, expect, it } from 'vitest';
import { productCopy } from './product-copy.ts';
import { sites } from '../sites/index.ts';

describe('productCopy', () => {
  it('names futures and earn where the site shows them, proof of reserves where it shows them', () => {
    const bySite = Object.fromEntries(sites.map((site) => [site.key, productCopy(site).subtitle]));
    const spot = 'home.hero.subtitleSpot';
    expect(bySite).toEqual({
      main: 'home.hero.subtitle', bs: 'home.hero.subtitle',
      // The demo: futures and earn, no reserves to prove.
      testnet: 'home.hero.subtitleAllProducts',
      tr: spot, mt: spot, hk: spot, us: spot, sg: spot, uk: spot, jp: spot, ae: spot, eu: spot,
    });
  });

  it('gives the meta description the same products as the hero', () => {
    for (const site of sites) {
      const { subtitle, description } = productCopy(site);
      expect(description.replace('meta.description', ''), site.key).toBe(subtitle.replace('home.hero.subtitle', ''));
    }
  });
});
