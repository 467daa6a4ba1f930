// <disclosure-nav>: the WAI-ARIA disclosure navigation pattern for every dropdown inside it.
// An item is [data-disclosure] holding a button[aria-expanded][aria-controls] and its panel.
// Opens on hover (mouse: a pointer that moved onto the item, never content that moved under a still
// pointer, such as entries shifting when More or the account area appears) and on click or
// Enter/Space; ArrowDown on an entry opens its menu with focus on its first link; Escape closes and
// returns focus to the button; the panel stays open while hovered (WCAG 1.4.13). Before this element is defined (or
// with script off) CSS opens items on :hover and :focus-within, so every link stays reachable.
// Hover intent, pinning, Escape and the close delay are the shared dropdown behaviour
// (src/browser/dropdown/dropdown-state.ts, framework-free: the islands use it through a React hook).
import { DropdownState, isHoverPointer } from '../dropdown/dropdown-state.ts';
import { focusReturnTarget } from '../dropdown/focus-return.ts';
import { headingInto, type Point } from '../dropdown/aim.ts';

/** Distance kept between a panel and the viewport edge. */
const VIEWPORT_MARGIN_PX = 8;

export class DisclosureNav extends HTMLElement {
  private readonly menus = new DropdownState<HTMLElement>({ render: (item, open, returnFocus) => this.render(item, open, returnFocus) });
  /** Where the pointer last moved: content that slides under a still pointer brings a pointerover
   *  (and in some browsers a move) at that same spot, which opens nothing. */
  private lastMove = '';
  /** The pointer's previous position: where it is heading decides hover intent (aim.ts). */
  private lastPoint: Point | null = null;
  /** The last press was a touch: a tap on an entry's own link opens its menu first. */
  private touched = false;
  /** Opened when this element took over what CSS showed: a click made before then asked for it open. */
  private takenOver: HTMLElement | null = null;

  connectedCallback() {
    this.addEventListener('click', this.onClick);
    this.addEventListener('focusout', this.onFocusOut);
    this.addEventListener('pointerover', this.onPointerOver);
    this.addEventListener('pointermove', this.onPointerMove);
    this.addEventListener('pointerout', this.onPointerOut);
    // Panels are positioned from their trigger; a scrolled nav or resized window moves the trigger.
    this.addEventListener('scroll', this.reposition, true);
    window.addEventListener('resize', this.reposition);
    document.addEventListener('pointerdown', this.onDocumentPointerDown);
    // On document: hover content must be dismissible wherever focus is (WCAG 1.4.13).
    document.addEventListener('keydown', this.onKeydown);
    // Defined after the pointer or the keyboard arrived (the chrome loads on first interaction):
    // what CSS showed on hover, or around focus (Tab had gone into a panel), stays open, now under
    // this element's control, so focus never sits in a panel that closed under it.
    const focus = document.activeElement;
    const focusedItem = this.contains(focus) ? this.itemOf(focus) : null;
    const hovered = this.querySelector<HTMLElement>('[data-disclosure]:hover');
    if (focusedItem && this.parts(focusedItem).panel?.contains(focus)) this.menus.open(focusedItem, false);
    else if (hovered) this.menus.open(hovered, true);
    this.takenOver = this.menus.current;
  }

  /**
   * A click that landed before this element was defined, handled as if it had been. Nothing was
   * open then, so a click on the trigger of the menu taken over open (Enter, then Tab into the
   * panel) asked to open it: it stays open, pinned like a click on a hovered menu.
   */
  replayClick(event: Event) {
    const button = (event.target as Element).closest?.('button[aria-controls]');
    const item = button?.parentElement;
    if (item && item === this.takenOver && item === this.menus.current) {
      this.takenOver = null;
      this.menus.open(item, false);
      return;
    }
    this.onClick(event as MouseEvent);
  }

  /** A key pressed before this element was defined (Escape over a menu CSS opened on hover). */
  replayKeydown(event: KeyboardEvent) {
    this.onKeydown(event);
  }

  disconnectedCallback() {
    window.removeEventListener('resize', this.reposition);
    document.removeEventListener('pointerdown', this.onDocumentPointerDown);
    document.removeEventListener('keydown', this.onKeydown);
    this.menus.cancelClose();
  }

  private itemOf(node: EventTarget | null): HTMLElement | null {
    return node instanceof Element ? node.closest<HTMLElement>('[data-disclosure]') : null;
  }

  private parts(item: HTMLElement) {
    const button = item.querySelector<HTMLButtonElement>(':scope > button[aria-controls]');
    const panel = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
    return { button, panel };
  }

  private render(item: HTMLElement, open: boolean, returnFocus: boolean) {
    const { button, panel } = this.parts(item);
    button?.setAttribute('aria-expanded', String(open));
    if (open && panel) this.place(item, panel);
    if (returnFocus) button?.focus();
  }

  /** Puts a fixed panel under its item, kept inside the viewport, mirrored for right-to-left. */
  private place(item: HTMLElement, panel: HTMLElement) {
    if (!panel.hasAttribute('data-anchored')) return;
    const rect = item.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    const rtl = getComputedStyle(item).direction === 'rtl';
    const fromStart = rtl ? viewport - rect.right : rect.left;
    const room = viewport - panel.offsetWidth - VIEWPORT_MARGIN_PX;
    const start = Math.max(VIEWPORT_MARGIN_PX, Math.min(fromStart, room));
    // The panel's frame is its fixed containing block (the nav, a size container), not the viewport.
    panel.style.setProperty('--panel-start', '0px');
    const frame = panel.getBoundingClientRect();
    const origin = rtl ? viewport - frame.right : frame.left;
    // Unrounded, as CSS anchoring places it before this element takes over: no sub-pixel jump.
    panel.style.setProperty('--panel-start', `${start - origin}px`);
  }

