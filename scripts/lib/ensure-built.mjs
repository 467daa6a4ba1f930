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
  // A production build whoever asks: under vitest (NODE_ENV=test) Vite would bundle React's
  // development JSX runtime, 2 KB more per island than what ships.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: root, env });
  if (result.status !== 0) throw new Error('build failed');
}
