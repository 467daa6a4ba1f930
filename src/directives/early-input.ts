// The page's one queue of early input. Code that answers a person arrives after the person starts:
// the chrome's interactive part (menus' keys, the drawer's fallbacks, analytics) on the first sign
// of a person, an island's React when that person reaches for it. Until its owner is there, input
// is kept here, in arrival order, and handed out once to the code that owns its target:
// - inside an island not hydrated yet (<nexa-island> without data-hydrated): its clicks and the keys
//   that move within a widget (arrows, Home, End; a text field's keep their caret meaning), held
//   (default prevented: the inert markup would do nothing, or scroll) once the islands loader is here;
// - elsewhere: clicks and keys, for the chrome's interactive part, until it takes them.
// The chrome's early script (wake.ts) creates the queue and feeds it; the islands loader and the
// interactive part take from it (the functions below the first are theirs, in their own chunks).
// Analytics counts each of the person's own clicks once, islands' too, never a replay.
import { HYDRATED_ATTRIBUTE, ISLAND_TAG, type EarlyInput } from '../contracts/island-contract.ts';

/** The first sign of a person: a pointer over the page, focus, a press, a touch, a key, a click. */
export const WAKE_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart', 'keydown', 'click'] as const;

/** The queue, before its owners arrive: every click and key. */
export function createEarlyInput(): EarlyInput {
  const queue: EarlyInput = {
    events: [],
    clicks: [],
    keep(event) {
      if ((event.type === 'click' || event.type === 'keydown') && (!queue.judge || queue.judge(event))) queue.events.push(event);
    },
  };
  return queue;
}

/** The person's own clicks among `events` (analytics counts them; a replay is synthetic). */
const ownClicks = (events: Event[]) => events.filter((event) => event.type === 'click' && event.isTrusted);

const MOVING_KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];
/** Where those keys already mean something before any script: the caret, a native list. */
const NATIVE_KEY_TARGETS = 'input, textarea, select, [contenteditable]';

/** The island not hydrated yet that `event` landed in, if any. */
export const waitingIsland = (event: Event): HTMLElement | null =>
  (event.target as Element).closest?.<HTMLElement>(`${ISLAND_TAG}:not([${HYDRATED_ATTRIBUTE}])`) ?? null;

/** Whether an island's code would answer this key and its inert markup does not. */
function isMovingKey(event: KeyboardEvent): boolean {
  return MOVING_KEYS.includes(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey
    && !(event.target as Element).closest?.(NATIVE_KEY_TARGETS);
}

/** Takes out (once) the kept events `owns` accepts. */
function take(queue: EarlyInput, owns: (event: Event) => boolean): Event[] {
  const taken = queue.events.filter(owns);
  queue.events = queue.events.filter((event) => !owns(event));
  return taken;
}

/**
 * The islands loader's part: from now on input on a waiting island is held for it (and `started`
 * told which island), and only its clicks and moving keys are kept.
 */
export function holdForIslands(queue: EarlyInput, started: (island: HTMLElement) => void): void {
  queue.judge = (event) => {
    const island = waitingIsland(event);
    if (!island) return !queue.chromeHere;
    if (event.type === 'keydown' && !isMovingKey(event as KeyboardEvent)) return false;
    // A button with an invoker command (the search's) acts natively at once: kept for the island's
    // replay (where the command is not supported), never stopped.
    if (!(event.target as Element).closest('[commandfor]')) event.preventDefault();
    started(island);
    return true;
  };
  // What landed on islands before the loader arrived: only what the island's code answers stays.
  queue.events = queue.events.filter((event) => !waitingIsland(event) || event.type === 'click' || isMovingKey(event as KeyboardEvent));
}

/** Whether input inside `island` is kept for it. */
export const holds = (queue: EarlyInput, island: Element): boolean => queue.events.some((event) => island.contains(event.target as Node));

/** Kept input inside `island`, handed out once (its code now answers the rest itself). */
export function takeForIsland(queue: EarlyInput, island: Element): Event[] {
  const taken = take(queue, (event) => island.contains(event.target as Node));
  // Analytics, not here yet, still counts the person's clicks on the island.
  if (!queue.chromeHere) queue.clicks.push(...ownClicks(taken));
  return taken;
}

/**
 * The interactive part's share: kept input outside waiting islands, and the person's clicks so far;
 * from now on the chrome answers such input itself.
 */
export function takeForChrome(queue: EarlyInput): { replay: Event[]; clicks: Event[] } {
  queue.chromeHere = true;
  const clicks = [...queue.clicks, ...ownClicks(queue.events)].sort((a, b) => a.timeStamp - b.timeStamp);
  return { replay: take(queue, (event) => !waitingIsland(event)), clicks };
}
