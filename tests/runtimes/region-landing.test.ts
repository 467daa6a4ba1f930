// SPEC 2's region redirect lands on a page: every section it sends a logged-out visitor of the EU,
// JP, US and UK hosts to is, under that region's prefix on the main host, a page wearing the chrome
// (an application's, through the route table), never the 404 the visitor was sent to before.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/index.ts';
import { createAppStandIn } from '../../sandbox/apps/index.ts';
import { appRouteMatcher } from '../../src/edge/app-routes.ts';
import { REGION_REDIRECT_SECTIONS } from '../../src/edge/region-redirect.ts';
import { builtDist } from '../support/dist.ts';
import { appRoutesManifest } from '../../src/integrations/outputs/app-routes.ts';
import { localizePath } from '../../src/i18n/locales.ts';
import { sites } from '../../src/sites/index.ts';
import { createApp } from '../../src/server/app.ts';

const REGIONAL = sites.filter((site) => site.regionPrefix);

describe('the region redirect lands on a page', () => {
  it("lists every section, with any sub-path, under each region prefix in each of the region's languages", () => {
    const matcher = appRouteMatcher(appRoutesManifest());
    const missing: string[] = [];
    for (const site of REGIONAL) {
      for (const lang of site.languages) {
        const prefix = `${site.regionPrefix}${localizePath('/', lang).slice(0, -1)}`;
        for (const section of REGION_REDIRECT_SECTIONS) {
          for (const path of [`${prefix}/${section}`, `${prefix}/${section}/x`, `${prefix}/${section}/x/y z`]) {
            if (!matcher.has('main', path)) missing.push(path);
          }
          // A signed-in person is not redirected: the region's own host answers the same path.
          if (!matcher.has(site.key, `${localizePath('/', lang).slice(0, -1)}/${section}/x`)) missing.push(`${site.key}: ${section}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  describe('over npm start (the sandbox, the stand-in applications)', () => {
    let app: ReturnType<typeof createApp>;
    beforeAll(() => {
      app = createApp({ root: builtDist(), before: [createSandbox({ faults: '' })], apps: createAppStandIn({ chrome: (request) => app(request) }) });
    }, 120_000);

    it.each(REGIONAL.map((site) => [site.key, site.regionPrefix!] as const))('%s: each section (one request per family) answers 200 with the chrome after the redirect', async (key, prefix) => {
      for (const section of ['', ...REGION_REDIRECT_SECTIONS]) {
        const path = section ? `/${section}/x` : '/';
        const redirect = await app(new Request(`http://${key}.localhost${path}`));
        expect(redirect.status, path).toBe(302);
        const location = new URL(redirect.headers.get('location')!);
        expect(location.pathname).toBe(`${prefix}${path}`);
        const landed = await app(new Request(location));
        const html = await landed.text();
        expect(landed.status, location.pathname).toBe(200);
        expect(html, location.pathname).toMatch(new RegExp(`<header class="site-header" data-site="${key}"`));
        expect(html, location.pathname).toContain('<footer class="site-footer"');
      }
    });
  });
});
