// What the benches count as the shared React runtime rather than an island's own code: React's
// chunks (not every chunk named "client": the API client's is island code) and Astro's React
// renderer, the islands' renderer-url.
import { gzipSync } from 'node:zlib';

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

const REACT = /\/(react|react-dom|jsx-runtime|rolldown-runtime)[.-]/;

/** A test `(url) => boolean` for the page's shared runtime, read once its islands are in the page. */
export async function sharedRuntimeOf(page) {
  const renderers = new Set(await page.locator('astro-island[renderer-url]').evaluateAll((islands) => islands.map((node) => new URL(node.getAttribute('renderer-url'), location.href).href)));
  return (url) => REACT.test(url) || renderers.has(url);
}
