// The mobile drawer is a modal <dialog>: browsers with invoker commands open it with no script
// (command="show-modal"), the dialog makes the page behind inert, Escape closes it and focus
// returns to the opener natively. This adds what the platform leaves out: Tab wraps inside the
// drawer, a backdrop click closes it where closedby="any" is unknown, and browsers without invoker
// commands get them here: their buttons' popovertarget (the no-script fallback) gives way to the
// modal dialog, also for a click made before this module arrived (its popover is taken down first).
import { from } from '../../contracts/breakpoints.ts';

const DRAWER = 'dialog[data-drawer]';
const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';

const supportsCommands = 'command' in HTMLButtonElement.prototype;
const supportsClosedBy = 'closedBy' in HTMLDialogElement.prototype;
const supportsPopover = 'popover' in HTMLElement.prototype;

/** The drawer command a button gives: its invoker command, or what its popover fallback says. */
function commandOf(invoker: HTMLButtonElement): string | null {
  return invoker.getAttribute('command') ?? (invoker.getAttribute('popovertargetaction') === 'hide' ? 'close' : 'show-modal');
}

function runCommand(event: Event, invoker: HTMLButtonElement, dialog: HTMLDialogElement) {
  event.preventDefault();
  if (supportsPopover && dialog.matches(':popover-open')) dialog.hidePopover();
  const command = commandOf(invoker);
  if (command === 'show-modal' && !dialog.open) dialog.showModal();
  if (command === 'close') dialog.close();
}

function onClick(event: Event) {
  const target = event.target as Element;
  if (!supportsCommands) {
    const invoker = target.closest<HTMLButtonElement>('button[commandfor], button[popovertarget]');
    const id = invoker?.getAttribute('commandfor') ?? invoker?.getAttribute('popovertarget');
    const dialog = id && document.getElementById(id);
    if (invoker && dialog instanceof HTMLDialogElement && dialog.matches(DRAWER)) runCommand(event, invoker, dialog);
  }
  // A click on the dialog box itself, not its content, landed on the backdrop.
  if (!supportsClosedBy && target instanceof HTMLDialogElement && target.matches(DRAWER)) target.close();
}

function onKeydown(event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const drawer = document.querySelector<HTMLDialogElement>(`${DRAWER}[open]`);
  if (!drawer) return;
  const focusable = [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.checkVisibility());
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !drawer.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !drawer.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** `earlyClicks`: clicks made before the chrome's interactive part arrived (an opener, a backdrop). */
export function installDrawer(earlyClicks: readonly Event[]): void {
  earlyClicks.forEach(onClick);
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeydown);
  // The drawer belongs to narrow screens: growing past the header breakpoint closes it.
  matchMedia(from('desktop')).addEventListener('change', (query) => {
    if (!query.matches) return;
    document.querySelector<HTMLDialogElement>(`${DRAWER}[open]`)?.close();
    if (supportsPopover) document.querySelector<HTMLDialogElement>(`${DRAWER}:popover-open`)?.hidePopover();
  });
}
