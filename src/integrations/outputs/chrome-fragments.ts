// Build output for the embeddable chrome: Astro writes each fragment as a page
// (<out>/<site>/_chrome/<lang>/header/index.html, with a doctype and its stylesheet links in front).
// This turns it into header.html / footer.html (markup only) and chrome.json, the files to load with it.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromeFolder, CHROME_PARTS, CHROME_ROUTE_PLACEHOLDER, listChromeFragments } from '../../sites/chrome-fragments.ts';
import { getLocale } from '../../i18n/locales.ts';
import type { SiteKey } from '../../sites/schema.ts';
import { hashInlineElements } from '../../edge/csp-hashes.ts';
import { compileInlineScript, INLINE_SCRIPTS } from '../inline-scripts.ts';
import type { ExternalSources } from '../../lib/build-settings.ts';
import { TRUSTED_TYPES_POLICY } from '../../contracts/trusted-types.ts';

/** The shells' inline head script, compiled once per build. */
let compiledHead: string | undefined;
const headScript = () => (compiledHead ??= compileInlineScript(INLINE_SCRIPTS.head));

const DOCTYPE = /^\s*<!doctype html>\s*/i;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;
const EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi;
const HREF = /\bhref="([^"]+)"/i;

/** Splits Astro's output into the bare fragment and the stylesheet and script files it referenced. */
export function splitFragment(html: string): { markup: string; css: string[]; js: string[] } {
  const css = [...html.matchAll(STYLESHEET)].map((match) => HREF.exec(match[0])?.[1]).filter((href): href is string => Boolean(href));
  const js = [...html.matchAll(EXTERNAL_SCRIPT)].map((match) => match[1]);
  const markup = html.replace(DOCTYPE, '').replace(STYLESHEET, '').replace(EXTERNAL_SCRIPT, '').trim();
  return { markup, css, js };
}

/** Rewrites the fragments of the given sites (all when `only` is undefined) inside `dist`. */
export async function finishChromeFragments(dist: string, only?: readonly SiteKey[], sources: Partial<ExternalSources> = {}): Promise<number> {
  const folders = new Map<string, Parameters<typeof getLocale>[0]>();
  for (const { site, lang, folder } of listChromeFragments(only)) folders.set(chromeFolder(site, folder), lang);
  for (const [folder, lang] of folders) {
    const css = new Set<string>();
    const js = new Set<string>();
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const part of CHROME_PARTS) {
      const built = join(dist, folder, part, 'index.html');
      const fragment = splitFragment(await readFile(built, 'utf8'));
      fragment.css.forEach((file) => css.add(file));
      fragment.js.forEach((file) => js.add(file));
      const hashes = await hashInlineElements(fragment.markup);
      hashes.scripts.forEach((hash) => scripts.add(hash));
      hashes.styles.forEach((hash) => styles.add(hash));
      await writeFile(join(dist, folder, `${part}.html`), `${fragment.markup}\n`);
      await rm(join(dist, folder, part), { recursive: true });
    }
    const { htmlLang, dir } = getLocale(lang);
    const HEAD_SCRIPT = headScript();
    // The shells' inline head script, for the including page's <head>: the signed-in header, the
    // theme and the session's remembered compliance hiding then hold from its first paint too.
    (await hashInlineElements(`<script>${HEAD_SCRIPT}</script>`)).scripts.forEach((hash) => scripts.add(hash));
    const manifest = {
      lang: htmlLang,
      dir,
      css: [...css],
      js: [...js],
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
