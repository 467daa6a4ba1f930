// The current announcement (SPEC 4), placed into the page by the edge so it is part of the first
// paint: no script before interaction fetches it and nothing below it moves when it appears. The
// text is escaped as HTML text; its link is kept only when safeServerUrl accepts it.
import { APP_TYPE_WEB, HEADER_NAMES, toBackendLanguage } from '../lib/api/headers.ts';
import { API_PATHS } from '../contracts/api-paths.ts';
import { CONTENT_ID_ATTRIBUTE, MAX_ANNOUNCEMENT_CHARS, SLOT_PAGE_ATTRIBUTE } from '../contracts/announcement-slot-contract.ts';
import { findSlotMarker, hiddenSlotAttribute } from '../contracts/announcement-slot-marker.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { readAnnouncements, type AnnouncementsByPage } from '../lib/announcement/answer.ts';
import { safeServerUrl, type OwnHosts } from '../lib/notifications/safe-url.ts';
import { isLocaleCode, localizePath } from '../i18n/locales.ts';
import { REGION_PREFIXES, splitLocalePrefix } from '../i18n/locale-prefix.ts';

const isRegionPrefix = (value: string) => (REGION_PREFIXES as readonly string[]).includes(value);

/**
 * A root-relative link of the server (the same answer serves every page) as the page links its own
 * routes: under a region variant's prefix (`base`) and in the page's language (docs/header.md).
 * Links that already name a language or a region, and other hosts, are kept as they are.
 */
function inPageLanguage(link: string, lang: string, base: string): string {
  if (!link.startsWith('/') || link.startsWith('//') || !isLocaleCode(lang)) return link;
  if (splitLocalePrefix(link).prefix) return link;
  return `${base}${localizePath(link, lang)}`;
}

/** Keeps background work of a request alive after its answer is sent (Workers: ctx.waitUntil). */
export type Defer = (work: Promise<unknown>) => void;

/**
 * Announcements for a page language (and, for a sandbox, the scenario in the request's cookies).
 * Rejects when the backend fails: the edge then serves the page as built. `readsCookies`: the answer
 * may follow the request's cookies (the sandbox), so a page it chose is no shared cache's to keep.
 */
export type AnnouncementSource = ((lang: string, cookie: string | null, defer?: Defer) => Promise<AnnouncementsByPage>) & { readsCookies?: boolean };

/** How long the edge waits for the backend before it serves the page without an announcement. */
export const ANNOUNCEMENT_TIMEOUT_MS = 800;
/** How long one answer serves every page of a language (pages themselves are cached for 60 s). */
export const ANNOUNCEMENT_TTL_MS = 30_000;
/** After a failed refresh, how long the last good answer is served before the backend is asked again. */
export const ANNOUNCEMENT_RETRY_MS = 5_000;


/** Where a shell wants its announcement: the page's language and page key, from its slot's marker. */
export interface AnnouncementSlot {
  lang: string;
  page: string;
}

/**
 * The shell's announcement slot, or null when the page has none. The slot writes its facts in one
 * exact marker (src/contracts/announcement-slot-marker.ts): the edge reads no HTML structure.
 */
export function announcementSlot(html: string): AnnouncementSlot | null {
  const found = findSlotMarker(html);
  return found ? { lang: found.facts.lang, page: found.facts.page } : null;
}

/**
 * The shell with its slot filled, or unchanged when the page has no slot or no announcement. Only
 * the exact strings the slot wrote are replaced: its marker and its `hidden` page attribute.
 */
export function fillAnnouncementSlot(html: string, announcements: AnnouncementsByPage, ownHosts: OwnHosts): string {
  const slot = findSlotMarker(html);
  const announcement = slot && Object.hasOwn(announcements, slot.facts.page) ? announcements[slot.facts.page] : undefined;
  if (!slot || !announcement) return html;
  const { lang, page, base = '' } = slot.facts;
  const hidden = hiddenSlotAttribute(page);
  const at = html.lastIndexOf(hidden, slot.start);
  if (at < 0) return html;
  const text = escapeHtml(announcement.content.slice(0, MAX_ANNOUNCEMENT_CHARS));
  const safe = safeServerUrl(announcement.link, ownHosts);
  const link = safe ? inPageLanguage(safe, lang, isRegionPrefix(base) ? base : '') : safe;
  // dir="auto": server text keeps its own direction on right-to-left pages.
  const inner = `<span class="announcement-scroll" dir="auto">${text}</span>`;
  const id = escapeHtml(announcement.content_id.slice(0, 64));
  const filled = link ? `<a href="${escapeHtml(link)}">${inner}</a>` : inner;
  // Spliced by position: nothing inserted is ever read as a replacement pattern ('$&', '$`', "$'", '$$').
  const shown = `${SLOT_PAGE_ATTRIBUTE}="${page}" ${CONTENT_ID_ATTRIBUTE}="${id}"`;
  return html.slice(0, at) + shown + html.slice(at + hidden.length, slot.start) + filled + html.slice(slot.end);
}

