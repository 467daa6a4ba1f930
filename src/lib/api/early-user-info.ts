// The user-info call, started by an inline script in the account template the moment the chrome
// wakes it for a signed-in person (src/browser/inline/early-user-info.ts runs startEarlyUserInfo),
// instead of after React, the stores and the API client have downloaded (a waterfall that on a loaded
// machine put the answer past ACCOUNT_DEADLINE_MS: the visitor header flashed in, then the account
// area came back, a layout shift). The API client takes the answer once (clientForPage); the island
// knows the call succeeded before its store does.
import { API_PATHS, USER_INFO_PATH } from '../../contracts/api-paths.ts';
import { buildRequestHeaders, REQUEST_TIMEOUT_MS } from './headers.ts';
import { CSRF_COOKIE, readRawCookie } from '../cookies.ts';
import { bufferAnswer, isGetOf, replayAnswer, type BufferedAnswer } from './buffered-answer.ts';

/**
 * The one value on the global object, by decision (docs/architecture.md): an inline script shares no
 * module with the bundles, so its answer is handed over here (Symbol.for: no name to collide with).
 */
const KEY = Symbol.for('nexa.early-user-info');

/** What the inline script leaves on the global object: the outcome never rejects (no unhandled rejection). */
interface EarlyUserInfo {
  /** The body is read at once: the call's timeout signal would abort a body read later. */
  answer: Promise<BufferedAnswer | { error: unknown }>;
  /** Set when the call settled: true for an HTTP success. */
  ok?: boolean;
  /** The API client took the answer (it is used once). */
  taken?: boolean;
}

type Holder = { [KEY]?: EarlyUserInfo };
const holder = () => globalThis as Holder;

/** The page's language and site type, written on the inline script (`data-lang`, `data-site-type`). */
export interface EarlyUserInfoInput {
  language: string;
  siteType: number;
}

/** Starts the call with the headers of every API call (csrftoken read now, left out when not header-safe). */
export function startEarlyUserInfo({ language, siteType }: EarlyUserInfoInput): void {
  try {
    const early: EarlyUserInfo = { answer: Promise.resolve({ error: undefined }) };
    early.answer = fetch(USER_INFO_PATH, {
      credentials: 'include',
      headers: buildRequestHeaders({ language, siteType, csrfToken: readRawCookie(document.cookie, CSRF_COOKIE) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).then(
      (response) => bufferAnswer(response).then((answer) => ((early.ok = response.ok), answer)),
      (error: unknown) => ((early.ok = false), { error }),
    );
    holder()[KEY] = early;
  } catch {
    // No fetch or no cookies: the island's store makes the call itself.
  }
}

/**
 * The early answer for a GET of the user-info path, once: later calls (a refresh) fetch anew.
 * Undefined when there is none, so the caller fetches itself.
 */
export function takeEarlyUserInfo(url: string, init?: RequestInit): Promise<Response> | undefined {
  const early = holder()[KEY];
  if (!early || early.taken || !isGetOf(API_PATHS.userInfo, url, init)) return undefined;
  early.taken = true;
  return early.answer.then((outcome) => {
    if ('error' in outcome) throw outcome.error;
    return replayAnswer(outcome);
  });
}

/** Whether the early call answered with an HTTP success (its body is for the store to check). */
export function earlyUserInfoSucceeded(): boolean {
  return holder()[KEY]?.ok === true;
}
