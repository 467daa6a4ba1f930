// Wakes the account island for a signed-in person only: the head script marked <html
// data-session="user">, so the island's template content (its markup and Astro's island runtime)
// goes into the page, with Astro's island runtime, and client:loggedin hydrates it; the chrome's
// interactive part loads at once too (wake). Visitors run nothing more than this check.
import { isSignedInPage } from '../../contracts/head-contract.ts';
import { ACCOUNT_TEMPLATE_ID } from '../../contracts/account-contract.ts';
import { wake } from './wake.ts';

const template = document.getElementById(ACCOUNT_TEMPLATE_ID);
if (template instanceof HTMLTemplateElement && isSignedInPage()) {
  // The island runtime and the interactive chrome (the More menu measured beside the account area).
  wake();
  template.replaceWith(template.content);
}
