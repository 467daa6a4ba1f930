// The base of a release diff as a built dist/ folder: a folder given as such is used as it is; a git
// ref is checked out in a temporary `git worktree` and built there for npm start's local world (the
// pictures need the sandbox), with this checkout's node_modules linked in, so no install runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const git = (root, args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

/** Runs the base's own build in `dir`, reporting its page count as it goes; rejects with its output's tail. */
function buildIn(dir, log) {
  const child = spawn(process.execPath, [join(dir, 'scripts', 'build.mjs'), '--local'], {
    cwd: dir,
    // A production bundle whoever runs it (scripts/lib/ensure-built.mjs says why).
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let shown = 0;
  const collect = (chunk) => {
    output = (output + chunk).slice(-20_000);
    const pages = [...output.matchAll(/pages (\d+)\/(\d+)/g)].at(-1);
    if (pages && Number(pages[1]) >= shown + 40) {
      shown = Number(pages[1]);
      log(`base: building, pages ${pages[1]}/${pages[2]}`);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => (code === 0 ? done() : fail(new Error(`the base's build failed (exit ${code}):\n${output.split('\n').slice(-30).join('\n')}`))));
  });
}

/**
 * `{ dist, label, budgets, cleanup }` for `base`: an existing folder holding sites.json, or a git ref
 * of the repository at `root`, built in a temporary worktree that `cleanup` removes. `budgets`: the
 * ref's budgets.json (null for a folder, which carries none).
 */
export async function prepareBase(root, base, log) {
  const folder = resolve(root, base);
  if (existsSync(join(folder, 'sites.json'))) return { dist: folder, label: `folder ${base}`, budgets: null, cleanup: async () => {} };
  const commit = git(root, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`]).stdout.trim();
  if (!commit) throw new Error(`--base ${base} is neither a built dist folder (no sites.json in it) nor a git ref`);
  const dir = await mkdtemp(join(tmpdir(), 'release-diff-base-'));
  const cleanup = async () => {
    git(root, ['worktree', 'remove', '--force', dir]);
    await rm(dir, { recursive: true, force: true });
    git(root, ['worktree', 'prune']);
  };
  try {
    const added = git(root, ['worktree', 'add', '--detach', '--quiet', dir, commit]);
    if (added.status !== 0) throw new Error(`git worktree add failed: ${added.stderr}`);
    // The dependencies of this checkout, linked: Vite and Astro follow the link to the real files.
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    log(`base: ${base} is ${commit.slice(0, 10)}, building it in ${dir}`);
    await buildIn(dir, log);
  } catch (error) {
    await cleanup();
    throw error;
  }
  const budgets = existsSync(join(dir, 'budgets.json')) ? JSON.parse(await readFile(join(dir, 'budgets.json'), 'utf8')) : null;
  return { dist: join(dir, 'dist'), label: `${base} (${commit.slice(0, 10)})`, budgets, cleanup };
}
