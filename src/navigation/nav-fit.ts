// Which top-navigation entries the bar shows before any script has measured it (first paint, and for
// good with scripting off): a container query per entry, from a build-time estimate of every label's
// width in the nav's own font units (`ch` for alphabetic text, `ic` for CJK), rounded up. An entry
// whose end would pass the nav's width (minus the More button's) goes into the More menu instead.
// The estimate only ever errs wide: an entry it keeps in the bar fits, so nothing is cut and every
// entry is in the bar or in More; once the chrome's script runs it measures the real widths
// (src/browser/chrome/nav-overflow.ts) and this stylesheet stands down (`data-measured`).
import { below, from } from '../contracts/breakpoints.ts';

/** Horizontal room of one entry beside its label, px (header.css: padding, 24 px chevron target, chevron). */
export const ENTRY_CHROME_PX = { link: 12, linkWithToggle: 30, toggleOnly: 26 } as const;
/** The nav's labels are 13 px in a 14 px container: `ch` and `ic` of the container, scaled. */
const LABEL_SCALE = 13 / 14;
/** Margin over the estimate, for fonts wider than the ones the per-character widths describe. */
const SAFETY = 1.05;

export type EntryShape = keyof typeof ENTRY_CHROME_PX;

export interface FitEntry {
  label: string;
  shape: EntryShape;
  /** Shown only from 1440 px (SPEC 9); below that it is always in More. */
  wideOnly: boolean;
}

/** A width as `ch` (alphabetic), `ic` (ideographic) and px parts. */
export interface Width { ch: number; ic: number; px: number }

const IDEOGRAPHIC = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uff60]/u;
const NARROW = /[\s.,:;'’!|()\-/&ilIjtfr]/u;
const WIDE = /[mwMWOQ@%]/u;
const UPPER = /\p{Lu}/u;
/** Combining marks (Thai vowels and tones, Arabic harakat) take no advance of their own. */
const MARK = /\p{M}/u;
const ARABIC = /[\u0600-\u06ff]/u;

/** One character's advance, in `ch` (the width of "0") or `ic` (the width of "水"). */
function advance(char: string): Width {
  if (MARK.test(char)) return { ch: 0, ic: 0, px: 0 };
  if (IDEOGRAPHIC.test(char)) return { ch: 0, ic: 1, px: 0 };
  if (ARABIC.test(char)) return { ch: 0.8, ic: 0, px: 0 };
  if (NARROW.test(char)) return { ch: 0.55, ic: 0, px: 0 };
  if (WIDE.test(char)) return { ch: 1.5, ic: 0, px: 0 };
  if (UPPER.test(char)) return { ch: 1.2, ic: 0, px: 0 };
  return { ch: 1, ic: 0, px: 0 };
}

export function add(a: Width, b: Width): Width {
  return { ch: a.ch + b.ch, ic: a.ic + b.ic, px: a.px + b.px };
}

/** Estimated width of one entry: its label at the nav's size, and its padding and chevron. */
export function entryWidth(entry: Pick<FitEntry, 'label' | 'shape'>): Width {
  let label: Width = { ch: 0, ic: 0, px: 0 };
  for (const char of entry.label) label = add(label, advance(char));
  const scale = LABEL_SCALE * SAFETY;
  return { ch: label.ch * scale, ic: label.ic * scale, px: ENTRY_CHROME_PX[entry.shape] };
}

const round = (value: number) => Math.ceil(value * 100) / 100;

export function cssLength(width: Width): string {
  const parts = [`${round(width.ch)}ch`, `${round(width.ic)}ic`, `${round(width.px)}px`];
  return `calc(${parts.join(' + ')})`;
}

/** The container-query rules of one range of widths: each entry's own hiding width, in order. */
function rulesFor(entries: FitEntry[], more: Width, wide: boolean): string {
  const rules: string[] = [];
  let end: Width = { ch: 0, ic: 0, px: 0 };
  const shown = entries.map((entry, index) => ({ entry, nth: index + 1 })).filter(({ entry }) => wide || !entry.wideOnly);
  // More is there anyway when it holds the wide-only entries.
  const moreAlways = shown.length < entries.length;
  shown.forEach(({ entry, nth }, position) => {
    end = add(end, entryWidth(entry));
    // Otherwise the last entry needs no room for More: if it fits, everything does and More is not shown.
    const limit = position === shown.length - 1 && !moreAlways ? end : add(end, more);
    rules.push(`@container top-nav (width < ${cssLength(limit)}){${hide(nth)}}`);
  });
  if (!wide) entries.forEach((entry, index) => { if (entry.wideOnly) rules.push(hide(index + 1)); });
  return rules.join('');
}

const ESTIMATED = '.top-nav:not([data-measured])';
const hide = (nth: number) =>
  `${ESTIMATED} .nav-item:nth-child(${nth}){display:none}` +
  `${ESTIMATED} .more-entry:nth-child(${nth}){display:block}` +
  `${ESTIMATED} .nav-more{display:flex}`;

/** The stylesheet that places `entries` between the bar and More before the nav is measured. */
export function navFitCss(entries: FitEntry[], moreLabel: string): string {
  const more = entryWidth({ label: moreLabel, shape: 'toggleOnly' });
  const narrow = rulesFor(entries, more, false);
  const wide = rulesFor(entries, more, true);
  return `@media ${below('wide')}{${narrow}}@media ${from('wide')}{${wide}}`;
}
