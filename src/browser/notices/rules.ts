// The rules of the EU cookie notice and the region-switch banners (SPEC 4, 9), pure so they are
// tested without a browser. Imports nothing: bundled into the notices script.

/** SPEC 9: the EU cookie notice repeats after 90 days. */
export const COOKIE_NOTICE_REPEAT_MS = 90 * 24 * 60 * 60 * 1000;
/** localStorage key of the time (ms since 1970) the cookie notice was last acknowledged. */
export const COOKIE_NOTICE_STORAGE_KEY = 'nexa:eu-cookie-notice';
/**
 * localStorage key of the visitor's answer to the cookie notice: 'accepted' or 'rejected'. After
 * 'rejected' the click analytics stay off (src/browser/chrome/analytics.ts reads it).
 */
export const COOKIE_CHOICE_STORAGE_KEY = 'nexa:eu-cookie-choice';

/** Set on <html> once the compliance answer was read: the chosen banner's id, or 'none'. */
export const REGION_BANNER_RESULT_ATTRIBUTE = 'data-region-banner-shown';
/** sessionStorage key of a closed region banner: it stays closed for the rest of the visit. */
export const REGION_BANNER_CLOSED_KEY = 'nexa:region-banner-closed';

/** Due when nothing (or something unreadable) is stored, or the last acknowledgement is over 90 days old. */
export function cookieNoticeDue(stored: string | null, now: number): boolean {
  const at = stored === null || !/^\d{1,15}$/.test(stored) ? NaN : Number(stored);
  return !(at <= now) || now - at > COOKIE_NOTICE_REPEAT_MS;
}

export interface BannerCandidate {
  id: string;
  /** The compliance limit flag that shows it. */
  when: string;
}

/**
 * The first banner whose limit flag is set, or null. The flags are the compliance answer's, already
 * read into booleans from the backend's spellings (true, 1, '1': flag in src/lib/compliance-check.ts).
 */
export function bannerToShow(candidates: readonly BannerCandidate[], limit: Readonly<Record<string, boolean | undefined>>): string | null {
  return candidates.find((candidate) => limit[candidate.when] === true)?.id ?? null;
}
