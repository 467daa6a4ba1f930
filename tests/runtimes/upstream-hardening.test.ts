// What the third hardening round (issue 36) asks of both runtimes, `npm start` with API_ORIGIN and
// APP_ORIGIN and the Worker in workerd with the same vars, against an origin that misbehaves on
// purpose: a broken answer never reaches the client as whole, connection headers stay on their
// connection, the origin's cookies, redirects and failures are scoped to the site, ambiguous API paths
// and sign-outs as images are refused, and a trickling body is cut at the same deadline on both.
import { request as httpRequest } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiProxy, parseApiOrigin, UPSTREAM_TIMEOUT_MS } from '../../src/edge/api-proxy.ts';
import { BODY_DEADLINE_MS } from '../../src/edge/body-limit.ts';
import { builtDist } from '../support/dist.ts';
import { startWorkerd } from '../support/workerd.ts';
import { createApp } from '../../src/server/app.ts';
import { forwardFetch } from '../../src/server/forward-fetch.ts';
import { listen } from '../../src/server/node-http.ts';

interface Arrival {
  head: string;
  path: string;
  headers: Record<string, string>;
}

/** The origin: a raw socket server, so it can answer what no framework would (short bodies, broken codings). */
const arrivals: Arrival[] = [];
const RESPONSES: Record<string, string | ((socket: Socket) => void)> = {};
let originServer: Server;
let originUrl: string;

function head(status: string, headers: Record<string, string>, body = ''): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  if (!headers.connection) lines.push('connection: close');
  return `HTTP/1.1 ${status}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

function answerFor(path: string): string | ((socket: Socket) => void) {
  const exact = RESPONSES[path.split('?')[0]!];
  if (exact) return exact;
  return head('200 OK', { 'content-type': 'application/json', 'content-length': '11' }, '{"code":0}\n');
}

beforeAll(async () => {
  originServer = createServer((socket) => {
    let received = '';
    socket.on('data', (chunk) => {
      if (received.includes('\r\n\r\n')) return;
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [requestLine = '', ...lines] = received.slice(0, end).split('\r\n');
      const path = requestLine.split(' ')[1] ?? '';
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      arrivals.push({ head: requestLine, path, headers });
      const answer = answerFor(path);
      if (typeof answer === 'function') answer(socket);
      else socket.end(answer);
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => originServer.listen(0, '127.0.0.1', resolve));
  const address = originServer.address();
  originUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => originServer.close(() => resolve())));

interface Runtime {
  name: string;
  port: number;
  close(): Promise<void>;
}

async function startRuntimes(vars: { API_ORIGIN: string; APP_ORIGIN: string }): Promise<Runtime[]> {
  const dist = builtDist();
  const node = await listen(createApp({
    root: dist,
    api: createApiProxy(parseApiOrigin(vars.API_ORIGIN)!, { fetch: forwardFetch }),
    apps: createApiProxy(parseApiOrigin(vars.APP_ORIGIN, 'APP_ORIGIN')!, { fetch: forwardFetch }),
  }));
  const workerd = await startWorkerd(dist, { bindings: vars });
  return [{ name: 'npm start', port: node.port, close: node.close }, { name: 'Worker', port: Number(workerd.url.port), close: workerd.dispose }];
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The connection ended before the answer was whole. */
  broken: boolean;
}

/** One request as written; the answer, or how it broke. */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { host: 'localhost', ...headers }, setHost: false }, (res) => {
      const chunks: Buffer[] = [];
      const done = (broken: boolean) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), broken });
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(!res.complete));
      res.on('error', () => done(true));
      res.on('aborted', () => done(true));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('both runtimes against a misbehaving origin', () => {
  let runtimes: Runtime[];
  beforeAll(async () => {
    runtimes = await startRuntimes({ API_ORIGIN: originUrl, APP_ORIGIN: originUrl });
  }, 120_000);
  afterAll(() => Promise.all(runtimes.map((runtime) => runtime.close())));

  it('ends the client connection with an error when the origin breaks mid-answer, and refuses a coding it cannot decode', async () => {
    RESPONSES['/api/web/v1/short-length'] = (socket) => socket.end(head('200 OK', { 'content-type': 'application/json', 'content-length': '1000' }, `{"code":0,"data":"${'x'.repeat(400)}`));
    RESPONSES['/api/web/v1/dies-mid-body'] = (socket) => {
      socket.write(head('200 OK', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, `190\r\n{"code":0,"data":"${'x'.repeat(382)}\r\n`));
      setTimeout(() => socket.destroy(), 50);
    };
    RESPONSES['/api/web/v1/bad-gzip'] = (socket) => {
      const gzipped = gzipSync(Buffer.from(JSON.stringify({ code: 0, data: 'y'.repeat(4000) })));
      const broken = Buffer.concat([gzipped.subarray(0, 40), Buffer.alloc(200, 0x41)]);
      socket.end(Buffer.concat([Buffer.from(head('200 OK', { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(broken.length) })), broken]));
    };
    RESPONSES['/api/web/v1/bogus-coding'] = head('200 OK', { 'content-type': 'application/json', 'content-encoding': 'bogus', 'content-length': '11' }, '{"code":0}\n');
    for (const runtime of runtimes) {
      for (const path of ['/api/web/v1/short-length', '/api/web/v1/dies-mid-body', '/api/web/v1/bad-gzip']) {
        const answer = await send(runtime.port, 'GET', path);
        expect(answer.broken || answer.status >= 500, `${runtime.name} ${path}: ${answer.status} ${answer.body.length} bytes`).toBe(true);
      }
      const bogus = await send(runtime.port, 'GET', '/api/web/v1/bogus-coding');
      expect(bogus.status, runtime.name).toBe(502);
      // A connection the origin drops before answering (its keep-alive race) is tried once more.
      let calls = 0;
      RESPONSES['/api/web/v1/flaky'] = (socket) => (calls++ % 2 === 0 ? socket.destroy() : socket.end(head('200 OK', { 'content-type': 'application/json', 'content-length': '11' }, '{"code":0}\n')));
      expect((await send(runtime.port, 'GET', '/api/web/v1/flaky')).status, runtime.name).toBe(200);
      // A whole answer keeps the origin's length.
      const whole = await send(runtime.port, 'GET', '/api/web/v1/fine');
      expect([whole.status, whole.headers['content-length'], whole.broken], runtime.name).toEqual([200, '11', false]);
    }
  });
});

