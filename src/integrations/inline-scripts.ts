// The page's inline scripts are ordinary TypeScript modules (src/scripts/inline/), compiled here by
// esbuild into the classic-script text a page writes inline: bundled, minified, one IIFE. A page
// imports the text as `import HEAD from 'inline-script:src/scripts/inline/head.ts'`; build outputs
// that need the same text (the chrome fragments' head script) call compileInlineScript. The CSP
// hashes are computed from the built pages' bytes (outputs/csp-manifest.ts), so they always match.
// Inline, not files: these run before first paint (the head marks, a dismissed announcement
// hidden), where a request would delay the paint.
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PREFIX = 'inline-script:';
const RESOLVED = '\0inline-script:';
/** Browsers the chrome supports for its scripts before interaction (docs/engines.md). */
const TARGET = ['chrome111', 'firefox115', 'safari16.4'];
const ROOT = new URL('../../', import.meta.url);

/** The inline scripts, by where they are written. */
export const INLINE_SCRIPTS = {
  head: 'src/scripts/inline/head.ts',
  announcementBar: 'src/scripts/inline/announcement-bar.ts',
  earlyUserInfo: 'src/scripts/inline/early-user-info.ts',
} as const;

/** The inline text of `entry` (a path from the repository root), as the page writes it. */
export function compileInlineScript(entry: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [fileURLToPath(new URL(entry, ROOT))],
    bundle: true,
    minify: true,
    format: 'iife',
    target: TARGET,
    write: false,
    legalComments: 'none',
    charset: 'utf8',
    // No "use strict" prologue: the bundle is an IIFE of modules, strict by its own code.
    tsconfigRaw: {},
  });
  const text = outputFiles[0]!.text.trim();
  // An HTML parser ends a script at `</script`; a source that spells it must escape it.
  if (/<\/script/i.test(text)) throw new Error(`${entry}: inline script text contains </script`);
  return text;
}

/** `inline-script:<path>` modules: their default export is the compiled text of that entry. */
export function inlineScriptsPlugin(): Plugin {
  return {
    name: 'nexa-inline-scripts',
    resolveId: (source) => (source.startsWith(PREFIX) ? `${RESOLVED}${source.slice(PREFIX.length)}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const entry = id.slice(RESOLVED.length);
      // Rebuilt when the entry changes under `astro dev`; its imports are bundled by esbuild.
      this.addWatchFile(fileURLToPath(new URL(entry, ROOT)));
      return `export default ${JSON.stringify(compileInlineScript(entry))};`;
    },
  };
}
