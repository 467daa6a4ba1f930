import { defineConfig } from 'vitest/config';

// Unit tests sit beside their modules; tests/ holds the Playwright suite.
export default defineConfig({
  test: {
    environment: 'node',
    // The edge tests serve the built dist/ (and run it in workerd): build it once, up front, when missing.
    globalSetup: ['src/edge/test-support/build-once.ts'],
    include: ['src/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/**', 'node_modules/**', 'dist/**'],
  },
});
