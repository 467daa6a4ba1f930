// Build progress from Astro's own prerenderer: the default one is wrapped to count the pages it
// renders, so progress never depends on the wording of Astro's console output.
import type { AstroIntegrationLogger, AstroPrerenderer } from 'astro';

/** Reports "pages done/total" about ten times per build, and always the last page. */
export function countingPrerenderer(inner: AstroPrerenderer, logger: AstroIntegrationLogger): AstroPrerenderer {
  let total = 0;
  let done = 0;
  let lastShown = 0;
  return {
    ...inner,
    name: `${inner.name}+progress`,
    getStaticPaths: async () => {
      const paths = await inner.getStaticPaths();
      total = paths.length;
      return paths;
    },
    render: async (request, options) => {
      const rendered = await inner.render(request, options);
      done += 1;
      if (done === total || done - lastShown >= Math.max(1, Math.floor(total / 10))) {
        lastShown = done;
        logger.info(`pages ${done}/${total}`);
      }
      return rendered;
    },
  };
}
