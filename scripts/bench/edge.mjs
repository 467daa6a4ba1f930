// Load on the edge as `npm start` serves it: autocannon, 50 connections for 20 s each on a home page
// and on a region redirect, against a server started in-process on loopback.
// `node scripts/bench/edge.mjs` prints the numbers; `benchEdge()` returns them for `npm run bench`.
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { createApp } from '../../src/server/app.ts';
import { listen } from '../../src/server/node-http.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function run(url, host, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration, headers: { host } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Errors are failed or timed-out requests plus answers with another status than the one expected. */
function summary(result, expectedStatus) {
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, { count }) => sum + count, 0);
  const expected = result.statusCodeStats?.[String(expectedStatus)]?.count ?? 0;
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + (answered - expected) };
}

/** Runs both loads and returns { home, redirect }: requests per second, p99 latency (ms) and errors. */
export async function benchEdge({ port = 0, duration = 20 } = {}) {
  if (!existsSync(join(ROOT, 'dist', 'csp.json'))) {
    const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const server = await listen(createApp({ root: join(ROOT, 'dist') }), port, '127.0.0.1');
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const home = await run(`${base}/`, `localhost:${server.port}`, duration);
    // A logged-out visitor of the EU host opening /trade: answered with a 302 to the main host.
    const redirect = await run(`${base}/trade/BTC_USDC`, `eu.localhost:${server.port}`, duration);
    return { home: summary(home, 200), redirect: summary(redirect, 302) };
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await benchEdge({ duration: Number(process.env.BENCH_SECONDS ?? 20) });
  for (const [name, { rps, p99, errors }] of Object.entries(results)) {
    console.log(`[bench:edge] ${name.padEnd(8)} ${rps} req/s, p99 ${p99} ms, ${errors} errors (50 connections, loopback)`);
  }
}
