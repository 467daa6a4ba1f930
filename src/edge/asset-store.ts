// Where the edge handler reads built files from: dist/ on disk under Node (the server's fs store),
// the static-assets binding on Cloudflare Workers. Both answer the same question, so the handler
// routes identically in both places.

export interface AssetStore {
  /** The bytes of a dist/-relative file ('main/index.html', '_astro/x.css'), or null when there is none. */
  read(file: string): Promise<Uint8Array<ArrayBuffer> | null>;
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

/**
 * An AssetStore over Workers static assets. Needs `html_handling: "none"` (wrangler.jsonc) so the
 * binding answers the exact file asked for instead of redirecting '/x/index.html' to '/x/'.
 */
export function fetcherAssetStore(binding: AssetFetcher): AssetStore {
  return {
    async read(file) {
      if (file === '' || file.startsWith('/')) return null;
      const response = await binding.fetch(new Request(`${ASSET_ORIGIN}/${file.split('/').map(encodeURIComponent).join('/')}`));
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
