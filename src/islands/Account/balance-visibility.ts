// Whether the person hid their balance (issue 40): one flag for every place the balance shows,
// remembered on the device. Read when the island's code loads, before its first render, so a
// reload never flashes the real number.
import { atom, onMount } from 'nanostores';
import { readStored, store } from '../../lib/safe-storage.ts';

export const HIDE_BALANCE_STORAGE_KEY = 'nexa:hide-balance';

const stored = () => typeof window !== 'undefined' && readStored('localStorage', HIDE_BALANCE_STORAGE_KEY) === '1';

export const $balanceHidden = atom<boolean>(stored());

export function setBalanceHidden(hidden: boolean): void {
  $balanceHidden.set(hidden);
  store('localStorage', HIDE_BALANCE_STORAGE_KEY, hidden ? '1' : '0');
}

// Another tab of this device hiding or showing it follows here too.
onMount($balanceHidden, () => {
  const follow = (event: StorageEvent) => {
    if (event.key === HIDE_BALANCE_STORAGE_KEY) $balanceHidden.set(event.newValue === '1');
  };
  window.addEventListener('storage', follow);
  return () => window.removeEventListener('storage', follow);
});
