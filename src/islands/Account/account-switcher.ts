// The external account-switching script (SPEC 7: loaded when logged in on the main site). Its URL
// is configuration; the CSP allows scripts from 'self' only, so it must be a same-origin path.

/** Where the switcher is served by default (the sandbox serves one at this path). */
export const DEFAULT_ACCOUNT_SWITCHER_SCRIPT = '/static/account-switcher/v1.js';

/** Global the switcher script defines; the Switch Account button calls `open()` on it. */
export const ACCOUNT_SWITCHER_GLOBAL = 'nexaAccountSwitcher';

/** Event the script dispatches on window once `open()` is available. */
export const ACCOUNT_SWITCHER_READY_EVENT = 'nexa:account-switcher-ready';

/** The configured script path (PUBLIC_ACCOUNT_SWITCHER_URL), or the default; anything but a same-origin path is refused. */
export function accountSwitcherScriptFrom(configured: string | undefined): string {
  const value = configured?.trim() || DEFAULT_ACCOUNT_SWITCHER_SCRIPT;
  if (!/^\/(?![/\\])[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/.test(value)) {
    throw new Error(`PUBLIC_ACCOUNT_SWITCHER_URL must be a same-origin path (the CSP allows 'self' only), got ${value}`);
  }
  return value;
}
