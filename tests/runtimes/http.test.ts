// HTTP behaviour of `npm start` a browser, a CDN or an attacker sees over the wire: conditional and
// partial GETs and compression (sirv sends the built files), odd methods and request targets,
// rebuilds under a running server, each site's own 404, and the security headers on every kind of answer.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCspManifest } from '../../src/integrations/outputs/csp-manifest.ts';
import { createSandbox } from '../../sandbox/index.ts';
import { createAppStandIn } from '../../sandbox/apps/index.ts';
import { builtDist } from '../support/dist.ts';
import { createApp } from '../../src/server/app.ts';
import { listen, type RunningServer } from '../../src/server/node-http.ts';
import { rawRequest } from '../support/raw-http.ts';
import { wireFetch } from '../support/wire-fetch.ts';

let server: RunningServer;
let dist: string;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  dist = builtDist();
  // As `npm start` runs it: the sandbox in front, the stand-in applications (/login among them) behind.
  app = createApp({ root: dist, before: [createSandbox({ faults: '' })], apps: createAppStandIn({ chrome: (request) => app(request) }) });
  server = await listen(app);
}, 120_000);
afterAll(() => server?.close());

/** The app's answer as the server builds it (fetch could not name the *.localhost hosts). */
const get = (path: string, headers: Record<string, string> = {}, host = 'localhost') => app(new Request(`http://${host}${path}`, { headers }));
/** The same over the wire, through the static server. */
const wire = (path: string, headers: Record<string, string> = {}, host = 'localhost') => wireFetch(server.port, new Request(`http://${host}${path}`, { headers }));
const langOf = (html: string) => /<html lang="([a-z]+)/.exec(html)?.[1];

