// The exchange's own host names, for checking URLs the server sends (src/lib/notifications/safe-url.ts).
import { sites } from './index.ts';

/**
 * Every site's production host and aliases; sub-domains of these count as own too. The local hosts
 * (`localhost`, `<key>.localhost`) only when asked: a production build or edge never trusts them
 * (`npm start`'s world sets PUBLIC_LOCAL_HOSTS, src/lib/build-settings.ts).
 */
export function ownHosts({ local = false }: { local?: boolean } = {}): string[] {
  return [...new Set(sites.flatMap((site) => [site.hosts.production, ...site.hosts.aliases, ...(local ? [site.hosts.local] : [])]))];
}
