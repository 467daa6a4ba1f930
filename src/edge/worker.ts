// Cloudflare Workers entry (wrangler.jsonc `main`): the same edge handler over the static-assets
// binding. `run_worker_first` sends every request here, since the Host decides which site's files answer.
import { fetcherAssetStore, type AssetFetcher } from './asset-store.ts';
import { createEdgeHandler, type EdgeHandler } from './handler.ts';
import { apiAnnouncementSource, cachedAnnouncementSource } from './announcement.ts';

export interface Env {
  ASSETS: AssetFetcher;
  /** The exchange's API origin; when set, pages carry the current announcement (cached 30 s per language). */
  API_ORIGIN?: string;
}

let handler: EdgeHandler | undefined;

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    handler ??= createEdgeHandler(fetcherAssetStore(env.ASSETS), {
      announcements: env.API_ORIGIN
        ? cachedAnnouncementSource(apiAnnouncementSource((api) => fetch(api), { origin: env.API_ORIGIN, forwardCookies: false }))
        : undefined,
    });
    return handler(request);
  },
};
