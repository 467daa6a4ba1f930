// Tests that serve the real build: dist/ of this checkout, which vitest's globalSetup
// (build-once.ts, through scripts/lib/ensure-built.mjs) built when it was missing or stale.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = join(ROOT, 'dist');

/** dist/, once it holds a build with the edge's csp.json and chrome fragments. */
export function builtDist(): string {
  if (!existsSync(join(DIST, 'csp.json')) || !existsSync(join(DIST, 'main', '_chrome', 'en', 'chrome.json'))) {
    throw new Error('dist/ holds no complete build: run the tests through vitest, whose globalSetup builds it');
  }
  return DIST;
}
