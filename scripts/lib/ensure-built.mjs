// Build dist/ first when it is missing or older than the sources (as `npm start` does), so a script
// that serves the site never measures a stale build.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { staleReason } from './freshness.mjs';
import { SITE_KEYS } from '../../src/sites/index.ts';

export async function ensureBuilt(root) {
  const reason = await staleReason(root, [...SITE_KEYS]);
  if (!reason) return;
  console.log(`[build] ${reason}: building`);
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) throw new Error('build failed');
}
