import { describe, expect, it } from 'vitest';
import { FALLBACK_PAGE_CONTEXT, parsePageContext, serializePageContext, type PageContext } from './page-context.ts';
import { pageContextOf } from '../sites/page-context.ts';
import { getSite } from '../sites/index.ts';

const turkey: PageContext = {
  siteKey: 'tr',
  siteId: 177,
  siteParam: 2,
  lang: 'tr',
  dynamicData: true,
  endpoints: { compliance: '/api/web/v1/compliance/check', analytics: '/collect' },
  hidden: ['deposit', 'price'],
};

describe('page context', () => {
  it('reads back what the build wrote', () => {
    expect(parsePageContext(serializePageContext(turkey))).toEqual(turkey);
  });

  it('gives nothing for unreadable text, so the caller falls back', () => {
    for (const text of ['', 'not json', 'null', '42', undefined, null]) expect(parsePageContext(text), String(text)).toBeNull();
  });

  it('replaces each field of the wrong type by the fallback value, and never names another origin', () => {
    const hostile = JSON.stringify({
      siteKey: 7, siteId: '0; drop', siteParam: 'two', lang: ['en'], dynamicData: 'yes',
      endpoints: { compliance: 'https://evil.example/steal', analytics: '//evil.example/beacon' },
      hidden: ['deposit', 'a b', '"]{}', 7],
    });
    expect(parsePageContext(hostile)).toEqual({ ...FALLBACK_PAGE_CONTEXT, hidden: ['deposit'] });
    expect(parsePageContext(JSON.stringify({ ...turkey, endpoints: { compliance: '/\\\\evil.example/x', analytics: 'javascript:alert(1)' } }))?.endpoints)
      .toEqual({ compliance: null, analytics: null });
  });
});

describe('pageContextOf (the build side)', () => {
  it("carries a Turkey page's site type and the features Turkey hides", () => {
    const context = pageContextOf(getSite('tr'), 'tr', {});
    expect(context).toMatchObject({ siteKey: 'tr', siteId: 177, siteParam: 2, lang: 'tr', dynamicData: true });
    // SPEC 6 "Hidden per site": Turkey hides price, spot trade, deposit and API management.
    expect(context.hidden).toEqual(expect.arrayContaining(['price', 'spot_trade', 'deposit', 'api_management']));
    expect(context.endpoints.compliance).toMatch(/^\/api\//);
  });

  it('has no compliance endpoint with dynamic data off, and only a same-origin analytics path', () => {
    expect(pageContextOf(getSite('mt'), 'de', { PUBLIC_DYNAMIC_DATA: '0' })).toMatchObject({ siteParam: 3, dynamicData: false, endpoints: { compliance: null, analytics: null } });
    expect(pageContextOf(getSite('main'), 'en', { PUBLIC_ANALYTICS_ENDPOINT: 'https://collector.example/c' }).endpoints.analytics).toBeNull();
    expect(pageContextOf(getSite('main'), 'en', { PUBLIC_ANALYTICS_ENDPOINT: '/collect' }).endpoints.analytics).toBe('/collect');
  });

  it('lists what the UK limit flag hides although the UK config does not name it', () => {
    expect(pageContextOf(getSite('uk'), 'en', {}).hidden).toEqual(expect.arrayContaining(['funds_accounts', 'spot_order', 'multiple_order', 'setting']));
  });
});
