// vitest globalSetup: builds dist/ once, before the test files run in parallel, when it is missing or
// older than the sources (scripts/lib/freshness.mjs, as `npm start` judges it): a test that reads
// the build never judges a stale one, and never starts a concurrent build of its own.
import { ensureBuilt } from '../../scripts/lib/ensure-built.mjs';
import { ROOT } from './dist.ts';

export async function setup(): Promise<void> {
  await ensureBuilt(ROOT);
}
