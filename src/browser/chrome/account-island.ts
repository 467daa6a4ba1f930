// Wakes the account island for a signed-in person only: the head script marked <html
// data-session="user">, so the island's template content goes into the page and the islands loader
// (woken at once) hydrates it; the chrome's interactive part loads at once too. Visitors run
// nothing more than this check.
import { isSignedInPage } from '../../contracts/head-contract.ts';
import { ACCOUNT_TEMPLATE_ID } from '../../contracts/account-contract.ts';
import { wake } from './wake.ts';

const template = document.getElementById(ACCOUNT_TEMPLATE_ID);
if (template instanceof HTMLTemplateElement && isSignedInPage()) {
  // Into the page before the islands loader arrives; the interactive chrome measures the More menu beside it.
  template.replaceWith(template.content);
  wake();
}
