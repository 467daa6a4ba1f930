// The compliance check's request (src/lib/compliance-check.ts, in the chrome's early script) and the
// log of its failure (compliance-log.ts, after load), together: what the one resolves to on a
// failure, the other explains.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchComplianceData, parseComplianceData } from '../../lib/compliance-check.ts';
import { FALLBACK_PAGE_CONTEXT } from '../../lib/page-context.ts';
import { complianceFailure } from './compliance-log.ts';

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
