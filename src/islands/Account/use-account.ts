// The island's one read of shared state: user info, account details and the compliance answer,
// reduced to loading, ready (with the data the rules need) or visitor (signed out). A user-info call
// that failed, or has not answered by the deadline, is no proof of signing out: the person whose
// session marks say signed in keeps a signed-in header (ready, `userFailed`), never Log in.
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $accountDetails, type AccountDetailsState } from '../../stores/account.ts';
import { $compliance, type ComplianceState } from '../../stores/compliance.ts';
import { $user, type UserState } from '../../stores/session.ts';
import { browserCookies, readRawCookie } from '../../lib/cookies.ts';
import { COOKIE_NAMES } from '../../lib/cookies.ts';
import { earlyUserInfoSucceeded } from '../../lib/api/early-user-info.ts';
import type { AccountData } from './account-rules.ts';

export type AccountState = { status: 'loading' } | { status: 'visitor' } | { status: 'ready'; data: AccountData };

/**
 * Time after navigation start by which the header settles: a user-info call that has not answered
 * by then (it may hang up to SPEC 7's 4000 ms, counted from when the island starts) gives the
 * signed-in header without the identity ("Couldn't load your account", Retry), so a person never
 * waits more than 4.5 s for a usable header (3.5 s leaves a loaded phone room to render it). A
 * user-info answer that still arrives later fills the identity in.
 */
export const ACCOUNT_DEADLINE_MS = 3500;

function useDeadlinePassed(): boolean {
  const [passed, setPassed] = useState(() => performance.now() >= ACCOUNT_DEADLINE_MS);
  useEffect(() => {
    if (passed) return;
    const timer = setTimeout(() => setPassed(true), ACCOUNT_DEADLINE_MS - performance.now());
    return () => clearTimeout(timer);
  }, [passed]);
  return passed;
}

export function useAccount(): AccountState {
  const user = useStore($user);
  const details = useStore($accountDetails);
  const compliance = useStore($compliance);
  const late = useDeadlinePassed();
  // One object per change of the stores, so the island's view and effects follow real changes only.
  return useMemo(() => accountState(user, details, compliance, late), [user, details, compliance, late]);
}

export function accountState(user: UserState, details: AccountDetailsState, compliance: ComplianceState, late: boolean): AccountState {
  // Past the deadline an unanswered call gives the header without identity; one that already
  // succeeded keeps the skeleton until the store has read it.
  // Not asked yet (the server render, the first client render) is loading too.
  const unanswered = user.status !== 'ready';
  if (user.status === 'idle' || (unanswered && !(late && !earlyUserInfoSucceeded()))) return { status: 'loading' };
  const userFailed = unanswered || Boolean(user.failed);
  // Only a signed-out answer (401, isLogin false, no UID) brings the visitor header back.
  if (!userFailed && (!user.info.uid || user.info.isLogin === false)) return { status: 'visitor' };
  // After the deadline the account area shows with whatever fell back so far (classic mode, no limits).
  if (!late && (details.status !== 'ready' || compliance.status !== 'ready')) return { status: 'loading' };
  return {
    status: 'ready',
    data: {
      user: user.info,
      mode: details.mode,
      crossMargin: details.crossMargin,
      common: details.common,
      compliance: { business: compliance.business, menu: compliance.menu },
      switchTag: readRawCookie(browserCookies(), COOKIE_NAMES.switchTag) !== undefined,
      userFailed,
    },
  };
}
