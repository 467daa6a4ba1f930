// On an application's page (the header fragment, docs/embedding.md): marks the header entry the page
// belongs to, aria-current and its visible state (header.css), in the top navigation, its More menu
// and the drawer. The route is the header's data-route, which the including application filled; the
// entries and their links are the header's own markup, drawn from the menu model
// (src/navigation/current-entry.ts decides). Only the fragments load this: a shell is a home page.
import { currentEntry, type EntryLinks } from '../../navigation/current-entry.ts';
import { splitLocalePrefix } from '../../i18n/locale-prefix.ts';

/** A link of the header as a route without its prefixes; null for another origin's. */
function routeOf(link: HTMLAnchorElement): string | null {
  const url = new URL(link.href, location.href);
  return url.origin === location.origin ? splitLocalePrefix(url.pathname).route : null;
}

function entriesOf(nav: Element): EntryLinks[] {
  return [...nav.querySelectorAll<HTMLElement>(':scope [data-nav-list] > [data-entry]')].map((item) => {
    const own = item.querySelector<HTMLAnchorElement>(':scope > a[href]');
    const links = [...item.querySelectorAll<HTMLAnchorElement>('a[href]')].map(routeOf).filter((route): route is string => route !== null);
    return { id: item.dataset.entry!, own: own && routeOf(own), links };
  });
}

/** The control that names an entry: its link, its menu toggle, or its group's summary. */
const CONTROL = ':scope > a, :scope > button, :scope > details > summary';

export function markCurrentEntry(header: HTMLElement): void {
  const route = header.dataset.route ?? '';
  const nav = header.querySelector('.top-nav');
  // Not filled in (an including page that left the placeholder): nothing is claimed.
  if (!route.startsWith('/') || !nav) return;
  const id = currentEntry(route, entriesOf(nav));
  if (!id) return;
  for (const entry of header.querySelectorAll(`[data-entry="${CSS.escape(id)}"]`)) {
    const control = entry.querySelector(CONTROL);
    const own = control instanceof HTMLAnchorElement && routeOf(control) === route.replace(/[?#].*$/, '');
    control?.setAttribute('aria-current', own ? 'page' : 'true');
  }
}

const header = document.querySelector<HTMLElement>('.chrome-fragment[data-route]');
if (header) markCurrentEntry(header);
