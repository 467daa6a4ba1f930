// Names shared by the static header (the slots and their skeletons), the chrome script that wakes
// the island for a signed-in person, and the island. Imports nothing, so the chrome stays small.

/** <template> holding the island; the chrome puts its content in the page only for a signed-in person. */
export const ACCOUNT_TEMPLATE_ID = 'account-island';
/** Where the island renders the desktop account area (in the header) and the drawer's account part. */
export const ACCOUNT_HEADER_SLOT_ID = 'account-header-slot';
export const ACCOUNT_DRAWER_SLOT_ID = 'account-drawer-slot';
/** `<html data-account="ready">` once the real account area replaced the skeleton. */
export const ACCOUNT_ATTRIBUTE = 'data-account';
export const ACCOUNT_READY = 'ready';
