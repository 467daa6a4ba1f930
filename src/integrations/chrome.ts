// The project's Astro integration: everything only an integration can do, in one place, so
// `astro build` and `npm run build` produce the same output. It emits the islands' modules,
// puts the breakpoints into the stylesheets' custom media, adds the run-time hiding stylesheet to
// every page, names the files the chrome fragments load, reports build progress, and
// writes the build outputs beside the pages: sites.json, app-routes.json, the embeddable chrome
// fragments, the compressed copies (br, gz) of every text file, csp.json.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { complianceCssPlugin, COMPLIANCE_CSS_MODULE } from './compliance-css.ts';
import { breakpointsCssPlugin } from './breakpoints-css.ts';
import { selectedSiteKeys } from '../sites/selection.ts';
import { countingPrerenderer } from './build-progress.ts';
import { lazyChunkPlugin } from './lazy-chunk.ts';
import { islandModulesPlugin } from './island-modules.ts';
import { inlineScriptsPlugin } from './inline-scripts.ts';
import { finishChromeFragments } from './outputs/chrome-fragments.ts';
import { chromeFragmentFilesPlugin, type ChromeFragmentFiles } from './chrome-fragment-files.ts';
import { writeCspManifest } from './outputs/csp-manifest.ts';
import { writePrecompressed } from './outputs/precompress.ts';
import { writeAssetHeaders } from './outputs/asset-headers.ts';
import { writeSitesManifest } from './outputs/sites-manifest.ts';
import { writeAppRoutesManifest } from './outputs/app-routes.ts';
import { writeBuildSettingsRecord } from './outputs/build-settings-record.ts';
import { buildSettingsFrom, externalSources } from '../lib/build-settings.ts';
import { cdnCheckConfig } from '../lib/cdn-check-config.ts';

export function exchangeChrome(): AstroIntegration {
  // What the embeddable chrome loads, named while its bundles are written (chrome-fragment-files.ts).
  const fragmentFiles: ChromeFragmentFiles = { css: [], js: [] };
  return {
    name: 'exchange-chrome',
    hooks: {
      'astro:config:setup': ({ injectScript, updateConfig, config }) => {
        // One CSS rule per feature key, on every page (runtime-hiding.ts); the fragments, which are no
        // pages, import it themselves (ChromeFragment.astro).
        updateConfig({
          vite: {
            plugins: [breakpointsCssPlugin(), complianceCssPlugin(), lazyChunkPlugin(config.root), islandModulesPlugin(config.root), inlineScriptsPlugin(), chromeFragmentFilesPlugin(config.root, fragmentFiles)],
          },
        });
        injectScript('page-ssr', `import '${COMPLIANCE_CSS_MODULE}';`);
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        setPrerenderer((inner) => countingPrerenderer(inner, logger));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        // SITES=tr,jp limits a build to those sites, as it limits the pages (src/pages/).
        const only = selectedSiteKeys(process.env.SITES);
        const pages = await writeSitesManifest(out, only);
        const appRoutes = await writeAppRoutesManifest(out, only);
        // The same settings the pages were rendered with (Astro's import.meta.env reads the same variables).
        const settings = buildSettingsFrom(process.env);
        const sources = externalSources(settings, cdnCheckConfig(process.env).checkUrl);
        await writeBuildSettingsRecord(out, settings);
        const fragmentFolders = await finishChromeFragments(out, fragmentFiles, only, sources);
        const compressing = performance.now();
        const compressed = await writePrecompressed(out);
        const compressSeconds = ((performance.now() - compressing) / 1000).toFixed(1);
        await writeAssetHeaders(out);
        // Last: it hashes the final bytes of every page, fragments included.
        const pagesWithInlineCode = await writeCspManifest(out, sources);
        logger.info(`${pages.length} pages in sites.json; ${appRoutes} application routes in app-routes.json; chrome fragments: ${fragmentFolders} site x language folders; csp.json: ${pagesWithInlineCode} pages with inline code; ${compressed} compressed copies (br, gz) in ${compressSeconds} s`);
      },
    },
  };
}
