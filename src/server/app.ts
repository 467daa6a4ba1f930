// The local server's request pipeline: a chain of Fetch-API handlers in front of the static files.
// A handler answers null to pass the request on.
import { createStaticSite } from './static-site.ts';
import { fsAssets } from './fs-assets.ts';
import { renderSitesIndex } from './sites-index.ts';

export type MaybeHandler = (request: Request) => Promise<Response | null>;

export interface AppOptions {
  /** dist/ of the build. */
  root: string;
  /** Handlers tried before the static files (the sandbox API, later the edge handler). */
  before?: MaybeHandler[];
}

export function createApp({ root, before = [] }: AppOptions): (request: Request) => Promise<Response> {
  const assets = fsAssets(root);
  const serveStatic = createStaticSite(assets);
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/__sites') return renderSitesIndex(assets, request);
    for (const handler of before) {
      const response = await handler(request);
      if (response) return response;
    }
    return serveStatic(request);
  };
}
