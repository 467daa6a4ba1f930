// Dynamic data: after load, ask the API which features to hide for this visitor or user (the
// compliance check, SPEC 3 and 7) and hand the menu list to the run-time hiding (compliance.ts).
// Kept free of the API client and zod so the chrome's script stays within its size budget; the
// answer is checked by hand and every key is validated again where it is applied.
import { COMPLIANCE_MENU_EVENT } from '../../navigation/chrome-contract.ts';
import { pageContext } from '../../lib/page-context.ts';
import { APP_TYPE_WEB, HEADER_NAMES, toBackendLanguage } from '../../lib/api/headers.ts';
import { COOKIE_NAMES, readCookie } from '../../lib/cookies.ts';

const REQUEST_TIMEOUT_MS = 4000;

async function fetchComplianceMenu(path: string): Promise<unknown> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [HEADER_NAMES.language]: toBackendLanguage(pageContext().lang),
    [HEADER_NAMES.appType]: APP_TYPE_WEB,
  };
  const csrf = readCookie(document.cookie, COOKIE_NAMES.csrfToken);
  if (csrf) headers[HEADER_NAMES.csrfToken] = csrf;
  const response = await fetch(path, { credentials: 'include', headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  const menu = (body as { data?: { menu?: unknown } } | null)?.data?.menu;
  if (!Array.isArray(menu)) throw new Error('no menu list in the answer');
  return menu;
}

// Only same-origin paths: the page context refuses anything else.
const path = pageContext().endpoints.compliance;
if (path) {
  fetchComplianceMenu(path)
    .then((menu) => document.dispatchEvent(new CustomEvent(COMPLIANCE_MENU_EVENT, { detail: menu })))
    // A failed check keeps what the page shows (and the list remembered from earlier in the session).
    .catch((error: unknown) => console.warn('[compliance] check failed:', error));
}
