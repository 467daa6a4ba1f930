// Where the edge reads built files from: dist/ on disk under Node (the server's fs store),
// the static-assets binding on Cloudflare Workers. Both answer the same question, so the handler
// routes identically in both places. Sending a file (validators, ranges, codings) is the runtime's
// static server's job: sirv on Node (src/server/static-files.ts), the binding itself on Workers.

export interface AssetStore {
  /** The bytes of a dist/-relative file ('main/index.html', '_astro/x.css'), or null when there is none. */
  read(file: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Whether the file exists, where that is cheaper than reading it (Node: the build's file list). */
  has?(file: string): boolean | Promise<boolean>;
  /**
   * The platform's answer for the file, given the request's conditional headers (If-None-Match, Range):
   * its validator, 304 and body. Absent: the edge sends the bytes `read` gives, without a validator.
   */
  respond?(file: string, request: Request): Promise<Response>;
  /**
   * Changes when dist/ is rebuilt, so the edge drops what it keeps of the old build. Absent where a
   * build never changes under a running edge (a Workers deploy starts new isolates).
   */
  generation?(): number | Promise<number>;
}

/** The part of a Workers `Fetcher` (env.ASSETS) the store needs. */
export interface AssetFetcher {
  fetch(input: Request | string, init?: RequestInit): Promise<Response>;
}

// The binding ignores the origin; only the path picks the file.
const ASSET_ORIGIN = 'https://assets.invalid';
/** Request headers the binding reads to answer 304 (and, on Cloudflare's CDN, 206). */
const CONDITIONAL_HEADERS = ['if-none-match', 'range', 'if-range'];

function assetUrl(file: string): string | null {
  if (file === '' || file.startsWith('/')) return null;
  return `${ASSET_ORIGIN}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * An AssetStore over Workers static assets. Needs `html_handling: "none"` (wrangler.jsonc) so the
 * binding answers the exact file asked for instead of redirecting '/x/index.html' to '/x/'.
 */
export function fetcherAssetStore(binding: AssetFetcher): AssetStore {
  return {
    async read(file) {
      const url = assetUrl(file);
      if (!url) return null;
      const response = await binding.fetch(new Request(url));
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      return new Uint8Array(await response.arrayBuffer());
    },
    respond(file, request) {
      const headers = new Headers();
      for (const name of CONDITIONAL_HEADERS) {
        const value = request.headers.get(name);
        if (value !== null) headers.set(name, value);
      }
      return binding.fetch(new Request(assetUrl(file) ?? `${ASSET_ORIGIN}/`, { method: request.method === 'HEAD' ? 'HEAD' : 'GET', headers }));
    },
  };
}
