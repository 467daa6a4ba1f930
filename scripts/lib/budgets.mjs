// Size budgets over the built files (budgets.json, gzip bytes): per page of dist/sites.json its HTML,
// its CSS and the JavaScript a visitor's browser runs before any interaction; per island its own
// chunks, lazy ones included. Static, so it can judge any dist/ (the real one in `npm test`, an
// oversized one in its unit test); tests/e2e/budgets.spec.ts checks in Chromium that it counts
// every script a page loads.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fillAnnouncementSlot } from '../../src/edge/announcement.ts';
import { ISLANDS_MANIFEST_FILE, SITES_MANIFEST_FILE } from '../../src/contracts/build-outputs.ts';
import { builtElements } from '../../src/integrations/outputs/built-html.ts';

/**
 * The longest announcement the edge places (MAX_ANNOUNCEMENT_CHARS) with a link: pages are measured
 * as the edge serves them, so whatever it inserts (the bar's text, and any script it ever carries)
 * counts against the budget. Every page key a shell may carry has one.
 */
const SERVED_ANNOUNCEMENT = { content_id: '9'.repeat(12), content: 'Announcement '.repeat(77), link: '/announcements/1' };
const SERVED_ANNOUNCEMENTS = { index: SERVED_ANNOUNCEMENT, wallet: SERVED_ANNOUNCEMENT };
/** A page as the edge serves it to a visitor, its announcement slot filled. */
export const servedHtml = (html) => fillAnnouncementSlot(html, SERVED_ANNOUNCEMENTS, []);

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** budgets.json at the repository root, or the one at `path`. */
export function readBudgets(path = new URL('../../budgets.json', import.meta.url)) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Script types a browser does not execute as JavaScript. */
const DATA_SCRIPT = /^(application\/(ld\+)?json|importmap|speculationrules|text\/template)$/i;
/** Where the build lists each island's module and the hydrate module (src/integrations/island-modules.ts). */

/** Static `import` specifiers of an ES module (`import x from "./a.js"`, `import "./b.js"`), not `import()`. */
export function staticImports(code) {
  return [...code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)].map((match) => match[1]);
}

