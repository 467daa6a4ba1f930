// Which part of a changed page differs (head, header, drawer, More, footer, or the page between), so a
// release engineer knows where to look before opening a picture.
import { normaliseHtml } from './normalise.mjs';

const PARTS = [
  ['head', 'head'],
  ['drawer', '#site-drawer'],
  ['More', '[data-nav-more]'],
  ['header', 'header'],
  ['footer', 'footer'],
];

/** Normalised markup of each part; a part inside another (the drawer in the header) is taken out of it first. */
export function partsOf(document) {
  const root = document.documentElement.cloneNode(true);
  const parts = {};
  for (const [name, selector] of PARTS) {
    const element = root.querySelector(selector);
    parts[name] = element ? normaliseHtml(element.outerHTML) : '';
    element?.remove();
  }
  parts.page = normaliseHtml(root.outerHTML);
  return parts;
}

export function changedParts(baseDocument, newDocument) {
  const before = partsOf(baseDocument);
  const after = partsOf(newDocument);
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}
