// Which restriction forbids which action (issue 34): a person never sees a call to action that a
// notice on the same page says they cannot use. The one table; the status notices' script names the
// forbidden actions on <html>, and one generated CSS rule per action (runtime-hiding.ts) hides every
// element marked with it: header and drawer Deposit, the hero's Deposit and Trade, the wallet's
// deposit entries. No button asks about a restriction itself. Constants only: the lazy notices
// chunk carries it.

/** Actions a restriction can forbid; a call to action names its own in `data-action`. */
export const RESTRICTED_ACTIONS = ['deposit', 'trade'] as const;
export type RestrictedAction = (typeof RESTRICTED_ACTIONS)[number];

/**
 * Status notice id -> what it says the person cannot do (the notices' own words, docs/messages.md):
 * blocked country "trading and deposits are unavailable", withdraw-only the same, the KYC reminder
 * "verify your identity to unlock deposits, trading". The limited-IP bar says they "may be"
 * unavailable (the server decides per action), so it forbids nothing by itself.
 */
export const NOTICE_FORBIDS: Readonly<Record<string, readonly RestrictedAction[]>> = {
  'blocked-country': ['deposit', 'trade'],
  'withdraw-only': ['deposit', 'trade'],
  kyc: ['deposit', 'trade'],
};

/** Attribute of <html>: the forbidden actions, space-separated (absent: none). */
export const FORBIDDEN_ACTIONS_ATTRIBUTE = 'data-forbidden-actions';
/** Attribute of a call to action: the actions it starts, space-separated. */
export const ACTION_ATTRIBUTE = 'data-action';
