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
import { apiAnnouncementSource } from '../src/edge/announcement.ts';
import { benchMarketData } from './bench/data-bench.ts';
import { benchEdge, printEdge } from './bench/edge.mjs';
import { formatTable, lighthouseTargets, runLighthouse } from './lib/lighthouse.mjs';
import { startServer } from './lib/start-server.mjs';
import { benchAccount } from './bench/account.mjs';
import { measureIslands } from './bench/island-sizes.mjs';
import { benchSearch } from './bench/search-bench.ts';
import { benchSearchIsland } from './bench/search-island.mjs';
import { shortcutListenerSize } from './bench/search-shortcut.mjs';
import { benchMessages } from './bench/messages.mjs';
import { readBudgets } from './lib/budgets.mjs';
import { benchFirstTaps, printFirstTaps } from './bench/first-tap.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);

const report = {};

console.log('Build');
// Built for npm start's local world, the one this bench and Lighthouse (npm start) serve; every site
// first, so the one-site build adds to a dist/ of the same settings (a partial build refuses others).
const fullBuild = timeBuild(ROOT, ['--local']);
const oneSite = timeBuild(ROOT, ['--site', 'tr', '--local']);
report.build = { full: fullBuild, oneSite };
console.log(`  every site: ${fullBuild.pages} pages in ${fullBuild.seconds.toFixed(1)} s (${fullBuild.pagesPerSecond.toFixed(1)} pages/s)   budget <= 60 s`);
console.log(`  one site (tr): ${oneSite.pages} pages in ${oneSite.seconds.toFixed(1)} s   budget <= 15 s`);

// First after the build, while no browser from the measurements below is still winding down: the
// serving ratio compares two servers' CPU time per request, which a busy neighbour skews.
console.log('\nEdge under load (autocannon on loopback, each server in its own process; 50 connections unless said)');
const edge = await benchEdge({ duration: Number(process.env.BENCH_LOAD_SECONDS ?? 20) });
printEdge(edge);
report.edge = edge;

