// `npm run lighthouse [-- --site tr,jp]`: Lighthouse on those sites' English homes (every site when
// no --site; main adds its Arabic and Japanese homes), against the built dist/ served as `npm start`
// serves it (with the sandbox API), on a free port. Prints a table and what kept a score under 100;
// writes bench-results/lighthouse.json and each full report to bench-results/lighthouse/<site>[-<lang>].json.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sites, isSiteKey } from '../src/sites/index.ts';
import { createApp } from '../src/server/app.ts';
import { listen } from '../src/server/node-http.ts';
import { createSandbox } from '../sandbox/index.ts';
import { ensureBuilt } from './lib/ensure-built.mjs';
import { formatTable, lighthouseTargets, runLighthouse } from './lib/lighthouse.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { site: { type: 'string' } } });
const keys = values.site ? values.site.split(',').map((key) => key.trim()) : sites.map((site) => site.key);
const unknown = keys.filter((key) => !isSiteKey(key));
if (unknown.length) {
  console.error(`[lighthouse] unknown site(s): ${unknown.join(', ')} (sites: ${sites.map((site) => site.key).join(', ')})`);
  process.exit(2);
}

await ensureBuilt(ROOT);
const server = await listen(createApp({ root: join(ROOT, 'dist'), before: [createSandbox()] }), 0, '127.0.0.1');
try {
  const targets = lighthouseTargets(sites.filter((site) => keys.includes(site.key)), server.port);
  const reports = join(ROOT, 'bench-results', 'lighthouse');
  await mkdir(reports, { recursive: true });
  const rows = await runLighthouse(targets, {
    onReport: (target, lhr) => writeFile(join(reports, `${[target.site, ...target.path.split('/').filter(Boolean)].join('-')}.json`), JSON.stringify(lhr)),
    onResult: (row, done, total) => console.log(`[lighthouse] ${done}/${total} ${row.url} -> ${row.finalUrl}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo}`),
  });
  console.log(`\nLighthouse, mobile (simulated slow 4G, 4x CPU)\n${formatTable(rows)}`);
  for (const row of rows.filter((row) => row.failing.length)) console.log(`  ${row.site} ${row.path}: under 100 on ${row.failing.join(', ')}`);
  await writeFile(join(ROOT, 'bench-results', 'lighthouse.json'), `${JSON.stringify(rows, null, 2)}\n`);
} finally {
  await server.close();
}
