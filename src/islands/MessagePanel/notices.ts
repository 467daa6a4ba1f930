// The message panel's data: one notice list per tab group, through the API client (SPEC 7
// get_notice_record: type, page 1, size 10). A failed call gives the spec's fallback, an empty list.
import { createApiClient, type ApiClient } from '../../lib/api/client.ts';
import type { NoticeRecord, NoticeTabGroup } from '../../lib/api/schemas/site.ts';

let client: ApiClient | undefined;

export function fetchNotices(type: NoticeTabGroup, lang: string): Promise<NoticeRecord[]> {
  client ??= createApiClient({ language: () => lang });
  return client.getNoticeRecords({ type });
}

/** A template's `{name}` placeholders filled from its arguments, as plain text. */
export function fillTemplate(text: string, args: NoticeRecord['template_args']): string {
  if (!args) return text;
  return text.replace(/\{(\w{1,40})\}/g, (whole, name: string) => (Object.hasOwn(args, name) ? String(args[name]) : whole));
}

/** send_timest is in seconds; a value that is already milliseconds is taken as such. */
export function sendTime(timestamp: number, locale: string): { iso: string; text: string } | null {
  const date = new Date(timestamp > 1e12 ? timestamp : timestamp * 1000);
  if (Number.isNaN(date.getTime())) return null;
  return { iso: date.toISOString(), text: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date) };
}
