// The user-info call, started by an inline script in the account template the moment the chrome
// wakes it for a signed-in person, instead of after React, the stores and the API client have
// downloaded (a waterfall that on a loaded machine put the answer past ACCOUNT_DEADLINE_MS: the
// visitor header flashed in, then the account area came back, a layout shift). The API client takes
// the answer once (clientForPage); the island knows the call succeeded before its store does.
import { API_PATHS } from './paths.ts';
import { buildRequestHeaders, REQUEST_TIMEOUT_MS } from './headers.ts';
import { CSRF_COOKIE } from '../cookies.ts';

/** Global key (Symbol.for) shared by the inline script and every bundle that reads the answer. */
const KEY = 'nexa.early-user-info';

/** What the inline script leaves on the global object: the outcome never rejects (no unhandled rejection). */
interface EarlyUserInfo {
  /** The body is read at once: the call's timeout signal would abort a body read later. */
  answer: Promise<{ status: number; body: string } | { error: unknown }>;
  /** Set when the call settled: true for an HTTP success. */
  ok?: boolean;
  /** The API client took the answer (it is used once). */
  taken?: boolean;
}

type Holder = { [key: symbol]: EarlyUserInfo | undefined };
const holder = () => globalThis as unknown as Holder;

/**
 * The inline script for a page of `lang` on a site with `siteType`: the headers of every API call
 * (csrftoken read at run time, left out when not header-safe, as buildRequestHeaders does).
 */
export function earlyUserInfoScript(input: { language: string; siteType: number }): string {
  const headers = JSON.stringify(buildRequestHeaders({ ...input, csrfToken: undefined }));
  return (
    `(function(g){try{var h=${headers},m=document.cookie.match(/(?:^|;) *${CSRF_COOKIE}=([^;]*)/),e={};` +
    `if(m&&/^[\\x21-\\x7e]+$/.test(m[1]))h['${CSRF_COOKIE}']=m[1];` +
    `e.answer=fetch('${API_PATHS.userInfo}',{credentials:'include',headers:h,signal:AbortSignal.timeout(${REQUEST_TIMEOUT_MS})})` +
    `.then(function(r){return r.text().then(function(t){e.ok=r.ok;return{status:r.status,body:t}})}).catch(function(x){e.ok=false;return{error:x}});g[Symbol.for('${KEY}')]=e}catch(x){}})(globalThis)`
  );
}

/** Statuses a Response may not carry a body with. */
const NULL_BODY_STATUSES = [204, 205, 304];

/**
 * The early answer for a GET of the user-info path, once: later calls (a refresh) fetch anew.
 * Undefined when there is none, so the caller fetches itself.
 */
export function takeEarlyUserInfo(url: string, init?: RequestInit): Promise<Response> | undefined {
  const early = holder()[Symbol.for(KEY)];
  if (!early || early.taken || url !== API_PATHS.userInfo || (init?.method ?? 'GET') !== 'GET') return undefined;
  early.taken = true;
  return early.answer.then((outcome) => {
    if ('error' in outcome) throw outcome.error;
    return new Response(NULL_BODY_STATUSES.includes(outcome.status) ? null : outcome.body, { status: outcome.status });
  });
}

/** Whether the early call answered with an HTTP success (its body is for the store to check). */
export function earlyUserInfoSucceeded(): boolean {
  return holder()[Symbol.for(KEY)]?.ok === true;
}
