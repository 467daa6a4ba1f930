import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

// End-to-end tests run Debian's Chromium (its headless shell) against the built site, served by the same server as `npm start`.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4329);

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder; keep it apart from the vitest report beside it.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS } } }],
  webServer: {
    command: 'node scripts/start.mjs',
    env: { PORT: String(E2E_PORT) },
    url: `http://localhost:${E2E_PORT}/__sites`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
