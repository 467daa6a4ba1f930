// <nav-scroller>: back and forward arrows for a navigation wider than its room (SPEC 4, 9). Each
// click scrolls 180 px; an arrow shows only when more than 1 px is left to scroll that way. The
// arrows are logical, so right-to-left pages mirror them. Arrows overlay the track: showing or
// hiding one never moves the items.
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
    new ResizeObserver(this.update).observe(this.track);
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