/** Literal `import("./x.js")` specifiers of a module: the chunks it loads later, on demand. */
export function dynamicImports(code) {
  return [...code.matchAll(/(?:^|[^\w$.])import\(\s*(["'`])([^"'`$]+)\1\s*\)/g)].map((match) => match[2]);
}

/**
 * The URL paths a module pulls in, itself included, resolved against dist/: its static imports,
 * and with `lazy` also every chunk it can `import()` later (and theirs).
 */
async function moduleClosure(distDir, entry, seen = new Set(), lazy = false) {
  if (seen.has(entry) || !entry.startsWith('/')) return seen;
  seen.add(entry);
  const code = await readFile(join(distDir, entry)).then(String);
  const specifiers = lazy ? [...staticImports(code), ...dynamicImports(code)] : staticImports(code);
  for (const specifier of specifiers) {
    if (specifier.startsWith('.') || specifier.startsWith('/')) {
      await moduleClosure(distDir, specifier.startsWith('/') ? specifier : posix.join(posix.dirname(entry), specifier), seen, lazy);
    }
  }
  return seen;
}

async function filesSize(distDir, paths) {
  let gzip = 0;
  for (const path of paths) gzip += gzipSize(await readFile(join(distDir, path)));
  return gzip;
}

/** An island of a page by its name (<nexa-island data-name>): the chunks it fetches when it hydrates. */
const islandOf = (name, manifest) => ({ name, componentUrl: manifest.islands[name] ?? null, rendererUrl: manifest.hydrate });

const readIslandsManifest = async (distDir) => JSON.parse(await readFile(join(distDir, ISLANDS_MANIFEST_FILE), 'utf8'));

/**
 * Gzip sizes of one built page: `html`, `css` (linked stylesheets and inline styles), `js` (inline
 * scripts, module scripts, modulepreloads and everything they import statically; islands load on
 * interaction only), `scripts`, the URL paths counted in `js`, and `islands`, the names of its islands.
 */
export async function measurePage(distDir, file) {
  const html = servedHtml(await readFile(join(distDir, file), 'utf8'));
  const bytes = Buffer.from(html);
  const elements = builtElements(html, ['link', 'style', 'script', 'nexa-island']);
  const links = (rel) => elements.filter(({ tag, attrs }) => tag === 'link' && attrs.rel === rel && attrs.href).map(({ attrs }) => attrs.href);
  const inlineStyles = elements.filter(({ tag }) => tag === 'style').map(({ text }) => text).join('');
  const css = (await filesSize(distDir, links('stylesheet'))) + (inlineStyles ? gzipSize(Buffer.from(inlineStyles)) : 0);

  // <template> content is inert: its scripts run only if code moves them into the page (the account
  // island's template, woken for signed-in people only), so a visitor pays nothing for them.
  const live = elements.filter(({ tag, attrs, inTemplate }) => tag === 'script' && !inTemplate && !(attrs.type && DATA_SCRIPT.test(attrs.type)));
  const inlineScripts = live.filter(({ attrs, text }) => !attrs.src && text.trim()).map(({ text }) => text);
  const entries = new Set([...live.map(({ attrs }) => attrs.src).filter(Boolean), ...links('modulepreload')]);
  const scripts = new Set();
  for (const entry of entries) await moduleClosure(distDir, entry, scripts);
  const js = (await filesSize(distDir, scripts)) + (inlineScripts.length ? gzipSize(Buffer.from(inlineScripts.join('\n'))) : 0);
  const islands = elements.filter(({ tag }) => tag === 'nexa-island').map(({ attrs }) => attrs['data-name']);
  return { html: gzipSize(bytes), css, js, scripts: [...scripts], islands };
}

/**
 * Gzip size of an island's own chunks: every chunk its component loads, statically or later with
 * `import()` (a panel's body, a tab), minus what the renderer brings and what the page already ran
 * before interaction (`loaded`: the chrome's chunk, whose modules the islands share).
 */
export async function measureIsland(distDir, island, loaded = []) {
  const own = await moduleClosure(distDir, island.componentUrl, new Set(), true);
  const shared = island.rendererUrl ? await moduleClosure(distDir, island.rendererUrl) : new Set();
  return filesSize(distDir, [...own].filter((path) => !shared.has(path) && !loaded.includes(path)));
}

const SHELL_LIMITS = [
  ['js', 'jsBeforeInteraction', 'JS before interaction'],
  ['html', 'html', 'HTML'],
  ['css', 'css', 'CSS'],
];

/**
 * Measures every page of `dist/sites.json` (only those of `sites` when given) and every island found
 * in them against `budgets`.
 * Returns `{ pages, islands, violations }`; a violation is one sentence a release engineer can act on.
 * @param {string} distDir
 * @param {ReturnType<typeof readBudgets>} [budgets]
 * @param {readonly string[] | null} [sites]
 */
export async function checkBudgets(distDir, budgets = readBudgets(), sites = null) {
  const listed = JSON.parse(await readFile(join(distDir, SITES_MANIFEST_FILE), 'utf8'));
  const entries = sites ? listed.filter((entry) => sites.includes(entry.site)) : listed;
  const pages = [];
  const islands = new Map();
  const violations = [];
  const manifest = await readIslandsManifest(distDir);
  for (const entry of entries) {
    const { islands: names, ...size } = await measurePage(distDir, entry.file);
    pages.push({ site: entry.site, lang: entry.lang, path: entry.path, file: entry.file, ...size });
    for (const [key, budgetKey, label] of SHELL_LIMITS) {
      const limit = budgets.shell[budgetKey];
      if (size[key] > limit) violations.push(`${entry.file}: ${label} is ${size[key]} B gzip, over its budget of ${limit} B`);
    }
    for (const name of names) if (!islands.has(name)) islands.set(name, { ...islandOf(name, manifest), loaded: size.scripts });
  }
  const islandRows = [];
  for (const [name, island] of islands) {
    const gzip = await measureIsland(distDir, island, island.loaded);
    const budget = budgets.islands?.[name];
    islandRows.push({ name, gzip, budget: budget ?? null });
    if (budget === undefined) violations.push(`island ${name}: ${gzip} B gzip and no budget recorded in budgets.json`);
    else if (gzip > budget) violations.push(`island ${name}: ${gzip} B gzip, over its budget of ${budget} B`);
  }
  return { pages, islands: islandRows, violations };
}
