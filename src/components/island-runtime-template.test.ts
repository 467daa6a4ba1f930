// The island runtime's template depends on Astro internals (island-runtime-template.ts). These tests
// run Astro's own decisions against it, and pin the Astro version they were checked with: an upgrade
// fails here first, loudly, instead of putting the runtime back before every visitor's first
// interaction (or worse, leaving islands without one).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { determineIfNeedsHydrationScript, determinesIfNeedsDirectiveScript } from 'astro/runtime/server/scripts.js';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { claimIslandRuntime, PROJECT_DIRECTIVES, type RuntimeRenderState } from './island-runtime-template.ts';

/** The Astro version whose renderer internals island-runtime-template.ts was checked against. */
const CHECKED_ASTRO_VERSION = '7.3.4';

const astroVersion = (): string => {
  const path = createRequire(import.meta.url).resolve('astro/package.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
};

/** A render result as Astro 7 creates one per page (core/fetch/fetch-state.js), with the parts Astro's checks read. */
function pageResult(): RuntimeRenderState & { _metadata: { templateDepth: number } } {
  return {
    clientDirectives: new Map([['interaction', 'INTERACTION();'], ['loggedin', 'LOGGEDIN();'], ['load', 'LOAD();']]),
    _metadata: { hasHydrationScript: false, hasDirectives: new Set(), templateDepth: 0 },
  };
}

describe('Astro internals the island runtime template depends on', () => {
  it(`is the Astro version they were checked with (${CHECKED_ASTRO_VERSION}); on upgrade re-check island-runtime-template.ts, then move the pin`, () => {
    expect(astroVersion()).toBe(CHECKED_ASTRO_VERSION);
  });

  it('Astro writes no runtime and no project directive before a later island, in the page or in a <template>', () => {
    const result = pageResult();
    claimIslandRuntime(result);
    for (const depth of [0, 1]) {
      result._metadata.templateDepth = depth;
      expect(determineIfNeedsHydrationScript(result as never)).toBe(false);
      for (const name of PROJECT_DIRECTIVES) expect(determinesIfNeedsDirectiveScript(result as never, name)).toBe(false);
    }
  });

  it('without it, Astro would write the runtime inline before the first island (what it replaces)', () => {
    expect(determineIfNeedsHydrationScript(pageResult() as never)).toBe(true);
  });

  it("the runtime is Astro's own <astro-island> element", () => {
    expect(islandRuntime).toContain('customElements.define("astro-island"');
    expect(ISLAND_STYLES).toContain('display:contents');
  });
});

describe('claimIslandRuntime', () => {
  it('keeps the islands\' style live and every script inert in one template', () => {
    const markup = claimIslandRuntime(pageResult());
    expect(markup.startsWith(`<style>${ISLAND_STYLES}</style><template data-island-runtime>`)).toBe(true);
    expect(markup.endsWith(`<script>${islandRuntime}</script></template>`)).toBe(true);
    expect(markup).toContain('<script>INTERACTION();</script><script>LOGGEDIN();</script>');
    // Built-in directives the project does not use stay Astro's to write (none is used today).
    expect(markup).not.toContain('LOAD();');
  });

  it('writes the runtime once per page: a second header or footer on the page adds nothing', () => {
    const result = pageResult();
    expect(claimIslandRuntime(result)).not.toBe('');
    expect(claimIslandRuntime(result)).toBe('');
  });

  it('fails the build when a project directive is not registered', () => {
    const result = pageResult();
    result.clientDirectives.delete('loggedin');
    expect(() => claimIslandRuntime(result)).toThrow(/client:loggedin/);
  });
});
