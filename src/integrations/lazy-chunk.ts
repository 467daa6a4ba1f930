// A module loaded on demand, without Vite's preload helper: `import url from 'lazy-chunk:<path>'`
// gives the built URL of that module as its own chunk, for `import(url)`. A plain `import('./x')`
// would wrap the call in Vite's helper (about 0.4 KB gzip, for CSS and dependency preloads the
// chrome's lazy part does not have), and that helper would run before every visitor's first
// interaction. Used for the chrome's interactive part (src/browser/chrome/wake.ts).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PREFIX = 'lazy-chunk:';
const RESOLVED = '\0lazy-chunk:';

export function lazyChunkPlugin(root: URL): Plugin {
  let building = false;
  return {
    name: 'nexa-lazy-chunk',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (source) => (source.startsWith(PREFIX) ? `${RESOLVED}${source.slice(PREFIX.length)}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      // `?for=...`: the importer's own copy of the URL (inline-scripts.ts), the same chunk.
      const path = id.slice(RESOLVED.length).split('?')[0]!;
      if (!building || this.environment?.config.consumer !== 'client') return `export default ${JSON.stringify(`/${path.replace('module-script:', '')}`)};`;
      // `lazy-chunk:module-script:<path>`: the module compiled into one (inline-scripts.ts), no chunk
      // of its own to fetch first.
      const entry = path.startsWith('module-script:') ? path : fileURLToPath(new URL(path, root));
      const reference = this.emitFile({ type: 'chunk', id: entry });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
