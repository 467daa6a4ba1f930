// The external account-switching script (SPEC 7), as the sandbox serves it: defines
// window.nexaAccountSwitcher.open(), which lists the accounts this browser may switch to as links
// that sign in as those personas. Built with DOM calls only: the page's CSP allows no inline styles.
import { ACCOUNT_SWITCHER_GLOBAL, ACCOUNT_SWITCHER_READY_EVENT } from '../src/contracts/account-switcher.ts';
import { SANDBOX_PATHS } from '../src/contracts/api-paths.ts';

/** Where the sandbox serves it; `npm start`'s world builds pages pointing here (sandbox/build-env.ts). */
export const SANDBOX_ACCOUNT_SWITCHER_PATH = '/static/account-switcher/v1.js';

const ACCOUNTS = [
  { persona: 'user', label: 'Main account' },
  { persona: 'sub-account', label: 'Sub-account' },
  { persona: 'sub-account-switch', label: 'Sub-account (switch tag)' },
];

const SOURCE = `(function () {
  var accounts = ${JSON.stringify(ACCOUNTS)};
  function open() {
    var existing = document.getElementById('sandbox-account-switcher');
    if (existing) { existing.showModal(); return; }
    var dialog = document.createElement('dialog');
    dialog.id = 'sandbox-account-switcher';
    dialog.setAttribute('aria-label', 'Switch account');
    dialog.setAttribute('closedby', 'any');
    var title = document.createElement('h2');
    title.textContent = 'Switch account';
    dialog.append(title);
    var list = document.createElement('ul');
    accounts.forEach(function (account) {
      var item = document.createElement('li');
      var link = document.createElement('a');
      link.href = '${SANDBOX_PATHS.session}?persona=' + encodeURIComponent(account.persona) + '&next=' + encodeURIComponent(location.pathname);
      link.textContent = account.label;
      item.append(link);
      list.append(item);
    });
    dialog.append(list);
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.addEventListener('click', function () { dialog.close(); });
    dialog.append(close);
    document.body.append(dialog);
    dialog.showModal();
  }
  window[${JSON.stringify(ACCOUNT_SWITCHER_GLOBAL)}] = { open: open };
  window.dispatchEvent(new Event(${JSON.stringify(ACCOUNT_SWITCHER_READY_EVENT)}));
})();
`;

export function accountSwitcherScript(): Response {
  return new Response(SOURCE, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' } });
}
