// CSP hash sources of the inline <script> and <style> elements of a built page (csp.json,
// chrome.json). The build hashes the final HTML as a browser parses it (built-html.ts), whatever put
// the element there (Astro, an island, an `is:inline` script), so a page's policy matches its bytes.
import { createHash } from 'node:crypto';
import type { InlineHashes } from '../../edge/csp-hashes.ts';
import { builtElements } from './built-html.ts';

/** The CSP source (`'sha256-…'`) allowing an inline element whose text is `text`. */
export const cspHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hashes every inline script (one without `src`) and every `<style>` element, in document order, without duplicates. */
export function hashInlineElements(html: string): InlineHashes {
  const elements = builtElements(html, ['script', 'style']);
  const inline = elements.filter((element) => element.tag === 'style' || !('src' in element.attrs));
  const hashes = (tag: string) => [...new Set(inline.filter((element) => element.tag === tag).map((element) => cspHash(element.text)))];
  return { scripts: hashes('script'), styles: hashes('style') };
}
