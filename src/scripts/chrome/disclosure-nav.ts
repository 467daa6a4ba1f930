// <disclosure-nav>: the WAI-ARIA disclosure navigation pattern for every dropdown inside it.
// An item is [data-disclosure] holding a button[aria-expanded][aria-controls] and its panel.
// Opens on hover (mouse: a pointer that moved onto the item, never content that moved under a still
// pointer, such as entries shifting when More or the account area appears) and on click or
// Enter/Space; Escape closes and returns focus to the
// button; the panel stays open while hovered (WCAG 1.4.13). Before this element is defined (or
// with script off) CSS opens items on :hover and :focus-within, so every link stays reachable.

/** Grace period so a pointer can travel from the trigger to the panel without the menu closing. */
const CLOSE_DELAY_MS = 150;
/** Distance kept between a panel and the viewport edge. */
const VIEWPORT_MARGIN_PX = 8;

const isPointerHover = (event: PointerEvent) => event.pointerType === 'mouse' || event.pointerType === 'pen';

export class DisclosureNav extends HTMLElement {
  private openItem: HTMLElement | null = null;
  /** Opened by hover and not clicked since: leaving the item closes it. */
  private openedByHover = false;
  /** Closed with Escape while hovered: stays closed until the pointer leaves it. */
  private dismissedItem: HTMLElement | null = null;
  private closeTimer = 0;
  /** Where the pointer last moved: content that slides under a still pointer brings a pointerover
   *  (and in some browsers a move) at that same spot, which opens nothing. */
  private lastMove = '';
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
    if (focusedItem && this.parts(focusedItem).panel?.contains(focus)) this.open(focusedItem, false);
    else if (hovered) this.open(hovered, true);
    this.takenOver = this.openItem;
  }

  /**
   * A click that landed before this element was defined, handled as if it had been. Nothing was
   * open then, so a click on the trigger of the menu taken over open (Enter, then Tab into the
   * panel) asked to open it: it stays open, pinned like a click on a hovered menu.
   */
  replayClick(event: Event) {
    const button = (event.target as Element).closest?.('button[aria-controls]');
    const item = button?.parentElement;
    if (item && item === this.takenOver && item === this.openItem) {
      this.takenOver = null;
      this.openedByHover = false;
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
  }

  private itemOf(node: EventTarget | null): HTMLElement | null {
    return node instanceof Element ? node.closest<HTMLElement>('[data-disclosure]') : null;
  }

  private parts(item: HTMLElement) {
    const button = item.querySelector<HTMLButtonElement>(':scope > button[aria-controls]');
    const panel = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
    return { button, panel };
  }

  private open(item: HTMLElement, byHover: boolean) {
    window.clearTimeout(this.closeTimer);
    if (this.openItem !== item) this.close();
    const { button, panel } = this.parts(item);
    if (!button || !panel) return;
    this.openItem = item;
    this.openedByHover = byHover;
    button.setAttribute('aria-expanded', 'true');
    this.place(item, panel);
  }

  private close(returnFocus = false) {
    window.clearTimeout(this.closeTimer);
    const item = this.openItem;
    if (!item) return;
    const { button } = this.parts(item);
    button?.setAttribute('aria-expanded', 'false');
    this.openItem = null;
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
    panel.style.setProperty('--panel-start', `${Math.round(start - origin)}px`);
  }

  private reposition = () => {
    if (!this.openItem) return;
    const { panel } = this.parts(this.openItem);
    if (panel) this.place(this.openItem, panel);
  };

  private onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button[aria-controls]');
    const item = this.itemOf(button);
    if (!button || !item || button.parentElement !== item) return;
    if (this.openItem === item && this.openedByHover) {
      // A click on a menu the pointer opened keeps it open rather than snapping it shut.
      this.openedByHover = false;
      return;
    }
    if (this.openItem === item) this.close();
    else this.open(item, false);
  };

  private onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !this.openItem) return;
    const focusInside = this.openItem.contains(document.activeElement);
    if (focusInside) event.preventDefault();
    if (this.openItem.matches(':hover')) this.dismissedItem = this.openItem;
    this.close(focusInside);
  };

  private onFocusOut = (event: FocusEvent) => {
    const item = this.openItem;
    if (item && !item.contains(event.relatedTarget as Node | null) && !(this.openedByHover && item.matches(':hover'))) this.close();
  };

  private onPointerOver = (event: PointerEvent) => {
    if (this.itemOf(event.target) === this.openItem && isPointerHover(event)) window.clearTimeout(this.closeTimer);
  };

  /** Hover opens on the pointer's own movement onto an item, not on content moving under it. */
  private onPointerMove = (event: PointerEvent) => {
    const spot = `${event.clientX},${event.clientY}`;
    const moved = spot !== this.lastMove;
    this.lastMove = spot;
    const item = this.itemOf(event.target);
    if (!item || !moved || !isPointerHover(event) || item === this.openItem || item === this.dismissedItem) return;
    this.open(item, true);
  };

  private onPointerOut = (event: PointerEvent) => {
    const item = this.itemOf(event.target);
    if (!item || item.contains(event.relatedTarget as Node | null)) return;
    if (item === this.dismissedItem) this.dismissedItem = null;
    if (item === this.openItem && this.openedByHover && isPointerHover(event)) {
      window.clearTimeout(this.closeTimer);
      this.closeTimer = window.setTimeout(() => this.close(), CLOSE_DELAY_MS);
    }
  };

  private onDocumentPointerDown = (event: PointerEvent) => {
    if (this.openItem && !this.openItem.contains(event.target as Node)) this.close();
  };
}

if (!customElements.get('disclosure-nav')) customElements.define('disclosure-nav', DisclosureNav);
