// $compliance: features hidden for this user or region (menu), business flags, and limit flags.
// The page asks the compliance check once: the chrome's early script does, and the store takes its
// answer (askPageCompliance, src/lib/compliance-check.ts); hiding the named features stays the
// chrome's job. With no chrome around (a unit test) the store asks the API itself.
import { atom, onMount, task } from 'nanostores';
import { CALLS } from '../lib/api/calls.ts';
import { askPageCompliance, emptyCompliance, parseComplianceData, type Compliance } from '../lib/compliance-check.ts';
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
    // No page around (a unit test in Node): the store asks the API itself.
    const asked = (typeof document === 'undefined' ? undefined : askPageCompliance())?.then((data) => (data == null ? null : parseComplianceData(data)));
    const answer = await (asked ?? client.attempt(CALLS.complianceCheck, undefined).then((result) => (result.ok ? result.data : null)));
    // SPEC 8: a failed call falls back to an empty answer.
    $compliance.set({ status: 'ready', ...(answer ?? emptyCompliance()) });
  });
}

onMount($compliance, () => {
  if (storeEnvironment().autoLoad) void loadCompliance();
});
