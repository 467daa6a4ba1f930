// Size of the search shortcut listener, which every visitor runs before any interaction: the
// module minified on its own (esbuild, as Vite minifies) and gzipped.
import { build } from 'esbuild';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export async function shortcutListenerSize(root) {
  const result = await build({
    entryPoints: [join(root, 'src/browser/chrome/search-shortcut.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
  });
  const bytes = result.outputFiles[0].contents;
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}
