// Wall-clock time of the release build: every site, and one site alone.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export function timeBuild(root, args = []) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), ...args], { cwd: root, encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`build ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  const pages = Number(/done: (\d+) pages/.exec(result.stdout)?.[1] ?? 0);
  return { seconds, pages, pagesPerSecond: pages / seconds };
}
