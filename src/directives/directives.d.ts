// Typing for the project's client directives (registered by src/integrations/chrome.ts).
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on pointerover, focusin, pointerdown or touchstart; the first click is replayed.
     * "shown": also once the island shows (inside a menu a person opened).
     */
    'client:interaction'?: boolean | 'shown';
    /** Hydrate on load for a signed-in person only (the head script's data-session mark). */
    'client:loggedin'?: boolean;
  }
}
