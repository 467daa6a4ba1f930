// Loads the interactive part of the chrome (interactive.ts) on the first sign of a person: a
// pointer over the page, focus, a press, a touch or a key. Until it arrives CSS keeps every menu
// usable (hover and focus-within) and the drawer opens natively (invoker commands); clicks and key
// presses made meanwhile are kept and handed over, so analytics and older browsers' drawer fallback
// see the clicks, and an Escape pressed over a menu CSS opened still closes it.
import interactiveChrome from 'lazy-chunk:src/scripts/chrome/interactive.ts';
import islandsLoader from 'lazy-chunk:src/directives/islands.ts';
import { pageContext } from '../../lib/page-context.ts';
// A click with none of the others before it (a screen reader's activation, a synthetic click) wakes it too.
const REACH_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart', 'keydown', 'click'];
const KEPT_EVENTS = ['click', 'keydown'];
const HELD_LINK_WAIT_MS = 1000;
const early: Event[] = [];
/**
 * A tracked link clicked before analytics arrived: clicked again once it has (or could not), so its
 * beacon goes first and what the chrome does with such a click happens (the Turkish question).
 */
let heldLink: HTMLAnchorElement | null | undefined;
const keep = (event: Event) => {
  early.push(event);
  const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-track][href]');
  const { ctrlKey, metaKey, shiftKey } = event as MouseEvent;
  // Modified clicks and other targets open elsewhere: this page, and its beacon, stay.
  if (event.isTrusted && event.type === 'click' && link && !link.target && !(ctrlKey || metaKey || shiftKey) && pageContext().endpoints.analytics) {
    event.preventDefault();
    heldLink = link;
    // A chunk that neither arrives nor fails (a stalled connection) must not keep the person waiting.
    setTimeout(followHeldLink, HELD_LINK_WAIT_MS);
  }
};
// Our own click is not held again (a stalled chunk's keep is still listening): the browser follows it.
const followHeldLink = () => {
  heldLink?.click();
  heldLink = null;
};

/** Also called at load for a signed-in person (account-island.ts), whose header needs its measured nav. */
export function wake(event?: Event): void {
  for (const type of REACH_EVENTS) removeEventListener(type, wake, true);
  // The reach that woke the page starts the island it landed in (a click or key is kept already).
  if (event && !KEPT_EVENTS.includes(event.type)) early.push(event);
  void (import(/* @vite-ignore */ islandsLoader) as Promise<typeof import('../../directives/islands.ts')>).then(({ startIslands }) => startIslands(early), () => {});
  void (import(/* @vite-ignore */ interactiveChrome) as Promise<typeof import('./interactive.ts')>).then(({ startInteractiveChrome }) => {
    for (const type of KEPT_EVENTS) removeEventListener(type, keep, true);
    startInteractiveChrome(pageContext(), early);
    // Not arrived (offline, or a navigation cut it off): CSS keeps every menu and the drawer usable.
  }, () => {}).then(followHeldLink);
}

for (const type of REACH_EVENTS) addEventListener(type, wake, { capture: true, passive: true });
for (const type of KEPT_EVENTS) addEventListener(type, keep, true);