describe('compression', () => {
  it('answers br or gzip as asked, with Vary: Accept-Encoding, and bytes that decode to the page', async () => {
    const plain = Buffer.from((await rawRequest(server.port, 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).body, 'latin1');
    expect(plain.byteLength).toBeGreaterThan(10_000);
    for (const [accept, coding, decode] of [['br', 'br', brotliDecompressSync], ['gzip, deflate', 'gzip', gunzipSync], ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync], ['br, gzip', 'br', brotliDecompressSync]] as const) {
      const answer = await rawRequest(server.port, `GET / HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: ${accept}\r\nConnection: close\r\n\r\n`);
      expect(answer.headers['content-encoding'], accept).toBe(coding);
      expect(answer.headers.vary, accept).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBeLessThan(plain.byteLength / 4);
      expect(decode(Buffer.from(answer.body, 'latin1')).equals(plain), accept).toBe(true);
    }
    const identity = await wire('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.headers.get('vary')).toBe('Accept-Encoding');
  });

  it("sends a site's 404 page in br or gzip as asked, decoding to the same page", async () => {
    const request = (accept: string) => rawRequest(server.port, `GET /de/no-such-page HTTP/1.1\r\nHost: eu.localhost\r\nCookie: pver=1; sign=2\r\n${accept ? `Accept-Encoding: ${accept}\r\n` : ''}Connection: close\r\n\r\n`);
    const plain = await request('');
    expect(plain.status).toBe(404);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const answer = await request(accept);
      expect(answer.status, accept).toBe(404);
      expect(answer.headers['content-encoding'], accept).toBe(accept);
      expect(answer.headers.vary, accept).toBe('Accept-Encoding');
      expect(decode(Buffer.from(answer.body, 'latin1')).equals(Buffer.from(plain.body, 'latin1')), accept).toBe(true);
    }
  });

  it('leaves images and tiny files as they are', async () => {
    const icon = await rawRequest(server.port, 'GET /favicon.svg HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
  });
});

describe('conditional and partial requests', () => {
  it('answers 304 to a matching If-None-Match, per coding', async () => {
    for (const accept of ['identity', 'br', 'gzip']) {
      const first = await wire('/zh/', { 'accept-encoding': accept });
      const etag = first.headers.get('etag')!;
      expect(etag, accept).toMatch(/^(W\/)?"[\w-]+"$/);
      const again = await wire('/zh/', { 'accept-encoding': accept, 'if-none-match': etag });
      expect(again.status, accept).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');
      expect(again.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect((await wire('/zh/', { 'accept-encoding': accept, 'if-none-match': '"stale"' })).status).toBe(200);
    }
    const identityTag = (await wire('/zh/')).headers.get('etag')!;
    const brTag = (await wire('/zh/', { 'accept-encoding': 'br' })).headers.get('etag')!;
    expect(brTag).not.toBe(identityTag);
  });

  it('answers byte ranges of the built bytes with 206, past the end with 416, and whole when it cannot honour one', async () => {
    const whole = new Uint8Array(await (await wire('/')).arrayBuffer());
    const etag = (await wire('/')).headers.get('etag')!;
    const part = await wire('/', { range: 'bytes=10-19', 'accept-encoding': 'br' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${whole.byteLength}`);
    expect(part.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(10, 20));
    const tail = await wire('/', { range: 'bytes=-5' });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.subarray(whole.byteLength - 5));
    const beyond = await wire('/', { range: `bytes=${whole.byteLength}-` });
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${whole.byteLength}`]);
    expect(beyond.headers.get('x-content-type-options')).toBe('nosniff');
    // sirv's validator is weak, which If-Range may not use (RFC 9110 13.1.5): the whole file, as for several ranges.
    expect((await wire('/', { range: 'bytes=0-9', 'if-range': '"another"' })).status).toBe(200);
    expect((await wire('/', { range: 'bytes=0-9', 'if-range': etag })).status).toBe(200);
    expect((await wire('/', { range: 'bytes=0-1,5-6' })).status).toBe(200);
    expect((await wire('/', { range: 'bytes=9-2' })).status).toBe(200);
    // A 404 page is never partial.
    expect((await wire('/no-such-page', { range: 'bytes=0-9' })).status).toBe(404);
  });
});

describe('methods and request targets', () => {
  it('answers TRACE with 405 and no stack trace', async () => {
    for (const method of ['TRACE']) {
      const answer = await rawRequest(server.port, `${method} / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.body).not.toMatch(/at \w+ \(|node:internal|Error/);
    }
  });

  it('keeps the path of an absolute-form request target (RFC 9112 3.2.2)', async () => {
    const answer = await rawRequest(server.port, `GET http://localhost:${server.port}/zh/ HTTP/1.1\r\nHost: localhost:${server.port}\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(200);
    expect(langOf(answer.body)).toBe('zh');
    const regional = await rawRequest(server.port, 'GET http://eu.localhost/de/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect([regional.status, regional.headers.location]).toEqual([302, 'http://localhost/en-eu/de/']);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await rawRequest(server.port, 'HEAD /zh/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const got = await rawRequest(server.port, 'GET /zh/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.from(got.body, 'latin1').byteLength));
    expect(head.headers.etag).toBe(got.headers.etag);
  });
});

describe("each site's own 404", () => {
  it("answers an unknown path with that site's 404 in the language of the path", async () => {
    for (const [host, path, site, lang] of [
      ['eu.localhost', '/de/no/such/page', 'eu', 'de'], ['eu.localhost', '/no/such/page', 'eu', 'en'], ['jp.localhost', '/ja/x', 'jp', 'ja'],
      ['tr.localhost', '/tr/x', 'tr', 'tr'], ['ae.localhost', '/ar/x', 'ae', 'ar'], ['jp.localhost', '/de/x', 'jp', 'en'], ['localhost', '/zh/x', 'main', 'zh'],
    ] as const) {
      const response = await get(path, {}, host);
      const body = await response.text();
      expect(response.status, `${host}${path}`).toBe(404);
      expect(langOf(body), `${host}${path}`).toBe(lang);
      expect(body, `${host}${path}`).toContain(`data-site="${site}"`);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    const rtl = await (await get('/ar/x', {}, 'ae.localhost')).text();
    expect(rtl).toMatch(/<html[^>]*dir="rtl"/);
  });

  it('never serves the 404 pages at their own address, and unknown hosts get the main one', async () => {
    const direct = await get('/_404/de/', {}, 'eu.localhost');
    expect(direct.status).toBe(404);
    const unknown = await get('/', {}, 'evil.example');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('data-site="main"');
  });
});

describe('security headers on answers the edge did not build', () => {
  it('sets them on /__sites, /login and the sandbox API', async () => {
    for (const path of ['/__sites', '/login', '/api/web/v1/compliance/check', '/__sandbox/faults']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d{8,}/);
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-security-policy'), path).not.toContain('unsafe-inline');
    }
    // The index's one inline style is allowed by its hash, like a built page's.
    expect((await get('/__sites')).headers.get('content-security-policy')).toMatch(/style-src 'self' 'sha256-/);
  });
});

describe('a rebuild under a running server', () => {
  it('serves the new files and their new CSP hashes after a partial rebuild', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'edge-rebuild-'));
    try {
      await cp(join(dist, 'main', 'index.html'), join(copy, 'main', 'index.html'), { recursive: true });
      // Only the pages it asks for: csp.json is written twice below, a parse of every page each time.
      await cp(join(dist, 'tr', 'index.html'), join(copy, 'tr', 'index.html'), { recursive: true });
      await writeCspManifest(copy);
      const rebuilt = await listen(createApp({ root: copy, assets: { recheckMs: 0 } }));
      const app = (request: Request) => wireFetch(rebuilt.port, request);
      const before = await app(new Request('http://tr.localhost/'));
      const oldPolicy = before.headers.get('content-security-policy');
      expect(before.status).toBe(200);
      // What `npm run build -- --site tr` does: new files for one site, then csp.json last.
      const page = join(copy, 'tr', 'index.html');
      await writeFile(page, (await readFile(page, 'utf8')).replace('</body>', '<script>window.rebuilt = 1</script></body>'));
      await writeCspManifest(copy);
      const after = await app(new Request('http://tr.localhost/'));
      expect(await after.text()).toContain('window.rebuilt = 1');
      expect(after.headers.get('content-security-policy')).not.toBe(oldPolicy);
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
      await rebuilt.close();
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
