// `npm run deploy:check`: builds dist/ (for production) when needed, checks that it is a production
// build (no sandbox path, no local host: scripts/lib/production-build.mjs), checks wrangler.jsonc (a
// route for every site's production host, the API and application origins) and bundles the Workers
// entry with `wrangler deploy --dry-run` (offline: nothing is uploaded) into .build/worker/.
// `--dist <folder>` checks a build made with `npm run build -- --out <folder>` instead (`npm test`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionValue } from './lib/cli-args.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, '.build', 'worker');
let distOption;
try {
  distOption = optionValue(process.argv.slice(2), '--dist', '.build/production-check');
} catch (error) {
  console.error(`[deploy:check] ${error.message}`);
  process.exit(2);
}
const DIST = distOption === undefined ? join(ROOT, 'dist') : resolve(ROOT, distOption);
const { deployProblems, parseJsonc } = await import('../src/edge/deploy-config.ts');
const { API_PATH_PREFIXES } = await import('../src/edge/api-proxy.ts');
const { productionBuildProblems } = await import('./lib/production-build.mjs');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(join(DIST, 'csp.json'))) {
  if (distOption !== undefined) {
    console.error(`[deploy:check] ${DIST} holds no finished build (csp.json)`);
    process.exit(1);
  }
  run(process.execPath, [join(ROOT, 'scripts', 'build.mjs')]);
}
run(join(ROOT, 'node_modules', '.bin', 'wrangler'), ['deploy', '--dry-run', '--outdir', OUT, ...(distOption === undefined ? [] : ['--assets', DIST])], {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_LOG_PATH: join(ROOT, '.build', 'wrangler-logs'),
});
const bundle = join(OUT, 'worker.js');
if (!existsSync(bundle)) {
  console.error(`[deploy:check] wrangler did not write ${bundle}`);
  process.exit(1);
}
console.log(`[deploy:check] worker bundle ok: ${bundle} (${(statSync(bundle).size / 1024).toFixed(1)} KiB)`);

const config = parseJsonc(readFileSync(join(ROOT, 'wrangler.jsonc'), 'utf8'));
console.log(`[deploy:check] routes (custom domains): ${config.routes.map((route) => route.pattern).join(', ')}`);
console.log(`[deploy:check] API forwarding: ${[...API_PATH_PREFIXES.map((prefix) => `${prefix}*`), '/logout'].join(', ')} -> ${config.vars?.API_ORIGIN ?? '(not set)'}`);
console.log(`[deploy:check] application routes (dist/app-routes.json) -> ${config.vars?.APP_ORIGIN ?? '(not set)'}`);
const problems = [...(await productionBuildProblems(DIST)), ...deployProblems(config)];
if (!problems.length) console.log(`[deploy:check] ${DIST} is a production build: no sandbox path, no local host`);
if (problems.length) {
  for (const problem of problems) console.error(`[deploy:check] ${problem}`);
  process.exit(1);
}
