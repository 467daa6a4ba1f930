// An island that hydrates when a person reaches for it: pointer over it, focus inside it, a press,
// a touch, or input the page kept for it (early-input.ts: a click or a moving key landing on its
// inert markup, held there until it hydrates). Loading starts on the first of these, so a click
// usually finds the island ready; what was held is handed to it once React owns the markup and
// replayed: the click on the same element, the keys where focus is then.
// start="shown": the island's showing counts as reaching for it too (the Trade menu's markets: a
// menu opened by hover or keyboard shows its first list at once, SPEC 4's first-hover load moved to
// the menu's opening). Still none before interaction: a menu opens only for a person.
import type { EarlyInput } from '../contracts/island-contract.ts';
import { takeForIsland } from './early-input.ts';

const REACH_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart'] as const;

/** Loads an island's code and returns the call that hydrates it (resolving once React owns it). */
export type IslandLoad = () => Promise<() => Promise<void>>;

/**
 * Where the browser runs invoker commands, a click on a button with one (the search's, the
 * settings') already opened or closed its dialog, and the island read that state as it hydrated:
 * a replay would run the command again (a dialog the person opened and closed with Escape meanwhile
 * would reopen). Elsewhere the island's own click handler answers it.
 */
const ranNatively = (event: Event) => 'command' in HTMLButtonElement.prototype && (event.target as Element).closest?.('button[commandfor]') != null;

/** The person's held input, answered by the island's code: the click, then each key where focus moved. */
export function replayHeldInput(el: Element, held: readonly Event[]): void {
  for (const event of held) {
    if (event.type === 'click') {
      if (ranNatively(event)) continue;
      // A click on an icon lands on its <svg> or <path>, which has no click(): the HTML element holding it.
      let target = event.target instanceof Element ? event.target : null;
      while (target && !(target instanceof HTMLElement)) target = target.parentElement;
      if ((target as HTMLElement | null)?.isConnected) (target as HTMLElement).click();
    } else {
      // Each key acts where the one before it left focus (the next tab, then the one after).
      const focused = el.contains(document.activeElement) ? document.activeElement : null;
      focused?.dispatchEvent(new KeyboardEvent('keydown', { key: (event as KeyboardEvent).key, bubbles: true, cancelable: true }));
    }
  }
}

/**
 * Hydrates `el` on the first reach and returns the call that starts it at once (the page held input
 * for it). `input`: the page's early input; `woken`: the event that woke the page; `shown`: its
 * showing counts as a reach.
 */
export function hydrateOnReach(load: IslandLoad, el: HTMLElement, input: EarlyInput, woken?: Event, shown = false): () => void {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of REACH_EVENTS) el.removeEventListener(type, start);
    try {
      const hydrate = await load();
      await hydrate();
    } catch {
      // Not arrived (offline, or a navigation cut it off): no unhandled rejection, and the next reach
      // tries again; what was held stays held for it.
      started = false;
      listen();
      return;
    }
    replayHeldInput(el, takeForIsland(input, el));
  };
  const listen = () => {
    for (const type of REACH_EVENTS) el.addEventListener(type, start, { once: true, passive: true });
  };
  listen();
  // The reach that woke the page, or focus that moved inside before this code ran, still counts.
  if ((woken?.target instanceof Node && el.contains(woken.target)) || el.matches(':focus-within')) void start();
  if (shown) startWhenShown(el, () => void start());
  return () => void start();
}

/** Runs `start` once the island is laid out and on screen (a closed menu panel is display: none). */
function startWhenShown(el: HTMLElement, start: () => void) {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    start();
  });
  // The island's own box is display: contents; its content is what shows.
  observer.observe((el.firstElementChild as HTMLElement | null) ?? el);
}
