// Server-sent URLs (notification web_url and url, announcement links) are untrusted: a page follows
// one only when it is a same-site path or an http(s) URL on one of the exchange's own hosts.

/** The exchange's own host names: every site's production host, apex alias and local host. */
export type OwnHosts = readonly string[];

// Characters no honest URL from our backend carries raw, and that browsers strip or reinterpret
// (tabs and newlines inside "java\tscript:", backslashes read as slashes).
const SUSPICIOUS = /[\u0000-\u0020\u007f-\u009f\\]/;

/** Local development hosts, the only own hosts a link may name over plain http. */
const LOCAL_HOST = /(?:^|\.)localhost$/;

function isOwnHost(hostname: string, ownHosts: OwnHosts): boolean {
  const name = hostname.replace(/\.$/, '');
  // An own host or a sub-domain of one; 'nexa.exchange.evil.example' ends with neither.
  return ownHosts.some((own) => name === own || name.endsWith(`.${own}`));
}

/**
 * The URL to follow, or null when it must not be followed: a relative path ('/fee', never
 * '//host'), or http(s) on an own host without user info, http upgraded to https (production is
 * https only; local hosts keep http). Anything else (javascript:, data:, protocol-relative,
 * look-alike hosts, malformed) is refused.
 */
export function safeServerUrl(raw: unknown, ownHosts: OwnHosts): string | null {
  if (typeof raw !== 'string') return null;
  const url = raw.trim();
  if (!url || url.length > 2048 || SUSPICIOUS.test(url)) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password) return null;
  if (!isOwnHost(parsed.hostname, ownHosts)) return null;
  if (parsed.protocol === 'http:' && !LOCAL_HOST.test(parsed.hostname.replace(/\.$/, ''))) parsed.protocol = 'https:';
  return parsed.href;
}
