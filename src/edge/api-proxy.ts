// The API routes (SPEC 7) go to the exchange's backend: on Workers always (API_ORIGIN in
// wrangler.jsonc), on `npm start` when API_ORIGIN is set (the sandbox answers otherwise). Cookies and
// headers pass through both ways; what the client says about its own address does not.
import { BodyTooLarge, readBodyCapped } from './body-limit.ts';
import { setSecurityHeaders, withSecurityHeaders } from './security-headers.ts';

/** Paths the exchange's backend owns, never served from dist/. */
export const API_PATH_PREFIXES = ['/api/', '/apiw/', '/apiweb/'] as const;
/** The page-level sign-out route (SPEC 7 `GET /logout`), also the backend's. */
const API_PATHS = new Set(['/logout']);

export function isApiRoute(pathname: string): boolean {
  return API_PATHS.has(pathname) || API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Forwards one API request; `clientAddress` is the peer the edge saw (null when unknown). */
export type ApiForwarder = (request: Request, clientAddress: string | null) => Promise<Response>;

// Hop-by-hop headers describe one connection and must not be forwarded (RFC 9110 section 7.6.1).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host', 'content-length'];
/** Where a client could claim another address; replaced by the one the edge saw (IP-based compliance). */
const CLIENT_ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip', 'x-client-ip', 'forwarded'];

/** The largest request body an API call may carry: forms and JSON of a few KB; nothing is uploaded here. */
export const MAX_API_BODY_BYTES = 1024 * 1024;
const UPSTREAM_TIMEOUT_MS = 15_000;

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

/** How the proxy calls the origin: fetch on Workers, src/server/forward-fetch.ts on Node. */
export type UpstreamFetch = (url: URL, init: RequestInit) => Promise<Response>;

export interface ApiProxyOptions {
  fetch?: UpstreamFetch;
  maxBodyBytes?: number;
}

export function createApiProxy(origin: URL, { fetch: fetchImpl = fetch, maxBodyBytes = MAX_API_BODY_BYTES }: ApiProxyOptions = {}): ApiForwarder {
  return async (request, clientAddress) => {
    const incoming = new URL(request.url);
    const target = upstreamUrl(origin, incoming);
    if (!target) return apiError(400, 'Bad request path');
    const headers = new Headers(request.headers);
    for (const name of [...HOP_BY_HOP, ...CLIENT_ADDRESS_HEADERS]) headers.delete(name);
    if (clientAddress) {
      headers.set('x-forwarded-for', clientAddress);
      headers.set('x-real-ip', clientAddress);
      headers.set('cf-connecting-ip', clientAddress);
    }
    headers.set('x-forwarded-host', incoming.host);
    headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
    let body: Uint8Array | undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      try {
        body = await readBodyCapped(request, maxBodyBytes);
      } catch (error) {
        if (error instanceof BodyTooLarge) return apiError(413, `Request body over ${maxBodyBytes} bytes`);
        throw error;
      }
    }
    let upstream: Response;
    try {
      upstream = await fetchImpl(target, {
        method: request.method,
        headers,
        body: body as Uint8Array<ArrayBuffer> | undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    } catch (error) {
      console.warn(`[api-proxy] ${request.method} ${target.href} failed:`, (error as Error).message);
      return apiError(502, 'The API origin did not answer');
    }
    const responseHeaders = new Headers(upstream.headers);
    for (const name of HOP_BY_HOP) responseHeaders.delete(name);
    // fetch already decoded the body; the encoding header would make the browser decode it twice.
    responseHeaders.delete('content-encoding');
    return withSecurityHeaders(new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders }));
  };
}
