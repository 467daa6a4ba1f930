// The ten-second summary of a release diff: one line per page that moved (its HTML, links, bytes and
// pictures together), then the route tables, islands and what embedding applications redeploy for;
// and which gates (--fail-on) the findings trip.
import { describeLinks } from './links.mjs';
import { describeMove, isBreach } from './bytes.mjs';
import { formatPercent } from './image-diff.mjs';
import { pageLabel } from './states.mjs';

const SHOWN = 4;
/** "a, b, c, d and 3 more" */
export const shortList = (items) => (items.length > SHOWN ? `${items.slice(0, SHOWN).join(', ')} and ${items.length - SHOWN} more` : items.join(', '));
const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

function pageLines(findings) {
  const lines = new Map();
  const add = (label, text) => lines.set(label, [...(lines.get(label) ?? []), text]);
  for (const entry of findings.pages.added) add(pageLabel(entry), 'page added');
  for (const entry of findings.pages.removed) add(pageLabel(entry), 'page removed');
  for (const { entry, parts } of findings.pages.changed) add(pageLabel(entry), `changed (${parts.join(', ')})`);
  for (const { entry, added, removed } of findings.links) {
    if (removed.length) add(pageLabel(entry), `${plural(removed.length, 'link')} removed (${describeLinks(removed.slice(0, SHOWN))}${removed.length > SHOWN ? ` and ${removed.length - SHOWN} more` : ''})`);
    if (added.length) add(pageLabel(entry), `${plural(added.length, 'link')} added (${describeLinks(added.slice(0, SHOWN))}${added.length > SHOWN ? ` and ${added.length - SHOWN} more` : ''})`);
  }
  for (const row of findings.bytes.pages) add(pageLabel(row), row.moves.map(describeMove).join(', '));
  for (const picture of findings.pictures) add(picture.page, `${picture.label} changed ${formatPercent(picture.percent)}`);
  return [...lines].map(([label, texts]) => `${label}: ${texts.join('; ')}`);
}

function buildLines(findings) {
  const lines = [];
  for (const [site, { added, removed }] of Object.entries(findings.routes)) {
    if (removed.length) lines.push(`${site}: app-routes.json ${plural(removed.length, 'route')} removed (${shortList(removed)})`);
    if (added.length) lines.push(`${site}: app-routes.json ${plural(added.length, 'route')} added (${shortList(added)})`);
  }
  for (const island of findings.bytes.islands) lines.push(describeMove(island));
  if (findings.csp.length) lines.push(`CSP hashes changed in ${plural(findings.csp.length, 'file')} (${shortList(findings.csp.map((row) => row.file))}): embedding applications redeploy their CSP`);
  if (findings.chrome.length) lines.push(`chrome.json changed for ${plural(findings.chrome.length, 'fragment')} (${shortList(findings.chrome.map((row) => `${row.file.replace('/_chrome/', '/').replace('/chrome.json', '')} ${row.fields.join('+')}`))})`);
  return lines;
}

/** Which of `failOn`'s gates the findings trip. */
export function trippedGates(findings, failOn) {
  const tripped = {
    links: findings.links.some((row) => row.added.length || row.removed.length) || Object.keys(findings.routes).length > 0,
    bytes: findings.bytes.pages.some((row) => row.moves.some(isBreach)) || findings.bytes.islands.some(isBreach),
    pictures: findings.pictures.length > 0,
  };
  return failOn.filter((gate) => tripped[gate]);
}

/** The summary's lines; the first says in a few words how much moved. */
export function summaryLines(findings) {
  const { pages } = findings;
  const moved = pages.added.length + pages.removed.length + pages.changed.length;
  const linkCount = findings.links.reduce((sum, row) => sum + row.added.length + row.removed.length, 0);
  const detail = [...pageLines(findings), ...buildLines(findings)];
  const head = detail.length
    ? `${moved} of ${pages.total} pages changed (${pages.added.length} added, ${pages.removed.length} removed), ${plural(linkCount, 'link')} added or removed, bytes moved on ${plural(findings.bytes.pages.length, 'page')}, ${findings.pictures.length} of ${findings.picturesTaken} pictures changed`
    : `no change: ${plural(pages.total, 'page')}, their links, bytes, CSP and chrome.json, and ${findings.picturesTaken} pictures are the same`;
  const notes = findings.notes.map((note) => `note: ${note}`);
  return [head, ...detail, ...notes];
}
