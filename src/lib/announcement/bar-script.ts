// The announcement bar's behaviour (src/browser/inline/announcement-bar.ts runs it inline right after
// the bar, before the bar is first painted): a dismissed announcement is hidden before anyone sees it
// (no layout shift), the close button remembers the id, and on narrow screens long text scrolls as a
// marquee whose duration is its width / 200 x 3 seconds (SPEC 9). A corrupted stored list is reset.
// Every visitor pays for these bytes (bar-script.test.ts: within 1 KB gzip; announcement.spec.ts: behaviour).
import { CONTENT_ID_ATTRIBUTE, DISMISSED_STORAGE_KEY } from '../../contracts/announcement-slot-contract.ts';

/** SPEC 9: mobile below 767.9 px. */
export const MARQUEE_MEDIA = '(max-width: 767.9px)';
/** How many dismissed ids are kept: old announcements never come back. */
export const MAX_DISMISSED = 50;

/** The ids a person closed; a corrupted list is removed and reads as none. */
function dismissedIds(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(DISMISSED_STORAGE_KEY) || '[]');
    if (Array.isArray(list)) return list;
  } catch {
    // Unreadable or blocked: reset below.
  }
  try {
    localStorage.removeItem(DISMISSED_STORAGE_KEY);
  } catch {
    // Blocked storage: nothing to reset.
  }
  return [];
}

/** Scrolls text wider than its box on narrow screens, at 200 px per 3 seconds. */
function fitMarquee(bar: HTMLElement): void {
  const text = bar.querySelector('.announcement-scroll')!;
  const box = text.closest('p')!;
  const narrow = matchMedia(MARQUEE_MEDIA);
  const fit = () => {
    bar.classList.remove('is-marquee');
    const width = text.getBoundingClientRect().width;
    if (!narrow.matches || width <= box.clientWidth) return;
    bar.style.setProperty('--marquee-duration', `${(width / 200) * 3}s`);
    bar.classList.add('is-marquee');
  };
  fit();
  narrow.addEventListener('change', fit);
}

/** Starts the bar the edge filled (it names its announcement); an empty bar stays hidden. */
export function startAnnouncementBar(bar: HTMLElement): void {
  const id = bar.getAttribute(CONTENT_ID_ATTRIBUTE);
  if (!id) return;
  const dismissed = dismissedIds();
  if (dismissed.includes(id)) {
    bar.hidden = true;
    return;
  }
  bar.querySelector('button')!.addEventListener('click', () => {
    bar.hidden = true;
    dismissed.push(id);
    try {
      localStorage.setItem(DISMISSED_STORAGE_KEY, JSON.stringify(dismissed.slice(-MAX_DISMISSED)));
    } catch {
      // Blocked storage: closed for this page only.
    }
  });
  fitMarquee(bar);
}
