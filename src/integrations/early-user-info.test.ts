import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyUserInfoSucceeded, takeEarlyUserInfo } from '../lib/api/early-user-info.ts';
import { compileInlineScript, INLINE_SCRIPTS } from './inline-scripts.ts';
import { buildRequestHeaders } from '../lib/api/headers.ts';
import { API_PATHS } from '../contracts/api-paths.ts';

/** The text the account template writes inline, compiled as the build does. */
const EARLY_USER_INFO = compileInlineScript(INLINE_SCRIPTS.earlyUserInfo);

/** Runs the inline script as the browser would, with `cookie` as document.cookie and the page's data on the script. */
function runScript(cookie: string, fetchImpl: typeof fetch, input = { lang: 'zh', siteType: '2' }): void {
  vi.stubGlobal('document', { cookie, currentScript: { dataset: input } });
  vi.stubGlobal('fetch', fetchImpl);
  new Function(EARLY_USER_INFO)();
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('nexa.early-user-info')];
  vi.unstubAllGlobals();
});

describe('early user-info call', () => {
  it('asks the user-info path with the headers of every API call, csrftoken included', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 200 }));
    runScript('a=1; csrftoken=tok123; b=2', fetchImpl as unknown as typeof fetch);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(API_PATHS.userInfo);
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual(buildRequestHeaders({ language: 'zh', siteType: 2, csrfToken: 'tok123' }));
  });

  it('leaves out a csrftoken that is not header-safe, as buildRequestHeaders does', () => {
    const fetchImpl = vi.fn(async () => new Response('{}'));
    runScript('csrftoken=%E2%9C%93\u00e9', fetchImpl as unknown as typeof fetch);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).csrftoken).toBeUndefined();
  });

  it('hands its answer to the first GET of the user-info path only, then steps aside', async () => {
    runScript('', (async () => new Response('{"code":0}', { status: 200 })) as typeof fetch);
    expect(takeEarlyUserInfo('/api/other', { method: 'GET' })).toBeUndefined();
    expect(takeEarlyUserInfo(API_PATHS.userInfo, { method: 'POST' })).toBeUndefined();
    const answer = takeEarlyUserInfo(API_PATHS.userInfo, { method: 'GET' });
    expect(await (await answer!).text()).toBe('{"code":0}');
    expect(earlyUserInfoSucceeded()).toBe(true);
    expect(takeEarlyUserInfo(API_PATHS.userInfo, { method: 'GET' })).toBeUndefined();
  });

  it('reports an HTTP failure as not succeeded, and a network failure to the taker without an unhandled rejection', async () => {
    runScript('', (async () => new Response('', { status: 500 })) as typeof fetch);
    expect((await takeEarlyUserInfo(API_PATHS.userInfo)!).status).toBe(500);
    expect(earlyUserInfoSucceeded()).toBe(false);

    const failure = new DOMException('timed out', 'TimeoutError');
    runScript('', (() => Promise.reject(failure)) as typeof fetch);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(earlyUserInfoSucceeded()).toBe(false);
    await expect(takeEarlyUserInfo(API_PATHS.userInfo)!).rejects.toBe(failure);
  });

  it('without the script there is nothing to take and nothing succeeded', () => {
    expect(takeEarlyUserInfo(API_PATHS.userInfo)).toBeUndefined();
    expect(earlyUserInfoSucceeded()).toBe(false);
  });
});
