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
import { benchMarketData } from '../src/lib/bench/data-bench.ts';
import { benchEdge } from './bench/edge.mjs';
import { benchMessages } from './bench/messages.mjs';

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

const sandbox = createSandbox();
const server = await listen(createApp({ root: DIST, before: [sandbox], edge: { announcements: apiAnnouncementSource(sandbox, { origin: 'http://sandbox.invalid', forwardCookies: true }) } }), 0);
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

  console.log('\nMessages and notices (KiB gz; measured in Chromium on main\'s home with the sandbox announcement)');
  const messages = await benchMessages({ distDir: DIST, port: server.port });
  const bar = messages.announcement.inlineScript;
  console.log(`  announcement bar script (inline, before interaction): ${bar.raw} B raw, ${bar.gzip} B gz alone, +${bar.addedToPageGzip} B to the gzipped page   budget <= 1024 B`);
  console.log(`  announcement bar CLS: ${messages.announcement.cls.desktop.toFixed(4)} at 1440 px, ${messages.announcement.cls.mobile.toFixed(4)} at 375 px   budget <= 0.01`);
  console.log(`  message panel island (first hover of the bell): ${kb(messages.messagePanel.gzip)} KiB gz in ${messages.messagePanel.files} files (${kb(messages.messagePanel.raw)} KiB raw)`);
  console.log(`  home notices + CDN check scripts (EU home): ${kb(messages.homeNotices.gzip)} KiB gz in ${messages.homeNotices.files} files`);
  report.messages = messages;
} finally {
  await server.close();
}

console.log('\nEdge under load (autocannon, 50 connections x 20 s each, loopback)');
const edge = await benchEdge({ duration: Number(process.env.BENCH_LOAD_SECONDS ?? 20) });
console.log(`  home page:  ${edge.home.rps} req/s, p99 ${edge.home.p99} ms, ${edge.home.errors} errors`);
console.log(`  redirect:   ${edge.redirect.rps} req/s, p99 ${edge.redirect.p99} ms, ${edge.redirect.errors} errors`);
report.edge = edge;

await mkdir(join(ROOT, 'bench-results'), { recursive: true });
await writeFile(join(ROOT, 'bench-results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nSaved bench-results/latest.json');
