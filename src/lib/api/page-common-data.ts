// The common-data answer (SPEC 3, 7) is the page's, not one reader's: the status notices (the chrome's
// interactive part) and the account island's store both read it. The first reader's request goes out
// and every reader gets the same answer, so a page load asks once (before issue 35 a signed-in page
// asked twice). Both readers' modules share this one (the build keeps one copy per page).
import { API_PATHS } from '../../contracts/api-paths.ts';

/** Statuses a Response may not carry a body with. */
const NULL_BODY_STATUSES = [204, 205, 304];

let answer: Promise<{ status: number; body: string }> | undefined;

/**
 * The page's common-data answer, a fresh Response for each reader; undefined for any other request,
 * which the caller makes itself. A failed request fails for every reader of this page load.
 */
export function sharedCommonData(url: string, init: RequestInit | undefined, fetchFn: typeof fetch): Promise<Response> | undefined {
  if (url !== API_PATHS.commonData || (init?.method ?? 'GET') !== 'GET') return undefined;
  answer ??= fetchFn(url, init).then(async (response) => ({ status: response.status, body: await response.text() }));
  return answer.then(({ status, body }) => new Response(NULL_BODY_STATUSES.includes(status) ? null : body, { status }));
}

/** Forgets the answer (tests: each starts a new page load). */
export function forgetCommonData(): void {
  answer = undefined;
}
