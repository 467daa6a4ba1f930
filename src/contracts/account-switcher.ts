// What the external account-switching script (SPEC 7) and the Switch Account button agree on; the
// sandbox's stand-in script (sandbox/account-switcher.ts) keeps the same names.

/** Global the switcher script defines; the Switch Account button calls `open()` on it. */
export const ACCOUNT_SWITCHER_GLOBAL = 'nexaAccountSwitcher';

/** Event the script dispatches on window once `open()` is available. */
export const ACCOUNT_SWITCHER_READY_EVENT = 'nexa:account-switcher-ready';
