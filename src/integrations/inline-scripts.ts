// The page's inline scripts are ordinary TypeScript modules (src/browser/inline/), compiled here by
// esbuild into the classic-script text a page writes inline: bundled, minified, one IIFE. A page
// imports the text as `import HEAD from 'inline-script:src/browser/inline/head.ts'`; build outputs
// that need the same text (the chrome fragments' head script) call compileInlineScript. The CSP
// hashes are computed from the built pages' bytes (outputs/csp-manifest.ts), so they always match.
// Inline, not files: these run before first paint (the head marks, a dismissed announcement
// hidden), where a request would delay the paint. The module scripts before interaction (the
// chrome's, the home notices') are compiled here too, each into one self-contained module.
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
  head: 'src/browser/inline/head.ts',
  announcementBar: 'src/browser/inline/announcement-bar.ts',
  earlyUserInfo: 'src/browser/inline/early-user-info.ts',
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

/**
 * The scripts a page runs before interaction as a module file (the chrome's, the home notices'),
 * compiled the same way: one self-contained module with every import bundled in, so it shares no
 * module (and no chunk) with the islands or the chrome's later parts; only `lazy-chunk:` imports
 * (the URLs of what loads later) stay imports, for the bundler to resolve.
 */
export const MODULE_SCRIPTS = {
  chrome: 'src/browser/chrome/index.ts',
  /** A home page with notices: the chrome's and the notices' code in one module. */
  home: 'src/browser/chrome/home.ts',
} as const;

/** The bundled module text of `entry`, and the source files whose code it carries (for the allow-list test). */
export function compileModuleScript(entry: string): { text: string; inputs: string[] } {
  const { outputFiles, metafile } = buildSync({
    entryPoints: [fileURLToPath(new URL(entry, ROOT))],
    absWorkingDir: fileURLToPath(ROOT),
    bundle: true,
    minify: true,
    format: 'esm',
    target: TARGET,
    write: false,
    metafile: true,
    external: ['lazy-chunk:*', 'island-modules'],
    legalComments: 'none',
    charset: 'utf8',
    tsconfigRaw: {},
  });
  // The modules whose code is in the output (tree-shaking drops what nothing there uses).
  const [output] = Object.values(metafile!.outputs);
  const inputs = Object.entries(output!.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path);
  return { text: outputFiles[0]!.text, inputs: inputs.sort() };
}

const MODULE_PREFIX = 'module-script:';
const MODULE_RESOLVED = '\0module-script:';

/** The resolved module id of a module script in the bundle (`MODULE_SCRIPTS` entry). */
export const moduleScriptId = (entry: string): string => `${MODULE_RESOLVED}${entry}`;

/**
 * `inline-script:<path>` modules: their default export is the compiled text of that entry.
 * `module-script:<path>` modules: the entry compiled into one module (compileModuleScript).
 */
export function inlineScriptsPlugin(): Plugin {
  return {
    name: 'nexa-inline-scripts',
    resolveId(source) {
      if (source.startsWith(PREFIX)) return `${RESOLVED}${source.slice(PREFIX.length)}`;
      return source.startsWith(MODULE_PREFIX) ? `${MODULE_RESOLVED}${source.slice(MODULE_PREFIX.length)}` : undefined;
    },
    load(id) {
      const inline = id.startsWith(RESOLVED);
      if (!inline && !id.startsWith(MODULE_RESOLVED)) return undefined;
      const entry = id.slice((inline ? RESOLVED : MODULE_RESOLVED).length);
      // Rebuilt when the entry changes under `astro dev`; its imports are bundled by esbuild.
      this.addWatchFile(fileURLToPath(new URL(entry, ROOT)));
      if (inline) return `export default ${JSON.stringify(compileInlineScript(entry))};`;
      // Each module script's own `lazy-chunk:` modules (the same chunk URLs): shared ones would become
      // a chunk of their own, one more request before interaction.
      return compileModuleScript(entry).text.replaceAll(/"lazy-chunk:([^"?]+)"/g, `"lazy-chunk:$1?for=${entry}"`);
    },
  };
}
