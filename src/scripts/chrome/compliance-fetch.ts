// Dynamic data: after load, ask the API which features to hide for this visitor or user (the
// compliance check, SPEC 3 and 7) and hand the menu list to the run-time hiding (compliance.ts).
// Kept free of the API client and zod so the chrome's script stays within its size budget; the
// answer is checked by hand and every key is validated again where it is applied.
import { COMPLIANCE_ENDPOINT_META_NAME, COMPLIANCE_LIMIT_EVENT, COMPLIANCE_MENU_EVENT } from '../../navigation/chrome-contract.ts';
import { APP_TYPE_WEB, HEADER_NAMES, toBackendLanguage } from '../../lib/api/headers.ts';
import { COOKIE_NAMES, readCookie } from '../../lib/cookies.ts';

const REQUEST_TIMEOUT_MS = 4000;

async function fetchCompliance(path: string): Promise<{ menu: unknown[]; limit: unknown }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    [HEADER_NAMES.language]: toBackendLanguage(document.documentElement.dataset.lang ?? 'en'),
    [HEADER_NAMES.appType]: APP_TYPE_WEB,
  };
  const csrf = readCookie(document.cookie, COOKIE_NAMES.csrfToken);
  if (csrf) headers[HEADER_NAMES.csrfToken] = csrf;
  const response = await fetch(path, { credentials: 'include', headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  const data = (body as { data?: { menu?: unknown; limit?: unknown } } | null)?.data;
  if (!Array.isArray(data?.menu)) throw new Error('no menu list in the answer');
  return { menu: data.menu, limit: data.limit };
}

const path = document.querySelector<HTMLMetaElement>(`meta[name="${COMPLIANCE_ENDPOINT_META_NAME}"]`)?.content;
// Only same-origin paths: the meta comes from our build, but a path is all it may ever name.
if (path?.startsWith('/') && !path.startsWith('//')) {
  fetchCompliance(path)
    .then(({ menu, limit }) => {
      document.dispatchEvent(new CustomEvent(COMPLIANCE_MENU_EVENT, { detail: menu }));
      document.dispatchEvent(new CustomEvent(COMPLIANCE_LIMIT_EVENT, { detail: limit }));
    })
    // A failed check keeps what the page shows (and the list remembered from earlier in the session).
    .catch((error: unknown) => console.warn('[compliance] check failed:', error));
}
