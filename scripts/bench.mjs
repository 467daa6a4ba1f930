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
import { benchEdge } from './bench/edge.mjs';
import { benchSearch } from '../src/lib/bench/search-bench.ts';
import { benchSearchIsland } from './bench/search-island.mjs';
import { shortcutListenerSize } from './bench/search-shortcut.mjs';

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

  console.log('\nMarket data: read and validate the spot list (median of 5)');
  const data = await benchMarketData({ sandboxUrl: server.url });
  console.log(`  ${data.rows} spot rows from the IndexedDB cache: ${data.cacheReadMs.toFixed(1)} ms`);
  console.log(`  ${data.rows} spot rows from the sandbox over HTTP: ${data.httpReadMs.toFixed(1)} ms`);
  report.marketData = data;

  console.log('\nMarket search island (main site, Chromium)');
  const island = await benchSearchIsland({ url: `http://localhost:${server.port}/` });
  const shortcut = await shortcutListenerSize(ROOT);
  console.log(`  JS loaded on interaction: ${island.js.files} files, ${kb(island.js.raw)} KiB raw, ${kb(island.js.gzip)} KiB gzip`);
  console.log(`  shortcut listener (/ and Ctrl/Cmd+K), runs before interaction: ${shortcut.gzip} B gzip (${shortcut.raw} B minified)`);
  const { throttled } = island;
  console.log(`  first pointer contact, CPU 4x throttled, median of ${throttled.runs} (first visit / repeat visit):`);
  console.log(`    to an interactive panel: ${throttled.interactiveMs.firstVisit.toFixed(0)} / ${throttled.interactiveMs.repeatVisit.toFixed(0)} ms   budget < 500 ms`);
  console.log(`    to the first results:    ${throttled.firstResultsMs.firstVisit.toFixed(0)} / ${throttled.firstResultsMs.repeatVisit.toFixed(0)} ms`);
  report.searchIsland = { ...island, shortcutListener: shortcut };
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

console.log('\nEdge under load (autocannon, 50 connections x 20 s each, loopback)');
const edge = await benchEdge({ duration: Number(process.env.BENCH_LOAD_SECONDS ?? 20) });
console.log(`  home page:  ${edge.home.rps} req/s, p99 ${edge.home.p99} ms, ${edge.home.errors} errors`);
console.log(`  redirect:   ${edge.redirect.rps} req/s, p99 ${edge.redirect.p99} ms, ${edge.redirect.errors} errors`);
report.edge = edge;

await mkdir(join(ROOT, 'bench-results'), { recursive: true });
await writeFile(join(ROOT, 'bench-results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nSaved bench-results/latest.json');
