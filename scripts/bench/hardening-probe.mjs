// The load and slow-client probe of issue 36, on loopback, against both runtimes with an echo origin
// behind API_ORIGIN and APP_ORIGIN (each in its own process, so autocannon here shares no event loop):
// - 200 connections for 15 s each on the home page, a 404, a region redirect, an application route
//   and an API route: requests per second, p99 latency, errors, status classes, and the server's
//   memory (RSS) before and after;
// - 150 sockets that each declare a 1 MiB body, send all of it but the last byte and stall: the
//   server's memory while they stall, and how many sockets it closed (and with which status) by the
//   deadline;
// - 1,500 sockets that send their headers a byte a second: how many are open after 18 s.
// `node scripts/bench/hardening-probe.mjs` (CONNECTIONS, SECONDS, STALLED, SLOW_HEADERS change the sizes;
// RUNTIMES=node or RUNTIMES=workerd probes one).
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../lib/ensure-built.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = join(ROOT, 'dist');
const SELF = fileURLToPath(import.meta.url);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 15);
const STALLED = Number(process.env.STALLED ?? 150);
const SLOW_HEADERS = Number(process.env.SLOW_HEADERS ?? 1500);
/** When the slow-header sockets are counted (the probe found all 1,500 open at 18 s). */
const SLOW_HEADERS_COUNT_MS = 18_000;
const BODY_BYTES = 1024 * 1024;
/** How long the stalled sockets are watched: past both deadlines (the edge's 15 s, Node's 20 s). */
const STALL_WATCH_MS = 25_000;

/** [label, path, Host]: one route of each kind the edge answers. */
const ROUTES = [
  ['home', '/', 'localhost'],
  ['404', '/no-such-page', 'localhost'],
  ['redirect (region gate)', '/fee', 'eu.localhost'],
  ['application route', '/trade/BTC_USDT', 'localhost'],
  ['API route', '/apiw/v2/market/spots', 'localhost'],
];

/** Child: the echo origin (answers after reading the whole body) or `npm start`'s server with both origins. */
async function serveChild(kind, origin) {
  let port;
  if (kind === 'origin') {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const html = !req.url.startsWith('/api');
        res.writeHead(200, { 'content-type': html ? 'text/html; charset=utf-8' : 'application/json' });
        res.end(html ? `<!doctype html><title>app</title><h1>${req.url.length}</h1>` : '{"code":0,"message":"success","data":[]}');
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = server.address().port;
  } else {
    const { createApp } = await import('../../src/server/app.ts');
    const { listen } = await import('../../src/server/node-http.ts');
    const { createApiProxy, parseApiOrigin } = await import('../../src/edge/api-proxy.ts');
    const { forwardFetch } = await import('../../src/server/forward-fetch.ts');
    const proxy = (name) => createApiProxy(parseApiOrigin(origin, name), { fetch: forwardFetch });
    port = (await listen(createApp({ root: DIST, api: proxy('API_ORIGIN'), apps: proxy('APP_ORIGIN') }), 0, '127.0.0.1')).port;
  }
  process.on('message', () => process.send({ rss: process.memoryUsage().rss }));
  process.send({ port });
}

function startChild(...args) {
  const child = fork(SELF, ['--serve', ...args], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve({ port, child }));
    child.once('error', reject);
  });
}

const mb = (bytes) => Math.round(bytes / 1024 / 1024);

/** RSS of a process by pid (workerd runs as Miniflare's child). */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(/\d+/.exec(line ?? '')?.[0] ?? 0) * 1024;
}

/** The workerd process Miniflare started below this one (its child or deeper). */
function workerdPid() {
  const parents = new Map();
  const workerds = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const [, comm, rest] = /^\d+ \((.*)\) (.*)$/.exec(readFileSync(`/proc/${entry}/stat`, 'utf8').trim()) ?? [];
      parents.set(Number(entry), Number(rest.split(' ')[1]));
      if (comm === 'workerd') workerds.push(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  const below = (pid) => {
    for (let up = parents.get(pid); up; up = parents.get(up)) if (up === process.pid) return true;
    return false;
  };
  const pid = workerds.find(below);
  if (!pid) throw new Error('workerd process not found');
  return pid;
}

/**
 * Until the server answers a request within a second again (up to a minute): requests a load run gave
 * up on are still queued in a starved server, and would be counted against the next route.
 */
async function drained(port) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const answered = await fetch(`http://127.0.0.1:${port}/robots.txt`, { signal: AbortSignal.timeout(1000) }).then((response) => response.arrayBuffer().then(() => true), () => false);
    if (answered) return;
  }
}

async function load(port, [label, path, host]) {
  const target = { url: `http://127.0.0.1:${port}${path}`, headers: { host, 'accept-encoding': 'br, gzip' } };
  // A serving process is warm: 2 s of unmeasured load first, then the queue drained.
  await autocannon({ ...target, connections: 10, duration: 2 });
  await drained(port);
  const result = await autocannon({ ...target, connections: CONNECTIONS, duration: SECONDS });
  await drained(port);
  return {
    route: label,
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
  };
}

