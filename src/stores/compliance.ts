// $compliance: features hidden for this user or region (menu), business flags, and limit flags.
import { atom, computed, onMount, task } from 'nanostores';
import { emptyCompliance, type Compliance } from '../lib/api/schemas/site.ts';
import { storeEnvironment } from './environment.ts';
import type { LoadStatus } from './session.ts';
import { COMPLIANCE_MENU_EVENT } from '../navigation/chrome-contract.ts';

export interface ComplianceState extends Compliance {
  status: LoadStatus;
}

export const $compliance = atom<ComplianceState>({ status: 'idle', ...emptyCompliance() });

/** Keys from the compliance menu list, for `has(key)` checks while rendering. */
export const $hiddenFeatures = computed($compliance, (state) => new Set(state.menu));

export function loadCompliance(): Promise<void> {
  return task(async () => {
    const environment = storeEnvironment();
    if (!environment.page.dynamicData) {
      $compliance.set({ status: 'ready', ...emptyCompliance() });
      return;
    }
    $compliance.set({ ...$compliance.get(), status: 'loading' });
    const answer = await environment.client.getComplianceCheck();
    $compliance.set({ status: 'ready', ...answer });
    announceHiddenFeatures(answer.menu);
  });
}

/** Tells the static chrome (src/scripts/chrome/compliance.ts) which features to hide. */
function announceHiddenFeatures(menu: string[]): void {
  if (typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent(COMPLIANCE_MENU_EVENT, { detail: menu }));
}

onMount($compliance, () => {
  if (storeEnvironment().autoLoad) void loadCompliance();
});
