import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { productionBuildProblems } from './production-build.mjs';

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

/** A small dist/ holding these files. */
function distWith(files: Record<string, string>): string {
  dist = mkdtempSync(join(tmpdir(), 'production-build-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), text);
  }
  return dist;
}

// What production pages hold: the production switcher, island props naming `localHost` (a property, not a
// host), and a library that only recognises local URLs.
const CLEAN = {
  'main/index.html': '<nexa-island data-name="AccountIsland" data-props="{&quot;localHost&quot;:&quot;&quot;,&quot;switcherScript&quot;:&quot;https://static.nexa.exchange/account-switcher/v1.js&quot;}"></nexa-island>',
  '_astro/environment.js': 'var M=/^(http|https):\\/\\/(localhost|127\\.0\\.0\\.1)/.test(location.href);',
  'csp.json': '{"main/index.html":{"scripts":[],"styles":[],"sources":{"img":["https://static.nexa.exchange"]}}}',
};

describe('deploy:check on dist/', () => {
  it('passes a production build', async () => {
    expect(await productionBuildProblems(distWith(CLEAN))).toEqual([]);
  });

  it.each([
    ['the sandbox account switcher', 'main/index.html', '&quot;switcherScript&quot;:&quot;/static/account-switcher/v1.js&quot;', /sandbox path \/static\/account-switcher\/v1\.js in 1 file\(s\): main\/index\.html/],
    ['the sandbox error reporter', 'tr/_chrome/en/footer.html', '<footer data-error-reporter="/__sandbox/error-reporter.js">', /sandbox path \/__sandbox\/ in 1 file\(s\): tr\/_chrome\/en\/footer\.html/],
    ['a trusted local host', 'main/zh/index.html', '&quot;ownHosts&quot;:[&quot;www.nexa.exchange&quot;,&quot;tr.localhost&quot;]', /local host \(localhost\) in 1 file\(s\): main\/zh\/index\.html/],
    ['a local URL', 'hk/index.html', '<a href="http://localhost:4321/fee">', /local host/],
  ])('fails a build holding %s, naming the file', async (_, file, text, problem) => {
    const problems = await productionBuildProblems(distWith({ ...CLEAN, [file]: text }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });
});
