import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashInlineElements } from './inline-hashes.ts';

const nodeHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const INLINE_SCRIPT = "document.documentElement.dataset.js = 'on'; // é";

describe('inline CSP hashes of a built page', () => {
  it('hashes inline scripts and styles exactly as browsers do, skipping external scripts', () => {
    const page = `<!doctype html><html><head><style>a{color:red}</style><script type="module" src="/_astro/x.js"></script>
<script>${INLINE_SCRIPT}</script></head><body><script type="module">import('/_astro/y.js')</script></body></html>`;
    const hashes = hashInlineElements(page);
    expect(hashes.scripts).toEqual([nodeHash(INLINE_SCRIPT), nodeHash("import('/_astro/y.js')")]);
    expect(hashes.styles).toEqual([nodeHash('a{color:red}')]);
  });

  it('reads the page as a browser does: attribute values, comments, CR LF, templates, SVG, duplicates', () => {
    const page = [
      // A '>' or 'src=' inside an attribute value neither ends the tag nor makes the script external.
      '<script data-note="a>b src=x">one()</script>',
      // A commented-out element is no element.
      '<!-- <script>commented()</script> -->',
      // The parser reads CR LF as LF before the browser hashes the text.
      '<style>a{}\r\nb{}</style>',
      // A template's script runs once code moves it into the page; an SVG's style applies.
      '<template><script>later()</script></template><svg><style>c{}</style></svg>',
      '<script>one()</script><style>a{}\nb{}</style>',
    ].join('');
    expect(hashInlineElements(page)).toEqual({ scripts: [nodeHash('one()'), nodeHash('later()')], styles: [nodeHash('a{}\nb{}'), nodeHash('c{}')] });
  });

  it('finds the elements of a fragment that has no <html> or <head> of its own', () => {
    expect(hashInlineElements('<div class="chrome-fragment"><style>d{}</style><script>f()</script></div>')).toEqual({ scripts: [nodeHash('f()')], styles: [nodeHash('d{}')] });
  });
});
