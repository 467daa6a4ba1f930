// The stylesheets' custom media (`@media (--below-tablet)`, `@media (--from-desktop) and ...`),
// replaced with the queries of src/contracts/breakpoints.ts before Vite processes the CSS, in every
// CSS file and Astro <style> block, in the build and under `astro dev`. A name the module does not
// define stops the build: a misspelt query would otherwise silently never match.
import type { Plugin } from 'vite';
import { below, BREAKPOINTS, from, type Breakpoint } from '../contracts/breakpoints.ts';

/** Every custom media name the stylesheets may use, with its query. */
export const CUSTOM_MEDIA: ReadonlyMap<string, string> = new Map(
  (Object.keys(BREAKPOINTS) as Breakpoint[]).flatMap((name) => [[`--below-${name}`, below(name)], [`--from-${name}`, from(name)]]),
);

// A CSS file, or an Astro component's style block (`Footer.astro?astro&type=style&index=0&lang.css`).
const STYLESHEET = /\.css(?:$|\?)|[?&]lang\.css$/;
// The prelude of an @media rule, and a custom media reference inside it.
const MEDIA_PRELUDE = /@media\b[^{;]*/g;
const CUSTOM_MEDIA_REFERENCE = /\((--[a-z0-9-]+)\)/g;

/** `css` with each custom media reference of its @media rules replaced; throws on an unknown name. */
export function replaceCustomMedia(css: string, file = 'stylesheet'): string {
  return css.replace(MEDIA_PRELUDE, (prelude) =>
    prelude.replace(CUSTOM_MEDIA_REFERENCE, (_, name: string) => {
      const query = CUSTOM_MEDIA.get(name);
      if (!query) throw new Error(`${file}: unknown custom media ${name} (src/contracts/breakpoints.ts defines ${[...CUSTOM_MEDIA.keys()].join(', ')})`);
      return query;
    }),
  );
}

export function breakpointsCssPlugin(): Plugin {
  return {
    name: 'nexa-breakpoints-css',
    enforce: 'pre',
    transform(code, id) {
      if (!STYLESHEET.test(id) || !code.includes('(--')) return undefined;
      return { code: replaceCustomMedia(code, id.split('?')[0]), map: null };
    },
  };
}
