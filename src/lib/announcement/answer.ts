// The fullsiteBulletin answer (SPEC 3 "Announcement: content_id, content, link"; SPEC 7), read by
// one hand-written parser for the edge, which places the bar into pages, and the API client.
// Entry by entry: a malformed page's announcement is dropped, the others still show.

export interface Announcement {
  content_id: string;
  content: string;
  link: string;
}
/** One announcement per page key (index, wallet...). */
export type AnnouncementsByPage = Record<string, Announcement>;

/** Keeps only well-formed entries of the answer's data; anything else is dropped. */
export function readAnnouncements(data: unknown): AnnouncementsByPage {
  const result: AnnouncementsByPage = {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) return result;
  for (const [page, value] of Object.entries(data)) {
    const entry = value as Partial<Record<keyof Announcement, unknown>> | null;
    const id = entry?.content_id;
    if (typeof entry?.content !== 'string' || !entry.content.trim()) continue;
    if (!((typeof id === 'string' && id) || typeof id === 'number')) continue;
    result[page] = { content_id: String(id), content: entry.content, link: typeof entry.link === 'string' ? entry.link : '' };
  }
  return result;
}
