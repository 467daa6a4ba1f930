// Astro's island runtime (the <astro-island> element, about 1.8 KB gzip) and the project's client
// directives, rendered once per page into an inert <template data-island-runtime> instead of inline
// before the first island, where every visitor would run them before touching the page. The chrome
// puts them into the page on the first interaction, or at load for a signed-in person
// (src/scripts/chrome/island-runtime.ts).
//
// Astro has no public switch for where it writes the runtime, so this depends on three internals of
// its renderer, checked against the pinned Astro version by island-runtime-template.test.ts:
// - `result._metadata.hasHydrationScript` and `hasDirectives`: once set, Astro writes neither the
//   runtime nor those directives' scripts before later islands (runtime/server/scripts.js);
// - `result.clientDirectives`: each directive's inline script, as Astro would write it;
// - `astro/runtime/server/astro-island.prebuilt.js` and `astro-island-styles.js`: the runtime and
//   the rule that makes islands `display: contents` (kept live: without it islands would move).
import { createComponent, render, unescapeHTML } from 'astro/runtime/server/index.js';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { ISLAND_RUNTIME_ATTRIBUTE } from '../contracts/head-contract.ts';

/** The project's directives (registered in chrome.ts): every island of every page uses one of them. */
export const PROJECT_DIRECTIVES = ['interaction', 'loggedin'] as const;

/** The part of Astro's render result (its internal SSRResult) this depends on (see above). */
export interface RuntimeRenderState {
  clientDirectives: Map<string, string>;
  _metadata: { hasHydrationScript: boolean; hasDirectives: Set<string> };
}

/**
 * The runtime's markup for a page, once: the islands' style, live, and the scripts in the template.
 * Marks the page's render state so Astro writes them nowhere else; '' when already written.
 */
export function claimIslandRuntime(result: RuntimeRenderState): string {
  const meta = result._metadata;
  if (meta.hasHydrationScript) return '';
  meta.hasHydrationScript = true;
  const directives = PROJECT_DIRECTIVES.map((name) => {
    const script = result.clientDirectives.get(name);
    if (!script) throw new Error(`client:${name} is not registered (src/integrations/chrome.ts)`);
    meta.hasDirectives.add(name);
    return `<script>${script}</script>`;
  });
  return `<style>${ISLAND_STYLES}</style><template ${ISLAND_RUNTIME_ATTRIBUTE}>${directives.join('')}<script>${islandRuntime}</script></template>`;
}

/** `<IslandRuntimeTemplate />`: placed before a page's (or a fragment's) first island. */
export const IslandRuntimeTemplate = createComponent((result: RuntimeRenderState) => render`${unescapeHTML(claimIslandRuntime(result))}`);
