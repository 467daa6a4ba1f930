// Loads the interactive part of the chrome (interactive.ts) on the first sign of a person: a
// pointer over the page, focus, a press, a touch or a key. Until it arrives CSS keeps every menu
// usable (hover and focus-within) and the drawer opens natively (invoker commands); clicks and key
// presses made meanwhile are kept and handed over, so analytics and older browsers' drawer fallback
// see the clicks, and an Escape pressed over a menu CSS opened still closes it.
import interactiveChrome from 'lazy-chunk:src/scripts/chrome/interactive.ts';
import { pageContext } from '../../lib/page-context.ts';
import { startIslandRuntime } from './island-runtime.ts';
// A click with none of the others before it (a screen reader's activation, a synthetic click) wakes it too.
const REACH_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart', 'keydown', 'click'];
const KEPT_EVENTS = ['click', 'keydown'];
const early: Event[] = [];
const keep = (event: Event) => early.push(event);

/** Also called at load for a signed-in person (account-island.ts), whose header needs its measured nav. */
export function wake(): void {
  for (const type of REACH_EVENTS) removeEventListener(type, wake, true);
  startIslandRuntime();
  void (import(/* @vite-ignore */ interactiveChrome) as Promise<typeof import('./interactive.ts')>).then(({ startInteractiveChrome }) => {
    for (const type of KEPT_EVENTS) removeEventListener(type, keep, true);
    startInteractiveChrome(pageContext(), early);
    // Not arrived (offline, or a navigation cut it off): CSS keeps every menu and the drawer usable.
  }, () => {});
}

for (const type of REACH_EVENTS) addEventListener(type, wake, { capture: true, passive: true });
for (const type of KEPT_EVENTS) addEventListener(type, keep, true);
