// The embeddable header and footer (src/components/ChromeFragment.astro) of every shell page, each
// written by Astro as it is: dist/<site>/_chrome/<folder>/<part>.html. Astro's container API renders
// the component as a partial (no doctype, no head); the build names the files it needs in chrome.json
// (src/integrations/outputs/chrome-fragments.ts). ([chrome] is always '_chrome': a file or folder
// named with a leading underscore would not be a route.)
import type { APIRoute, GetStaticPaths } from 'astro';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import ChromeFragment from '../../../../components/ChromeFragment.astro';
import { CHROME_DIR, listChromeFragments, type ChromeFragment as Fragment } from '../../../../sites/chrome-fragments.ts';
import { selectedSiteKeys } from '../../../../sites/selection.ts';

export const getStaticPaths = (() =>
  listChromeFragments(selectedSiteKeys(process.env.SITES)).map((fragment) => ({
    params: { site: fragment.site, chrome: CHROME_DIR, lang: fragment.folder, part: fragment.part },
    props: { fragment },
  }))) satisfies GetStaticPaths;

let container: Promise<AstroContainer> | undefined;

export const GET: APIRoute<{ fragment: Fragment }> = async ({ props }) => {
  container ??= AstroContainer.create();
  const markup = await (await container).renderToString(ChromeFragment, { props, partial: true });
  return new Response(`${markup.trim()}\n`, { headers: { 'content-type': 'text/html; charset=utf-8' } });
};
