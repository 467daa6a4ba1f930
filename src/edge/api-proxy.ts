// The API routes (SPEC 7) go to the exchange's backend: on Workers always (API_ORIGIN in
// wrangler.jsonc), on `npm start` when API_ORIGIN is set (the sandbox answers otherwise). Cookies and
// headers pass through both ways (upstream-headers.ts); what the client says about its own address
// does not, and what the origin says is scoped to the site asked.
import { API_PATHS as BACKEND_PATHS } from '../contracts/api-paths.ts';
import { BODY_DEADLINE_MS, BodyTooLarge, declaredLength, ENDS_FAILED_STREAMS_CLEANLY, heldUpTo, readBodyCapped, relayed } from './body-limit.ts';
import { setSecurityHeaders, withSecurityHeaders } from './security-headers.ts';
import { answerHeaders, forwardedRequestHeaders } from './upstream-headers.ts';
import type { Site } from '../sites/index.ts';

/** Paths the exchange's backend owns, never served from dist/. */
export const API_PATH_PREFIXES = ['/api/', '/apiw/', '/apiweb/'] as const;
/** The page-level sign-out route (SPEC 7 `GET /logout`), also the backend's. */
const API_PATHS = new Set<string>([BACKEND_PATHS.logoutPage]);

export function isApiRoute(pathname: string): boolean {
  return API_PATHS.has(pathname) || API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Forwards one request; `clientAddress` is the peer the edge saw (null when unknown), `site` the one
 * its host names, to which the origin's cookies are scoped (absent or null: none of them keeps a Domain).
 */
export type ApiForwarder = (request: Request, clientAddress: string | null, site?: Site | null) => Promise<Response>;

/** The largest request body an API call may carry: forms and JSON of a few KB; nothing is uploaded here. */
export const MAX_API_BODY_BYTES = 1024 * 1024;
/** How long an origin has to start its answer (both runtimes, API and applications). */
export const UPSTREAM_TIMEOUT_MS = 15_000;

/**
 * Spellings a backend's router may read otherwise than the edge: encoded '/', '\', ';' or '%', path
 * parameters (';'), and dot segments, raw or encoded ('/api/..%2fadmin', '/api/..;/admin').
 */
const AMBIGUOUS_API_PATH = /[;\\]|%(?:2f|5c|3b|25|2e)|\/\.\.?(?:\/|$)/i;
/** Sign-out routes (SPEC 7 keeps them GETs): only a navigation or the API client may call them. */
const SIGN_OUT_PATHS = new Set<string>([BACKEND_PATHS.logoutPage, BACKEND_PATHS.signOut, BACKEND_PATHS.signOutAll]);
/** Fetch destinations of a page's subresources: an image, script or style pointed at /logout is not a sign-out. */
const SUBRESOURCE_DESTINATIONS = new Set(['image', 'script', 'style', 'font', 'audio', 'video', 'track', 'object', 'embed', 'manifest']);

/** An origin setting (API_ORIGIN, APP_ORIGIN): an absolute http(s) URL, of which only the origin counts. */
export function parseApiOrigin(value: string | undefined, name = 'API_ORIGIN'): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://api.example.com, not "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be http(s)`);
  return new URL(url.origin);
}

/**
 * The origin's URL for a request: the path and query set on a copy of the origin, never resolved
 * against it ('//trade/x' resolved is the host 'trade'), and null unless it is still on that origin.
 */
export function upstreamUrl(origin: URL, incoming: URL): URL | null {
  const target = new URL(origin);
  target.pathname = incoming.pathname;
  target.search = incoming.search;
  return target.origin === origin.origin ? target : null;
}

/** An answer in the backend's envelope, with the edge's security headers. */
export function apiError(status: number, message: string): Response {
  const headers = setSecurityHeaders(new Headers({ 'cache-control': 'no-store' }), { embedding: 'same-origin' });
  return Response.json({ code: status, message, data: null }, { status, headers });
}

/** The edge's answer to an API request it will not forward, or null to forward it. */
export function apiRefusal(request: Request, pathname: string): Response | null {
  if (AMBIGUOUS_API_PATH.test(pathname)) return apiError(400, 'Bad request path');
  if (SIGN_OUT_PATHS.has(pathname) && SUBRESOURCE_DESTINATIONS.has(request.headers.get('sec-fetch-dest') ?? '')) {
    return apiError(403, 'Sign-out is not a subresource');
  }
  return null;
}

/** How the proxy calls the origin: fetch on Workers, src/server/forward-fetch.ts on Node. */
export type UpstreamFetch = (url: URL, init: RequestInit) => Promise<Response>;

