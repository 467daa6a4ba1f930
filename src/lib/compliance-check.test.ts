import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchComplianceData, parseComplianceAnswer, parseComplianceData } from './compliance-check.ts';
import { complianceFailure } from '../scripts/chrome/compliance-log.ts';
import { FALLBACK_PAGE_CONTEXT } from './page-context.ts';

describe('compliance answer parser (shared by the chrome and the store)', () => {
  it('reads menu, business and the limit flags in any of the backend spellings', () => {
    const body = { code: 200, data: { business: ['button_alpha_hidden'], menu: ['fiat_trade'], limit: { is_uk_ip: 1, is_main: '0', is_us_toast: true, is_jp_toast: 'maybe' } } };
    expect(parseComplianceAnswer(body)).toEqual({ business: ['button_alpha_hidden'], menu: ['fiat_trade'], limit: { is_uk_ip: true, is_main: false, is_us_toast: true } });
  });

  it('refuses an error code, a missing menu list or a body that is no object', () => {
    for (const body of [{ code: 500, data: { menu: ['x'] } }, { code: 0, data: { business: [] } }, null, 'menu', { code: 0, data: null }]) {
      expect(parseComplianceAnswer(body), JSON.stringify(body)).toBeNull();
    }
  });

  it('keeps only the strings of a list', () => {
    expect(parseComplianceAnswer({ code: 0, data: { menu: ['deposit', 7, null, { x: 1 }], business: 'no' } })).toEqual({ business: [], menu: ['deposit'], limit: {} });
  });
});

describe('fetchComplianceData', () => {
  const page = { ...FALLBACK_PAGE_CONTEXT, siteParam: 2, lang: 'tr' as const, dynamicData: true, endpoints: { compliance: '/api/web/v1/compliance/check', analytics: null } };
  afterEach(() => vi.unstubAllGlobals());

  it("asks with the page's headers; what failed no reader takes for an answer, and it says why in the API client's words (SPEC 8)", async () => {
    const data = { menu: ['fiat_trade'], business: [] };
    const answers = [
      new Response('oops', { status: 500 }),
      Response.json({ code: 500, data }),
      Response.json({ code: 0, data: { business: [] } }),
      new TypeError('Failed to fetch'),
      new Response('<html>', { status: 200 }),
      Response.json({ code: 200, data }),
    ];
    const seen: Headers[] = [];
    vi.stubGlobal('fetch', (_: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      const next = answers.shift()!;
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    });
    const results: unknown[] = [];
    for (let i = 0; i < 6; i++) results.push(await fetchComplianceData(page, ''));
    expect(results.map((result) => parseComplianceData(result))).toEqual([null, null, null, null, null, { ...data, limit: {} }]);
    expect(results.map(complianceFailure)).toEqual([
      'HTTP 500',
      'unexpected code',
      'invalid data: no menu list',
      'TypeError: Failed to fetch',
      expect.stringMatching(/^SyntaxError: /),
      null,
    ]);
    expect(seen.map((headers) => [headers.get('x-site-type'), headers.get('x-lang'), headers.get('x-app-type')])).toEqual(Array(6).fill(['2', 'tr', 'web']));
  });

  it('asks nothing on a page without dynamic data, which is no failure', async () => {
    expect(await fetchComplianceData({ ...page, dynamicData: false }, '')).toBeNull();
    expect(complianceFailure(null)).toBeNull();
  });
});
