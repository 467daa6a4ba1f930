// Serves the built shells: the Host header picks the site, the path picks the file in dist/<site>/.
import { siteByHost } from '../sites/index.ts';
import type { AssetStore } from './fs-assets.ts';
import { contentTypeOf } from './content-types.ts';
import { lookupSiteFile } from './site-files.ts';

const HTML_CACHE = 'public, max-age=60, must-revalidate';
const HASHED_CACHE = 'public, max-age=31536000, immutable';

export async function notFound(assets: AssetStore): Promise<Response> {
  const body = await assets.read('404.html');
  return new Response(body ?? 'Not found', {
    status: 404,
    headers: { 'content-type': body ? contentTypeOf('404.html') : 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export function createStaticSite(assets: AssetStore) {
  return async function serveStatic(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    const site = siteByHost(request.headers.get('host'));
    if (!site) return notFound(assets);
    const url = new URL(request.url);
    const lookup = lookupSiteFile(site.key, url.pathname, url.search);
    if (lookup.kind === 'invalid') return notFound(assets);
    if (lookup.kind === 'slash-redirect') {
      // Only redirect when the directory really exists, so unknown paths stay a plain 404.
      const index = await assets.read(lookupFileOf(site.key, `${url.pathname}/`));
      if (!index) return notFound(assets);
      return new Response(null, { status: 301, headers: { location: lookup.location } });
    }
    const body = await assets.read(lookup.file);
    if (!body) return notFound(assets);
    return new Response(body, {
      headers: {
        'content-type': contentTypeOf(lookup.file),
        'cache-control': lookup.file.startsWith('_astro/') ? HASHED_CACHE : HTML_CACHE,
      },
    });
  };
}

function lookupFileOf(site: Parameters<typeof lookupSiteFile>[0], path: string): string {
  const lookup = lookupSiteFile(site, path);
  return lookup.kind === 'file' ? lookup.file : '';
}
