// An island that hydrates when a person reaches for it: pointer over it, focus inside it, a press
// or a touch. Loading starts on the first of these, so the click usually finds the island ready; a
// click that lands before hydration is held and replayed on the same element, and the keys that
// move within a widget (arrows, Home, End: a tab list's) are kept and replayed where focus is then.
// It arrives with the islands loader (src/directives/islands.ts), at the first sign of a person, so
// none of this is visitor JS before interaction.

const REACH_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart'] as const;
const MOVING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
/** Where those keys already mean something before any script: the caret, a native list. */
const NATIVE_KEY_TARGETS = 'input, textarea, select, [contenteditable]';

/** The HTML element a click landed on (an icon's <svg> or <path> has no click()). */
function clickTarget(event: Event): HTMLElement | null {
  let target: Element | null = event.target instanceof Element ? event.target : null;
  while (target && !(target instanceof HTMLElement)) target = target.parentElement;
  return target as HTMLElement | null;
}

/** A key the island's code gives a meaning the inert markup lacks (not a caret's, not a shortcut). */
function isMovingKey(event: KeyboardEvent): boolean {
  const { key, altKey, ctrlKey, metaKey } = event;
  return MOVING_KEYS.has(key) && !altKey && !ctrlKey && !metaKey && !(event.target as Element).closest?.(NATIVE_KEY_TARGETS);
}

/** What an island's inert markup receives before hydration: its first click, and the moving keys. */
function heldInput(el: HTMLElement, start: () => void) {
  let click: HTMLElement | null = null;
  let keys: string[] = [];
  /** Input the island will answer once hydrated; false when it is not the island's to answer. */
  const keep = (event: Event): boolean => {
    if (event.type === 'click') click ??= clickTarget(event);
    else if (event.type === 'keydown' && isMovingKey(event as KeyboardEvent)) keys.push((event as KeyboardEvent).key);
    else return false;
    return true;
  };
  const hold = (event: Event) => {
    if (!keep(event)) return;
    // The island's markup is inert until React owns it: the click or key waits for its code.
    event.preventDefault();
    if (event.type === 'click') event.stopPropagation();
    start();
  };
  const replay = () => {
    if (click?.isConnected) click.click();
    for (const key of keys) {
      // Each key acts where the one before it left focus (the next tab, then the one after).
      const target = el.contains(document.activeElement) ? document.activeElement : null;
      target?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
    click = null;
    keys = [];
  };
  el.addEventListener('click', hold, true);
  el.addEventListener('keydown', hold, true);
  return {
    keep,
    /** The code did not arrive: nothing held is replayed, and holding goes on for the next try. */
    forget() {
      click = null;
      keys = [];
    },
    /** React owns the markup (its listeners are attached): stop holding, and replay. */
    release() {
      el.removeEventListener('click', hold, true);
      el.removeEventListener('keydown', hold, true);
      replay();
    },
  };
}

/** Loads an island's code and returns the call that hydrates it (resolving once React owns it). */
export type IslandLoad = () => Promise<() => Promise<void>>;

/**
 * Hydrates `el` on the first reach. `early`: what the page kept of the person's input before this
 * code arrived (the reach that woke the page among it); input inside `el` starts it at once.
 */
export function hydrateOnReach(load: IslandLoad, el: HTMLElement, early: readonly Event[] = []): void {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of REACH_EVENTS) el.removeEventListener(type, start);
    try {
      const hydrate = await load();
      await hydrate();
    } catch {
      // Not arrived (offline, or a navigation cut it off): no unhandled rejection, and the next reach tries again.
      started = false;
      held.forget();
      listen();
      return;
    }
    held.release();
  };
  const held = heldInput(el, () => void start());
  const listen = () => {
    for (const type of REACH_EVENTS) el.addEventListener(type, start, { once: true, passive: true });
  };
  listen();
  const inside = early.filter((event) => event.target instanceof Node && el.contains(event.target));
  for (const event of inside) held.keep(event);
  // Focus that moved inside before this code ran, or input it missed, still counts.
  if (inside.length || el.matches(':focus-within')) void start();
}
