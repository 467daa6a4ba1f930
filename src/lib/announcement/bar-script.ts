// The announcement bar's behaviour (src/browser/inline/announcement-bar.ts runs it inline right after
// the bar, before the bar is first painted): a dismissed announcement is hidden before anyone sees it
// (no layout shift), the close button remembers the id and hands focus to the next control, and on
// narrow screens text wider than the bar scrolls its overflow and back, starting visible, for its
// width / 200 x 3 seconds (SPEC 9; the distance is CSS's, AnnouncementSlot.astro). A corrupted
// stored list reads as none and is overwritten by the next close.
// Every visitor pays for these bytes (budgets.json jsBeforeInteraction; announcement.spec.ts: behaviour).
import { CONTENT_ID_ATTRIBUTE, DISMISSED_STORAGE_KEY } from '../../contracts/announcement-slot-contract.ts';
import { BELOW_TABLET } from '../../contracts/breakpoints.ts';

/** How many dismissed ids are kept: old announcements never come back. */
export const MAX_DISMISSED = 50;

/** The ids a person closed; anything else (unreadable, not a list, blocked storage) reads as none. */
function dismissedIds(): string[] {
  try {
    // A stored string spreads into characters, never a whole id: as good as none.
    return [...(JSON.parse(localStorage.getItem(DISMISSED_STORAGE_KEY)!) as string[])];
  } catch {
    return [];
  }
}

/** Marks text wider than its box on narrow screens to scroll, at 200 px per 3 seconds. */
function fitMarquee(bar: HTMLElement): void {
  const text = bar.querySelector('.announcement-scroll')!;
  // SPEC 9: the marquee is for mobile, below the tablet breakpoint.
  const narrow = matchMedia(BELOW_TABLET);
  // Measured as it lies (no padding, the same width scrolling or not); the box is the paragraph or its link.
  const fit = () => {
    const width = text.getBoundingClientRect().width;
    // 3 s per 200 px.
    bar.style.setProperty('--marquee-duration', `${width * 0.015}s`);
    bar.classList.toggle('is-marquee', narrow.matches && width > text.parentElement!.clientWidth);
  };
  fit();
  narrow.onchange = fit;
}

/** Starts the bar the edge filled (it names its announcement); an empty bar stays hidden. */
export function startAnnouncementBar(bar: HTMLElement): void {
  const id = bar.getAttribute(CONTENT_ID_ATTRIBUTE);
  const dismissed = dismissedIds();
  // An empty bar (no id) is hidden already; hiding it again costs fewer bytes than asking.
  if (!id || dismissed.includes(id)) {
    bar.hidden = true;
    return;
  }
  bar.querySelector('button')!.onclick = () => {
    bar.hidden = true;
    // Focus goes on to the control after the bar, as Tab would have taken it, not to the page's start.
    [...document.querySelectorAll<HTMLElement>('[href],button')].find((control) => bar.compareDocumentPosition(control) & 4 && control.offsetParent)?.focus();
    dismissed.push(id);
    try {
      localStorage.setItem(DISMISSED_STORAGE_KEY, JSON.stringify(dismissed.slice(-MAX_DISMISSED)));
    } catch {
      // Blocked storage: closed for this page only.
    }
  };
  fitMarquee(bar);
}
