// Backend switch: with API_ORIGIN set, `npm start` forwards the API paths to that origin instead of
// the sandbox, passing cookies and headers through both ways.
import type { MaybeHandler } from './app.ts';

/** Paths the exchange's backend owns (SPEC 7), never served from dist/. */
export const API_PATH_PREFIXES = ['/api/', '/apiw/', '/apiweb/'] as const;

export function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === '/logout';
}

// Hop-by-hop headers describe one connection and must not be forwarded (RFC 9110 section 7.6.1).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host', 'content-length'];

export function parseApiOrigin(value: string | undefined): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`API_ORIGIN must be an absolute URL such as https://api.example.com, not "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('API_ORIGIN must be http(s)');
  return new URL(url.origin);
}

export function createApiProxy(origin: URL, fetchImpl: typeof fetch = fetch): MaybeHandler {
  return async (request) => {
    const incoming = new URL(request.url);
    if (!isApiPath(incoming.pathname)) return null;
    const target = new URL(incoming.pathname + incoming.search, origin);
    const headers = new Headers(request.headers);
    for (const name of HOP_BY_HOP) headers.delete(name);
    headers.set('x-forwarded-host', incoming.host);
    headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    let upstream: Response;
    try {
      upstream = await fetchImpl(target, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      console.warn(`[api-proxy] ${request.method} ${target.href} failed:`, (error as Error).message);
      return Response.json({ code: 502, message: 'The API origin did not answer', data: null }, { status: 502 });
    }
    const responseHeaders = new Headers(upstream.headers);
    for (const name of HOP_BY_HOP) responseHeaders.delete(name);
    // fetch already decoded the body; the encoding header would make the browser decode it twice.
    responseHeaders.delete('content-encoding');
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
  };
}
