// The headers of a forwarded request and of the origin's answer (API_ORIGIN, APP_ORIGIN). What
// describes one connection stays on it (RFC 9110 7.6.1), the client's own address claims are
// replaced, and what the origin says is scoped to the site the browser asked: its cookies' domain,
// its redirects, whether anything may cache an answer that sets a cookie.
import { siteByHost, type Site } from '../sites/index.ts';
import { CACHE } from './security-headers.ts';

// Hop-by-hop headers describe one connection and are never forwarded, either way (RFC 9110 7.6.1),
// nor are the ones the Connection header names.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-authorization', 'proxy-authenticate'];
/** The runtime writes these itself for the request it sends. */
const FRAMING = ['host', 'content-length'];
/** Where a client could claim another address; replaced by the one the edge saw (IP-based compliance). */
const CLIENT_ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip', 'x-client-ip', 'forwarded'];
/** What an origin says about its own software: nothing a visitor needs. */
const ORIGIN_SOFTWARE = ['server', 'x-powered-by'];

function dropHopByHop(headers: Headers): void {
  const named = (headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  for (const name of [...HOP_BY_HOP, ...named]) headers.delete(name);
}

/** The request headers the origin gets: the client's, less hop-by-hop ones, with the edge's view of who and where. */
export function forwardedRequestHeaders(incoming: Headers, url: URL, clientAddress: string | null): Headers {
  const headers = new Headers(incoming);
  dropHopByHop(headers);
  for (const name of [...FRAMING, ...CLIENT_ADDRESS_HEADERS]) headers.delete(name);
  if (clientAddress) {
    headers.set('x-forwarded-for', clientAddress);
    headers.set('x-real-ip', clientAddress);
    headers.set('cf-connecting-ip', clientAddress);
  }
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  return headers;
}

/** A port or a trailing dot, which siteByHost forgives in a Host header but a cookie's Domain may not carry. */
const NOT_A_HOST_NAME = /:|\.$/;

/** A Set-Cookie whose Domain is not one of the site's own hosts (the registry's host table) becomes a host-only cookie. */
export function scopeCookie(cookie: string, site: Site | null): string {
  return cookie.replace(/;\s*domain\s*=\s*([^;]*)/gi, (attribute, domain: string) => {
    const name = domain.trim().replace(/^\./, '').toLowerCase();
    return site && !NOT_A_HOST_NAME.test(name) && siteByHost(name) === site ? attribute : '';
  });
}

/** An absolute Location on the origin's own host becomes a path on the host the browser asked. */
function localLocation(location: string, origin: URL): string {
  try {
    const url = new URL(location);
    return url.origin === origin.origin ? `${url.pathname}${url.search}${url.hash}` : location;
  } catch {
    return location;
  }
}

/** The origin's answer headers as the browser gets them (the edge adds its security headers after). */
export function answerHeaders(upstream: Headers, origin: URL, site: Site | null): Headers {
  const headers = new Headers();
  upstream.forEach((value, name) => {
    if (name !== 'set-cookie') headers.append(name, value);
  });
  dropHopByHop(headers);
  for (const name of ORIGIN_SOFTWARE) headers.delete(name);
  const cookies = upstream.getSetCookie();
  for (const cookie of cookies) headers.append('set-cookie', scopeCookie(cookie, site));
  // An answer that sets a cookie is one browser's: no shared cache may keep it or hand it on.
  if (cookies.length) headers.set('cache-control', CACHE.none);
  const location = headers.get('location');
  if (location) headers.set('location', localLocation(location, origin));
  return headers;
}