const sandbox = createSandbox();
const jsBudget = readBudgets().shell.jsBeforeInteraction.toLocaleString('en');
const server = await listen(createApp({ root: DIST, before: [sandbox], announcements: apiAnnouncementSource(sandbox, { origin: 'http://sandbox.invalid', forwardCookies: true }) }), 0);
try {
  console.log('\nEnglish home shell per site (KiB; JS = loaded before any interaction, measured in Chromium)');
  console.log(`  site      HTML raw  HTML gz   CSS raw   CSS gz   JS raw    JS gz   (JS budget <= ${jsBudget} B gz)`);
  const shells = await measureShells({ distDir: DIST, port: server.port, sites });
  for (const row of shells) {
    console.log(`  ${row.site.padEnd(8)} ${kb(row.html.raw)}   ${kb(row.html.gzip)}   ${kb(row.css.raw)}   ${kb(row.css.gzip)}   ${kb(row.js.raw)}   ${kb(row.js.gzip)}`);
  }
  report.shells = shells;
  const visitorJs = Math.max(...shells.map((row) => row.js.gzip));
  console.log(`  visitor JS before interaction, largest home: ${visitorJs} B gzip   budget <= ${jsBudget} B`);

  console.log('\nFirst tap on the header controls, cold, CPU 4x, a click with no hover first (main home, median of 5)');
  const firstTaps = await benchFirstTaps({ origin: `http://localhost:${server.port}` });
  printFirstTaps(firstTaps);
  report.firstTaps = firstTaps;

  console.log('\nIslands on first interaction (KiB gz, measured in Chromium: own code, then the shared React runtime)');
  const islands = await measureIslands({ port: server.port });
  for (const row of islands) {
    console.log(`  ${row.island.padEnd(30)} own ${kb(row.own.gzip)} (${row.own.files} files)   React runtime ${kb(row.shared.gzip)} (${row.shared.files} files)`);
  }
  report.islands = islands;

  console.log('\nAccount island, logged in as a VIP on the main home page (median of 5)');
  const account = await benchAccount({ port: server.port });
  console.log(`  island JS beyond a visitor's page: ${account.islandJs.files} files, ${kb(account.islandJs.gzip)} KiB gz (visitors: 0)`);
  console.log(`    of which the island's own code ${kb(account.islandJs.own.gzip)} KiB gz (${account.islandJs.own.files} files; budget <= ${kb(readBudgets().islands.AccountIsland).trim()} KiB, measured there without the renderer), the shared React runtime ${kb(account.islandJs.reactRuntime.gzip)} KiB gz`);
  console.log(`  account menus ready: ${account.readyFromNavigationMs.toFixed(0)} ms after navigation start, ${account.readyAfterLoadMs.toFixed(0)} ms after the load event`);
  report.account = account;

  console.log('\nMarket data: read and validate the spot list (median of 5)');
  const data = await benchMarketData({ sandboxUrl: server.url });
  console.log(`  ${data.rows} spot rows from the IndexedDB cache: ${data.cacheReadMs.toFixed(1)} ms`);
  console.log(`  ${data.rows} spot rows from the sandbox over HTTP: ${data.httpReadMs.toFixed(1)} ms`);
  report.marketData = data;

  console.log('\nMarket search island (main site, Chromium)');
  const island = await benchSearchIsland({ url: `http://localhost:${server.port}/` });
  const shortcut = await shortcutListenerSize(ROOT);
  console.log(`  JS loaded on interaction: ${island.js.files} files, ${kb(island.js.raw)} KiB raw, ${kb(island.js.gzip)} KiB gzip`);
  console.log(`    of which the island's own code ${kb(island.js.own.gzip)} KiB gz (${island.js.own.files} files; budget <= 45 KiB), the shared React runtime ${kb(island.js.reactRuntime.gzip)} KiB gz`);
  console.log(`  shortcut listener (/ and Ctrl/Cmd+K), runs before interaction: ${shortcut.gzip} B gzip (${shortcut.raw} B minified)`);
  const { throttled } = island;
  console.log(`  first pointer contact, CPU 4x throttled, median of ${throttled.runs} (first visit / repeat visit):`);
  console.log(`    to an interactive panel: ${throttled.interactiveMs.firstVisit.toFixed(0)} / ${throttled.interactiveMs.repeatVisit.toFixed(0)} ms   budget < 500 ms`);
  console.log(`    to the first results:    ${throttled.firstResultsMs.firstVisit.toFixed(0)} / ${throttled.firstResultsMs.repeatVisit.toFixed(0)} ms`);
  report.searchIsland = { ...island, shortcutListener: shortcut };

  console.log('\nMessages and notices (KiB gz; measured in Chromium on main\'s home with the sandbox announcement)');
  const messages = await benchMessages({ distDir: DIST, port: server.port });
  const bar = messages.announcement.inlineScript;
  console.log(`  announcement bar script (inline, before interaction): ${bar.raw} B raw, ${bar.gzip} B gz alone, +${bar.addedToPageGzip} B to the gzipped page   budget <= 1024 B`);
  console.log(`  announcement bar CLS: ${messages.announcement.cls.desktop.toFixed(4)} at 1440 px, ${messages.announcement.cls.mobile.toFixed(4)} at 375 px   budget <= 0.01`);
  console.log(`  message panel island: ${kb(messages.messagePanel.chunkGraphGzip)} KiB gz own chunk graph (without React), loaded at load on a signed-in page for the bell's count; fetched later by the first hover of the bell: ${kb(messages.messagePanel.gzip)} KiB gz in ${messages.messagePanel.files} files (React, API client and schemas already there)`);
  report.messages = messages;

  console.log('\nLighthouse, mobile (simulated slow 4G, 4x CPU): every English home, main in Arabic and Japanese, median of 3 runs');
  // npm start in its own process: the browser's paint must not wait on this process's event loop.
  const served = await startServer(ROOT);
  const lighthouse = await runLighthouse(lighthouseTargets(sites, served.port), {
    runs: 3,
    onResult: (row, done, total) => console.log(`  ${done}/${total} ${row.site} ${row.path}`),
  }).finally(() => served.close());
  console.log(formatTable(lighthouse));
  for (const row of lighthouse.filter((item) => item.failing.length)) console.log(`  ${row.site} ${row.path}: under 100 on ${row.failing.join(', ')}`);
  report.lighthouse = lighthouse;
} finally {
  await server.close();
}

console.log('\nSearch ranking: median ms per keystroke, 10,000 generated markets, same keystrokes');
const ranking = await benchSearch();
for (const engine of ranking.engines) {
  const ratio = engine.name === 'rankMarkets' ? '' : `   rankMarkets is ${ranking.ratios[engine.name].toFixed(1)}x faster`;
  console.log(`  ${engine.name.padEnd(13)} ${engine.medianMs.toFixed(3).padStart(8)} ms   (median ${engine.medianResults} results)${ratio}`);
}
console.log('  budgets: rankMarkets <= 2 ms median, >= 20x faster than Fuse.js, >= 2x faster than fuzzysort');
report.searchRanking = ranking;

await mkdir(join(ROOT, 'bench-results'), { recursive: true });
await writeFile(join(ROOT, 'bench-results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nSaved bench-results/latest.json');
