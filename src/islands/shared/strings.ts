// Islands get their text as props, translated at build time by the page (src/islands/shared/
// pick-strings.ts), so no dictionary ships in a bundle. `fill` puts values into a template.
export type Strings<Key extends string> = Record<Key, string>;

/** Replaces each {{name}} of a build-time string; text stays text (React renders it escaped). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
