// Where the island renders, named once for the static slots and the island.

/** The desktop account bar (in the header) and the drawer's account part. */
export const ACCOUNT_HEADER_SLOT_ID = 'account-header-slot';
export const ACCOUNT_DRAWER_SLOT_ID = 'account-drawer-slot';
/** The drawer's logout group, last in the drawer. */
export const ACCOUNT_DRAWER_LOGOUT_SLOT_ID = 'account-drawer-logout-slot';
/** `<html data-account="ready">` once the real account area replaced the skeleton. */
export const ACCOUNT_ATTRIBUTE = 'data-account';
export const ACCOUNT_READY = 'ready';
