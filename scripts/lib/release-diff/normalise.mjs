// A page's HTML as the release diff compares it: a rebuilt asset gets a new content hash in its name
// (/_astro/Header.CkEWzWSy.js) wherever the page names it, so the hash is masked. What the asset
// itself weighs is the bytes report's business, what it draws the pictures'.
const HASHED_ASSET = /(\/_astro\/[^"'\s()<>?#]+?)\.[A-Za-z0-9_-]{8}(\.[a-z0-9]+)(?=["'\s()<>?#]|$)/g;

export const normaliseHtml = (html) => html.replace(HASHED_ASSET, '$1.[hash]$2');

/** The same mask for a JSON value (chrome.json's asset lists): strings are normalised, the rest kept. */
export function normaliseValue(value) {
  if (typeof value === 'string') return normaliseHtml(value);
  if (Array.isArray(value)) return value.map(normaliseValue);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, normaliseValue(item)]));
  return value;
}
