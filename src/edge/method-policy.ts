// One answer per method on both runtimes: pages take GET and HEAD, the API routes the methods an HTTP
// API uses. Anything else (TRACE, PROPFIND, PURGE, ...) is a 405 from the edge, never forwarded to
// the origin. The Node server answers the methods a Fetch Request cannot carry (TRACE) with the same.
import type { EdgeAnswer } from './answer.ts';
import { isApiRoute } from './api-proxy.ts';
import { CACHE, securityHeaderList } from './security-headers.ts';

export const PAGE_METHODS: readonly string[] = ['GET', 'HEAD'];
export const API_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** An application's route (the stand-in or APP_ORIGIN) takes its forms' methods, as the API does. */
export const APP_METHODS = API_METHODS;

const RESOURCE_HEADERS = securityHeaderList({ embedding: 'same-origin' });
const encoder = new TextEncoder();

/** The 405 for a method the path does not take, or null when it takes it. */
export function methodRefusal(method: string, pathname: string): EdgeAnswer | null {
  const api = isApiRoute(pathname);
  const allowed = api ? API_METHODS : PAGE_METHODS;
  if (allowed.includes(method)) return null;
  const allow: [string, string] = ['allow', allowed.join(', ')];
  if (api) {
    // The API's own envelope, as every other API error (apiError).
    const body = encoder.encode(JSON.stringify({ code: 405, message: 'Method not allowed', data: null }));
    return { status: 405, headers: [['content-type', 'application/json'], ['cache-control', 'no-store'], allow, ...RESOURCE_HEADERS], body };
  }
  return { status: 405, headers: [allow, ['content-type', 'text/plain; charset=utf-8'], ['cache-control', CACHE.none], ...RESOURCE_HEADERS], body: encoder.encode('Method not allowed') };
}
