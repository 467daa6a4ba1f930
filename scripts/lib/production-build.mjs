// What `npm run deploy:check` asks of dist/ before a deploy: no file points at a path only the local
// sandbox answers (the account switcher, the error reporter: 404 on a Worker deploy), and no file names a
// local host (`localhost`, `<site>.localhost`: trusted for links, or a language switch that stays
// local). A build made by `npm start` (or `npm run build -- --local`) fails; `npm run build` passes.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { SANDBOX_ONLY_PATHS } from '../../sandbox/build-env.ts';

const TEXT_FILE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;
/**
 * A local host as a value: quoted (JSON, attributes, island props) or in a URL. Library code that
 * merely recognises one (a `/^https?:\/\/(localhost|...)/` test) is no host the build names; our
 * host names are lower case, so a `localHost` property name is none either.
 */
const LOCAL_HOST = /(?:&quot;|["'`]|https?:\/\/)(?:[a-z0-9-]+\.)*localhost(?::\d+)?(?:&quot;|["'`/]|$)/m;
const SHOWN_FILES = 3;

async function textFiles(folder) {
  const found = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await textFiles(full)));
    else if (TEXT_FILE.test(entry.name)) found.push(full);
  }
  return found;
}

/** One line per kind of leak, naming the first few files that hold it; empty for a clean production build. */
export async function productionBuildProblems(dist) {
  const leaks = new Map();
  const note = (what, file) => leaks.set(what, [...(leaks.get(what) ?? []), relative(dist, file).split(sep).join('/')]);
  for (const file of await textFiles(dist)) {
    const text = await readFile(file, 'utf8');
    for (const path of SANDBOX_ONLY_PATHS) if (text.includes(path)) note(`points at the sandbox path ${path}`, file);
    if (LOCAL_HOST.test(text)) note('names a local host (localhost)', file);
  }
  return [...leaks].map(([what, files]) =>
    `dist/ ${what} in ${files.length} file(s): ${files.slice(0, SHOWN_FILES).join(', ')}${files.length > SHOWN_FILES ? ', ...' : ''} (build for production: npm run build)`);
}
