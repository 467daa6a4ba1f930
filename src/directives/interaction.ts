// client:interaction — hydrate when a person reaches for the island: pointer over it, focus inside
// it, a press or a touch. Loading starts on the first of these, so the click usually finds the
// island ready; a click that lands before hydration is held and replayed on the same element, and
// the keys that move within a widget (arrows, Home, End: a tab list's) are kept and replayed where
// focus is then. The directive arrives with the island runtime, at the first sign of a person, so
// none of this is visitor JS before interaction.
// client:interaction="shown": the island's showing counts as reaching for it too (the Trade menu's
// markets: a menu opened by hover or keyboard shows its first list at once, SPEC 4's first-hover
// load moved to the menu's opening). Still none before interaction: a menu opens only for a person.
import type { ClientDirective } from 'astro';

const REACH_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart'] as const;
const MOVING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
/** Where those keys already mean something before any script: the caret, a native list. */
const NATIVE_KEY_TARGETS = 'input, textarea, select, [contenteditable]';

/** What an island's inert markup receives before hydration: its first click, and the moving keys. */
function heldInput(el: HTMLElement, start: () => void) {
  let click: HTMLElement | null = null;
  let keys: string[] = [];
  const holdClick = (event: Event) => {
    // The island's markup is inert until React owns it: keep the first click for replay.
    event.preventDefault();
    event.stopPropagation();
    // A click on an icon lands on its <svg> or <path>, which has no click(): replay on the HTML element holding it.
    let target: Element | null = event.target instanceof Element ? event.target : null;
    while (target && !(target instanceof HTMLElement)) target = target.parentElement;
    click ??= target as HTMLElement | null;
    start();
  };
  const holdKey = (event: KeyboardEvent) => {
    const { key, altKey, ctrlKey, metaKey } = event;
    if (!MOVING_KEYS.has(key) || altKey || ctrlKey || metaKey) return;
    if ((event.target as Element).closest?.(NATIVE_KEY_TARGETS)) return;
    // The inert markup would scroll the page instead.
    event.preventDefault();
    keys.push(key);
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
  el.addEventListener('click', holdClick, true);
  el.addEventListener('keydown', holdKey, true);
  return {
    /** The code did not arrive: nothing held is replayed, and holding goes on for the next try. */
    forget() {
      click = null;
      keys = [];
    },
    /** React owns the markup: stop holding, and replay on the next frame (its listeners attach during hydration). */
    release() {
      el.removeEventListener('click', holdClick, true);
      el.removeEventListener('keydown', holdKey, true);
      requestAnimationFrame(replay);
    },
  };
}

const interaction: ClientDirective = (load, options, el) => {
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
  // Focus that moved inside before this directive ran (the runtime arrived late) still counts.
  if (el.matches(':focus-within')) void start();
  if (options.value === 'shown') startWhenShown(el, () => void start());
};

/** Runs `start` once the island is laid out and on screen (a closed menu panel is display: none). */
function startWhenShown(el: HTMLElement, start: () => void) {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    start();
  });
  // The island's own box is display: contents; its content is what shows.
  const shown = (el.firstElementChild as HTMLElement | null) ?? el;
  observer.observe(shown);
}

export default interaction;
