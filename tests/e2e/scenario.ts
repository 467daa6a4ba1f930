// Content scenarios of the sandbox (sandbox/scenarios.ts) for e2e tests: each test gets its own
// scenario name, and only its browser context carries the cookie that selects it.
import type { APIRequestContext, BrowserContext } from './test.ts';
import { SANDBOX_PATHS } from '../../src/contracts/api-paths.ts';
import { SCENARIO_COOKIE, type ScenarioRequest } from '../../sandbox/scenarios.ts';
import { sites } from '../../src/sites/index.ts';
import { E2E_PORT } from '../../playwright.config.ts';

let counter = 0;

export interface TestScenario {
  name: string;
  /** Adds content to the scenario (announcement, notices, limit flags, CDN outcome). */
  set(content: Omit<ScenarioRequest, 'scenario'>): Promise<void>;
}

export async function useScenario(context: BrowserContext, request: APIRequestContext): Promise<TestScenario> {
  const name = `e2e-${process.pid}-${Date.now().toString(36)}-${counter++}`;
  await context.addCookies(sites.map((site) => ({ name: SCENARIO_COOKIE, value: name, domain: site.hosts.local, path: '/' })));
  return {
    name,
    async set(content) {
      const response = await request.post(`http://localhost:${E2E_PORT}${SANDBOX_PATHS.scenario}`, { data: { scenario: name, ...content } });
      if (!response.ok()) throw new Error(`scenario rejected: ${await response.text()}`);
    },
  };
}
