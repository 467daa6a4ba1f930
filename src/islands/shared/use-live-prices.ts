// Keeps a shown market list's prices fresh (src/stores/live-prices.ts): watched while `shown`, and
// only a list whose rows carry prices; closing the list, or hiding it, stops its refresh.
import { useEffect } from 'react';
import type { ReadableAtom } from 'nanostores';
import { livePrices } from '../../stores/live-prices.ts';

export function useLivePrices(store: ReadableAtom<unknown> | undefined, shown: boolean, rows: ReadonlyArray<{ price?: string }>): void {
  const priced = rows.some((row) => row.price);
  useEffect(() => (store && shown && priced ? livePrices().watch(store) : undefined), [store, shown, priced]);
}
