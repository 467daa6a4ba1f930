// Latin-script names (brands, legal entities) inside right-to-left text. Left alone, the bidi
// algorithm gives their trailing punctuation to the surrounding Arabic, so the period of "Inc."
// jumps to the far side of the name; isolated (<bdi>), each name reads as one left-to-right run.

export interface TextPart {
  text: string;
  /** A left-to-right run to isolate from the right-to-left text around it. */
  isolate: boolean;
}

// From a Latin letter to the last letter, digit or period of the run: "Nexa Technology Inc.",
// "Nexa FZE", "Virtual Assets Regulatory Authority". Spaces inside join words of one name.
const LATIN_RUN = /[A-Za-z][A-Za-z0-9&'.\- ]*[A-Za-z0-9.]|[A-Za-z]/g;

/** Splits `text` into plain parts and the Latin runs to isolate. */
export function splitLatinRuns(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN_RUN)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), isolate: false });
    parts.push({ text: match[0], isolate: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), isolate: false });
  return parts;
}
