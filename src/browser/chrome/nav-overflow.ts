// The top navigation's More menu, measured: the bar's line wraps into rows it clips (NavBar.astro),
// so an entry on a second row does not fit. Those entries, and the ones shown only from 1440 px,
// leave the bar and show in More; More itself shows only when it holds something. Runs when the
// chrome's script arrives (first interaction, or at load for a signed-in person) and again whenever
// the nav's width changes (window, account area arriving), the fonts load or entries are hidden at
// run time. Until then the build's estimate (src/navigation/nav-fit.ts) decides.
import { COMPLIANCE_MENU_EVENT } from '../../contracts/chrome-contract.ts';

const MEASURED = 'data-measured';
const OVERFLOWING = 'data-overflowing';
const OVERFLOW = 'data-overflow';

function moreEntryOf(nav: HTMLElement, item: HTMLElement): HTMLElement | null {
  return nav.querySelector<HTMLElement>(`.more-entry[data-entry="${item.dataset.entry}"]`);
}

/**
 * Entries off the bar's first row, or wider than the bar (a first entry alone on its row), or not
 * shown at all (below 1440 px, or hidden at run time).
 */
function offTheLine(list: HTMLElement, items: HTMLElement[]): HTMLElement[] {
  const bar = list.getBoundingClientRect();
  const first = items.find((item) => item.getClientRects().length > 0);
  const top = first?.offsetTop ?? 0;
  const outside = (box: DOMRect) => box.left < bar.left - 1 || box.right > bar.right + 1;
  return items.filter((item) => item.getClientRects().length === 0 || item.offsetTop > top || outside(item.getBoundingClientRect()));
}

/** Whether More would show `item` (run-time hiding takes it from More too). */
function showsInMore(nav: HTMLElement, item: HTMLElement): boolean {
  const entry = moreEntryOf(nav, item);
  if (!entry) return false;
  entry.setAttribute(OVERFLOW, '');
  const shown = getComputedStyle(entry).display !== 'none';
  entry.removeAttribute(OVERFLOW);
  return shown;
}

export function fitNav(nav: HTMLElement): void {
  const list = nav.querySelector<HTMLElement>('[data-nav-list]');
  if (!list) return;
  const items = [...list.children] as HTMLElement[];
  nav.setAttribute(MEASURED, '');
  nav.removeAttribute(OVERFLOWING);
  for (const marked of nav.querySelectorAll(`[${OVERFLOW}]`)) marked.removeAttribute(OVERFLOW);
  let out = offTheLine(list, items);
  if (!out.some((item) => showsInMore(nav, item))) return;
  // More takes room of its own: measure again beside it.
  nav.setAttribute(OVERFLOWING, '');
  out = offTheLine(list, items);
  for (const item of out) {
    item.setAttribute(OVERFLOW, '');
    moreEntryOf(nav, item)?.setAttribute(OVERFLOW, '');
  }
}

export function installNavOverflow(): void {
  const navs = [...document.querySelectorAll<HTMLElement>('.top-nav')];
  const fitAll = () => navs.forEach(fitNav);
  const resize = new ResizeObserver(fitAll);
  navs.forEach((nav) => resize.observe(nav));
  void document.fonts?.ready.then(fitAll);
  document.addEventListener(COMPLIANCE_MENU_EVENT, () => requestAnimationFrame(fitAll));
}
