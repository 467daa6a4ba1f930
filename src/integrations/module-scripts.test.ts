// What every visitor's browser runs before interaction, as a file: the chrome's module (with the
// home notices' on a home page that shows them), compiled into one self-contained module (inline-scripts.ts). Their import closures
// are held to an allow-list here, in a second and without a build: a module added to either (an
// island's store, the API client, zod) fails this before it reaches the budget in a browser. Only
// lazy-chunk: imports (URLs of what loads later) stay outside.
import { describe, expect, it } from 'vitest';
import { compileModuleScript, MODULE_SCRIPTS } from './inline-scripts.ts';

/** The chrome's module: its own code, the contracts, the page-context reader, the compliance call. */
const CHROME = [
  'src/contracts/account-contract.ts',
  'src/contracts/chrome-contract.ts',
  'src/contracts/compliance-limits.ts',
  'src/contracts/head-contract.ts',
  'src/contracts/island-contract.ts',
  'src/i18n/locales.ts',
  'src/lib/api/headers.ts',
  'src/lib/compliance-check.ts',
  'src/lib/page-context.ts',
  'src/lib/cookies.ts',
  'src/lib/safe-storage.ts',
  'src/browser/chrome/account-island.ts',
  'src/browser/chrome/after-first-paint.ts',
  'src/browser/chrome/compliance-fetch.ts',
  'src/browser/chrome/compliance.ts',
  'src/directives/early-input.ts',
  'src/browser/chrome/search-shortcut.ts',
  'src/browser/chrome/signup-query.ts',
  'src/browser/chrome/wake.ts',
  'src/browser/notices/cdn-check-schedule.ts',
];

const ALLOWED: Record<keyof typeof MODULE_SCRIPTS, string[]> = {
  chrome: CHROME,
  // The chrome's, and the home notices'.
  home: [...CHROME, 'src/browser/chrome/home.ts', 'src/browser/notices/rules.ts', 'src/browser/notices/site-notices.ts'],
};

describe('module scripts before interaction', () => {
  it.each(Object.entries(MODULE_SCRIPTS))('%s carries code of the allowed modules only', (name, entry) => {
    const { inputs } = compileModuleScript(entry);
    expect(inputs.filter((path) => !ALLOWED[name as keyof typeof MODULE_SCRIPTS].includes(path))).toEqual([]);
  });

  it('keeps the URLs of what loads later as imports, and nothing else', () => {
    const { text } = compileModuleScript(MODULE_SCRIPTS.chrome);
    const imports = [...text.matchAll(/import\s*\w*\s*from\s*"([^"]+)"/g)].map((match) => match[1]);
    expect(imports.every((specifier) => specifier!.startsWith('lazy-chunk:'))).toBe(true);
    expect(imports.length).toBeGreaterThan(0);
  });
});
