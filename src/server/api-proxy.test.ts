import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiProxy, parseApiOrigin } from './api-proxy.ts';
import { listen, type RunningServer } from './node-http.ts';

let upstream: RunningServer;
const seen: Array<{ url: string; cookie: string | null; method: string; body: string; host: string | null }> = [];

beforeAll(async () => {
  upstream = await listen(async (request) => {
    seen.push({ url: request.url, cookie: request.headers.get('cookie'), method: request.method, body: await request.text(), host: request.headers.get('x-forwarded-host') });
    const headers = new Headers({ 'content-type': 'application/json' });
    headers.append('set-cookie', 'pver=abc; Path=/; HttpOnly');
    headers.append('set-cookie', 'sign=def; Path=/; HttpOnly');
    return new Response(JSON.stringify({ code: 0, data: { ok: true } }), { status: 201, headers });
  });
});
afterAll(() => upstream.close());

describe('API proxy (API_ORIGIN)', () => {
  it('forwards API paths with query, cookies and body, and passes every Set-Cookie back', async () => {
    const proxy = createApiProxy(parseApiOrigin(upstream.url)!);
    const response = await proxy(new Request('http://tr.localhost:4321/api/web/v1/usercenter/logout?x=1', {
      method: 'POST',
      headers: { cookie: 'csrftoken=t1; pver=p', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'all=0',
    }));
    expect(response?.status).toBe(201);
    expect(await response?.json()).toEqual({ code: 0, data: { ok: true } });
    expect(response?.headers.getSetCookie()).toEqual(['pver=abc; Path=/; HttpOnly', 'sign=def; Path=/; HttpOnly']);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', cookie: 'csrftoken=t1; pver=p', body: 'all=0', host: 'tr.localhost:4321' });
    expect(new URL(seen.at(-1)!.url).pathname + new URL(seen.at(-1)!.url).search).toBe('/api/web/v1/usercenter/logout?x=1');
  });

  it('leaves page paths to the static site', async () => {
    const proxy = createApiProxy(parseApiOrigin(upstream.url)!);
    expect(await proxy(new Request('http://localhost/zh/'))).toBeNull();
    expect(await proxy(new Request('http://localhost/apiwx'))).toBeNull();
  });

  it('answers 502 with the API envelope when the origin is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const proxy = createApiProxy(new URL('http://127.0.0.1:9'));
    const response = await proxy(new Request('http://localhost/apiw/v2/market/spots'));
    expect(response?.status).toBe(502);
    expect(await response?.json()).toMatchObject({ code: 502 });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('refuses an API_ORIGIN that is not an http(s) URL', () => {
    expect(() => parseApiOrigin('api.example.com')).toThrow(/absolute URL/);
    expect(() => parseApiOrigin('file:///etc')).toThrow(/http/);
    expect(parseApiOrigin(undefined)).toBeNull();
    expect(parseApiOrigin('https://api.example.com/some/path')?.href).toBe('https://api.example.com/');
  });
});
