// The one way a script or a test run gets a current dist/: build first when it is missing or older
// than the sources (scripts/lib/freshness.mjs), so nothing serves or measures a stale build.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { staleReason } from './freshness.mjs';
import { SITE_KEYS } from '../../src/sites/index.ts';
import { buildSettingsFrom } from '../../src/lib/build-settings.ts';
import { LOCAL_BUILD_ENV } from '../../sandbox/build-env.ts';

/**
 * `local`: a build for `npm start`'s world (sandbox scripts, local hosts), rebuilt when dist/ was
 * made with other settings; otherwise any complete, fresh build will do, and a new one is production's.
 */
export async function ensureBuilt(root, { local = false } = {}) {
  const reason = await staleReason(root, [...SITE_KEYS], local ? buildSettingsFrom(LOCAL_BUILD_ENV) : undefined);
  if (!reason) return;
  console.log(`[build] ${reason}: building`);
  // A production build whoever asks: under vitest (NODE_ENV=test) Vite would bundle React's
  // development JSX runtime, 2 KB more per island than what ships.
  const env = { ...process.env, NODE_ENV: 'production' };
  const args = [join(root, 'scripts', 'build.mjs'), ...(local ? ['--local'] : [])];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root, env });
  if (result.status !== 0) throw new Error('build failed');
}
