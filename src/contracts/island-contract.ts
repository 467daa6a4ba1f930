// An island on the page: its server-rendered markup inside <nexa-island>, with what the islands
// loader (src/directives/islands.ts) needs to hydrate it. Written by src/islands/Island.astro.
export const ISLAND_TAG = 'nexa-island';
/**
 * When an island hydrates: when a person reaches for it, also when it shows (`shown`: inside a menu a
 * person opened), or at once on a signed-in page.
 */
export type IslandStart = 'interaction' | 'shown' | 'loggedin';
/** Set once React owns the island's markup (tests and the bench wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The page's one queue of early input (src/directives/early-input.ts). */
export interface EarlyInput {
  /** Kept input, in arrival order, not handed out yet. */
  events: Event[];
  /** The person's own clicks an island took before the chrome's interactive part arrived (for analytics). */
  clicks: Event[];
  keep(event: Event): void;
  /** Installed by the islands loader: whether to keep `event` (and hold it for an island). */
  judge?: (event: Event) => boolean;
  /** Set once the chrome's interactive part took its share. */
  chromeHere?: boolean;
}
