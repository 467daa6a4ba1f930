// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A browser with Trusted Types: records the policies created and what each turned into a script URL. */
function stubTrustedTypes() {
  const created: string[] = [];
  const trusted: string[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy(name: string, rules: { createScriptURL(input: string): string }) {
      if (created.includes(name)) throw new TypeError(`policy ${name} exists`);
      created.push(name);
      return { createScriptURL: (input: string) => (trusted.push(rules.createScriptURL(input)), input) };
    },
  });
  return { created, trusted };
}

describe('externalScript', () => {
  it("sets a script's URL through the one named policy, created once for every script", async () => {
    const { created, trusted } = stubTrustedTypes();
    const { externalScript } = await import('./trusted-script.ts');
    expect(externalScript('https://static.nexa.exchange/account-switcher/v1.js')?.getAttribute('src')).toBe('https://static.nexa.exchange/account-switcher/v1.js');
    expect(externalScript('/__sandbox/error-reporter.js')?.getAttribute('src')).toBe('/__sandbox/error-reporter.js');
    expect(created).toEqual(['nexa-chrome']);
    expect(trusted).toEqual(['https://static.nexa.exchange/account-switcher/v1.js', '/__sandbox/error-reporter.js']);
  });

  it('makes no script of anything but a same-origin path or an https URL', async () => {
    const { trusted } = stubTrustedTypes();
    const { externalScript } = await import('./trusted-script.ts');
    for (const url of ['javascript:alert(1)', 'data:text/javascript,alert(1)', '//evil.example/x.js', 'http://evil.example/x.js', 'https://user@evil.example/x.js', '/\\evil.example/x.js', 'x.js']) {
      expect(externalScript(url), url).toBeNull();
    }
    expect(trusted).toEqual([]);
  });

  it('sets the plain URL where the browser has no Trusted Types', async () => {
    const { externalScript } = await import('./trusted-script.ts');
    expect(externalScript('/static/account-switcher/v1.js')?.getAttribute('src')).toBe('/static/account-switcher/v1.js');
  });
});
