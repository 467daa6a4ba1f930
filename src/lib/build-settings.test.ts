import { describe, expect, it } from 'vitest';
import { buildSettingsFrom, externalSources, PRODUCTION_BUILD_SETTINGS } from './build-settings.ts';
import { LOCAL_BUILD_ENV, SANDBOX_ONLY_PATHS } from '../../sandbox/build-env.ts';
import { ownHosts } from '../sites/own-hosts.ts';

describe('build settings', () => {
  it('default to production: no sandbox path, no local host, images from the static CDN', () => {
    const settings = buildSettingsFrom({});
    expect(settings).toEqual(PRODUCTION_BUILD_SETTINGS);
    for (const url of [settings.accountSwitcherUrl, settings.errorReporterUrl]) {
      expect(url).toMatch(/^https:\/\//);
      for (const path of SANDBOX_ONLY_PATHS) expect(url).not.toContain(path);
    }
    // Scripts by their exact paths: the same host serves uploaded avatars, which must never run.
    expect(externalSources(settings)).toEqual({
      script: ['https://static.nexa.exchange/account-switcher/v1.js', 'https://static.nexa.exchange/monitoring/error-reporter.js'],
      img: ['https://static.nexa.exchange'],
      connect: [],
    });
    expect(ownHosts({ local: settings.localHosts }).filter((host) => host.endsWith('localhost'))).toEqual([]);
  });

  it("take the sandbox's paths and the local hosts in npm start's world, with images from 'self' only", () => {
    const settings = buildSettingsFrom(LOCAL_BUILD_ENV);
    expect(settings).toEqual({ accountSwitcherUrl: '/static/account-switcher/v1.js', errorReporterUrl: '/__sandbox/error-reporter.js', imageHosts: [], localHosts: true });
    expect(externalSources(settings)).toEqual({ script: [], img: [], connect: [] });
    expect(ownHosts({ local: true })).toEqual(expect.arrayContaining(['localhost', 'tr.localhost']));
  });

  it('allow a named image CDN and a check URL elsewhere in the policy, and stop the build on anything but https', () => {
    const settings = buildSettingsFrom({ PUBLIC_IMAGE_HOSTS: 'https://img.example.com/, https://avatars.example.com' });
    expect(externalSources(settings, 'https://cdn.example.com/x.js')).toMatchObject({ img: ['https://img.example.com', 'https://avatars.example.com'], connect: ['https://cdn.example.com'] });
    expect(() => buildSettingsFrom({ PUBLIC_IMAGE_HOSTS: 'http://img.example.com' })).toThrow(/https origins/);
    expect(() => buildSettingsFrom({ PUBLIC_ACCOUNT_SWITCHER_URL: '//evil.example/x.js' })).toThrow(/PUBLIC_ACCOUNT_SWITCHER_URL/);
    expect(() => buildSettingsFrom({ PUBLIC_ERROR_REPORTER_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_ERROR_REPORTER_URL/);
  });

  it('allow an external script by its path alone, never a whole folder or host', () => {
    const settings = buildSettingsFrom({ PUBLIC_ACCOUNT_SWITCHER_URL: 'https://cdn.example.com/a;b,c.js?v=2', PUBLIC_ERROR_REPORTER_URL: '/r.js' });
    expect(externalSources(settings).script).toEqual(['https://cdn.example.com/a%3Bb%2Cc.js']);
    for (const folder of ['https://cdn.example.com/', 'https://cdn.example.com/scripts/', 'https://cdn.example.com/scripts/?v=1']) {
      expect(() => buildSettingsFrom({ PUBLIC_ACCOUNT_SWITCHER_URL: folder }), folder).toThrow(/script's path/);
    }
  });
});
