// `npm run lighthouse [-- --site tr,jp] [--runs 3]`: Lighthouse on those sites' English homes (every site when
// no --site; main adds its Arabic and Japanese homes), against the built dist/ served by `npm start`
// (the sandbox API, the current announcement) in its own process on a free port. Prints a table and what kept a score under 100;
// writes bench-results/lighthouse.json and each full report to bench-results/lighthouse/<site>[-<lang>].json.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sites, isSiteKey } from '../src/sites/index.ts';
import { ensureBuilt } from './lib/ensure-built.mjs';
import { startServer } from './lib/start-server.mjs';
import { formatTable, lighthouseTargets, runLighthouse } from './lib/lighthouse.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { site: { type: 'string' }, runs: { type: 'string', default: '1' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`[lighthouse] --runs takes a whole number of runs per page, at least 1 (got ${values.runs})`);
  process.exit(2);
}
const keys = values.site ? values.site.split(',').map((key) => key.trim()) : sites.map((site) => site.key);
const unknown = keys.filter((key) => !isSiteKey(key));
if (unknown.length) {
  console.error(`[lighthouse] unknown site(s): ${unknown.join(', ')} (sites: ${sites.map((site) => site.key).join(', ')})`);
  process.exit(2);
}

await ensureBuilt(ROOT);
const server = await startServer(ROOT);
try {
  const targets = lighthouseTargets(sites.filter((site) => keys.includes(site.key)), server.port);
  const reports = join(ROOT, 'bench-results', 'lighthouse');
  await mkdir(reports, { recursive: true });
  const rows = await runLighthouse(targets, {
    runs,
    onReport: (target, lhr) => writeFile(join(reports, `${[target.site, ...target.path.split('/').filter(Boolean)].join('-')}.json`), JSON.stringify(lhr)),
    onResult: (row, done, total) => console.log(`[lighthouse] ${done}/${total} ${row.url} -> ${row.finalUrl}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo}`),
  });
  console.log(`\nLighthouse, mobile (simulated slow 4G, 4x CPU)${runs > 1 ? `, median of ${runs} runs per page` : ''}\n${formatTable(rows)}`);
  for (const row of rows.filter((row) => row.failing.length)) console.log(`  ${row.site} ${row.path}: under 100 on ${row.failing.join(', ')}`);
  await writeFile(join(ROOT, 'bench-results', 'lighthouse.json'), `${JSON.stringify(rows, null, 2)}\n`);
} finally {
  await server.close();
}
