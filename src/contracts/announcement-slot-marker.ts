// The one marker an announcement slot writes where its text goes, with the facts the edge needs to
// fill it, so the edge reads no HTML structure (docs/edge.md). The build (the slot component) and
// the edge use it; the bar's inline script, which imports the slot's contract, does not.
import { ANNOUNCEMENT_ROUTES, SLOT_PAGE_ATTRIBUTE, type AnnouncementPageKey } from './announcement-slot-contract.ts';

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
