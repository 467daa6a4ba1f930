// A built file as a Fetch Response, for the edge's Fetch entry (Workers, tests, the app stand-in's
// includes). Where the store has the platform's own answer (Workers' static-assets binding) that
// answer's validator, 304 and body are used under the edge's headers; otherwise the file's bytes.
import type { EdgeAnswer, HeaderList } from './answer.ts';
import type { AssetStore } from './asset-store.ts';
import { CACHE, securityHeaderList } from './security-headers.ts';

/** Headers of the platform's answer that describe its bytes, kept beside the edge's own. */
const PLATFORM_HEADERS = ['etag', 'content-range'];

function missing(): Response {
  // The file went between the edge's lookup and the read (a deploy or rebuild in between).
  const headers = [['content-type', 'text/plain; charset=utf-8'], ['cache-control', CACHE.none], ...securityHeaderList({ embedding: 'same-origin' })] as [string, string][];
  return new Response('Not found', { status: 404, headers });
}

export async function fileResponse(assets: AssetStore, answer: EdgeAnswer, request: Request): Promise<Response> {
  const file = answer.file as string;
  const isHead = request.method === 'HEAD';
  if (!assets.respond) {
    const bytes = await assets.read(file);
    return bytes ? new Response(isHead ? null : bytes, { status: answer.status, headers: answer.headers as HeaderList }) : missing();
  }
  // Only a page's own answer is conditional: a 404 page is sent whole, whatever the request asks.
  const asked = answer.status === 200 ? request : new Request(request.url, { method: request.method });
  const platform = await assets.respond(file, asked);
  if (!platform.ok && platform.status !== 304) {
    await platform.body?.cancel();
    return missing();
  }
  const headers = new Headers(answer.headers as HeaderList);
  for (const name of PLATFORM_HEADERS) {
    const value = platform.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const status = platform.status === 200 ? answer.status : platform.status;
  return new Response(isHead || status === 304 ? null : platform.body, { status, headers });
}
