// $user (the header's user info) and signing out. Whether the page is signed in is the head
// script's mark, read through the store environment (signedIn).
import { atom, onMount, task } from 'nanostores';
import { COOKIE_NAMES } from '../lib/cookies.ts';
import type { UserInfo } from '../lib/api/schemas/account.ts';
import { cookieJar } from './cookie-jar.ts';
import { storeEnvironment } from './environment.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready';

export interface UserState {
  status: LoadStatus;
  info: UserInfo;
}

/** Server default: no user, so static HTML and first render agree. */
export const $user = atom<UserState>({ status: 'idle', info: {} });

/** Loads user info for a logged-in visitor; a visitor keeps the empty default. */
export function loadUser(): Promise<void> {
  return task(async () => {
    if (!storeEnvironment().signedIn()) {
      $user.set({ status: 'ready', info: {} });
      return;
    }
    $user.set({ ...$user.get(), status: 'loading' });
    const info = await storeEnvironment().client.getUserInfo();
    $user.set({ status: 'ready', info });
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
