// What each runtime holds to itself (issue 36). `npm start`'s server: CONNECT and two Host headers
// answered, not dropped or guessed; slow clients and too many sockets closed; the client address
// taken from a load balancer only when TRUSTED_PROXIES names it; the edge's refusals in front of the
// sandbox too. The Worker: plain http on a production host goes to https.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/index.ts';
import { createApiProxy, parseApiOrigin } from '../../src/edge/api-proxy.ts';
import { builtDist } from '../support/dist.ts';
import { startWorkerd, type Workerd } from '../support/workerd.ts';
import { createApp } from '../../src/server/app.ts';
import { forwardFetch } from '../../src/server/forward-fetch.ts';
import { listen, SERVER_LIMITS, type RunningServer } from '../../src/server/node-http.ts';
import { rawRequest } from '../support/raw-http.ts';
import { parseTrustedProxies } from '../../src/server/trusted-proxy.ts';

let dist: string;
let server: RunningServer;
let workerd: Workerd;
beforeAll(async () => {
  dist = builtDist();
  server = await listen(createApp({ root: dist, before: [createSandbox({ faults: '' })] }));
  workerd = await startWorkerd(dist);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await workerd?.dispose();
});

/** A socket that has connected, and a promise of when (and whether) the server closes it. */
function openSocket(port: number): Promise<{ socket: Socket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => resolve({ socket, closed }));
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

describe('requests Node must answer rather than drop or guess', () => {
  it('answers CONNECT with the 405 every other refused method gets', async () => {
    const answer = await rawRequest(server.port, 'CONNECT internal.example:443 HTTP/1.1\r\nHost: internal.example:443\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('answers a request with two Host headers 400, whichever comes first; workerd refuses it before the Worker runs', async () => {
    for (const hosts of ['Host: localhost\r\nHost: eu.localhost', 'Host: eu.localhost\r\nHost: localhost']) {
      const request = `GET /fee HTTP/1.1\r\n${hosts}\r\nConnection: close\r\n\r\n`;
      expect((await rawRequest(server.port, request)).status, hosts).toBe(400);
      // workerd's own answer (no Worker header on it): no site is picked either way.
      const fromWorkerd = await rawRequest(Number(workerd.url.port), request);
      expect([fromWorkerd.status, fromWorkerd.headers['x-frame-options']], hosts).toEqual([500, undefined]);
    }
  });

  it("refuses a sign-out asked for as an image in the sandbox's world too", async () => {
    const answer = await rawRequest(server.port, 'GET /logout HTTP/1.1\r\nHost: localhost\r\nSec-Fetch-Dest: image\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(403);
  });
});

describe('slow clients and too many sockets', () => {
  it('closes the sockets past the cap at once', async () => {
    const capped = await listen(createApp({ root: dist }), 0, '127.0.0.1', { maxConnections: 3 });
    try {
      const open = await Promise.all(Array.from({ length: 3 }, () => openSocket(capped.port)));
      const extra = await openSocket(capped.port);
      expect(await extra.closed).toBeLessThan(2000);
      for (const { socket } of open) expect(socket.destroyed).toBe(false);
      for (const { socket } of open) socket.destroy();
    } finally {
      await capped.close();
    }
  });

  it(`closes a socket whose headers are not in by ${SERVER_LIMITS.headersTimeoutMs / 1000} s`, async () => {
    const { socket, closed } = await openSocket(server.port);
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const tick = setInterval(() => socket.write('a'), 1000);
    try {
      const after = await closed;
      expect(after).toBeGreaterThanOrEqual(SERVER_LIMITS.headersTimeoutMs - 500);
      expect(after).toBeLessThan(SERVER_LIMITS.headersTimeoutMs + 2 * SERVER_LIMITS.checkIntervalMs + 1000);
    } finally {
      clearInterval(tick);
    }
  }, 20_000);
});

describe('the Worker and plain http', () => {
  it('sends a production host to https, path and query kept, and leaves local hosts on http', async () => {
    const upgraded = await workerd.fetch(new Request('http://www.nexa.exchange/fee?x=1'));
    expect([upgraded.status, upgraded.headers.get('location')]).toEqual([301, 'https://www.nexa.exchange/fee?x=1']);
    expect(upgraded.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect((await workerd.fetch(new Request('http://eu.localhost/de/'))).status).toBe(302);
    expect((await workerd.fetch(new Request('https://www.nexa.exchange/'))).status).toBe(200);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('believes X-Forwarded-For and X-Forwarded-Proto only from a listed proxy', async () => {
    const seen: { address: string | null; proto: string | null; host: string | null }[] = [];
    const upstream = await listen(async (request) => {
      seen.push({ address: request.headers.get('x-forwarded-for'), proto: request.headers.get('x-forwarded-proto'), host: request.headers.get('x-forwarded-host') });
      return Response.json({ code: 0 });
    });
    const api = createApiProxy(parseApiOrigin(upstream.url)!, { fetch: forwardFetch });
    const behindBalancer = await listen(createApp({ root: dist, api }), 0, '127.0.0.1', { trustedProxies: parseTrustedProxies('127.0.0.1, 10.0.0.2') });
    const direct = await listen(createApp({ root: dist, api }));
    try {
      const forwarded = 'X-Forwarded-For: 198.51.100.4, 203.0.113.7, 10.0.0.2\r\nX-Forwarded-Proto: https';
      for (const port of [behindBalancer.port, direct.port]) {
        await rawRequest(port, `GET /api/web/v1/compliance/check HTTP/1.1\r\nHost: localhost\r\n${forwarded}\r\nConnection: close\r\n\r\n`);
      }
      // The nearest address no listed proxy added is the client's; a direct client claims nothing.
      expect(seen).toEqual([{ address: '203.0.113.7', proto: 'https', host: 'localhost' }, { address: '127.0.0.1', proto: 'http', host: 'localhost' }]);
      expect(() => parseTrustedProxies('10.0.0.0/8')).toThrow(/IP addresses/);
      expect(parseTrustedProxies(undefined).size).toBe(0);
    } finally {
      await Promise.all([behindBalancer.close(), direct.close(), upstream.close()]);
    }
  });
});
