// The local server's request pipeline: a chain of Fetch-API handlers in front of the edge handler
// (src/edge), the same one that runs on Cloudflare Workers. A handler answers null to pass the request on.
import { createEdgeHandler, type EdgeOptions } from '../edge/handler.ts';
import { fsAssets } from './fs-assets.ts';
import { renderSitesIndex } from './sites-index.ts';

export type MaybeHandler = (request: Request) => Promise<Response | null>;

export interface AppOptions {
  /** dist/ of the build. */
  root: string;
  /** Handlers tried before the edge (the sandbox API): their paths are never region-redirected. */
  before?: MaybeHandler[];
  /** Edge options, such as where the current announcement comes from. */
  edge?: EdgeOptions;
}

export function createApp({ root, before = [], edge: edgeOptions }: AppOptions): (request: Request) => Promise<Response> {
  const assets = fsAssets(root);
  const edge = createEdgeHandler(assets, edgeOptions);
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/__sites') return renderSitesIndex(assets, request);
    for (const handler of before) {
      const response = await handler(request);
      if (response) return response;
    }
    return edge(request);
  };
}
