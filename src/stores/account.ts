// $accountDetails: the logged-in user's account mode, cross-margin info and the per-user site data
// (common data: UK and Italy limits, testnet). Loaded together on first subscriber; each call
// falls back as SPEC 8 says (classic mode, empty objects), so the store always ends ready.
import { atom, onMount, task } from 'nanostores';
import { classicAccountMode, type AccountMode, type CrossMarginInfo } from '../lib/api/schemas/account.ts';
import type { CommonData } from '../lib/api/schemas/site.ts';
import { storeEnvironment } from './environment.ts';
import type { LoadStatus } from './session.ts';

export interface AccountDetailsState {
  status: LoadStatus;
  mode: AccountMode;
  crossMargin: CrossMarginInfo;
  common: CommonData;
}

const emptyDetails = (status: LoadStatus): AccountDetailsState => ({ status, mode: classicAccountMode(), crossMargin: {}, common: {} });

export const $accountDetails = atom<AccountDetailsState>(emptyDetails('idle'));

export function loadAccountDetails(): Promise<void> {
  return task(async () => {
    const { client } = storeEnvironment();
    $accountDetails.set({ ...$accountDetails.get(), status: 'loading' });
    const [mode, crossMargin, common] = await Promise.all([client.getAccountMode(), client.getCrossMarginInfo(), client.getCommonData()]);
    $accountDetails.set({ status: 'ready', mode, crossMargin, common });
  });
}

/** Forgets everything about the signed-out user. */
export function clearAccountDetails(): void {
  $accountDetails.set(emptyDetails('idle'));
}

onMount($accountDetails, () => {
  if (storeEnvironment().autoLoad) void loadAccountDetails();
});
