// The common-data answer (SPEC 3, 7) is the page's, not one reader's: the status notices (the chrome's
// interactive part) and the account island's store both read it. The first reader's request goes out
// and every reader gets the same answer, so a page load asks once (before issue 35 a signed-in page
// asked twice). Both readers' modules share this one (the build keeps one copy per page).
import { API_PATHS } from '../../contracts/api-paths.ts';
import { bufferAnswer, isGetOf, replayAnswer, type BufferedAnswer } from './buffered-answer.ts';

let answer: Promise<BufferedAnswer> | undefined;

/**
 * The page's common-data answer, a fresh Response for each reader; undefined for any other request,
 * which the caller makes itself. A failed request fails for every reader of this page load.
 */
export function sharedCommonData(url: string, init: RequestInit | undefined, fetchFn: typeof fetch): Promise<Response> | undefined {
  if (!isGetOf(API_PATHS.commonData, url, init)) return undefined;
  answer ??= fetchFn(url, init).then(bufferAnswer);
  return answer.then(replayAnswer);
}

/** Forgets the answer (tests: each starts a new page load). */
export function forgetCommonData(): void {
  answer = undefined;
}
