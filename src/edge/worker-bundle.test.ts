// The Worker carries no HTML parser (docs/edge.md, Content-Security-Policy): what the edge needs from
// a built page comes as data the build wrote (csp.json, the announcement slot's marker). Bundled as
// wrangler does (tests/support/workerd.ts), in well under a second and without a build.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Packages the Worker may carry: the schemas of the data it reads. */
const ALLOWED_PACKAGES = ['zod'];

describe('the Worker bundle', () => {
  it('carries only the allowed packages, so no HTML parser', async () => {
    const { metafile } = await build({ entryPoints: ['src/edge/worker.ts'], bundle: true, write: false, metafile: true, format: 'esm', platform: 'neutral', logLevel: 'silent' });
    const packages = new Set(Object.keys(metafile.inputs).filter((input) => input.includes('node_modules/'))
      .map((input) => input.split('node_modules/').pop()!.split('/')[0]));
    expect([...packages]).toEqual(ALLOWED_PACKAGES);
  });
});
