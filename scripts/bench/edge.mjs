// Load on the edge as `npm start` serves it, each server in its own process so autocannon (here)
// does not share its event loop:
// - a site's home page from `npm start`'s server (the edge picks the file and its headers, sirv
//   sends it) beside plain `sirv` serving the same built file and the same compressed copies (both asked as a browser asks: the same brotli bytes), 50 connections,
//   on three fresh process pairs, each warmed up, then alternating rounds so both see the same
//   machine load (budget: >= 0.9x sirv, the median pair), with each server's CPU time per request;
// - a region redirect at 50 connections;
// - the bytes a browser receives for the home page with br, gzip and none;
// - 100 connections on a mix of pages, redirects, 404s and assets: errors and the server's memory.
// `node scripts/bench/edge.mjs` prints the numbers; `benchEdge()` returns them for `npm run bench`.
import autocannon from 'autocannon';
import { ensureBuilt } from '../lib/ensure-built.mjs';
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = join(ROOT, 'dist');
const SELF = fileURLToPath(import.meta.url);

/** Child process: serve `kind` ('edge' or 'sirv') on a free port, report it, answer memory questions. */
async function serveChild(kind) {
  let port;
  if (kind === 'sirv') {
    const { default: sirv } = await import('sirv');
    // The same built file npm start sends for http://localhost/, at the same URL, with the same
    // compressed copies the build writes beside it (brotli and gzip, picked by Accept-Encoding).
    const server = createServer(sirv(join(DIST, 'main'), { brotli: true, gzip: true, etag: true }));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = server.address().port;
  } else {
    const { createApp } = await import('../../src/server/app.ts');
    const { listen } = await import('../../src/server/node-http.ts');
    port = (await listen(createApp({ root: DIST }), 0, '127.0.0.1')).port;
  }
  process.on('message', (message) => {
    if (message === 'memory') globalThis.gc?.();
    const { user, system } = process.cpuUsage();
    process.send({ rss: process.memoryUsage().rss, cpuMicros: user + system });
  });
  process.send({ port });
}

function startChild(kind) {
  const child = fork(SELF, ['--serve', kind], { execArgv: ['--expose-gc'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve({ port, child }));
    child.once('error', reject);
  });
}

/** The child's RSS (after a GC) and CPU time used so far. */
function usageOf(child, question = 'memory') {
  return new Promise((resolve) => {
    child.once('message', resolve);
    child.send(question);
  });
}
const memoryOf = async (child) => (await usageOf(child)).rss;

/** A load, with the server's CPU time per request: steady where requests per second swing with the machine's load. */
async function measured(child, options) {
  const before = await usageOf(child, 'cpu');
  const result = await load(options);
  const after = await usageOf(child, 'cpu');
  return { ...result, cpuMicros: after.cpuMicros - before.cpuMicros };
}

function load(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** Errors are failed or timed-out requests plus answers with another status than the one expected. */
function errorsOf(result, expected) {
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, { count }) => sum + count, 0);
  const matching = expected.reduce((sum, status) => sum + (result.statusCodeStats?.[String(status)]?.count ?? 0), 0);
  return result.errors + result.timeouts + (answered - matching);
}

function summary(results, expected) {
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const seconds = results.reduce((sum, result) => sum + result.duration, 0);
  const cpuMicros = results.reduce((sum, result) => sum + (result.cpuMicros ?? Number.NaN), 0);
  return {
    rps: Math.round(requests / seconds),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + errorsOf(result, expected), 0),
    cpuMicrosPerRequest: Math.round(cpuMicros / requests),
  };
}

