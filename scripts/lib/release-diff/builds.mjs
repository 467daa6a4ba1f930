// The text findings of a release diff, read from two built dist/ folders: pages, links, route tables,
// bytes against the base and budgets.json, CSP hashes and chrome.json.
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROUTES_FILE, CSP_MANIFEST_FILE, SITES_MANIFEST_FILE } from '../../../src/contracts/build-outputs.ts';
import { checkBudgets } from '../budgets.mjs';
import { parseHtml } from './dom.mjs';
import { diffPages, onSites } from './pages.mjs';
import { diffLinks, diffRoutes, pageLinks } from './links.mjs';
import { changedParts } from './parts.mjs';
import { islandMoves, pageMoves } from './bytes.mjs';
import { diffChromeJson, diffCsp } from './contract.mjs';

const readJson = async (path, otherwise) => (existsSync(path) ? JSON.parse(await readFile(path, 'utf8')) : otherwise);

/** `{ "<site>/_chrome/<lang>/chrome.json": json }` of a build's fragments, narrowed to `sites`. */
async function chromeFiles(dist, sites) {
  const files = {};
  for (const site of await readdir(dist, { withFileTypes: true })) {
    if (!site.isDirectory() || (sites && !sites.includes(site.name))) continue;
    const chrome = join(dist, site.name, '_chrome');
    if (!existsSync(chrome)) continue;
    for (const lang of await readdir(chrome)) {
      const file = `${site.name}/_chrome/${lang}/chrome.json`;
      if (existsSync(join(dist, file))) files[file] = await readJson(join(dist, file));
    }
  }
  return files;
}

/** Bytes of both builds' pages of `sites` (measured only there), each against its own budgets.json: per page and per island. */
async function bytesOf(dists, sites, [baseBudgets, budgets], same) {
  const [before, after] = await Promise.all([checkBudgets(dists[0], baseBudgets, sites), checkBudgets(dists[1], budgets, sites)]);
  const unchanged = new Set(same.map((entry) => `${entry.site}|${entry.path}`));
  const pages = pageMoves(before.pages, after.pages, budgets, (page) => unchanged.has(`${page.site}|${page.path}`));
  return { pages, islands: islandMoves(before.islands, after.islands) };
}

/**
 * Everything but the pictures. `dists`: `[base, new]` dist folders; `sites`: null for every site;
 * `budgets`: `[base, new]` budgets.json contents (an island's budget entry is part of a release).
 */
export async function diffBuilds(dists, sites, budgets) {
  const [baseEntries, newEntries] = await Promise.all(dists.map(async (dist) => onSites(await readJson(join(dist, SITES_MANIFEST_FILE), []), sites)));
  const html = new Map();
  const read = async (side, entry) => {
    const key = `${side}|${entry.file}`;
    if (!html.has(key)) html.set(key, await readFile(join(dists[side === 'base' ? 0 : 1], entry.file), 'utf8'));
    return html.get(key);
  };
  const pages = await diffPages(baseEntries, newEntries, read);
  const baseByPath = new Map(baseEntries.map((entry) => [`${entry.site}|${entry.path}`, entry]));
  const changed = [];
  const links = [];
  // Only changed pages are parsed: an unchanged page has the same links and parts.
  for (const entry of pages.changed) {
    const [before, after] = [parseHtml(await read('base', baseByPath.get(`${entry.site}|${entry.path}`))), parseHtml(await read('new', entry))];
    changed.push({ entry, parts: changedParts(before, after) });
    const moved = diffLinks(pageLinks(before), pageLinks(after));
    if (moved.added.length || moved.removed.length) links.push({ entry, ...moved });
  }
  const [baseRoutes, newRoutes, baseCsp, newCsp, baseChrome, newChrome] = await Promise.all([
    ...dists.map((dist) => readJson(join(dist, APP_ROUTES_FILE), {})),
    ...dists.map((dist) => readJson(join(dist, CSP_MANIFEST_FILE), {})),
    ...dists.map((dist) => chromeFiles(dist, sites)),
  ]);
  return {
    pages: { added: pages.added, removed: pages.removed, changed, total: newEntries.length },
    links,
    routes: diffRoutes(baseRoutes, newRoutes, sites),
    bytes: await bytesOf(dists, sites, budgets, pages.same),
    csp: diffCsp(baseCsp, newCsp, sites),
    chrome: diffChromeJson(baseChrome, newChrome),
  };
}
