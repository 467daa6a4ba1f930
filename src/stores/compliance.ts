// $compliance: features hidden for this user or region (menu), business flags, and limit flags.
// The page asks the compliance check once (src/lib/compliance-check.ts): the chrome's early script
// usually has; the store shares that answer, and hiding the named features stays the chrome's job.
import { atom, onMount, task } from 'nanostores';
import { CALLS } from '../lib/api/calls.ts';
import { emptyCompliance, pageComplianceCheck, type Compliance } from '../lib/compliance-check.ts';
import { storeEnvironment } from './environment.ts';
import type { LoadStatus } from './session.ts';

export interface ComplianceState extends Compliance {
  status: LoadStatus;
}

export const $compliance = atom<ComplianceState>({ status: 'idle', ...emptyCompliance() });

export function loadCompliance(): Promise<void> {
  return task(async () => {
    const { page, client } = storeEnvironment();
    if (!page.dynamicData) {
      $compliance.set({ status: 'ready', ...emptyCompliance() });
      return;
    }
    $compliance.set({ ...$compliance.get(), status: 'loading' });
    const answer = await pageComplianceCheck(async () => {
      const result = await client.attempt(CALLS.complianceCheck, undefined);
      return result.ok ? result.data : null;
    });
    // SPEC 8: a failed call falls back to an empty answer.
    $compliance.set({ status: 'ready', ...(answer ?? emptyCompliance()) });
  });
}

onMount($compliance, () => {
  if (storeEnvironment().autoLoad) void loadCompliance();
});
