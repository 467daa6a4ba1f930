// Tests that serve the real build: dist/ of this checkout, built once when missing or stale.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DIST = join(ROOT, 'dist');

/** Builds every site unless dist/ already holds a build with the edge's csp.json and chrome fragments. */
export function ensureBuilt(): string {
  if (!existsSync(join(DIST, 'csp.json')) || !existsSync(join(DIST, 'main', '_chrome', 'en', 'chrome.json'))) {
    const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) throw new Error('build failed');
  }
  return DIST;
}
