// The one dropdown behaviour of the chrome and the islands, without a framework: hover intent, a
// click that pins a hover-opened panel, Escape, outside press and the one close delay. It knows no
// DOM: `<disclosure-nav>` (many items, one open) and the React islands (one item, `useDropdown`)
// each tell it what happened and render what it decides, so the early chrome pulls in no React.

/** Grace period so a pointer can travel from the trigger to the panel without the panel closing. */
export const DROPDOWN_CLOSE_DELAY_MS = 150;

/**
 * How long a pointer heading into the open panel (src/browser/dropdown/aim.ts) keeps it open while
 * it crosses other entries: stopping on one of them for this long opens that one.
 */
export const DROPDOWN_AIM_HOLD_MS = 300;

/** Hover is a mouse or pen: a touch that lands on a trigger is a press, not hover intent. */
export const isHoverPointer = (event: { pointerType: string }) => event.pointerType === 'mouse' || event.pointerType === 'pen';

export interface DropdownOptions<Item> {
  /** Shows or hides an item; `returnFocus` asks for focus back on its trigger (Escape from inside). */
  render(item: Item, open: boolean, returnFocus: boolean): void;
  /** Whether a hovering pointer opens an item (false: a toggle that opens only when pressed). */
  hoverOpens?: boolean;
  /** Which open items the pointer leaving closes: those it opened (default), all, or none. */
  leaveCloses?: 'hover-opened' | 'always' | 'never';
}

export class DropdownState<Item> {
  /** The open item, if any: at most one is open. */
  current: Item | null = null;
  /** Opened by hover and not pressed since: the pointer leaving closes it. */
  private byHover = false;
  /** Closed with Escape while hovered: stays closed until the pointer leaves it. */
  private dismissed: Item | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** An item the pointer is crossing on its way into the open panel: opens if the pointer stays. */
  private crossing: Item | null = null;

  private readonly options: DropdownOptions<Item>;

  constructor(options: DropdownOptions<Item>) {
    this.options = options;
  }

  get openedByHover(): boolean {
    return this.current !== null && this.byHover;
  }

  open(item: Item, byHover = false): void {
    this.cancelClose();
    if (this.current !== null && this.current !== item) this.close();
    this.current = item;
    this.byHover = byHover;
    this.options.render(item, true, false);
  }

  close(returnFocus = false): void {
    this.cancelClose();
    const item = this.current;
    if (item === null) return;
    this.current = null;
    this.options.render(item, false, returnFocus);
  }

  /** A press on an item's trigger: toggles it, but pins (keeps open) one the pointer just opened. */
  press(item: Item): void {
    if (this.current === item && this.byHover) this.byHover = false;
    else if (this.current === item) this.close();
    else this.open(item, false);
  }

  /**
   * The pointer moved onto an item (its own movement, not content sliding under it). `aiming`: it
   * is on its way into the open panel, so crossing this item only opens it if the pointer stays.
   */
  hoverEnter(item: Item, aiming = false): void {
    if (this.current === item) this.cancelClose();
    else if (this.options.hoverOpens === false || item === this.dismissed) return;
    else if (aiming && this.openedByHover) {
      this.later(() => this.open(item, true), DROPDOWN_AIM_HOLD_MS);
      this.crossing = item;
    } else this.open(item, true);
  }

  /**
   * The pointer left an item: what it opened closes after the delay, unless it comes back; a
   * pointer heading into the item's panel gets the longer aim hold.
   */
  hoverLeave(left: Item, aiming = false): void {
    if (left === this.dismissed) this.dismissed = null;
    // Leaving an item crossed on the way: the open item's own leave applies again.
    const item = left === this.crossing ? this.current : left;
    const leaveCloses = this.options.leaveCloses ?? 'hover-opened';
    if (item !== this.current || leaveCloses === 'never' || (leaveCloses === 'hover-opened' && !this.byHover)) return;
    this.later(() => this.close(), aiming ? DROPDOWN_AIM_HOLD_MS : DROPDOWN_CLOSE_DELAY_MS);
  }

  /** The one pending change (a close, or a switch held by aim): a newer one replaces it. */
  private later(change: () => void, delay: number): void {
    this.cancelClose();
    this.timer = setTimeout(change, delay);
  }

  /** The pointer came back before the delay ran out (or reached the panel it was heading into). */
  cancelClose(): void {
    clearTimeout(this.timer);
    this.crossing = null;
  }

  /**
   * Escape: closes the open item, focus back on its trigger when it was inside. Returns whether it
   * closed anything, so the caller can keep the key from closing an outer layer too.
   */
  escape({ hovered, focusInside }: { hovered: boolean; focusInside: boolean }): boolean {
    if (this.current === null) return false;
    if (hovered) this.dismissed = this.current;
    this.close(focusInside);
    return true;
  }

  /** A press or focus outside the open item closes it. */
  outside(): void {
    this.close();
  }
}
