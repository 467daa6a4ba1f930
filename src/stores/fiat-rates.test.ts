import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $fiatRates } from './fiat-rates.ts';
import { $buyCryptoFiats, DEFAULT_BUY_CRYPTO_FIATS } from './buy-crypto-fiats.ts';
import { configureFor, useSandbox } from './test-support.ts';

describe('$fiatRates and $buyCryptoFiats', () => {
  const server = useSandbox();

  beforeEach(() => {
    $fiatRates.set({ status: 'idle', rates: {} });
    $buyCryptoFiats.set({ status: 'idle', data: [...DEFAULT_BUY_CRYPTO_FIATS] });
  });
  afterEach(() => cleanStores($fiatRates, $buyCryptoFiats));

  it('loads fiat market rates on first subscriber', async () => {
    await configureFor(server(), undefined);
    $fiatRates.listen(() => {});
    await allTasks();
    expect($fiatRates.get().status).toBe('ready');
    expect($fiatRates.get().rates['EUR']).toEqual({ symbol: '€', rate: '0.9214' });
  });

  it('loads the buy-crypto fiat list', async () => {
    await configureFor(server(), undefined);
    $buyCryptoFiats.listen(() => {});
    await allTasks();
    expect($buyCryptoFiats.get().data.map((row) => row.fiat)).toContain('TRY');
  });

  it('keeps USD with every payment method when the list cannot be loaded', async () => {
    const harness = await configureFor(server(), undefined);
    await fetch(`${server().url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/web/v1/c2c/buy_crypto_fiat_setting', fault: 'malformed' }),
    });
    try {
      $buyCryptoFiats.listen(() => {});
      await allTasks();
    } finally {
      await fetch(`${server().url}/__sandbox/faults`, { method: 'DELETE' });
    }
    expect($buyCryptoFiats.get()).toMatchObject({ status: 'ready', source: 'fallback', data: DEFAULT_BUY_CRYPTO_FIATS });
    expect(harness.logger.messages.some((message) => message.includes('malformed JSON'))).toBe(true);
  });
});
