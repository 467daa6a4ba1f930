import { describe, expect, it } from 'vitest';
import { FALLBACK_PAGE_CONTEXT, parsePageContext, serializePageContext, type PageContext } from './page-context.ts';

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
