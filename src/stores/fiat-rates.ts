// $fiatRates: the value of one USDT per fiat (the payment methods per fiat are buy-crypto-fiats.ts).
import { atom, onMount, task } from 'nanostores';
import type { FiatMarketRates } from '../lib/api/schemas/markets.ts';
import { storeEnvironment } from './environment.ts';
import type { LoadStatus } from './session.ts';

export interface FiatRatesState {
  status: LoadStatus;
  rates: FiatMarketRates;
}

export const $fiatRates = atom<FiatRatesState>({ status: 'idle', rates: {} });

export function loadFiatRates(): Promise<void> {
  return task(async () => {
    $fiatRates.set({ ...$fiatRates.get(), status: 'loading' });
    const rates = await storeEnvironment().client.getFiatMarketRates();
    $fiatRates.set({ status: 'ready', rates });
  });
}

onMount($fiatRates, () => {
  if (storeEnvironment().autoLoad) void loadFiatRates();
});
