// <nav-scroller>: back and forward arrows for a navigation wider than its room (SPEC 4, 9). Each
// click scrolls 180 px; an arrow shows only when more than 1 px is left to scroll that way. The
// arrows are logical, so right-to-left pages mirror them. Arrows overlay the track: showing or
// hiding one never moves the items.
// The bar never shows half an entry: one only partly inside the room left by the arrows is faded
// out (and not clickable) until it fits, and keyboard focus scrolls its entry fully into view
// (WCAG 2.4.11: focus not obscured).
const STEP_PX = 180;
const TOLERANCE_PX = 1;

class NavScroller extends HTMLElement {
  private track: HTMLElement | null = null;
  private back: HTMLElement | null = null;
  private forward: HTMLElement | null = null;

  connectedCallback() {
    this.track = this.querySelector('[data-nav-track]');
    this.back = this.querySelector('[data-scroll="back"]');
    this.forward = this.querySelector('[data-scroll="forward"]');
    if (!this.track) return;
    this.addEventListener('click', this.onClick);
    this.track.addEventListener('scroll', this.update, { passive: true });
    this.track.addEventListener('focusin', this.reveal);
    // The list changes width too (web fonts arriving, entries hidden at run time).
    const resize = new ResizeObserver(this.update);
    resize.observe(this.track);
    if (this.track.firstElementChild) resize.observe(this.track.firstElementChild);
  }

  private isRtl() {
    return getComputedStyle(this).direction === 'rtl';
  }

  private update = () => {
    const track = this.track;
    if (!track || !this.back || !this.forward) return;
    // Right-to-left scroll offsets run from 0 towards negative values.
    const scrolled = Math.abs(track.scrollLeft);
    const remaining = track.scrollWidth - track.clientWidth - scrolled;
    this.back.hidden = scrolled <= TOLERANCE_PX;
    this.forward.hidden = remaining <= TOLERANCE_PX;
    const [left, right] = this.room();
    for (const item of track.querySelectorAll<HTMLElement>('.nav-item')) {
      const box = item.getBoundingClientRect();
      const cut = box.width > 0 && box.right > left && box.left < right
        && (box.left < left - TOLERANCE_PX || box.right > right + TOLERANCE_PX);
      item.toggleAttribute('data-clipped', cut);
    }
  };

  /** The visible stretch of the track, in viewport x, minus the arrows that overlay it. */
  private room(): [number, number] {
    const box = this.track!.getBoundingClientRect();
    let [left, right] = [box.left, box.right];
    for (const arrow of [this.back, this.forward]) {
      if (!arrow || arrow.hidden) continue;
      const arrowBox = arrow.getBoundingClientRect();
      if (arrowBox.left + arrowBox.width / 2 < box.left + box.width / 2) left = Math.max(left, arrowBox.right);
      else right = Math.min(right, arrowBox.left);
    }
    return [left, right];
  }

  /** Pixels to scroll so that `item` lies wholly in the room; 0 when it already does. */
  private shiftToShow(item: Element): number {
    const [left, right] = this.room();
    const box = item.getBoundingClientRect();
    if (box.left < left) return box.left - left;
    return box.right > right ? box.right - right : 0;
  }

  private reveal = (event: FocusEvent) => {
    const item = (event.target as Element).closest('.nav-item');
    if (!item || !this.track) return;
    // Twice at most: the first scroll can bring in the arrow at the other end, which takes room.
    for (let pass = 0; pass < 2; pass += 1) {
      this.update();
      const shift = this.shiftToShow(item);
      if (shift === 0) break;
      this.track.scrollBy({ left: shift, behavior: 'instant' });
    }
    this.update();
  };

  private onClick = (event: MouseEvent) => {
    const arrow = (event.target as Element).closest<HTMLElement>('[data-scroll]');
    if (!arrow || !this.track) return;
    const towardsEnd = arrow.dataset.scroll === 'forward' ? 1 : -1;
    const physical = this.isRtl() ? -towardsEnd : towardsEnd;
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    this.track.scrollBy({ left: physical * STEP_PX, behavior: smooth ? 'smooth' : 'instant' });
  };
}

if (!customElements.get('nav-scroller')) customElements.define('nav-scroller', NavScroller);
