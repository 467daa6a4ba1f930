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
/** The filled bar names its announcement here; the bar's script compares it with the dismissed ids. */
export const CONTENT_ID_ATTRIBUTE = 'data-content-id';
/** localStorage key of the ids a person closed (SPEC 4). */
export const DISMISSED_STORAGE_KEY = 'nexa:announcement-dismissed';
/** Longest announcement text the edge places into a page. */
export const MAX_ANNOUNCEMENT_CHARS = 1_000;
