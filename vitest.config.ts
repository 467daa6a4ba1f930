import { defineConfig } from 'vitest/config';

// Unit tests sit beside their modules; tests/ holds the Playwright suite.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'sandbox/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/**', 'node_modules/**', 'dist/**'],
  },
});
