// Hostile input to the API client: a malformed csrftoken cookie, one bad row in a market list, and
// a compliance answer that tries to flood the page with keys.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type SandboxServer } from '../../../sandbox/testing.ts';
import { CALLS } from './calls.ts';
import { complianceData } from './schemas/site.ts';
import { alphaMarketsData, spotMarketsData } from './schemas/markets.ts';
import { MAX_KEYS } from '../compliance-check.ts';

let sandbox: SandboxServer;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('a malformed csrftoken cookie', () => {
  it('is left out of the headers instead of making fetch throw before the call', async () => {
    for (const raw of ['%E2%9C%93', '%0D%0A', 'a b']) {
      const sent: Headers[] = [];
      const client = sandbox.client({
        cookies: () => `csrftoken=${raw}; other=1`,
        fetch: (input, init) => {
          sent.push(new Headers(init?.headers));
          return fetch(input, init);
        },
      });
      const result = await client.attempt(CALLS.fiatMarketRates, undefined);
      expect(result.ok, raw).toBe(true);
      // The raw value is visible ASCII for the first two: sent exactly as the browser holds it, never decoded.
      expect(sent[0]!.get('csrftoken'), raw).toBe(raw === 'a b' ? null : raw);
    }
  }, 30_000);

  it('is never decoded into characters a header cannot carry', async () => {
    const sent: Headers[] = [];
    const client = sandbox.client({ cookies: () => 'csrftoken=%E2%9C%93', fetch: (input, init) => (sent.push(new Headers(init?.headers)), fetch(input, init)) });
    await client.attempt(CALLS.fiatMarketRates, undefined);
    expect(sent[0]!.get('csrftoken')).toBe('%E2%9C%93');
  });
});

describe('one bad row', () => {
  it('is dropped and reported; the rest of the market list stays', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = ['BTC_USDT', 'Bitcoin', '1.5', '65000', '1000', 1, 0, 'hot', '64000', 1700000000, 3, 0, 'btc.png'];
    const rows = spotMarketsData.parse([good, ['BTC_USDT'], null, { pair: 'x' }, [...good.slice(0, 2), 'not a number', ...good.slice(3)], ['ETH_USDT', ...good.slice(1)]]);
    expect(rows.map((row) => row.pair)).toEqual(['BTC_USDT', 'ETH_USDT']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dropped 4 malformed of 6 rows'));
    const alpha = alphaMarketsData.parse([{ address: 'a', show_pair: 'A', icon: '', chain_icon: '', seo_path: 'a', hot_rank: 1, buy_start: 1 }, { address: 5 }]);
    expect(alpha.list).toHaveLength(1);
    expect(() => spotMarketsData.parse([['BTC_USDT'], null])).toThrow();
    warn.mockRestore();
  });
});

describe('the compliance list', () => {
  it('is capped and keeps only key-shaped entries', () => {
    const flood = Array.from({ length: 100_000 }, (_, index) => `key_${index}`);
    const parsed = complianceData.parse({ business: [...flood, 'button_alpha_hidden'], menu: ['fiat_trade', 7, '', 'x'.repeat(10_000), null], limit: {} });
    expect(parsed.business).toHaveLength(MAX_KEYS);
    expect(parsed.menu).toEqual(['fiat_trade']);
  });
});
