// Which pages a release adds, removes or changes: the two builds' sites.json entries matched by site
// and path, a common page changed when its normalised HTML differs.
import { normaliseHtml } from './normalise.mjs';

const keyOf = (entry) => `${entry.site}|${entry.path}`;

/** `entries` of sites.json narrowed to `sites` (null: all). */
export const onSites = (entries, sites) => (sites ? entries.filter((entry) => sites.includes(entry.site)) : entries);

/**
 * `read(side, entry)` gives a page's HTML. Returns `{ added, removed, changed, same }`, each a list
 * of sites.json entries (`changed` and `same` as the new build lists them).
 */
export async function diffPages(baseEntries, newEntries, read) {
  const base = new Map(baseEntries.map((entry) => [keyOf(entry), entry]));
  const fresh = new Map(newEntries.map((entry) => [keyOf(entry), entry]));
  const result = { added: [], removed: [], changed: [], same: [] };
  for (const [key, entry] of fresh) {
    if (!base.has(key)) result.added.push(entry);
    else if (normaliseHtml(await read('base', base.get(key))) !== normaliseHtml(await read('new', entry))) result.changed.push(entry);
    else result.same.push(entry);
  }
  for (const [key, entry] of base) if (!fresh.has(key)) result.removed.push(entry);
  return result;
}
