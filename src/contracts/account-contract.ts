// The one name the chrome script and the page share with the account island: the <template>
// holding it. Kept alone so the visitor's chrome bundle carries nothing else of the island.

/** <template> holding the island; the chrome puts its content in the page only for a signed-in person. */
export const ACCOUNT_TEMPLATE_ID = 'account-island';
