// The table of SPEC 2's region redirects: every host x listed path x (visitor, logged in), answered
// by `npm start`'s server over the wire (the edge, and sirv sending the files) and by the Workers
// entry in workerd (the edge, and the static-assets binding), which must agree byte for byte on the
// status, every header and the body. Only each static server's own validators differ (sirv's
// ETag and Last-Modified, the binding's ETag and CF-Cache-Status): both must answer 304 to their own.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { mainSite, sites } from '../../src/sites/index.ts';
import { REGION_REDIRECT_SECTIONS } from '../../src/edge/region-redirect.ts';
import { builtDist } from '../support/dist.ts';
import { startWorkerd, type Workerd } from '../support/workerd.ts';
import { listen, type RunningServer } from '../../src/server/node-http.ts';
import { wireFetch } from '../support/wire-fetch.ts';

const PORT = '4321';
const LOGGED_IN = 'theme=2; pver=v1; sign=s1';

interface Row {
  url: string;
  host: string;
  cookie: string | null;
  origin: 'production' | 'local';
  regionPrefix: string | undefined;
  /** The path without its language prefix. */
  rest: string;
  /** The language prefix ('', '/es'): a language the site offers, kept under the region prefix. */
  langPrefix: string;
}

function pathsOf(lang: string): { path: string; rest: string }[] {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  return [
    { path: `${prefix}/`, rest: '/' },
    { path: `${prefix}/?ref=abc`, rest: '/?ref=abc' },
    ...REGION_REDIRECT_SECTIONS.flatMap((section) => [
      { path: `${prefix}/${section}`, rest: `/${section}` },
      { path: `${prefix}/${section}/deeper/path?q=1&b=%2F`, rest: `/${section}/deeper/path?q=1&b=%2F` },
    ]),
  ];
}

function table(): Row[] {
  const rows: Row[] = [];
  for (const site of sites) {
    const hosts = [
      ...[site.hosts.production, ...site.hosts.aliases].map((host) => ({ host, origin: 'production' as const, scheme: 'https' })),
      { host: `${site.hosts.local}:${PORT}`, origin: 'local' as const, scheme: 'http' },
    ];
    // English plus one other language the site offers, to cover the language prefix.
    const langs = [...new Set(['en', site.languages.at(-1) ?? 'en'])];
    for (const { host, origin, scheme } of hosts) {
      for (const lang of langs) {
        for (const { path, rest } of pathsOf(lang)) {
          for (const cookie of [null, LOGGED_IN]) {
            rows.push({ url: `${scheme}://${host}${path}`, host, cookie, origin, regionPrefix: site.regionPrefix, rest, langPrefix: lang === 'en' ? '' : `/${lang}` });
          }
        }
      }
    }
  }
  return rows;
}

/** Each static server's own: its validators, and the binding's cache report. */
const PLATFORM_HEADERS = ['etag', 'last-modified', 'cf-cache-status'];

async function snapshot(response: Response) {
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !['date', 'content-length', ...PLATFORM_HEADERS].includes(name)));
  return { status: response.status, headers, bodySha256: createHash('sha256').update(body).digest('hex') };
}

let workerd: Workerd;
let server: RunningServer;
const node = (request: Request) => wireFetch(server.port, request);

beforeAll(async () => {
  const dist = builtDist();
  server = await listen(createApp({ root: dist }));
  workerd = await startWorkerd(dist);
}, 120_000);

afterAll(async () => {
  await workerd?.dispose();
  await server?.close();
});

