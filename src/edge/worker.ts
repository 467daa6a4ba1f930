// Cloudflare Workers entry (wrangler.jsonc `main`): the same edge handler over the static-assets
// binding. `run_worker_first` sends every request here, since the Host decides which site's files
// answer; the API routes are forwarded to API_ORIGIN and the routes the chrome links to (the exchange's
// other applications, dist/app-routes.json) to APP_ORIGIN, both `vars` entries of wrangler.jsonc.
import { createApiProxy, parseApiOrigin } from './api-proxy.ts';
import { fetcherAssetStore, type AssetFetcher } from './asset-store.ts';
import { createEdgeHandler, type EdgeHandler } from './handler.ts';
import { apiAnnouncementSource, cachedAnnouncementSource } from './announcement.ts';

export interface Env {
  ASSETS: AssetFetcher;
  /** The exchange backend, e.g. https://api.nexa.exchange; pages then carry its current announcement (cached 30 s per language). */
  API_ORIGIN?: string;
  /** The exchange's applications (trade, wallet, help...), e.g. https://apps.nexa.exchange; unset: those routes are 404s. */
  APP_ORIGIN?: string;
}

let handler: EdgeHandler | undefined;

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    if (!handler) {
      const apiOrigin = parseApiOrigin(env.API_ORIGIN);
      const appOrigin = parseApiOrigin(env.APP_ORIGIN, 'APP_ORIGIN');
      handler = createEdgeHandler(fetcherAssetStore(env.ASSETS), {
        api: apiOrigin ? createApiProxy(apiOrigin) : undefined,
        apps: appOrigin ? createApiProxy(appOrigin) : undefined,
        announcements: apiOrigin
          ? cachedAnnouncementSource(apiAnnouncementSource((api) => fetch(api), { origin: apiOrigin.origin, forwardCookies: false }))
          : undefined,
      });
    }
    // Cloudflare sets CF-Connecting-IP itself, overwriting whatever the client sent: the peer's address.
    return handler(request, { clientAddress: request.headers.get('cf-connecting-ip') });
  },
};
