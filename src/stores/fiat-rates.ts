// $fiatRates: the value of one USDT per fiat (the payment methods per fiat are buy-crypto-fiats.ts).
import { atom, onMount, task } from 'nanostores';
import type { FiatMarketRates } from '../lib/api/schemas/markets.ts';
import { storeEnvironment } from './environment.ts';
import type { LoadStatus } from './session.ts';
import { CALLS } from '../lib/api/calls.ts';
import type { LoadSource } from '../lib/api/load-state.ts';
import { onRetry } from './list-store.ts';

export interface FiatRatesState {
  status: LoadStatus;
  rates: FiatMarketRates;
  /** network, or fallback when the call failed (SPEC 8: an empty object). */
  source?: LoadSource;
}

export const $fiatRates = atom<FiatRatesState>({ status: 'idle', rates: {} });

export function loadFiatRates(): Promise<void> {
  return task(async () => {
    $fiatRates.set({ ...$fiatRates.get(), status: 'loading' });
    const { data: rates, source } = await storeEnvironment().client.load(CALLS.fiatMarketRates, undefined);
    $fiatRates.set({ status: 'ready', rates, source });
  });
}

onRetry($fiatRates, loadFiatRates);

onMount($fiatRates, () => {
  if (storeEnvironment().autoLoad) void loadFiatRates();
});
