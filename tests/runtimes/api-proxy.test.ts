// The API proxy (API_ORIGIN on Node, the Worker's forwarding) against a real upstream on a port.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiProxy, isApiRoute, MAX_API_BODY_BYTES, parseApiOrigin, upstreamUrl } from '../../src/edge/api-proxy.ts';
import { createApp } from '../../src/server/app.ts';
import { builtDist } from '../support/dist.ts';
import { hugeBody } from '../support/huge-body.ts';
import { listen, type RunningServer } from '../../src/server/node-http.ts';
import { forwardFetch } from '../../src/server/forward-fetch.ts';
import { gzipSync } from 'node:zlib';

interface Seen { url: string; cookie: string | null; method: string; body: string; host: string | null; headers: Record<string, string> }
let upstream: RunningServer;
const seen: Seen[] = [];

beforeAll(async () => {
  upstream = await listen(async (request) => {
    seen.push({
      url: request.url, cookie: request.headers.get('cookie'), method: request.method, body: await request.text(),
      host: request.headers.get('x-forwarded-host'), headers: Object.fromEntries(request.headers),
    });
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
    }), '203.0.113.9');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ code: 0, data: { ok: true } });
    expect(response.headers.getSetCookie()).toEqual(['pver=abc; Path=/; HttpOnly', 'sign=def; Path=/; HttpOnly']);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', cookie: 'csrftoken=t1; pver=p', body: 'all=0', host: 'tr.localhost:4321' });
    expect(new URL(seen.at(-1)!.url).pathname + new URL(seen.at(-1)!.url).search).toBe('/api/web/v1/usercenter/logout?x=1');
  });

  it('names the API routes the edge forwards, and nothing else', () => {
    for (const path of ['/api/web/v1/x', '/apiw/v2/market/spots', '/apiweb/v1/spot/cross_margin/info', '/logout']) expect(isApiRoute(path), path).toBe(true);
    for (const path of ['/zh/', '/apiwx', '/api', '/logout/x', '/login']) expect(isApiRoute(path), path).toBe(false);
  });

  it('replaces the address a client claims with the one the server saw (IP compliance cannot be spoofed)', async () => {
    const proxy = createApiProxy(parseApiOrigin(upstream.url)!);
    await proxy(new Request('http://localhost/api/web/v1/compliance/check', {
      headers: { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '1.2.3.4', 'cf-connecting-ip': '1.2.3.4', 'true-client-ip': '1.2.3.4', forwarded: 'for=1.2.3.4' },
    }), '198.51.100.7');
    const { headers } = seen.at(-1)!;
    expect([headers['x-forwarded-for'], headers['x-real-ip'], headers['cf-connecting-ip']]).toEqual(['198.51.100.7', '198.51.100.7', '198.51.100.7']);
    expect(headers['true-client-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
  });

  it('adds the security headers to the upstream answer', async () => {
    const response = await createApiProxy(parseApiOrigin(upstream.url)!)(new Request('http://localhost/apiw/v2/market/spots'), null);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('refuses a body over the cap (413) before the upstream sees it, declared or streamed', async () => {
    const proxy = createApiProxy(parseApiOrigin(upstream.url)!);
    const before = seen.length;
    const declared = await proxy(new Request('http://localhost/api/web/v1/usercenter/logout', {
      method: 'POST', headers: { 'content-length': String(300 * 1024 * 1024) }, body: 'x',
    }), null);
    expect(declared.status).toBe(413);
    const upload = hugeBody(300 * 1024 * 1024, 256 * 1024);
    const streamed = await proxy(new Request('http://localhost/api/web/v1/usercenter/logout', { method: 'POST', body: upload.body, duplex: 'half' } as RequestInit), null);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ code: 413 });
    // It stopped reading just past the cap instead of taking in 300 MB.
    expect(upload.pulled()).toBeLessThan(MAX_API_BODY_BYTES + 2 * 256 * 1024);
    expect(seen.length).toBe(before);
  });

  it('on Node, sends the headers as the client sent them (fetch metadata too) and decodes a compressed answer', async () => {
    const proxy = createApiProxy(parseApiOrigin(upstream.url)!, { fetch: forwardFetch });
    const metadata = { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none', 'sec-fetch-dest': 'document', 'sec-fetch-user': '?1' };
    const response = await proxy(new Request('http://localhost/logout', { headers: metadata }), null);
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toHaveLength(2);
    const { headers } = seen.at(-1)!;
    expect(headers).toMatchObject(metadata);
    // Nothing the client did not send: no user-agent, accept or accept-language of the proxy's own.
    expect([headers['user-agent'], headers.accept, headers['accept-language']]).toEqual([undefined, undefined, undefined]);

    const compressed = await listen(async () => new Response(gzipSync(JSON.stringify({ code: 0, data: 'zipped' })), { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } }));
    try {
      const unzipped = await createApiProxy(parseApiOrigin(compressed.url)!, { fetch: forwardFetch })(new Request('http://localhost/apiw/v2/market/spots'), null);
      expect(unzipped.headers.get('content-encoding')).toBeNull();
      expect(await unzipped.json()).toEqual({ code: 0, data: 'zipped' });
    } finally {
      await compressed.close();
    }
  });

  it('answers 502 with the API envelope when the origin is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const proxy = createApiProxy(new URL('http://127.0.0.1:9'));
    const response = await proxy(new Request('http://localhost/apiw/v2/market/spots'), null);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 502 });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps every forwarded path on the origin, a path that reads as a host included', () => {
    const origin = new URL('http://127.0.0.1:4010');
    for (const path of ['//trade/BTC_USDT?x=1', '///help', '//evil.example/api/x', '/api/%2F%2Fevil.example']) {
      const incoming = new URL(`http://localhost${path}`);
      expect(upstreamUrl(origin, incoming)?.href, path).toBe(`http://127.0.0.1:4010${incoming.pathname}${incoming.search}`);
    }
  });

  it('refuses an API_ORIGIN that is not an http(s) URL', () => {
    expect(() => parseApiOrigin('api.example.com')).toThrow(/absolute URL/);
    expect(() => parseApiOrigin('file:///etc')).toThrow(/http/);
    expect(parseApiOrigin(undefined)).toBeNull();
    expect(parseApiOrigin('https://api.example.com/some/path')?.href).toBe('https://api.example.com/');
  });
});

describe('npm start with API_ORIGIN, over HTTP', () => {
  it('sends the socket peer as the client address and closes on a refused upload', async () => {
    const server = await listen(createApp({ root: builtDist(), api: createApiProxy(parseApiOrigin(upstream.url)!, { fetch: forwardFetch }) }));
    try {
      await fetch(`${server.url}/api/web/v1/compliance/check`, { headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6' } });
      expect(seen.at(-1)!.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen.at(-1)!.headers['x-real-ip']).toBe('127.0.0.1');
      const refused = await fetch(`${server.url}/api/web/v1/usercenter/logout`, { method: 'POST', body: new Uint8Array(MAX_API_BODY_BYTES + 1) });
      expect(refused.status).toBe(413);
      expect(refused.headers.get('connection')).toBe('close');
    } finally {
      await server.close();
    }
  });
});
