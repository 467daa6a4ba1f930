import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchMarketData } from './data-bench.ts';
import { startSandbox, type SandboxServer } from '../../../sandbox/testing.ts';

// Checks the bench runs and measures the right thing; the budgets themselves belong to `npm run bench`.
describe('benchMarketData', () => {
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startSandbox();
  });
  afterAll(() => server.close());

  it('reads the whole spot list from the cache and over HTTP', async () => {
    const result = await benchMarketData({ sandboxUrl: server.url, runs: 2 });
    expect(result.rows).toBeGreaterThanOrEqual(3000);
    expect(result.cacheReadMs).toBeGreaterThan(0);
    expect(result.httpReadMs).toBeGreaterThan(0);
    // Reads and validates 3,000+ rows twice from each source: seconds on a loaded shared machine.
  }, 30_000);

  it('reports a sandbox it cannot read', async () => {
    await expect(benchMarketData({ sandboxUrl: 'http://127.0.0.1:9', runs: 1 })).rejects.toThrow(/spot list unavailable/);
  });
});
