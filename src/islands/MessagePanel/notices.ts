// The message panel's data: one notice list per tab group, through the page's API client (its
// language and site type; SPEC 7 get_notice_record: type, page 1, size 10). A failed call gives the
// spec's fallback, an empty list, marked as such so the panel never calls a failure "no notifications".
import { CALLS } from '../../lib/api/calls.ts';
import type { Loaded } from '../../lib/api/load-state.ts';
import type { NoticeRecord, NoticeTabGroup } from '../../lib/api/schemas/site.ts';
import { storeEnvironment } from '../../stores/environment.ts';
import { fullTime, relativeTime } from '../../lib/notifications/relative-time.ts';

export function fetchNotices(type: NoticeTabGroup): Promise<Loaded<NoticeRecord[]>> {
  return storeEnvironment().client.load(CALLS.noticeRecord, { type });
}

/** A template's `{name}` placeholders filled from its arguments, as plain text. */
export function fillTemplate(text: string, args: NoticeRecord['template_args']): string {
  if (!args) return text;
  return text.replace(/\{(\w{1,40})\}/g, (whole, name: string) => (Object.hasOwn(args, name) ? String(args[name]) : whole));
}

/**
 * send_timest is in seconds (a value that is already milliseconds is taken as such): as time ago
 * ("5 min ago") and in full, in the reader's locale.
 */
export function sendTime(timestamp: number, locale: string, now = Date.now()): { iso: string; ago: string; full: string } | null {
  const date = new Date(timestamp > 1e12 ? timestamp : timestamp * 1000);
  if (Number.isNaN(date.getTime())) return null;
  return { iso: date.toISOString(), ago: relativeTime(date.getTime(), now, locale), full: fullTime(date.getTime(), locale) };
}
