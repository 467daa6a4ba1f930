import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchMarketData } from './data-bench.ts';
import { startSandbox, type SandboxServer } from '../../sandbox/testing.ts';
import { fixtures } from '../../sandbox/data/fixtures.ts';
import { DEFAULT_SEED } from '../../sandbox/index.ts';

// Checks the bench runs and measures the right thing; the budgets themselves belong to `npm run bench`.
describe('benchMarketData', () => {
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startSandbox();
  });
  afterAll(() => server.close());

  it('reads the whole spot list the sandbox serves, from the cache and over HTTP', async () => {
    const result = await benchMarketData({ sandboxUrl: server.url, runs: 2 });
    // Every row the sandbox holds, read both ways (the times are the bench's to report, not to assert).
    expect(result.rows).toBe(fixtures(DEFAULT_SEED).spots.length);
    expect(Object.keys(result)).toEqual(expect.arrayContaining(['cacheReadMs', 'httpReadMs']));
  }, 30_000);

  it('reports a sandbox it cannot read', async () => {
    await expect(benchMarketData({ sandboxUrl: 'http://127.0.0.1:9', runs: 1 })).rejects.toThrow(/spot list unavailable/);
  });
});
