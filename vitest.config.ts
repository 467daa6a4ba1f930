import { defineConfig } from 'vitest/config';

// Unit tests sit beside their modules; tests/built/ checks the build, tests/e2e/ holds the Playwright suite.
// Two projects: `unit` needs no build (one file runs in seconds with no dist/), `built` reads dist/
// (tests/built/, and tests/runtimes/, which serve it on Node and run it in workerd) and builds it once,
// up front, when missing or stale. `npx vitest run <file>` runs only the project holding that file.
// examples/'s test serves dist/ to the example application; release-diff's picture test serves and
// pictures dist/ (its pure diff logic, release-diff.test.ts, stays a unit test).
const BUILT = [
  'tests/built/**/*.test.ts',
  'tests/runtimes/**/*.test.ts',
  'examples/**/*.test.mjs',
  'scripts/lib/release-diff/pictures.test.ts',
];

export default defineConfig({
  test: {
    // Most files wait (servers, workerd, the build's files) more than they compute: on two cores the
    // default of one worker per spare core left the machine half idle (68 s against 41 s here).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/engines/**/*.test.ts'],
          exclude: [...BUILT, 'tests/e2e/**', 'node_modules/**', 'dist/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'built',
          environment: 'node',
          include: BUILT,
          globalSetup: ['tests/support/build-once.ts'],
        },
      },
    ],
  },
});
