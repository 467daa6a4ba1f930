// `npm run deploy:check`: builds dist/ when needed and bundles the Workers entry with
// `wrangler deploy --dry-run` (offline: nothing is uploaded) into .build/worker/.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, '.build', 'worker');

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(join(ROOT, 'dist', 'csp.json'))) run(process.execPath, [join(ROOT, 'scripts', 'build.mjs')]);
run(join(ROOT, 'node_modules', '.bin', 'wrangler'), ['deploy', '--dry-run', '--outdir', OUT], {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_LOG_PATH: join(ROOT, '.build', 'wrangler-logs'),
});
const bundle = join(OUT, 'worker.js');
if (!existsSync(bundle)) {
  console.error(`[deploy:check] wrangler did not write ${bundle}`);
  process.exit(1);
}
console.log(`[deploy:check] worker bundle ok: ${bundle} (${(statSync(bundle).size / 1024).toFixed(1)} KiB)`);
