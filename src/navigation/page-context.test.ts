// The build side of the page context: what a site's shell writes (read back in src/lib/page-context.test.ts).
import { describe, expect, it } from 'vitest';
import { pageContextOf } from './page-context.ts';
import { getSite } from '../sites/index.ts';

describe('pageContextOf (the build side)', () => {
  it("carries a Turkey page's site type and the features Turkey hides", () => {
    const context = pageContextOf(getSite('tr'), 'tr', {});
    expect(context).toMatchObject({ siteKey: 'tr', siteId: 177, siteParam: 2, lang: 'tr', dynamicData: true });
    // SPEC 6 "Hidden per site" as issue 34 reads it: Turkey hides derivatives, spot trade, deposit and API management, and shows Markets.
    expect(context.hidden).toEqual(expect.arrayContaining(['derivatives', 'spot_trade', 'deposit', 'api_management']));
    expect(context.hidden).not.toContain('price');
    expect(context.endpoints.compliance).toMatch(/^\/api\//);
  });

  it('has no compliance endpoint with dynamic data off, and only a same-origin analytics path', () => {
    expect(pageContextOf(getSite('mt'), 'de', { PUBLIC_DYNAMIC_DATA: '0' })).toMatchObject({ siteParam: 3, dynamicData: false, endpoints: { compliance: null, analytics: null } });
    expect(pageContextOf(getSite('main'), 'en', { PUBLIC_ANALYTICS_ENDPOINT: 'https://collector.example/c' }).endpoints.analytics).toBeNull();
    expect(pageContextOf(getSite('main'), 'en', { PUBLIC_ANALYTICS_ENDPOINT: '/collect' }).endpoints.analytics).toBe('/collect');
    expect(pageContextOf(getSite('main'), 'en', { PUBLIC_DYNAMIC_DATA: '0', PUBLIC_ANALYTICS_ENDPOINT: '/collect' }).endpoints.analytics).toBe('/collect');
  });

  it('sends clicks to the exchange\'s collector when the build names no endpoint, and nowhere when it says off', () => {
    expect(pageContextOf(getSite('tr'), 'tr', {}).endpoints.analytics).toBe('/api/web/v1/analytics/events');
    expect(pageContextOf(getSite('tr'), 'tr', { PUBLIC_ANALYTICS_ENDPOINT: 'off' }).endpoints.analytics).toBeNull();
  });

  it('lists what the UK limit flag hides although the UK config does not name it', () => {
    expect(pageContextOf(getSite('uk'), 'en', {}).hidden).toEqual(expect.arrayContaining(['funds_accounts', 'spot_order', 'multiple_order', 'setting']));
  });
});
