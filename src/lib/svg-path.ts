// Build-time only (imported by .astro components): an SVG path with its numbers rounded, through
// svgo, which knows path syntax (arcs' packed flags included). Brand marks drawn at 16 px lose
// nothing at one decimal on their 24-unit box (0.07 px) and weigh a third as much in every page.
import { optimize } from 'svgo';

const cache = new Map<string, string>();

export function compactSvgPath(d: string, precision = 1): string {
  const key = `${precision}:${d}`;
  let compact = cache.get(key);
  if (compact === undefined) {
    const svg = optimize(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${d}"/></svg>`, { floatPrecision: precision, multipass: true }).data;
    compact = /\sd="([^"]+)"/.exec(svg)?.[1] ?? d;
    cache.set(key, compact);
  }
  return compact;
}
