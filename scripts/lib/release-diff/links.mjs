// Links of a built page, each named by the menu or footer column it sits in (header Trade, More Earn,
// drawer Operations, footer Products), and the difference between two builds' links and route tables.
import { textOf } from './dom.mjs';
import { normaliseHtml } from './normalise.mjs';

/** Its area's word for a link, from the data-track id when no heading names it (header.language -> language). */
const trackGroup = (anchor) => anchor.getAttribute('data-track')?.split('.').slice(1, -1).join(' ') ?? '';

/**
 * Where a link sits: `{ area, group, groupId }`. `group` is the heading a person reads, `groupId` the
 * menu's or column's id in the markup, so renaming a menu is no link move. The drawer and More are
 * checked first: both sit inside the header.
 */
export function placeOf(anchor) {
  const named = (area, holder, heading) => ({ area, group: heading ? textOf(heading) : trackGroup(anchor), groupId: ['data-group', 'data-entry', 'data-column', 'aria-labelledby'].map((name) => holder?.getAttribute(name)).find(Boolean) ?? trackGroup(anchor) });
  if (anchor.closest('#site-drawer')) {
    const holder = anchor.closest('details.side-group') ?? anchor.closest('section');
    return named('drawer', holder, holder?.querySelector('summary, h2'));
  }
  if (anchor.closest('[data-nav-more]')) {
    const holder = anchor.closest('.more-entry[data-entry]');
    return named('More', holder, holder?.querySelector('details.more-group > summary'));
  }
  if (anchor.closest('header')) {
    const holder = anchor.closest('.nav-item[data-entry]');
    return named('header', holder, holder?.querySelector(':scope > .nav-link, :scope > .nav-toggle > span'));
  }
  if (anchor.closest('footer')) {
    const holder = anchor.closest('.footer-section');
    return named('footer', holder, holder?.querySelector('h2'));
  }
  return { area: 'page', group: '', groupId: '' };
}

/** Every distinct link of a page: `{ area, group, href }`, in document order. */
export function pageLinks(document) {
  const seen = new Map();
  for (const anchor of document.querySelectorAll('a[href]')) {
    const link = { ...placeOf(anchor), href: normaliseHtml(anchor.getAttribute('href')) };
    const key = linkKey(link);
    if (!seen.has(key)) seen.set(key, link);
  }
  return [...seen.values()];
}

export const linkKey = (link) => `${link.area}|${link.groupId ?? link.group}|${link.href}`;
/** "footer Products" */
export const placeName = (link) => [link.area, link.group].filter(Boolean).join(' ');

/** `{ added, removed }` links between two pages' lists. */
export function diffLinks(baseLinks, newLinks) {
  const baseKeys = new Set(baseLinks.map(linkKey));
  const newKeys = new Set(newLinks.map(linkKey));
  return { added: newLinks.filter((link) => !baseKeys.has(linkKey(link))), removed: baseLinks.filter((link) => !newKeys.has(linkKey(link))) };
}

/** app-routes.json of both builds: per site `{ added, removed }` routes, sites without change left out. */
export function diffRoutes(baseTable, newTable, sites) {
  const keys = [...new Set([...Object.keys(baseTable), ...Object.keys(newTable)])].filter((key) => !sites || sites.includes(key));
  const result = {};
  for (const key of keys) {
    const before = new Set(baseTable[key]?.routes ?? []);
    const after = new Set(newTable[key]?.routes ?? []);
    const added = [...after].filter((route) => !before.has(route));
    const removed = [...before].filter((route) => !after.has(route));
    if (added.length || removed.length) result[key] = { added, removed };
  }
  return result;
}

/** "footer Products: /a, /b; header Trade: /c": links grouped by where they sit. */
export function describeLinks(links) {
  const byPlace = new Map();
  for (const link of links) byPlace.set(placeName(link), [...(byPlace.get(placeName(link)) ?? []), link.href]);
  return [...byPlace].map(([place, hrefs]) => `${place}: ${hrefs.join(', ')}`).join('; ');
}
