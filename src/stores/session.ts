// $user (the header's user info) and signing out. Whether the page is signed in is the head
// script's mark, read through the store environment (signedIn).
import { atom, onMount, task } from 'nanostores';
import { COOKIE_NAMES } from '../lib/cookies.ts';
import type { UserInfo } from '../lib/api/schemas/account.ts';
import { CALLS } from '../lib/api/calls.ts';
import { cookieJar } from './cookie-jar.ts';
import { storeEnvironment } from './environment.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready';

export interface UserState {
  status: LoadStatus;
  info: UserInfo;
  /**
   * True when the call failed (HTTP 500, a timeout, a malformed answer): the info is SPEC 8's empty
   * fallback, yet the session marks still say signed in, so the header stays a signed-in one.
   */
  failed?: boolean;
}

/** Answers meaning the session has ended: the person is a visitor now. */
const SIGNED_OUT_STATUSES = [401, 403];

/** Server default: no user, so static HTML and first render agree. */
export const $user = atom<UserState>({ status: 'idle', info: {} });

let latestUserLoad = 0;

/** Loads user info for a logged-in visitor (again, as Retry); a visitor keeps the empty default. */
export function loadUser(): Promise<void> {
  return task(async () => {
    const mine = ++latestUserLoad;
    if (!storeEnvironment().signedIn()) {
      $user.set({ status: 'ready', info: {} });
      return;
    }
    $user.set({ ...$user.get(), status: 'loading' });
    const result = await storeEnvironment().client.attempt(CALLS.userInfo, undefined);
    if (mine !== latestUserLoad) return;
    if (result.ok) $user.set({ status: 'ready', info: result.data });
    // A signed-out answer is no failure: the info stays empty (no UID) and the visitor header returns.
    else if (result.status !== undefined && SIGNED_OUT_STATUSES.includes(result.status)) $user.set({ status: 'ready', info: {} });
    else $user.set({ status: 'ready', info: {}, failed: true });
  });
}

onMount($user, () => {
  if (storeEnvironment().autoLoad) void loadUser();
});

export interface SignOutOptions {
  /** true: sign out on every device (sign-out-all); false: this device only (logout call). */
  allDevices: boolean;
}

/** Where the page goes after signing out (SPEC 2). */
export const AFTER_SIGN_OUT_PATH = '/login';

/**
 * Signs out and clears the local session even if the call fails, so the user is never left half
 * signed in. Returns where to navigate; navigating is the caller's job.
 */
export function signOut(options: SignOutOptions): Promise<string> {
  return task(async () => {
    const { client } = storeEnvironment();
    // All devices (SPEC 7's sign-out pair): sign-out-all, then GET /logout, whose answer clears this
    // browser's session cookies, the HttpOnly ones script cannot reach, even when sign-out-all failed.
    if (options.allDevices) {
      await client.signOutAll();
      await client.signOutViaLogoutPage();
    } else {
      await client.signOut();
    }
    cookieJar().remove(COOKIE_NAMES.pver);
    cookieJar().remove(COOKIE_NAMES.sign);
    $user.set({ status: 'ready', info: {} });
    return AFTER_SIGN_OUT_PATH;
  });
}