/**
 * A source that asks the fullsiteBulletin call through `fetchApi` (the sandbox, a proxy, a backend).
 * `signal` aborts the call the page gave up on; it is passed beside the request, not in it: Node's
 * Request holds on to a signal it carries, which grew the server by megabytes per 100k pages.
 */
export function apiAnnouncementSource(
  fetchApi: (request: Request, init: { signal: AbortSignal }) => Promise<Response | null>,
  options: { origin: string; forwardCookies: boolean; timeoutMs?: number },
): AnnouncementSource {
  const timeoutMs = options.timeoutMs ?? ANNOUNCEMENT_TIMEOUT_MS;
  const source: AnnouncementSource = async (lang, cookie) => {
    // SPEC 7's headers of every request: the language and the app type.
    const headers = new Headers({ accept: 'application/json', [HEADER_NAMES.language]: toBackendLanguage(lang), [HEADER_NAMES.appType]: APP_TYPE_WEB });
    if (options.forwardCookies && cookie) headers.set('cookie', cookie);
    const abort = new AbortController();
    const request = new Request(new URL(API_PATHS.announcements, options.origin), { headers });
    // The page never waits on a slow backend: past the timeout it is served without the bar.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => (timer = setTimeout(resolve, timeoutMs, null)));
    const response = await Promise.race([fetchApi(request, { signal: abort.signal }), timeout]).finally(() => clearTimeout(timer));
    if (!response) abort.abort();
    if (!response?.ok) throw new Error(response ? `announcements: HTTP ${response.status}` : 'announcements: no answer in time');
    const body = (await response.json()) as { code?: unknown; data?: unknown } | null;
    if (body?.code !== 0) throw new Error('announcements: error code');
    return readAnnouncements(body.data);
  };
  return Object.assign(source, { readsCookies: options.forwardCookies });
}

export interface AnnouncementCacheOptions {
  ttlMs?: number;
  retryMs?: number;
  now?: () => number;
}

/**
 * One answer per language, stale-while-revalidate: until a language has an answer, its pages wait for
 * the first one (requests arriving meanwhile share it); after that a page never waits. A stale answer
 * is served while one refresh at a time runs in the background (kept alive by `defer`); a failed
 * refresh keeps the last good answer and is tried again after `retryMs`.
 */
export function cachedAnnouncementSource(source: AnnouncementSource, options: AnnouncementCacheOptions = {}): AnnouncementSource {
  const { ttlMs = ANNOUNCEMENT_TTL_MS, retryMs = Math.min(ANNOUNCEMENT_RETRY_MS, ttlMs), now = Date.now } = options;
  const known = new Map<string, { value: AnnouncementsByPage; staleAt: number }>();
  const running = new Map<string, Promise<AnnouncementsByPage>>();
  const refresh = (lang: string, cookie: string | null): Promise<AnnouncementsByPage> => {
    const current = running.get(lang);
    if (current) return current;
    const next = source(lang, cookie)
      .then((value) => {
        known.set(lang, { value, staleAt: now() + ttlMs });
        return value;
      }, (error: unknown) => {
        const last = known.get(lang);
        if (last) known.set(lang, { value: last.value, staleAt: now() + retryMs });
        throw error;
      })
      .finally(() => running.delete(lang));
    running.set(lang, next);
    return next;
  };
  return async (lang, cookie, defer) => {
    const hit = known.get(lang);
    if (!hit) return refresh(lang, cookie);
    if (now() >= hit.staleAt && !running.has(lang)) {
      const work = refresh(lang, cookie).catch(() => {});
      defer?.(work);
    }
    return hit.value;
  };
}
