import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchNotices, fillTemplate, sendTime } from './notices.ts';
import { clientForPage, configureStores } from '../../stores/environment.ts';
import { FALLBACK_PAGE_CONTEXT } from '../../lib/page-context.ts';

describe('fetchNotices', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks with the page's client: its language and site type (Turkey 2), and says when the call failed", async () => {
    const page = { ...FALLBACK_PAGE_CONTEXT, siteParam: 2, lang: 'tr' as const };
    configureStores({ client: clientForPage(page, () => ''), page, autoLoad: false, signedIn: () => false });
    const seen: Headers[] = [];
    const answers = [Response.json({ code: 200, data: { list: [] } }), new Response('', { status: 500 })];
    vi.stubGlobal('fetch', (_: string, init: RequestInit) => (seen.push(new Headers(init.headers)), Promise.resolve(answers.shift()!)));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchNotices('platform')).toEqual({ data: [], source: 'network' });
    expect(await fetchNotices('platform')).toEqual({ data: [], source: 'fallback' });
    expect(seen.map((headers) => [headers.get('x-site-type'), headers.get('x-lang')])).toEqual([['2', 'tr'], ['2', 'tr']]);
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders as text and leaves unknown ones', () => {
    expect(fillTemplate('Order {id} filled at {price}', { id: 7, price: '<b>1</b>' })).toBe('Order 7 filled at <b>1</b>');
    expect(fillTemplate('Hello {name}', {})).toBe('Hello {name}');
    expect(fillTemplate('Hello {toString}', {})).toBe('Hello {toString}');
    expect(fillTemplate('No args {x}', undefined)).toBe('No args {x}');
  });
});

describe('sendTime', () => {
  it('reads seconds (and milliseconds): time ago and the full time in the reader\'s locale', () => {
    const now = Date.UTC(2026, 5, 1, 0, 5);
    expect(sendTime(1_780_272_000, 'en', now)).toEqual({ iso: '2026-06-01T00:00:00.000Z', ago: '5 min. ago', full: expect.stringMatching(/^(May 31|Jun 1), 2026, \d/) });
    expect(sendTime(1_780_272_000_000, 'en', now)?.iso).toBe('2026-06-01T00:00:00.000Z');
    expect(sendTime(1_780_272_000, 'zh-CN', now)).toMatchObject({ ago: '5分钟前', full: expect.stringMatching(/^2026年/) });
    expect(sendTime(Number.NaN, 'en')).toBeNull();
  });
});
