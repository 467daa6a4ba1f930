// The e2e Chromium's --disable-features replaces Playwright's own (Chromium reads the last one), so it
// must still hold every feature Playwright turns off, whatever Playwright version is installed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.mjs';

function playwrightsDisabledFeatures(): string[] {
  // Not an export of the package: found beside its package.json.
  const packageJson = createRequire(import.meta.url).resolve('playwright-core/package.json');
  const bundle = readFileSync(join(dirname(packageJson), 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  if (!list) throw new Error("playwright-core's disabledFeatures list was not found: read chromiumSwitches.ts and update scripts/lib/chromium.mjs");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

describe('the e2e Chromium flags', () => {
  it("keep every feature Playwright disables, in the one --disable-features Chromium reads", () => {
    const flags = E2E_CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    const ours = flags[0]!.slice('--disable-features='.length).split(',');
    const theirs = playwrightsDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(theirs.filter((feature) => !ours.includes(feature))).toEqual([]);
    expect(PLAYWRIGHT_DISABLED_FEATURES.every((feature) => ours.includes(feature))).toBe(true);
  });
});
