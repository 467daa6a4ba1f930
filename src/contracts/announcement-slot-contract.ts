// The announcement slot as the build writes it and the edge fills it: the shell carries a hidden,
// translated bar per page key; the edge puts the current announcement's text in and un-hides it.

/** Page keys (SPEC 4): 'index' for home pages, 'wallet' for /myaccount pages. */
export type AnnouncementPageKey = 'index' | 'wallet';

/**
 * The routes each page key's announcement belongs to (SPEC 4): the home page alone, and every page
 * under /myaccount. A key with sub-paths also shows on the applications' pages, which carry its slot
 * in the header fragment (src/components/ChromeFragment.astro).
 */
export const ANNOUNCEMENT_ROUTES: Record<AnnouncementPageKey, { route: string; subPaths: boolean }> = {
  index: { route: '/', subPaths: false },
  wallet: { route: '/myaccount', subPaths: true },
};

/** Marks the bar of a page key; the edge un-hides it: `data-announcement-page="index" hidden`. */
export const SLOT_PAGE_ATTRIBUTE = 'data-announcement-page';

/**
 * What the edge needs to fill a slot, written by the slot itself where its text goes, so the edge
 * reads no HTML structure (docs/edge.md): the page's language, the page key and, on a region
 * variant, the prefix ('/en-eu') it puts before a root-relative announcement link.
 */
export interface SlotFacts {
  lang: string;
  page: AnnouncementPageKey;
  base?: string;
}

/** The one marker a slot writes: `<!--announcement {"lang":"en","page":"index"}-->`, replaced by the text. */
const MARKER_START = '<!--announcement ';
const MARKER_END = '-->';

/** The slot's marker: its facts as JSON in a comment (comments are not hashed by the CSP). */
export function slotMarker(facts: SlotFacts): string {
  const json = JSON.stringify(facts);
  // A comment ends at the first "-->": facts that could end it early are a build error.
  if (json.includes('--')) throw new Error(`announcement slot facts cannot sit in a comment: ${json}`);
  return `${MARKER_START}${json}${MARKER_END}`;
}

/** The first slot marker of a page: its facts and where it sits, or null when it has none. */
export function findSlotMarker(html: string): { facts: SlotFacts; start: number; end: number } | null {
  const start = html.indexOf(MARKER_START);
  const end = start < 0 ? -1 : html.indexOf(MARKER_END, start);
  if (end < 0) return null;
  let facts: unknown;
  try {
    facts = JSON.parse(html.slice(start + MARKER_START.length, end));
  } catch {
    return null;
  }
  const { lang, page, base } = (facts ?? {}) as Record<string, unknown>;
  if (typeof lang !== 'string' || typeof page !== 'string' || !Object.hasOwn(ANNOUNCEMENT_ROUTES, page)) return null;
  const found: SlotFacts = { lang, page: page as AnnouncementPageKey, ...(typeof base === 'string' ? { base } : {}) };
  return { facts: found, start, end: end + MARKER_END.length };
}

/** The slot's page attribute as the component writes it, hidden until the edge fills it. */
export const hiddenSlotAttribute = (page: AnnouncementPageKey) => `${SLOT_PAGE_ATTRIBUTE}="${page}" hidden`;
/** The filled bar names its announcement here; the bar's script compares it with the dismissed ids. */
export const CONTENT_ID_ATTRIBUTE = 'data-content-id';
/** localStorage key of the ids a person closed (SPEC 4). */
export const DISMISSED_STORAGE_KEY = 'nexa:announcement-dismissed';
/** Longest announcement text the edge places into a page. */
export const MAX_ANNOUNCEMENT_CHARS = 1_000;
