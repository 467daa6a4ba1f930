// The island's one read of shared state: user info, account details and the compliance answer,
// reduced to loading, ready (with the data the rules need) or visitor (failed or signed out).
import { useStore } from '@nanostores/react';
import { $accountDetails, $compliance, $user } from '../../stores/index.ts';
import { COOKIE_NAMES, browserCookies, readCookie } from '../../lib/cookies.ts';
import type { AccountData } from './account-rules.ts';

export type AccountState = { status: 'loading' } | { status: 'visitor' } | { status: 'ready'; data: AccountData };

export function useAccount(): AccountState {
  const user = useStore($user);
  const details = useStore($accountDetails);
  const compliance = useStore($compliance);
  if (user.status !== 'ready') return { status: 'loading' };
  // A failed, malformed or signed-out answer has no UID: the visitor header comes back (SPEC 8 fallback).
  if (!user.info.uid || user.info.isLogin === false) return { status: 'visitor' };
  if (details.status !== 'ready' || compliance.status !== 'ready') return { status: 'loading' };
  return {
    status: 'ready',
    data: {
      user: user.info,
      mode: details.mode,
      crossMargin: details.crossMargin,
      common: details.common,
      compliance: { business: compliance.business, menu: compliance.menu },
      switchTag: readCookie(browserCookies(), COOKIE_NAMES.switchTag) !== undefined,
    },
  };
}
