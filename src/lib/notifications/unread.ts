// What the person has not seen yet: the msg_ids they have seen are kept on this device
// (localStorage, through safe-storage: blocked storage reads as nothing seen and keeps nothing).
// SPEC 7 has no count call: the count is the unseen records of each tab group's first page
// (get_notice_record, page 1, size 10), asked at load for a signed-in person (docs/messages.md).
import { readStored, store } from '../safe-storage.ts';

export const SEEN_STORAGE_KEY = 'nexa:notices-seen';
/** How many seen ids are kept, newest last: far more than three first pages, so none returns as unread. */
export const MAX_SEEN = 300;
/** Above this the badge says "99+". */
export const MAX_SHOWN_COUNT = 99;

/** The seen ids; anything unreadable counts as nothing seen. */
export function readSeen(): Set<string> {
  try {
    const list: unknown = JSON.parse(readStored('localStorage', SEEN_STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Adds `ids` to the seen ones (kept in the order seen, the oldest dropped past MAX_SEEN); the new set. */
export function markSeen(ids: Iterable<string>): Set<string> {
  const seen = readSeen();
  for (const id of ids) {
    seen.delete(id);
    seen.add(id);
  }
  const kept = [...seen].slice(-MAX_SEEN);
  store('localStorage', SEEN_STORAGE_KEY, JSON.stringify(kept));
  return new Set(kept);
}

export function unseenCount(ids: Iterable<string>, seen: ReadonlySet<string>): number {
  let count = 0;
  for (const id of ids) if (!seen.has(id)) count += 1;
  return count;
}

/** One formatter per locale: the bell and every tab ask at each render. */
const countFormats = new Map<string, Intl.NumberFormat>();

/** The badge's text in the page's number format: "7", "99+"; empty for none. */
export function badgeText(count: number, locale: string): string {
  if (count <= 0) return '';
  const format = countFormats.get(locale) ?? countFormats.set(locale, new Intl.NumberFormat(locale)).get(locale)!;
  return count > MAX_SHOWN_COUNT ? `${format.format(MAX_SHOWN_COUNT)}+` : format.format(count);
}
