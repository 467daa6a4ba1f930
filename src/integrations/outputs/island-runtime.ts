// Build output: Astro writes its island runtime (the <astro-island> element) and each client
// directive as inline scripts before the first island, and a visitor's browser would run them at
// once: about 2.2 KB gzip, more than half the 4 KB a visitor may pay before touching the page.
// This moves them into one inert <template data-island-runtime> at the same place; the chrome puts
// them into the page on the first interaction (src/scripts/chrome/island-runtime.ts). Scripts already
// inside a <template> (the account island's) are left as they are.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ISLAND_RUNTIME_ATTRIBUTE } from '../../directives/head-contract.ts';

const TEMPLATE = /<template\b[^>]*>[\s\S]*?<\/template>/g;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** Astro's island runtime defines <astro-island>; each directive registers itself on self.Astro. */
const isIslandRuntime = (code: string) => code.includes('customElements.define("astro-island"') || code.includes('(self.Astro||(self.Astro={})).');

/** The page with Astro's island scripts (outside templates) gathered into one runtime template. */
export function deferIslandRuntime(html: string): string {
  const templates: [number, number][] = [...html.matchAll(TEMPLATE)].map((match) => [match.index, match.index + match[0].length]);
  const insideTemplate = (at: number) => templates.some(([start, end]) => at > start && at < end);
  const moved: { start: number; end: number; tag: string }[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (isIslandRuntime(match[1] ?? '') && !insideTemplate(match.index)) moved.push({ start: match.index, end: match.index + match[0].length, tag: match[0] });
  }
  if (moved.length === 0) return html;
  let out = html;
  for (const { start, end } of [...moved].reverse()) out = out.slice(0, start) + out.slice(end);
  const at = moved[0]!.start;
  return `${out.slice(0, at)}<template ${ISLAND_RUNTIME_ATTRIBUTE}>${moved.map((script) => script.tag).join('')}</template>${out.slice(at)}`;
}

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) found.push(full);
  }
  return found;
}

/** Rewrites every page under the given site folders of `dist`; returns how many pages changed. */
export async function deferIslandRuntimeIn(dist: string, siteFolders: readonly string[]): Promise<number> {
  let changed = 0;
  for (const folder of siteFolders) {
    for (const file of await htmlFiles(join(dist, folder))) {
      const html = await readFile(file, 'utf8');
      const deferred = deferIslandRuntime(html);
      if (deferred !== html) {
        await writeFile(file, deferred);
        changed += 1;
      }
    }
  }
  return changed;
}
