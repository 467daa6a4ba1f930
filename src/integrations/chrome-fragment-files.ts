// The files the embeddable chrome needs beside its markup (chrome.json `css` and `js`), named from
// the build's own bundle data (Vite's and Rollup's plugin API), never read back out of built HTML:
// - css: the stylesheets of src/components/ChromeFragment.astro and everything it imports, which the
//   server build records on its chunk and the chunks that chunk imports (`viteMetadata.importedCss`);
// - js: the chunk that carries the chrome's module before interaction (the same file the shells
//   load, found by the module's own id) and the header's current entry, an entry of the client build.
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { MODULE_SCRIPTS, moduleScriptId } from './inline-scripts.ts';

export interface ChromeFragmentFiles {
  css: string[];
  js: string[];
}

const COMPONENT = 'src/components/ChromeFragment.astro';
/** Marks the including page's route in the header (its data-route): the fragment's own script. */
const ROUTE_SCRIPT = 'src/browser/chrome/current-entry.ts';

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The stylesheets of `start` and of every chunk it imports, a chunk's own before those of the chunks
 * it imports: the order Astro links them in on the shells, so the fragments cascade as the shells do.
 */
export function stylesheetsOf(start: Chunk, chunks: ReadonlyMap<string, Chunk>): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return [...css];
}

/** Fills `files` during `astro build`, for the build's last step to write into chrome.json. */
export function chromeFragmentFilesPlugin(root: URL, files: ChromeFragmentFiles): Plugin {
  let building = false;
  let base = '/';
  let routeScript: string | undefined;
  const path = (relative: string) => fileURLToPath(new URL(relative, root));
  return {
    name: 'nexa-chrome-fragment-files',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    buildStart() {
      if (!building || this.environment?.config.consumer !== 'client') return;
      routeScript = this.emitFile({ type: 'chunk', id: path(ROUTE_SCRIPT), name: 'chrome-route' });
    },
    generateBundle(_, bundle) {
      if (!building) return;
      const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item as Chunk] as const] : [])));
      if (this.environment?.config.consumer === 'client') {
        const chromeModule = moduleScriptId(MODULE_SCRIPTS.chrome);
        const chrome = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(chromeModule));
        if (!chrome || !routeScript) throw new Error('chrome fragments: no chunk carries the chrome module or the route script');
        files.js = [chrome.fileName, this.getFileName(routeScript)].map((file) => `${base}${file}`);
        return;
      }
      const component = path(COMPONENT);
      const start = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(component));
      if (start) files.css = stylesheetsOf(start, chunks).map((file) => `${base}${file}`);
    },
  };
}
