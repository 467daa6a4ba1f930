// The import graph of src/ by folder (src/<folder>/...): every relative import, export-from and
// dynamic import() of the .ts, .tsx, .astro and .mjs files, type-only imports and tests included.
// FOLDER_ORDER lists the folders lowest first: a file may import from its own folder or a lower
// one, never a higher one, so the graph has no circle. docs/architecture.md explains the order.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/** src/ folders, lowest first. */
export const FOLDER_ORDER = [
  'contracts', 'styles', 'i18n', 'sites', 'lib', 'navigation', 'edge', 'stores', 'directives', 'browser',
  'islands', 'components', 'layouts', 'pages', 'integrations', 'server',
];

/** Folders outside src/ that must not import from some src/ folders: the sandbox serves the API, not the islands. */
export const FORBIDDEN = [{ from: 'sandbox', to: 'src/islands' }];

const SOURCE_FILE = /\.(ts|tsx|astro|mjs)$/;
// import x from '...', import '...', export { x } from '...', import('...'), import type x from '...'.
const SPECIFIER = /(?:^|[\s;}])(?:import|export)\s*(?:type\s+)?(?:[\w*${},\s]*?\s*from\s*)?['"]([^'"\n]+)['"]|\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

function* sourceFiles(dir) {
  // Sorted: the same tree lists its problems in the same order on every file system.
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE_FILE.test(entry.name)) yield path;
  }
}

/** Relative specifiers a file imports, resolved against the root (query suffixes such as ?raw dropped). */
export function importsOf(root, file) {
  const text = readFileSync(join(root, file), 'utf8');
  const targets = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = (match[1] ?? match[2]).split('?')[0];
    if (specifier.startsWith('.')) targets.push(normalize(join(dirname(file), specifier)).split(sep).join('/'));
  }
  return targets;
}

const folderOf = (path) => (path.startsWith('src/') && path.split('/').length > 2 ? path.split('/')[1] : null);

/** Every import edge between two different src/ folders: { from, to, file, target }. */
export function folderEdges(root, dirs = ['src']) {
  const edges = [];
  for (const dir of dirs) {
    for (const path of sourceFiles(join(root, dir))) {
      const file = relative(root, path).split(sep).join('/');
      for (const target of importsOf(root, file)) edges.push({ from: folderOf(file) ?? file.split('/')[0], to: folderOf(target), file, target });
    }
  }
  return edges;
}

/** What breaks the layering: unknown folders, imports from a higher folder, forbidden imports. */
export function graphProblems(root) {
  const rank = new Map(FOLDER_ORDER.map((folder, index) => [folder, index]));
  const problems = [];
  for (const edge of folderEdges(root)) {
    if (!edge.to || edge.from === edge.to) continue;
    for (const folder of [edge.from, edge.to]) {
      if (!rank.has(folder)) problems.push(`${edge.file}: src/${folder}/ is not in FOLDER_ORDER`);
    }
    if (rank.get(edge.to) > rank.get(edge.from)) problems.push(`${edge.file} imports ${edge.target}: src/${edge.from}/ is below src/${edge.to}/`);
  }
  for (const rule of FORBIDDEN) {
    for (const edge of folderEdges(root, [rule.from])) {
      if (edge.target.startsWith(`${rule.to}/`)) problems.push(`${edge.file} imports ${edge.target}: ${rule.from}/ never imports ${rule.to}/`);
    }
  }
  return [...new Set(problems)];
}

/** Folder-to-folder import counts, for reading the graph: "from -> to: n". */
export function folderSummary(root) {
  const counts = new Map();
  for (const edge of folderEdges(root)) {
    if (!edge.to || edge.from === edge.to) continue;
    const key = `${edge.from} -> ${edge.to}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort().map(([key, count]) => `${key}: ${count}`);
}
