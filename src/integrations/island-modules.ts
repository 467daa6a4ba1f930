// `import { ISLAND_URLS, HYDRATE_URL } from 'island-modules'`: the built URL of every island's
// module (src/islands/registry.ts) and of the hydrate module, each its own chunk, for `import(url)`
// without Vite's preload helper (as lazy-chunk.ts). The build also writes their file names to
// dist/_astro/islands.json, which the budget check reads to weigh each island.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { HYDRATE_MODULE, ISLAND_MODULES } from '../islands/registry.ts';
import { ISLANDS_MANIFEST_FILE } from '../contracts/build-outputs.ts';

const MODULE_ID = 'island-modules';
const RESOLVED = '\0island-modules';

export function islandModulesPlugin(root: URL): Plugin {
  let building = false;
  const references = new Map<string, string>();
  const source = (urls: Record<string, string>, hydrate: string) => `export const ISLAND_URLS = {${Object.entries(urls).map(([name, url]) => `${JSON.stringify(name)}: ${url}`).join(', ')}};\nexport const HYDRATE_URL = ${hydrate};`;
  return {
    name: 'nexa-island-modules',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!building || this.environment?.config.consumer !== 'client') {
        const dev = (path: string) => JSON.stringify(`/${path}`);
        return source(Object.fromEntries(Object.entries(ISLAND_MODULES).map(([name, path]) => [name, dev(path)])), dev(HYDRATE_MODULE));
      }
      const emit = (name: string, path: string) => {
        const reference = this.emitFile({ type: 'chunk', id: fileURLToPath(new URL(path, root)), name });
        references.set(name, reference);
        return `import.meta.ROLLUP_FILE_URL_${reference}`;
      };
      const urls = Object.fromEntries(Object.entries(ISLAND_MODULES).map(([name, path]) => [name, emit(name, path)]));
      return source(urls, emit('hydrate', HYDRATE_MODULE));
    },
    generateBundle() {
      if (!references.size) return;
      const file = (name: string) => `/${this.getFileName(references.get(name)!)}`;
      const islands = Object.fromEntries(Object.keys(ISLAND_MODULES).map((name) => [name, file(name)]));
      this.emitFile({ type: 'asset', fileName: ISLANDS_MANIFEST_FILE, source: `${JSON.stringify({ islands, hydrate: file('hydrate') }, null, 2)}\n` });
    },
  };
}
