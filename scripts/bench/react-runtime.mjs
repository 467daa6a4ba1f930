// What the benches count as the shared React runtime rather than an island's own code: the hydrate
// module (React's hydrateRoot, src/directives/hydrate.ts) and every chunk it imports statically,
// as the build lists it in _astro/islands.json, plus React's own chunks by name.
import { gzipSync } from 'node:zlib';
import { posix } from 'node:path';
import { staticImports } from '../lib/budgets.mjs';

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

const REACT = /\/(react|react-dom|jsx-runtime|rolldown-runtime)[.-]/;

/** The static import closure of `url` on the served site. */
async function closure(page, url, seen = new Set()) {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = await (await page.request.get(url)).text();
  for (const specifier of staticImports(code)) {
    if (specifier.startsWith('.') || specifier.startsWith('/')) await closure(page, new URL(specifier.startsWith('/') ? specifier : posix.join(posix.dirname(new URL(url).pathname), specifier), url).href, seen);
  }
  return seen;
}

/** A test `(url) => boolean` for the page's shared runtime. */
export async function sharedRuntimeOf(page) {
  const origin = new URL(page.url()).origin;
  const { hydrate } = await (await page.request.get(`${origin}/_astro/islands.json`)).json();
  const runtime = await closure(page, new URL(hydrate, origin).href);
  return (url) => REACT.test(url) || runtime.has(url);
}