describe('Node and workerd answer the region table identically', () => {
  const rows = table();

  it(`covers every host x listed path x (visitor, logged in): ${rows.length} requests`, async () => {
    const regionalHosts = new Set(rows.filter((row) => row.regionPrefix).map((row) => row.host.split(':')[0]));
    expect(regionalHosts).toEqual(new Set(['www.nexa.eu', 'nexa.eu', 'eu.localhost', 'www.nexa.jp', 'nexa.jp', 'jp.localhost', 'www.nexa.us', 'nexa.us', 'us.localhost', 'www.nexa.uk', 'nexa.uk', 'uk.localhost']));

    const mismatches: string[] = [];
    for (let start = 0; start < rows.length; start += 64) {
      await Promise.all(rows.slice(start, start + 64).map(async (row) => {
        const request = () => new Request(row.url, { headers: row.cookie ? { cookie: row.cookie } : {} });
        const [fromNode, fromWorkerd] = await Promise.all([node(request()).then(snapshot), workerd.fetch(request()).then(snapshot)]);
        try {
          expect(fromWorkerd).toEqual(fromNode);
          if (row.regionPrefix && !row.cookie) {
            const main = row.origin === 'production' ? `https://${mainSite.hosts.production}` : `http://${mainSite.hosts.local}:${PORT}`;
            expect(fromNode.status).toBe(302);
            expect(fromNode.headers.location).toBe(`${main}${row.regionPrefix}${row.langPrefix}${row.rest}`);
            expect(fromNode.headers.vary).toBe('Cookie');
            expect(fromNode.headers['cache-control']).toBe('private, no-store');
          } else {
            // Home pages exist; the listed sections are not part of this build and are real 404 pages.
            expect(fromNode.status).toBe(row.rest.startsWith('/?') || row.rest === '/' ? 200 : 404);
            expect(fromNode.headers.location).toBeUndefined();
          }
        } catch (error) {
          mismatches.push(`${row.url} [${row.cookie ?? 'visitor'}]: ${(error as Error).message.split('\n')[0]}`);
        }
      }));
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  }, 240_000);

  it('serves the same bytes and headers for assets, fragments, slash redirects and unknown hosts', async () => {
    const html = await (await node(new Request('http://localhost/'))).text();
    const assets = [...html.matchAll(/\/_astro\/[^"]+/g)].map((match) => match[0]);
    const urls = [
      ...assets.map((asset) => `http://localhost:${PORT}${asset}`),
      'http://localhost:4321/zh', 'http://localhost:4321/en-eu/', 'http://tr.localhost/_chrome/tr/header.html',
      'http://jp.localhost/_chrome/ja/chrome.json', 'http://evil.example/', 'http://localhost/csp.json', 'http://localhost/sites.json',
      'http://localhost/%2e%2e/%2e%2e/etc/passwd', 'http://localhost/favicon.svg',
    ];
    expect(assets.length).toBeGreaterThan(0);
    for (const url of urls) {
      const [fromNode, fromWorkerd] = await Promise.all([node(new Request(url)).then(snapshot), workerd.fetch(new Request(url)).then(snapshot)]);
      expect(fromWorkerd, url).toEqual(fromNode);
    }
  }, 60_000);

  it("answers a revalidation with 304 from each runtime's own static server, for pages and assets", async () => {
    const html = await (await node(new Request('http://localhost/'))).text();
    const asset = /\/_astro\/[^"]+\.css/.exec(html)?.[0];
    expect(asset).toBeDefined();
    for (const url of ['http://localhost/zh/', 'http://tr.localhost/_chrome/tr/header.html', `http://localhost${asset}`]) {
      for (const [runtime, send] of [['node', node], ['workerd', (request: Request) => workerd.fetch(request)]] as const) {
        const first = await send(new Request(url));
        const etag = first.headers.get('etag');
        expect(first.status, `${runtime} ${url}`).toBe(200);
        // An entity tag, strong or weak (RFC 9110 8.8.3): the validator the conditional request below sends back.
        expect(etag, `${runtime} ${url}`).toMatch(/^(W\/)?"[^"]+"$/);
        const again = await send(new Request(url, { headers: { 'if-none-match': etag! } }));
        expect(again.status, `${runtime} ${url}`).toBe(304);
        expect(again.headers.get('cache-control'), `${runtime} ${url}`).toBe(first.headers.get('cache-control'));
        expect((await send(new Request(url, { headers: { 'if-none-match': '"stale"' } }))).status, `${runtime} ${url}`).toBe(200);
      }
    }
  }, 60_000);

  it("sends a site's 404 page with status 404, never a 304, whatever the request asks", async () => {
    for (const send of [node, (request: Request) => workerd.fetch(request)]) {
      const first = await send(new Request('http://tr.localhost/tr/no-such-page'));
      expect(first.status).toBe(404);
      const etag = first.headers.get('etag');
      const again = await send(new Request('http://tr.localhost/tr/no-such-page', { headers: etag ? { 'if-none-match': etag } : {} }));
      expect(again.status).toBe(404);
      expect(await again.text()).toContain('data-site="tr"');
    }
  }, 60_000);
});