describe('what crosses the edge, both ways', () => {
  let runtimes: Runtime[];
  beforeAll(async () => {
    runtimes = await startRuntimes({ API_ORIGIN: originUrl, APP_ORIGIN: originUrl });
  }, 120_000);
  afterAll(() => Promise.all(runtimes.map((runtime) => runtime.close())));

  it('keeps hop-by-hop headers, the ones Connection names, and the origin software headers on their connection', async () => {
    RESPONSES['/api/web/v1/leaky'] = head('200 OK', {
      'content-type': 'application/json', 'content-length': '11', 'proxy-authenticate': 'Basic realm="internal"', server: 'origin/1.0', 'x-powered-by': 'Express',
      connection: 'close, x-internal-secret', 'x-internal-secret': 'k1',
    }, '{"code":0}\n');
    for (const runtime of runtimes) {
      arrivals.length = 0;
      const answer = await send(runtime.port, 'GET', '/api/web/v1/leaky', { connection: 'keep-alive, x-secret-hop', 'x-secret-hop': 'internal', 'proxy-authorization': 'Basic c2VjcmV0', 'x-kept': 'yes' });
      expect(answer.status, runtime.name).toBe(200);
      expect([answer.headers['proxy-authenticate'], answer.headers['x-powered-by'], answer.headers.server, answer.headers['x-internal-secret']], runtime.name).toEqual([undefined, undefined, undefined, undefined]);
      const { headers } = arrivals[0]!;
      expect([headers['x-secret-hop'], headers['proxy-authorization'], headers['x-kept']], runtime.name).toEqual([undefined, undefined, 'yes']);
    }
  });

  it("scopes the origin's cookies to the site, its redirects to the host asked, and never lets an answer that sets a cookie be cached", async () => {
    RESPONSES['/api/web/v1/cookies'] = head('302 Found', {
      'content-type': 'application/json', 'content-length': '0', 'cache-control': 'public, max-age=600',
      'set-cookie': 'wide=1; Domain=nexa.exchange; Path=/; Secure\r\nset-cookie: own=2; Domain=.testnet.localhost; Path=/\r\nset-cookie: plain=3; Path=/',
      location: `${originUrl}/api/web/v1/next?step=2`,
    });
    for (const runtime of runtimes) {
      const testnet = await send(runtime.port, 'GET', '/api/web/v1/cookies', { host: 'testnet.localhost' });
      expect(testnet.headers['set-cookie'], runtime.name).toEqual(['wide=1; Path=/; Secure', 'own=2; Domain=.testnet.localhost; Path=/', 'plain=3; Path=/']);
      expect(testnet.headers['cache-control'], runtime.name).toBe('private, no-store');
      expect(testnet.headers.location, runtime.name).toBe('/api/web/v1/next?step=2');
      // The main site's own apex is its own to set.
      const main = await send(runtime.port, 'GET', '/api/web/v1/cookies');
      expect(main.headers['set-cookie']?.[0], runtime.name).toBe('wide=1; Domain=nexa.exchange; Path=/; Secure');
    }
  });

  it("shows a navigation the site's error page instead of an origin's 5xx body, and leaves a script's call its answer", async () => {
    const trace = 'TypeError: x is undefined\n    at render (/srv/apps/help/server.js:41:7)';
    RESPONSES['/help'] = head('500 Internal Server Error', { 'content-type': 'text/html', 'content-length': String(trace.length) }, trace);
    RESPONSES['/api/web/v1/crash'] = head('503 Service Unavailable', { 'content-type': 'application/json', 'content-length': String(trace.length) }, trace);
    for (const runtime of runtimes) {
      const page = await send(runtime.port, 'GET', '/help', { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', accept: 'text/html' });
      expect(page.status, runtime.name).toBe(500);
      expect(page.body, runtime.name).not.toContain('server.js');
      expect(page.body, runtime.name).toContain('class="site-header"');
      expect(page.body, runtime.name).toContain('This page is unavailable');
      const german = await send(runtime.port, 'GET', '/api/web/v1/crash', { host: 'eu.localhost', accept: 'text/html,application/xhtml+xml' });
      expect([german.status, german.headers['content-type']], runtime.name).toEqual([503, 'text/html; charset=utf-8']);
      const call = await send(runtime.port, 'GET', '/api/web/v1/crash', { 'sec-fetch-dest': 'empty', accept: 'application/json' });
      expect([call.status, call.body], runtime.name).toEqual([503, trace]);
    }
  });

  it('refuses API paths a backend could read otherwise, and a sign-out asked for as an image, script or style', async () => {
    const ambiguous = ['/api/..%2fadmin', '/api/..;/admin', '/apiw/..%5cadmin', '/api/%252e%252e/admin', '/apiweb/v1/x;jsessionid=1', '/api/web/%2F%2Fevil.example/x'];
    for (const runtime of runtimes) {
      arrivals.length = 0;
      for (const path of ambiguous) expect((await send(runtime.port, 'GET', path)).status, `${runtime.name} ${path}`).toBe(400);
      for (const [path, destination] of [['/logout', 'image'], ['/api/web/v1/usercenter/logoutAll', 'script'], ['/logout', 'style'], ['/api/web/v1/usercenter/logoutAll', 'image']]) {
        const refused = await send(runtime.port, 'GET', path!, { 'sec-fetch-dest': destination!, 'sec-fetch-mode': 'no-cors' });
        expect(refused.status, `${runtime.name} ${path} as ${destination}`).toBe(403);
      }
      expect(arrivals, runtime.name).toEqual([]);
      // A navigation and the API client's own call still sign out.
      expect((await send(runtime.port, 'GET', '/logout', { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' })).status, runtime.name).toBe(200);
      expect((await send(runtime.port, 'GET', '/api/web/v1/usercenter/logoutAll', { 'sec-fetch-dest': 'empty' })).status, runtime.name).toBe(200);
      expect(arrivals.map((arrival) => arrival.path), runtime.name).toEqual(['/logout', '/api/web/v1/usercenter/logoutAll']);
    }
  });
});

describe('an application origin that is down, and bodies that never finish', () => {
  let runtimes: Runtime[];
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): every application route fails at once.
    runtimes = await startRuntimes({ API_ORIGIN: originUrl, APP_ORIGIN: 'http://127.0.0.1:9' });
  }, 120_000);
  afterAll(() => Promise.all(runtimes.map((runtime) => runtime.close())));

  it("answers a navigation to a dead application with the site's HTML error page, a script's call with the API's JSON", async () => {
    for (const runtime of runtimes) {
      const page = await send(runtime.port, 'GET', '/de/fee', { host: 'eu.localhost', cookie: 'pver=1; sign=1', 'sec-fetch-dest': 'document' });
      expect([page.status, page.headers['content-type']], runtime.name).toEqual([502, 'text/html; charset=utf-8']);
      expect(page.body, runtime.name).toContain('<html lang="de"');
      const call = await send(runtime.port, 'GET', '/help', { 'sec-fetch-dest': 'empty' });
      expect([call.status, JSON.parse(call.body).code], runtime.name).toEqual([502, 502]);
    }
  });

  it(`cuts a request body still arriving after ${BODY_DEADLINE_MS / 1000} s, and gives up on a silent origin after ${UPSTREAM_TIMEOUT_MS / 1000} s, on both runtimes`, async () => {
    RESPONSES['/api/web/v1/upload'] = () => {};
    RESPONSES['/api/web/v1/silent'] = () => {};
    // Meanwhile a navigation waits on an origin that never answers: the site's error page, 504.
    const silent = runtimes.map(async (runtime) => {
      const started = Date.now();
      const answer = await send(runtime.port, 'GET', '/api/web/v1/silent', { 'sec-fetch-dest': 'document', accept: 'text/html' });
      return { ...answer, seconds: (Date.now() - started) / 1000 };
    });
    const stalled = runtimes.map((runtime) => new Promise<{ status: number; seconds: number }>((resolve) => {
      const started = Date.now();
      const req = httpRequest({ host: '127.0.0.1', port: runtime.port, method: 'POST', path: '/api/web/v1/upload', headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': String(1024 * 1024 - 1) } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, seconds: (Date.now() - started) / 1000 });
      });
      req.on('error', () => resolve({ status: 0, seconds: (Date.now() - started) / 1000 }));
      req.write('{"data":"'.padEnd(64 * 1024, 'x'));
    }));
    for (const [index, result] of (await Promise.all(stalled)).entries()) {
      expect(result.status, runtimes[index]!.name).toBe(408);
      expect(result.seconds, runtimes[index]!.name).toBeGreaterThanOrEqual(BODY_DEADLINE_MS / 1000 - 1);
      expect(result.seconds, runtimes[index]!.name).toBeLessThan(BODY_DEADLINE_MS / 1000 + 4);
    }
    for (const [index, result] of (await Promise.all(silent)).entries()) {
      expect([result.status, result.headers['content-type']], runtimes[index]!.name).toEqual([504, 'text/html; charset=utf-8']);
      expect(result.body, runtimes[index]!.name).toContain('class="site-header"');
      expect(result.seconds, runtimes[index]!.name).toBeGreaterThanOrEqual(UPSTREAM_TIMEOUT_MS / 1000 - 1);
      expect(result.seconds, runtimes[index]!.name).toBeLessThan(UPSTREAM_TIMEOUT_MS / 1000 + 4);
    }
  }, 40_000);
});
