import { describe, expect, it } from 'vitest';
import { splitLocalePrefix } from './locale-prefix.ts';

describe('splitLocalePrefix', () => {
  it.each([
    ['/fee', { region: '', lang: 'en', prefix: '', route: '/fee' }],
    ['/', { region: '', lang: 'en', prefix: '', route: '/' }],
    ['/de/fee/x', { region: '', lang: 'de', prefix: '/de', route: '/fee/x' }],
    ['/de', { region: '', lang: 'de', prefix: '/de', route: '/' }],
    ['/pt-br/', { region: '', lang: 'pt-br', prefix: '/pt-br', route: '/' }],
    ['/en-eu/de/fee', { region: '/en-eu', lang: 'de', prefix: '/en-eu/de', route: '/fee' }],
    ['/en-gb', { region: '/en-gb', lang: 'en', prefix: '/en-gb', route: '/' }],
    ['/en-jp/trade/BTC_JPY', { region: '/en-jp', lang: 'en', prefix: '/en-jp', route: '/trade/BTC_JPY' }],
  ])('%s', (path, expected) => {
    expect(splitLocalePrefix(path)).toEqual(expected);
  });

  it('keeps a query or fragment with the route', () => {
    expect(splitLocalePrefix('/zh?a=1').route).toBe('/?a=1');
    expect(splitLocalePrefix('/zh/trade/BTC_USDT?tab=isolated_margin#x').route).toBe('/trade/BTC_USDT?tab=isolated_margin#x');
  });

  it('reads only whole segments, and English as no prefix', () => {
    expect(splitLocalePrefix('/dex/fee')).toMatchObject({ lang: 'en', prefix: '', route: '/dex/fee' });
    expect(splitLocalePrefix('/en/fee')).toMatchObject({ lang: 'en', prefix: '', route: '/en/fee' });
    expect(splitLocalePrefix('/en-euro/x')).toMatchObject({ region: '', prefix: '' });
    // A language before a region is no region variant.
    expect(splitLocalePrefix('/de/en-eu/fee')).toMatchObject({ region: '', lang: 'de', route: '/en-eu/fee' });
  });
});
