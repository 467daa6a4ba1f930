// The chrome's script before interaction in one file: the header's <script> and every module it
// imports statically (src/scripts/chrome/index.ts, the library and contract modules among them) are
// one chunk, which the bundler names after the header's script. The home pages' notices script
// (src/scripts/notices) imports that chunk for what it shares. By default each shared module would
// be a file of its own (and the header's script a file that only imports them): every visitor pays
// a request and a gzip frame per file.
// The islands import the same chunk, so a module is one instance per page (the compliance answer is
// shared by the chrome and the islands' store without any global). What the islands alone use of a
// shared module is in the chunk too: keep the modules the chrome imports small (docs/architecture.md).
/** What the bundler tells `manualChunks` of the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** Astro's module for the header's <script> (src/components/Header.astro). */
const CHROME_SCRIPT = /\/src\/components\/Header\.astro\?astro&type=script/;

/** Whether a static import chain leads from the header's script to module `id`. */
function importedByChrome(id: string, meta: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  return (meta.getModuleInfo(id)?.importers ?? []).some((importer: string) => CHROME_SCRIPT.test(importer) || importedByChrome(importer, meta, seen));
}

/** Rollup's `manualChunks` for the client build. */
export function chromeCoreChunk(id: string, meta: ModuleGraph): string | undefined {
  const early = CHROME_SCRIPT.test(id) || (!id.includes('/node_modules/') && importedByChrome(id, meta));
  return early ? 'chrome-core' : undefined;
}
