// Loads the interactive part of the chrome (interactive.ts) on the first sign of a person: a
// pointer over the page, focus, a press, a touch or a key. Until it arrives CSS keeps every menu
// usable (hover and focus-within) and the drawer opens natively (invoker commands); clicks made
// meanwhile are kept and handed over, so analytics and older browsers' drawer fallback see them.
import interactiveChrome from 'lazy-chunk:src/scripts/chrome/interactive.ts';
import { pageContext } from '../../lib/page-context.ts';
import { startIslandRuntime } from './island-runtime.ts';
// A click with none of the others before it (a screen reader's activation, a synthetic click) wakes it too.
const REACH_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart', 'keydown', 'click'];
const earlyClicks: Event[] = [];
const keep = (event: Event) => earlyClicks.push(event);

function wake() {
  for (const type of REACH_EVENTS) removeEventListener(type, wake, true);
  startIslandRuntime();
  void (import(/* @vite-ignore */ interactiveChrome) as Promise<typeof import('./interactive.ts')>).then(({ startInteractiveChrome }) => {
    removeEventListener('click', keep, true);
    startInteractiveChrome(pageContext(), earlyClicks);
  });
}

for (const type of REACH_EVENTS) addEventListener(type, wake, { capture: true, passive: true });
addEventListener('click', keep, true);
