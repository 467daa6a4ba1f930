// Wakes the page on the first sign of a person (one of WAKE_EVENTS, early-input.ts): loads the
// chrome's interactive part (interactive.ts) and the islands loader (src/directives/islands.ts),
// and hands each the early input its targets own. Until the interactive part arrives CSS keeps every
// menu usable (hover and focus-within) and the drawer opens natively (invoker commands).
import interactiveChrome from 'lazy-chunk:src/browser/chrome/interactive.ts';
// Compiled into one module: its first island starts without waiting on a chunk the loader imports.
import islandsLoader from 'lazy-chunk:module-script:src/directives/islands.ts';
import { pageContext } from '../../lib/page-context.ts';
import { createEarlyInput, WAKE_EVENTS, waitingIsland } from '../../directives/early-input.ts';

const HELD_LINK_WAIT_MS = 1000;
const input = createEarlyInput();
/**
 * A tracked link clicked before analytics arrived: clicked again once it has (or could not), so its
 * beacon goes first and what the chrome does with such a click happens (the Turkish question).
 */
let heldLink: HTMLAnchorElement | null | undefined;
let chromeHere = false;
const holdTrackedLink = (event: Event) => {
  const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-track][href]');
  const { ctrlKey, metaKey, shiftKey } = event as MouseEvent;
  // Modified clicks and other targets open elsewhere: this page, and its beacon, stay.
  if (event.isTrusted && event.type === 'click' && link && !link.target && !(ctrlKey || metaKey || shiftKey) && !waitingIsland(event) && pageContext().endpoints.analytics) {
    event.preventDefault();
    heldLink = link;
    // A chunk that neither arrives nor fails (a stalled connection) must not keep the person waiting.
    setTimeout(followHeldLink, HELD_LINK_WAIT_MS);
  }
};
// Our own click is not held again: the browser follows it.
const followHeldLink = () => {
  chromeHere = true;
  heldLink?.click();
  heldLink = null;
};

let awake = false;
/** Also called at load for a signed-in person (account-island.ts), whose header needs its measured nav. */
export function wake(event?: Event): void {
  if (awake) return;
  awake = true;
  void (import(/* @vite-ignore */ islandsLoader) as Promise<typeof import('../../directives/islands.ts')>)
    .then(({ startIslands }) => startIslands(input, event), () => {});
  void (import(/* @vite-ignore */ interactiveChrome) as Promise<typeof import('./interactive.ts')>).then(({ startInteractiveChrome }) => {
    startInteractiveChrome(pageContext(), input);
    // Not arrived (offline, or a navigation cut it off): CSS keeps every menu and the drawer usable.
  }, () => {}).then(followHeldLink);
}

for (const type of WAKE_EVENTS) {
  addEventListener(type, (event) => {
    wake(event);
    input.keep(event);
    if (!chromeHere) holdTrackedLink(event);
    // Holding a click or a key needs preventDefault; a pointer or a touch is only noticed.
  }, { capture: true, passive: type !== 'click' && type !== 'keydown' });
}