/** The size on the wire of one answer, undecoded, for an Accept-Encoding. */
function transferredBytes(port, host, path, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Process pairs the home page is compared on: a server process lands in a fast or a slow state on this VM for its life. */
const PAIRS = 3;
/** Alternating rounds per pair: a burst of load elsewhere on the machine hits both servers alike. */
const ROUNDS = 4;
/** Unmeasured load first, so neither server's JIT warm-up is counted (a serving process is warm). */
const WARM_UP_SECONDS = 2;
/** Both asked as a browser asks, so both answer with the build's brotli copy of the page. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * npm start's home page against plain sirv on the same file: fresh process pairs, each warmed up, then
 * alternating rounds. The ratio is the median of the pairs' ratios, so one process that landed slow
 * (either server's) does not decide it.
 */
async function compareHome(duration) {
  const round = Math.max(1, duration / ROUNDS / PAIRS);
  const ours = [];
  const theirs = [];
  const ratios = [];
  for (let pair = 0; pair < PAIRS; pair += 1) {
    const edge = await startChild('edge');
    const sirv = await startChild('sirv');
    try {
      const home = { edge: { url: `http://127.0.0.1:${edge.port}/`, headers: { ...BROWSER, host: `localhost:${edge.port}` }, connections: 50 }, sirv: { url: `http://127.0.0.1:${sirv.port}/`, headers: BROWSER, connections: 50 } };
      await load({ ...home.sirv, duration: WARM_UP_SECONDS });
      await load({ ...home.edge, duration: WARM_UP_SECONDS });
      const pairOurs = [];
      const pairTheirs = [];
      for (let index = 0; index < ROUNDS; index += 1) {
        pairTheirs.push(await measured(sirv.child, { ...home.sirv, duration: round }));
        pairOurs.push(await measured(edge.child, { ...home.edge, duration: round }));
      }
      ratios.push(summary(pairOurs, [200]).rps / summary(pairTheirs, [200]).rps);
      ours.push(...pairOurs);
      theirs.push(...pairTheirs);
    } finally {
      edge.child.kill();
      sirv.child.kill();
    }
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  return { home: summary(ours, [200]), sirv: summary(theirs, [200]), ratio: sorted[Math.floor(sorted.length / 2)], pairRatios: ratios };
}

/** Runs every load and returns { home, sirv, ratio, pairRatios, redirect, transfer, heavy }. */
export async function benchEdge({ duration = 20 } = {}) {
  await ensureBuilt(ROOT);
  const compared = await compareHome(duration);
  const edge = await startChild('edge');
  const sirv = await startChild('sirv');
  try {
    const host = `localhost:${edge.port}`;
    const browser = BROWSER;

    // A logged-out visitor of the EU host opening /trade: answered with a 302 to the main host.
    const redirect = summary([await load({ url: `http://127.0.0.1:${edge.port}/trade/BTC_USDC`, headers: { host: `eu.localhost:${edge.port}` }, connections: 50, duration })], [302]);

    const transfer = {};
    for (const accept of ['br', 'gzip', 'identity']) transfer[accept] = await transferredBytes(edge.port, host, '/', accept);
    const sirvTransfer = await transferredBytes(sirv.port, `127.0.0.1:${sirv.port}`, '/', browser['accept-encoding']);
    if (sirvTransfer.encoding !== 'br' || sirvTransfer.bytes !== transfer.br.bytes) {
      throw new Error(`sirv must send the same brotli bytes as npm start: ${sirvTransfer.encoding} ${sirvTransfer.bytes} B against br ${transfer.br.bytes} B`);
    }

    // 100 connections on what a CDN in front of us would forward: pages in every coding, redirects,
    // 404s of unknown paths (each a new URL), assets and conditional requests.
    const asset = /\/_astro\/[^"]+\.css/.exec(readFileSync(join(DIST, 'main', 'index.html'), 'utf8'))?.[0] ?? '/favicon.svg';
    let counter = 0;
    const requests = [
      { path: '/', headers: { host, 'accept-encoding': 'br' } },
      { path: '/zh/', headers: { host, 'accept-encoding': 'gzip' } },
      { path: '/de//index.html', headers: { host: `eu.localhost:${edge.port}` } },
      { path: '/', headers: { host: `jp.localhost:${edge.port}`, cookie: 'pver=1; sign=2', 'accept-encoding': 'br' } },
      { path: asset, headers: { host } },
      { setupRequest: (request) => ({ ...request, path: `/no/such/page/${(counter += 1)}`, headers: { host: `tr.localhost:${edge.port}` } }) },
      { path: '/', headers: { host, 'if-none-match': '"stale"', range: 'bytes=0-1023' } },
    ];
    await load({ url: `http://127.0.0.1:${edge.port}`, requests, connections: 100, duration: 3 });
    const rssBefore = await memoryOf(edge.child);
    const samples = [];
    const sampler = setInterval(() => memoryOf(edge.child).then((rss) => samples.push(rss)), 1000);
    const heavyResult = await load({ url: `http://127.0.0.1:${edge.port}`, requests, connections: 100, duration });
    clearInterval(sampler);
    const rssAfter = await memoryOf(edge.child);
    const heavy = {
      ...summary([heavyResult], [200, 206, 301, 302, 404]),
      rssBeforeMiB: rssBefore / 2 ** 20,
      rssPeakMiB: Math.max(rssBefore, rssAfter, ...samples) / 2 ** 20,
      rssAfterMiB: rssAfter / 2 ** 20,
    };
    const { home, sirv: sirvHome } = compared;
    return { ...compared, cpuRatio: sirvHome.cpuMicrosPerRequest / home.cpuMicrosPerRequest, redirect, transfer, heavy };
  } finally {
    edge.child.kill();
    sirv.child.kill();
  }
}

/** The report lines of `npm run bench` for these numbers. */
export function printEdge(edge) {
  const mib = (value) => value.toFixed(0);
  console.log(`  home page:  ${edge.home.rps} req/s, p99 ${edge.home.p99} ms, ${edge.home.errors} errors, ${edge.home.cpuMicrosPerRequest} µs CPU/request`);
  console.log(`  sirv, same file and compressed copies: ${edge.sirv.rps} req/s, p99 ${edge.sirv.p99} ms, ${edge.sirv.cpuMicrosPerRequest} µs CPU/request`);
  console.log(`  npm start vs sirv: ${edge.ratio.toFixed(2)}x the requests per second (budget >= 0.9x; median of ${edge.pairRatios.length} process pairs: ${edge.pairRatios.map((ratio) => ratio.toFixed(2)).join(', ')}), ${edge.cpuRatio.toFixed(2)}x less CPU per request`);
  console.log(`  redirect:   ${edge.redirect.rps} req/s, p99 ${edge.redirect.p99} ms, ${edge.redirect.errors} errors`);
  console.log(`  home page on the wire: br ${edge.transfer.br.bytes} B, gzip ${edge.transfer.gzip.bytes} B, none ${edge.transfer.identity.bytes} B`);
  console.log(`  100 connections, mixed: ${edge.heavy.rps} req/s, p99 ${edge.heavy.p99} ms, ${edge.heavy.errors} errors; RSS ${mib(edge.heavy.rssBeforeMiB)} -> peak ${mib(edge.heavy.rssPeakMiB)} -> ${mib(edge.heavy.rssAfterMiB)} MiB`);
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex !== -1) {
  await serveChild(process.argv[serveIndex + 1]);
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await benchEdge({ duration: Number(process.env.BENCH_SECONDS ?? 20) });
  console.log('Edge under load (autocannon, loopback; each server in its own process)');
  printEdge(results);
}
