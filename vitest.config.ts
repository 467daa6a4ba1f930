import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
    // tests/ holds the Playwright suite.
    exclude: ['tests/**', 'node_modules/**', 'dist/**'],
  },
});
