// Which pages of dist/sites.json the axe sweep visits. `npm test` takes every English page plus a
// rotating sample of the other languages (a different set each day, so the full set is covered within
// a week) and Arabic always, the one right-to-left layout; `npm run a11y` (A11Y_FULL=1) takes them all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BuiltPage {
  site: string;
  lang: string;
  path: string;
  file: string;
}

const ALWAYS = ['en', 'ar'];
const ROTATING_PER_RUN = 3;
const DAY_MS = 86_400_000;

/** The languages of this run: ALWAYS plus ROTATING_PER_RUN others, chosen by `rotation`. */
export function languagesForRun(languages: string[], rotation: number): string[] {
  const others = [...new Set(languages)].filter((lang) => !ALWAYS.includes(lang)).sort();
  const start = (rotation * ROTATING_PER_RUN) % Math.max(others.length, 1);
  const picked = Array.from({ length: Math.min(ROTATING_PER_RUN, others.length) }, (_, index) => others[(start + index) % others.length]);
  return [...ALWAYS, ...picked];
}

/** The pages to sweep: all with A11Y_FULL=1, otherwise this run's languages (A11Y_ROTATION overrides the day). */
export function pagesToSweep(distDir: string, env = process.env): { pages: BuiltPage[]; languages: string[] | 'all' } {
  const pages: BuiltPage[] = JSON.parse(readFileSync(join(distDir, 'sites.json'), 'utf8'));
  if (env.A11Y_FULL === '1') return { pages, languages: 'all' };
  const rotation = env.A11Y_ROTATION ? Number(env.A11Y_ROTATION) : Math.floor(Date.now() / DAY_MS);
  const languages = languagesForRun(pages.map((page) => page.lang), rotation);
  return { pages: pages.filter((page) => languages.includes(page.lang)), languages };
}
