// `npm run bench`: speed and size figures, printed as a report and saved to bench-results/latest.json.
// Budgets (DESIGN.md) are shown beside the numbers; they are never asserted by tests.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { timeBuild } from './bench/build-time.mjs';
import { measureShells } from './bench/shell-sizes.mjs';
import { sites } from '../src/sites/index.ts';
import { createApp } from '../src/server/app.ts';
import { listen } from '../src/server/node-http.ts';
import { createSandbox } from '../sandbox/index.ts';
import { benchMarketData } from '../src/lib/bench/data-bench.ts';
import { benchEdge, printEdge } from './bench/edge.mjs';
import { formatTable, lighthouseTargets, runLighthouse } from './lib/lighthouse.mjs';
import { benchAccount } from './bench/account.mjs';
import { measureIslands } from './bench/island-sizes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);

const report = {};

console.log('Build');
const oneSite = timeBuild(ROOT, ['--site', 'tr']);
const fullBuild = timeBuild(ROOT);
report.build = { full: fullBuild, oneSite };
console.log(`  every site: ${fullBuild.pages} pages in ${fullBuild.seconds.toFixed(1)} s (${fullBuild.pagesPerSecond.toFixed(1)} pages/s)   budget <= 60 s`);
console.log(`  one site (tr): ${oneSite.pages} pages in ${oneSite.seconds.toFixed(1)} s   budget <= 15 s`);

const server = await listen(createApp({ root: DIST, before: [createSandbox()] }), 0);
try {
  console.log('\nEnglish home shell per site (KiB; JS = loaded before any interaction, measured in Chromium)');
  console.log('  site      HTML raw  HTML gz   CSS raw   CSS gz   JS raw    JS gz   (JS budget <= 4.0 KiB gz)');
  const shells = await measureShells({ distDir: DIST, port: server.port, sites });
  for (const row of shells) {
    console.log(`  ${row.site.padEnd(8)} ${kb(row.html.raw)}   ${kb(row.html.gzip)}   ${kb(row.css.raw)}   ${kb(row.css.gzip)}   ${kb(row.js.raw)}   ${kb(row.js.gzip)}`);
  }
  report.shells = shells;

  console.log('\nIslands on first interaction (KiB gz, measured in Chromium: own code, then the shared React runtime)');
  const islands = await measureIslands({ port: server.port });
  for (const row of islands) {
    console.log(`  ${row.island.padEnd(30)} own ${kb(row.own.gzip)} (${row.own.files} files)   React runtime ${kb(row.shared.gzip)} (${row.shared.files} files)`);
  }
  report.islands = islands;

  console.log('\nAccount island, logged in as a VIP on the main home page (median of 5)');
  const account = await benchAccount({ port: server.port });
  console.log(`  island JS beyond a visitor's page: ${account.islandJs.files} files, ${kb(account.islandJs.gzip)} KiB gz (visitors: 0)`);
  console.log(`  account menus ready: ${account.readyFromNavigationMs.toFixed(0)} ms after navigation start, ${account.readyAfterLoadMs.toFixed(0)} ms after the load event`);
  report.account = account;

  console.log('\nMarket data: read and validate the spot list (median of 5)');
  const data = await benchMarketData({ sandboxUrl: server.url });
  console.log(`  ${data.rows} spot rows from the IndexedDB cache: ${data.cacheReadMs.toFixed(1)} ms`);
  console.log(`  ${data.rows} spot rows from the sandbox over HTTP: ${data.httpReadMs.toFixed(1)} ms`);
  report.marketData = data;

  console.log('\nLighthouse, mobile (simulated slow 4G, 4x CPU): every English home, main in Arabic and Japanese');
  const lighthouse = await runLighthouse(lighthouseTargets(sites, server.port), {
    onResult: (row, done, total) => console.log(`  ${done}/${total} ${row.site} ${row.path}`),
  });
  console.log(formatTable(lighthouse));
  for (const row of lighthouse.filter((item) => item.failing.length)) console.log(`  ${row.site} ${row.path}: under 100 on ${row.failing.join(', ')}`);
  report.lighthouse = lighthouse;
} finally {
  await server.close();
}

console.log('\nEdge under load (autocannon on loopback, each server in its own process; 50 connections unless said)');
const edge = await benchEdge({ duration: Number(process.env.BENCH_LOAD_SECONDS ?? 20) });
printEdge(edge);
report.edge = edge;

await mkdir(join(ROOT, 'bench-results'), { recursive: true });
await writeFile(join(ROOT, 'bench-results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nSaved bench-results/latest.json');
