// Built pages as documents, parsed by happy-dom with scripts, stylesheets and network off: the diff
// reads the markup, it never runs it.
import { Window } from 'happy-dom';

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
});
const parser = new window.DOMParser();

export const parseHtml = (html) => parser.parseFromString(html, 'text/html');

/** An element's visible words, whitespace collapsed. */
export const textOf = (element) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
