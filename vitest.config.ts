import { defineConfig } from 'vitest/config';

// Unit tests sit beside their modules; tests/built/ checks the build, tests/e2e/ holds the Playwright suite.
export default defineConfig({
  test: {
    environment: 'node',
    // Most files wait (servers, workerd, the build's files) more than they compute: on two cores the
    // default of one worker per spare core left the machine half idle (68 s against 41 s here).
    maxWorkers: 3,
    // The edge tests serve the built dist/ (and run it in workerd): build it once, up front, when missing or stale.
    globalSetup: ['src/edge/test-support/build-once.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts', 'examples/**/*.test.mjs', 'scripts/**/*.test.ts', 'tests/built/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', 'dist/**'],
  },
});
