// An island on the page: its server-rendered markup inside <nexa-island>, with what the islands
// loader (src/directives/islands.ts) needs to hydrate it. Written by src/islands/Island.astro.
export const ISLAND_TAG = 'nexa-island';
/** When an island hydrates: when a person reaches for it, or at once on a signed-in page. */
export type IslandStart = 'interaction' | 'loggedin';
/** Set once React owns the island's markup (tests and the bench wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
