// Build output for the embeddable chrome: Astro writes each fragment's markup as it is
// (<out>/<site>/_chrome/<folder>/header.html and footer.html, src/pages/[site]/[chrome]/[lang]/[part].html.ts);
// this writes chrome.json beside them: the stylesheets and scripts to load with them, which the build
// named from its bundle (src/integrations/chrome-fragment-files.ts), the head script and the CSP hashes.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromeFolder, CHROME_PARTS, CHROME_ROUTE_PLACEHOLDER, listChromeFragments } from '../../sites/chrome-fragments.ts';
import { getLocale } from '../../i18n/locales.ts';
import type { SiteKey } from '../../sites/schema.ts';
import { cspHash, hashInlineElements } from './inline-hashes.ts';
import { compileInlineScript, INLINE_SCRIPTS } from '../inline-scripts.ts';
import type { ExternalSources } from '../../lib/build-settings.ts';
import { TRUSTED_TYPES_POLICY } from '../../contracts/trusted-types.ts';
import type { ChromeFragmentFiles } from '../chrome-fragment-files.ts';

/** The shells' inline head script, compiled once per build. */
let compiledHead: string | undefined;
const headScript = () => (compiledHead ??= compileInlineScript(INLINE_SCRIPTS.head));

/** Writes chrome.json beside the fragments of the given sites (all when `only` is undefined) inside `dist`. */
export async function finishChromeFragments(dist: string, files: ChromeFragmentFiles, only?: readonly SiteKey[], sources: Partial<ExternalSources> = {}): Promise<number> {
  if (!files.css.length || !files.js.length) throw new Error('chrome fragments: the build named no stylesheet or script for them');
  const folders = new Map<string, Parameters<typeof getLocale>[0]>();
  for (const { site, lang, folder } of listChromeFragments(only)) folders.set(chromeFolder(site, folder), lang);
  for (const [folder, lang] of folders) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const part of CHROME_PARTS) {
      const hashes = hashInlineElements(await readFile(join(dist, folder, `${part}.html`), 'utf8'));
      hashes.scripts.forEach((hash) => scripts.add(hash));
      hashes.styles.forEach((hash) => styles.add(hash));
    }
    const { htmlLang, dir } = getLocale(lang);
    const HEAD_SCRIPT = headScript();
    // The shells' inline head script, for the including page's <head>: the signed-in header, the
    // theme and the session's remembered compliance hiding then hold from its first paint too.
    scripts.add(cspHash(HEAD_SCRIPT));
    const manifest = {
      lang: htmlLang,
      dir,
      css: files.css,
      js: files.js,
      headScript: HEAD_SCRIPT,
      // What the including page replaces with its route ('/trade/ETH_USDT', docs/embedding.md).
      routePlaceholder: CHROME_ROUTE_PLACEHOLDER,
      // For the including page's own Content-Security-Policy, when the fragments carry inline code.
      // `sources`: what the build settings make the chrome load from (script URLs, image and fetch
      // origins); `trustedTypes`: the one policy the page's `trusted-types` must allow.
      csp: {
        scriptHashes: [...scripts],
        styleHashes: [...styles],
        sources: { script: sources.script ?? [], img: sources.img ?? [], connect: sources.connect ?? [] },
        trustedTypes: TRUSTED_TYPES_POLICY,
      },
    };
    await writeFile(join(dist, folder, 'chrome.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  return folders.size;
}
