// Which search panels a site's page offers: the panels of products its licence covers (issue 34).
// The tabs call can only narrow these (panelsFromMenuData's `allowed`, search-tabs.test.ts).
import { describe, expect, it } from 'vitest';
import { marketSearchProps } from './island-props.ts';
import { getSite } from '../../sites/index.ts';
import { createTranslator } from '../../i18n/translate.ts';

const propsOf = (key: 'main' | 'mt' | 'testnet' | 'sg') => marketSearchProps(getSite(key), 'en', createTranslator('en'));

describe('marketSearchProps', () => {
  it('offers futures (delivery among them) and options only where the site shows derivatives', () => {
    expect(propsOf('main').panels).toEqual(['spot', 'futures', 'options', 'pilot', 'preMarket', 'alpha']);
    expect(propsOf('testnet').panels).toEqual(expect.arrayContaining(['futures', 'options']));
    // Malta: MiCA covers spot, not derivatives; its markets outside the own pair stay.
    expect(propsOf('mt').panels).toEqual(['spot', 'pilot', 'preMarket', 'alpha']);
    expect(propsOf('sg').panels).toEqual(['spot']);
  });

  it('leads View All only to pages the site shows', () => {
    expect(propsOf('main').viewAll).toMatchObject({ spot: '/price', futures: '/futures_center', options: '/options/BTC_USDT' });
    // No Markets (/price) on Malta or the testnet.
    expect(propsOf('mt').viewAll.spot).toBeUndefined();
    expect(propsOf('mt').viewAll.futures).toBeUndefined();
    expect(propsOf('testnet').viewAll).toMatchObject({ futures: '/futures_center' });
  });
});
