// Who the client is when `npm start` runs behind a load balancer (TRUSTED_PROXIES, off by default).
// Without it the socket's peer is the client and every X-Forwarded-* header a client sends is
// ignored, so nobody can claim another address. With it, a request whose peer is a listed proxy
// takes its client address from X-Forwarded-For (the nearest address no listed proxy added) and its
// scheme from X-Forwarded-Proto. On Workers Cloudflare is the proxy: CF-Connecting-IP (worker.ts).
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

export type TrustedProxies = ReadonlySet<string>;

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
const plainAddress = (address: string) => address.trim().toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** TRUSTED_PROXIES: addresses separated by commas; anything that is not an IP address is an error. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  for (const item of list) if (!isIP(item)) throw new Error(`TRUSTED_PROXIES takes IP addresses separated by commas, not "${item}"`);
  return new Set(list.map(plainAddress));
}

export interface ForwardedClient {
  address: string | null;
  /** 'https' or 'http' as the proxy saw it; null: the connection's own. */
  protocol: 'http' | 'https' | null;
}

/** The first value: the scheme the client-facing proxy saw. */
function firstValue(header: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(header) ? header.join(',') : header;
  return joined?.split(',').map((item) => item.trim()).find(Boolean);
}

export function forwardedClient(req: IncomingMessage, trusted: TrustedProxies): ForwardedClient {
  const peer = req.socket.remoteAddress ? plainAddress(req.socket.remoteAddress) : null;
  if (!peer || !trusted.has(peer)) return { address: peer, protocol: null };
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map(plainAddress).filter((item) => isIP(item));
  // Read from the nearest hop back: the first address not added by a proxy of ours is the client.
  let address = peer;
  for (const hop of chain.reverse()) {
    address = hop;
    if (!trusted.has(hop)) break;
  }
  const proto = firstValue(req.headers['x-forwarded-proto'])?.toLowerCase();
  return { address, protocol: proto === 'https' || proto === 'http' ? proto : null };
}
