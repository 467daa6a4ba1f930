// A built file through the Fetch entry: on Workers the binding's validator, 304 and body under the
// edge's headers and status; elsewhere the file's bytes.
import { describe, expect, it } from 'vitest';
import { fetcherAssetStore, type AssetFetcher } from './asset-store.ts';
import { fileResponse } from './file-response.ts';
import { memoryAssets } from '../../tests/support/memory-assets.ts';
import type { EdgeAnswer } from './answer.ts';

/** A binding over one file, answering If-None-Match as the platform does; it records what it was asked. */
function binding(asked: Request[]): AssetFetcher {
  return {
    async fetch(input) {
      const request = input as Request;
      asked.push(request);
      if (new URL(request.url).pathname !== '/main/index.html') return new Response(null, { status: 404 });
      const headers = { etag: '"abc"', 'content-type': 'text/html', 'cache-control': 'public, max-age=0, must-revalidate' };
      if (request.headers.get('if-none-match') === '"abc"') return new Response(null, { status: 304, headers });
      return new Response('<p>page</p>', { headers });
    },
  };
}

const page: EdgeAnswer = { status: 200, headers: [['content-type', 'text/html; charset=utf-8'], ['cache-control', 'public, max-age=60']], body: null, file: 'main/index.html' };

describe('fileResponse', () => {
  it("sends the binding's body and validator under the edge's headers, and its 304", async () => {
    const asked: Request[] = [];
    const store = fetcherAssetStore(binding(asked));
    const first = await fileResponse(store, page, new Request('https://www.nexa.exchange/'));
    expect([first.status, await first.text(), first.headers.get('etag'), first.headers.get('cache-control'), first.headers.get('content-type')])
      .toEqual([200, '<p>page</p>', '"abc"', 'public, max-age=60', 'text/html; charset=utf-8']);
    const again = await fileResponse(store, page, new Request('https://www.nexa.exchange/', { headers: { 'if-none-match': '"abc"', cookie: 'sign=1' } }));
    expect([again.status, await again.text(), again.headers.get('etag')]).toEqual([304, '', '"abc"']);
    // Only the conditional headers reach the binding, never the visitor's cookies.
    expect(asked[1]?.headers.get('cookie')).toBeNull();
  });

  it('keeps a 404 page a 404, sent whole, and answers a file gone since the lookup with a plain 404', async () => {
    const asked: Request[] = [];
    const store = fetcherAssetStore(binding(asked));
    const notFound = await fileResponse(store, { ...page, status: 404 }, new Request('https://www.nexa.exchange/x', { headers: { 'if-none-match': '"abc"' } }));
    expect([notFound.status, await notFound.text()]).toEqual([404, '<p>page</p>']);
    const gone = await fileResponse(store, { ...page, file: 'main/gone/index.html' }, new Request('https://www.nexa.exchange/gone/'));
    expect([gone.status, await gone.text()]).toEqual([404, 'Not found']);
  });

  it('sends the bytes of a store without a platform answer, and no body for HEAD', async () => {
    const store = memoryAssets({ 'main/index.html': '<p>mem</p>' });
    expect(await (await fileResponse(store, page, new Request('http://localhost/'))).text()).toBe('<p>mem</p>');
    expect(await (await fileResponse(store, page, new Request('http://localhost/', { method: 'HEAD' }))).text()).toBe('');
  });
});
