// The exchange's own host names, for checking URLs the server sends (src/lib/notifications/safe-url.ts).
import { sites } from './index.ts';

/** Every site's production host, aliases and local host; sub-domains of these count as own too. */
export function ownHosts(): string[] {
  return [...new Set(sites.flatMap((site) => [site.hosts.production, ...site.hosts.aliases, site.hosts.local]))];
}