/** `STALLED` sockets that declare a 1 MiB body, send all but its last byte and stall. */
async function stalledBodies(port, memory) {
  const before = await memory();
  const started = Date.now();
  const sockets = Array.from({ length: STALLED }, () => new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`POST /api/web/v1/usercenter/upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`);
      socket.write(Buffer.alloc(BODY_BYTES - 1, 0x61));
    });
    let status = 0;
    socket.on('data', (chunk) => (status ||= Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 0)));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ closedAfterMs: Date.now() - started, status }));
    setTimeout(() => socket.destroy(), STALL_WATCH_MS).unref();
  }));
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const stalled = await memory();
  const results = await Promise.all(sockets);
  const closedByServer = results.filter((result) => result.closedAfterMs < STALL_WATCH_MS - 100);
  const statuses = {};
  for (const { status } of closedByServer) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    rssBeforeMb: mb(before),
    rssWhileStalledMb: mb(stalled),
    rssAfterMb: mb(await memory()),
    closedByServer: closedByServer.length,
    of: STALLED,
    latestCloseS: closedByServer.length ? Math.max(...closedByServer.map((result) => result.closedAfterMs)) / 1000 : null,
    statuses,
  };
}

/** `SLOW_HEADERS` sockets that never finish their headers: how many the server closed, by when. */
async function slowHeaders(port) {
  const started = Date.now();
  const closedAt = [];
  const sockets = Array.from({ length: SLOW_HEADERS }, () => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: '));
    const drip = setInterval(() => socket.writable && socket.write('a'), 1000);
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      closedAt.push(Date.now() - started);
    });
    return socket;
  });
  await new Promise((resolve) => setTimeout(resolve, SLOW_HEADERS_COUNT_MS));
  const closed = closedAt.length;
  for (const socket of sockets) socket.destroy();
  return { of: SLOW_HEADERS, openAt18s: SLOW_HEADERS - closed, closedBy18s: closed, latestCloseS: closed ? Math.max(...closedAt.slice(0, closed)) / 1000 : null };
}

async function probe(name, port, memory) {
  const rssBefore = await memory();
  const routes = [];
  for (const route of ROUTES) routes.push(await load(port, route));
  const rssAfter = await memory();
  const stalled = await stalledBodies(port, memory);
  return { runtime: name, rssBeforeMb: mb(rssBefore), rssAfterMb: mb(rssAfter), routes, stalled, slowHeaders: await slowHeaders(port) };
}

async function main() {
  await ensureBuilt(ROOT);
  const origin = await startChild('origin');
  const originUrl = `http://127.0.0.1:${origin.port}`;
  const results = [];
  const only = process.env.RUNTIMES;
  if (only !== 'workerd') results.push(await probeNode(originUrl));
  if (only !== 'node') results.push(await probeWorkerd(originUrl));
  origin.child.kill();
  console.log(`\n${JSON.stringify(results)}`);
}

async function probeNode(originUrl) {
  const node = await startChild('edge', originUrl);
  const nodeMemory = () => new Promise((resolve) => {
    node.child.once('message', ({ rss }) => resolve(rss));
    node.child.send('memory');
  });
  try {
    return report(await probe('npm start (Node)', node.port, nodeMemory));
  } finally {
    node.child.kill();
  }
}

async function probeWorkerd(originUrl) {
  const { startWorkerd } = await import('../../tests/support/workerd.ts');
  const workerd = await startWorkerd(DIST, { bindings: { API_ORIGIN: originUrl, APP_ORIGIN: originUrl } });
  try {
    const pid = workerdPid();
    return report(await probe('Worker (workerd)', Number(workerd.url.port), async () => rssOf(pid)));
  } finally {
    await workerd.dispose();
  }
}

/** Prints one runtime's figures as soon as they are in. */
function report(result) {
  console.log(`\n${result.runtime}: RSS ${result.rssBeforeMb} MB before, ${result.rssAfterMb} MB after the load`);
  console.table(result.routes.map(({ route, reqPerSec, p99Ms, errors, timeouts, statuses }) => ({ route, 'req/s': reqPerSec, 'p99 ms': p99Ms, errors, timeouts, ...statuses })));
  const stall = result.stalled;
  console.log(`${stall.of} stalled 1 MiB bodies: RSS ${stall.rssBeforeMb} -> ${stall.rssWhileStalledMb} MB while stalled, ${stall.rssAfterMb} MB after; ${stall.closedByServer} closed by the server, the last at ${stall.latestCloseS} s; statuses ${JSON.stringify(stall.statuses)}`);
  const slow = result.slowHeaders;
  console.log(`${slow.of} slow-header sockets: ${slow.openAt18s} open at 18 s, ${slow.closedBy18s} closed by the server (the last at ${slow.latestCloseS} s)`);
  return result;
}

if (process.argv[2] === '--serve') await serveChild(process.argv[3], process.argv[4]);
else await main();
