import { describe, expect, it } from 'vitest';
import { notFoundDestinations } from './not-found.ts';
import { getSite, sites } from '../sites/index.ts';
import type { SiteKey } from '../sites/schema.ts';

const places = (key: SiteKey, lang: Parameters<typeof notFoundDestinations>[1] = 'en') =>
  Object.fromEntries(notFoundDestinations(getSite(key), lang).map((place) => [place.id, place.href]));

describe('where a missing page sends a person', () => {
  it('offers main\'s buy, markets, trade and derivatives pages and its help centre, in the page\'s language', () => {
    expect(places('main')).toMatchObject({ buyCrypto: '/crypto', markets: '/price', trade: '/trade/BTC_USDT', derivatives: '/futures/USDT/BTC_USDT', help: '/help' });
    expect(places('main', 'de')).toMatchObject({ markets: '/de/price', help: '/de/help' });
  });

  it('follows each site\'s features and own pages: no derivatives in the US, the UK\'s and Japan\'s own buy pages, Japan\'s own pair', () => {
    expect(places('us')).not.toHaveProperty('derivatives');
    expect(places('uk')).toMatchObject({ buySellCrypto: '/buy-sell-crypto' });
    expect(places('uk')).not.toHaveProperty('buyCrypto');
    expect(places('jp')).toMatchObject({ sale: '/sale', trade: '/trade/BTC_JPY' });
  });

  it.each(sites.map((site) => [site.key, site] as const))('gives %s at least two places, each with an icon and without the promotions', (_key, site) => {
    const found = notFoundDestinations(site, 'en');
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.every((place) => place.icon && place.href)).toBe(true);
    expect(found.map((place) => place.id)).not.toEqual(expect.arrayContaining(['rewardsHub']));
  });
});
