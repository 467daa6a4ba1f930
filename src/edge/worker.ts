// Cloudflare Workers entry (wrangler.jsonc `main`): the same edge handler over the static-assets
// binding. `run_worker_first` sends every request here, since the Host decides which site's files answer.
import { fetcherAssetStore, type AssetFetcher } from './asset-store.ts';
import { createEdgeHandler, type EdgeHandler } from './handler.ts';

export interface Env {
  ASSETS: AssetFetcher;
}

let handler: EdgeHandler | undefined;

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    handler ??= createEdgeHandler(fetcherAssetStore(env.ASSETS));
    return handler(request);
  },
};