  private reposition = () => {
    const item = this.menus.current;
    const panel = item && this.parts(item).panel;
    if (item && panel) this.place(item, panel);
  };

  private onClick = (event: MouseEvent) => {
    if (this.tapOpens(event)) return;
    const button = (event.target as Element).closest('button[aria-controls]');
    const item = this.itemOf(button);
    if (!button || !item || button.parentElement !== item || !this.parts(item).panel) return;
    this.menus.press(item);
  };

  private onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') return this.openFromKey(event);
    const item = this.menus.current;
    if (event.key !== 'Escape' || !item) return;
    const focusInside = item.contains(document.activeElement);
    if (focusInside) event.preventDefault();
    this.menus.escape({ hovered: item.matches(':hover'), focusInside });
  };

  /**
   * ArrowDown on an entry with a menu (its toggle or its own link) opens the menu and moves focus to
   * its first link, as the menu buttons of peers' headers do; Tab goes on from there.
   */
  private openFromKey(event: KeyboardEvent) {
    const target = event.target as Element;
    const item = this.itemOf(target);
    const { panel } = item ? this.parts(item) : { panel: null };
    if (!item || !panel || !this.contains(item) || target.parentElement !== item || !target.matches('a, button[aria-controls]')) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    this.menus.open(item, false);
    panel.querySelector<HTMLElement>('a[href], button:not([disabled]), [tabindex="0"]')?.focus();
  }

  private onFocusOut = (event: FocusEvent) => {
    const item = this.menus.current;
    const to = event.relatedTarget as Element | null;
    // A dialog one of its entries opened takes focus: the menu closes even under a still pointer,
    // rather than stay open above the dialog's backdrop (issue 40; focus-return.ts gives focus back).
    const dialog = to?.closest?.('dialog');
    if (dialog && item?.contains(event.target as Node)) this.returnFocusAfter(dialog, event.target as HTMLElement);
    if (item && !item.contains(to) && (dialog || !(this.menus.openedByHover && item.matches(':hover')))) this.menus.close();
  };

  /** The dialog an entry opened closes: focus back on the entry's menu toggle, the entry being hidden. */
  private returnFocusAfter(dialog: HTMLDialogElement, entry: HTMLElement) {
    // After the dialog's own focus return (a task later), which finds the entry hidden.
    const onClose = () => setTimeout(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body || !active.checkVisibility()) focusReturnTarget(entry)?.focus({ preventScroll: true });
    });
    dialog.addEventListener('close', onClose, { once: true });
  }

  /**
   * On touch (a tablet at 1024 px) a tap on an entry's own link opens its closed menu instead of
   * navigating, as the 24 px chevron does; a second tap on the open entry follows the link.
   */
  private tapOpens(event: MouseEvent): boolean {
    const link = (event.target as Element).closest('a');
    const item = this.itemOf(link);
    if (!this.touched || !link || !item || link.parentElement !== item || item === this.menus.current || !this.parts(item).panel) return false;
    event.preventDefault();
    this.menus.open(item, false);
    return true;
  }

  /** Whether the pointer, now at `event`, is on its way into the panel that is open. */
  private aiming(event: PointerEvent): boolean {
    const from = this.lastPoint;
    const item = this.menus.current;
    const panel = item && this.parts(item).panel;
    return !!from && !!panel && headingInto(from, { x: event.clientX, y: event.clientY }, panel.getBoundingClientRect());
  }

  private onPointerOver = (event: PointerEvent) => {
    if (this.itemOf(event.target) === this.menus.current && isHoverPointer(event)) this.menus.cancelClose();
  };

  /** Hover opens on the pointer's own movement onto an item, not on content moving under it. */
  private onPointerMove = (event: PointerEvent) => {
    const spot = `${event.clientX},${event.clientY}`;
    const moved = spot !== this.lastMove;
    this.lastMove = spot;
    const aiming = moved && this.aiming(event);
    if (moved) this.lastPoint = { x: event.clientX, y: event.clientY };
    const item = this.itemOf(event.target);
    if (!item || !moved || !isHoverPointer(event) || item === this.menus.current || !this.parts(item).panel) return;
    this.menus.hoverEnter(item, aiming);
  };

  private onPointerOut = (event: PointerEvent) => {
    const item = this.itemOf(event.target);
    if (!item || item.contains(event.relatedTarget as Node | null) || !isHoverPointer(event)) return;
    // A panel that shrank from under a still pointer (Pay with folding after a choice) was not left:
    // the pointer's own next movement decides.
    if (`${event.clientX},${event.clientY}` === this.lastMove) this.leaveOnNextMove(item);
    else this.menus.hoverLeave(item, this.aiming(event));
  };

  private leaveOnNextMove(item: HTMLElement) {
    const still = this.lastMove;
    const onMove = (event: PointerEvent) => {
      // A move at that same spot (some browsers send one after a layout change) is not the person's.
      if (`${event.clientX},${event.clientY}` === still) return;
      document.removeEventListener('pointermove', onMove);
      if (!item.contains(event.target as Node)) this.menus.hoverLeave(item);
    };
    document.addEventListener('pointermove', onMove);
  }

  private onDocumentPointerDown = (event: PointerEvent) => {
    this.touched = event.pointerType === 'touch';
    const item = this.menus.current;
    if (item && !item.contains(event.target as Node)) this.menus.outside();
  };
}

if (!customElements.get('disclosure-nav')) customElements.define('disclosure-nav', DisclosureNav);
