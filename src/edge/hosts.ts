// Which site and which environment a request's host names. Production hosts and their apex
// aliases are served over https; the `<key>.localhost` hosts are local development.
import { siteByHost, type Site } from '../sites/index.ts';

export interface ResolvedHost {
  site: Site;
  environment: 'production' | 'local';
  /** The port of the request ('' for the scheme's default), kept for local redirects. */
  port: string;
}

/** `url.host` is already parsed and lower-cased by the URL parser, so no free text reaches the lookup. */
export function resolveHost(url: URL): ResolvedHost | null {
  const site = siteByHost(url.hostname);
  if (!site) return null;
  const hostname = url.hostname.replace(/\.$/, '');
  return { site, environment: hostname === site.hosts.local ? 'local' : 'production', port: url.port };
}