export interface ApiProxyOptions {
  fetch?: UpstreamFetch;
  maxBodyBytes?: number;
}

/** Codings both runtimes' upstream calls decode (the answer goes on decoded); any other cannot be passed on honestly. */
const DECODED_CODINGS = new Set(['', 'identity', 'gzip', 'x-gzip', 'br']);

type Body = Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | undefined;

/** The body to send on: a declared length within the cap as it arrives, anything else read whole up to the cap. */
async function bodyToForward(request: Request, maxBodyBytes: number, deadline: AbortSignal): Promise<Body | Response> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const declared = declaredLength(request.headers);
  if (request.body && declared !== null && declared <= maxBodyBytes) return relayed(request.body, declared, deadline);
  try {
    return (await readBodyCapped(request, maxBodyBytes, deadline)) as Uint8Array<ArrayBuffer>;
  } catch (error) {
    if (error instanceof BodyTooLarge) return apiError(413, `Request body over ${maxBodyBytes} bytes`);
    if (deadline.aborted) return apiError(408, 'The request body did not arrive in time');
    throw error;
  }
}

/** How much of an answer without a length the Worker holds to send it with one (JSON and pages are far smaller). */
const HELD_ANSWER_BYTES = 1024 * 1024;

/**
 * The origin's body as it goes to the client: relayed, so a failure mid-body fails the client's
 * connection. On workerd, which would end a failed body of unknown length as if whole, such a body is
 * held (up to HELD_ANSWER_BYTES) and sent with its length, and one that broke off is a 502.
 */
async function answerBody(body: ReadableStream<Uint8Array> | null, length: number | null): Promise<BodyInit | null | 'broken'> {
  if (!body) return null;
  if (length !== null || !ENDS_FAILED_STREAMS_CLEANLY) return relayed(body, length);
  try {
    return await heldUpTo(body, HELD_ANSWER_BYTES);
  } catch {
    return 'broken';
  }
}

/**
 * The origin's answer. A call without a body (GET, HEAD, ...) that fails before any answer is made
 * once more: a pooled connection the origin had just closed (its keep-alive timeout) fails so, and
 * sending such a request again is safe.
 */
async function callOrigin(fetchImpl: UpstreamFetch, target: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(target, init);
  } catch (error) {
    if (init.body !== undefined || init.signal?.aborted) throw error;
    return fetchImpl(target, init);
  }
}

export function createApiProxy(origin: URL, { fetch: fetchImpl = fetch, maxBodyBytes = MAX_API_BODY_BYTES }: ApiProxyOptions = {}): ApiForwarder {
  return async (request, clientAddress, site = null) => {
    const incoming = new URL(request.url);
    const target = upstreamUrl(origin, incoming);
    if (!target) return apiError(400, 'Bad request path');
    const deadline = AbortSignal.timeout(BODY_DEADLINE_MS);
    const body = await bodyToForward(request, maxBodyBytes, deadline);
    if (body instanceof Response) return body;
    const headers = forwardedRequestHeaders(request.headers, incoming, clientAddress);
    if (body instanceof ReadableStream) headers.set('content-length', request.headers.get('content-length')!);
    const answerDeadline = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS);
    let upstream: Response;
    try {
      upstream = await callOrigin(fetchImpl, target, { method: request.method, headers, body, redirect: 'manual', signal: answerDeadline, duplex: 'half' } as RequestInit);
    } catch (error) {
      if (deadline.aborted && body instanceof ReadableStream) return apiError(408, 'The request body did not arrive in time');
      console.warn(`[api-proxy] ${request.method} ${target.href} failed:`, (error as Error).message);
      return answerDeadline.aborted ? apiError(504, 'The origin did not answer in time') : apiError(502, 'The origin did not answer');
    }
    const responseHeaders = answerHeaders(upstream.headers, origin, site);
    const coding = (responseHeaders.get('content-encoding') ?? '').trim().toLowerCase();
    if (!DECODED_CODINGS.has(coding)) {
      await upstream.body?.cancel().catch(() => {});
      return apiError(502, 'The origin answered in an unknown encoding');
    }
    if (coding && coding !== 'identity') {
      // The body arrives decoded: the coding and the coded length would make the browser misread it.
      responseHeaders.delete('content-encoding');
      responseHeaders.delete('content-length');
    }
    const answer = await answerBody(upstream.body, declaredLength(responseHeaders));
    if (answer === 'broken') return apiError(502, 'The origin broke off its answer');
    return withSecurityHeaders(new Response(answer, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders }));
  };
}
