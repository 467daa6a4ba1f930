// vitest globalSetup: builds dist/ once before the test files run in parallel, so tests that serve
// the real build never start concurrent builds of their own.
import { ensureBuilt } from './dist.ts';

export function setup(): void {
  ensureBuilt();
}
