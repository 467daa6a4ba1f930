import { describe, expect, it } from 'vitest';
import { complianceStylesheet, restrictionStylesheet } from './runtime-hiding.ts';
import { FEATURE_KEYS } from '../sites/schema.ts';

describe('run-time hiding stylesheet', () => {
  it('has one rule per feature key, matching the key as a word of data-feature', () => {
    const rules = complianceStylesheet().split('\n');
    expect(rules).toHaveLength(FEATURE_KEYS.length);
    expect(rules).toContain(':root[data-hidden-features~="deposit"] [data-feature~="deposit"]{display:none!important}');
  });

  it('hides the keys a key implies with it: spot_trade takes margin, ETF and xStocks trading', () => {
    expect(complianceStylesheet(['spot_trade'])).toBe([
      ':root[data-hidden-features~="spot_trade"] [data-feature~="spot_trade"]',
      ':root[data-hidden-features~="spot_trade"] [data-feature~="margin_trade"]',
      ':root[data-hidden-features~="spot_trade"] [data-feature~="margin_etf_trade"]',
      ':root[data-hidden-features~="spot_trade"] [data-feature~="xstocks"]{display:none!important}',
    ].join(','));
  });

  it('never puts a malformed key into a selector', () => {
    expect(complianceStylesheet(['ok_key', 'a"]{x}', 'Upper', ''])).toBe(':root[data-hidden-features~="ok_key"] [data-feature~="ok_key"]{display:none!important}');
  });

  it('hides a call to action whose action a restriction forbids, one rule per action', () => {
    expect(restrictionStylesheet().split('\n')).toEqual([
      ':root[data-forbidden-actions~="deposit"] [data-action~="deposit"]{display:none!important}',
      ':root[data-forbidden-actions~="trade"] [data-action~="trade"]{display:none!important}',
    ]);
  });
});
