// Reads built HTML (Astro's output) with parse5, the WHATWG HTML parser, never with regular
// expressions: an element is then what a browser makes of the bytes (a `>` inside an attribute
// value, a comment, `<noscript>`, CR LF read as LF, `<template>` content). Build and tooling only
// (csp.json, chrome.json, the budgets): the edge reads their results and carries no parser.
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

/** One element of a built page, as a browser would build it. */
export interface BuiltElement {
  /** Lower-case tag name (`script`, `style`, `link`, `nexa-island`, ...). */
  tag: string;
  attrs: Readonly<Record<string, string>>;
  /** Its text children joined: a script's or style's source as the browser runs and hashes it. */
  text: string;
  /** Inside a `<template>`: inert until code moves it into the page. */
  inTemplate: boolean;
}

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;
type Template = DefaultTreeAdapterTypes.Template;

const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is Element => 'tagName' in node;
const textOf = (element: Element) =>
  element.childNodes.map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : '')).join('');

function collect(parent: ParentNode, tags: ReadonlySet<string>, inTemplate: boolean, found: BuiltElement[]): void {
  for (const node of parent.childNodes) {
    if (!isElement(node)) continue;
    if (tags.has(node.tagName)) {
      found.push({ tag: node.tagName, attrs: Object.fromEntries(node.attrs.map(({ name, value }) => [name, value])), text: textOf(node), inTemplate });
    }
    collect(node, tags, inTemplate, found);
    if (node.tagName === 'template') collect((node as Template).content, tags, true, found);
  }
}

/** The elements named in `tags` of a built page or fragment, in document order. */
export function builtElements(html: string, tags: Iterable<string>): BuiltElement[] {
  const found: BuiltElement[] = [];
  collect(parse(html), new Set(tags), false, found);
  return found;
}
