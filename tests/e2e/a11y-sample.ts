// Which pages the axe sweep visits. `npm test` takes one page per distinct chrome state, the same
// every day: left to right (main English), right to left (main Arabic), the site with the most
// hidden features (UK), and the dark theme (main English). Signed in, each island open and the
// drawer open are swept by the specs that open them (account-loading, preferences, market-search,
// header-a11y, navigation-reading). `npm run a11y` (A11Y_FULL=1) takes every page of every site.
// Pages come from the site registry (src/sites/pages.ts), not from dist/: the spec list never
// depends on a build that the web server may still be refreshing.
import { listShellPages, type ShellPage } from '../../src/sites/pages.ts';

export interface SweptPage extends Pick<ShellPage, 'site' | 'path'> {
  theme?: 'dark';
}

export const STATES: readonly SweptPage[] = [
  { site: 'main', path: '/' },
  { site: 'main', path: '/ar/' },
  { site: 'uk', path: '/' },
  { site: 'main', path: '/', theme: 'dark' },
];

/** The pages to sweep: every shell page with A11Y_FULL=1, otherwise the distinct states. */
export function pagesToSweep(env = process.env): { pages: readonly SweptPage[]; full: boolean } {
  if (env.A11Y_FULL === '1') return { pages: listShellPages(), full: true };
  return { pages: STATES, full: false };
}
