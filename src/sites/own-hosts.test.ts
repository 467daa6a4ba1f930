import { describe, expect, it } from 'vitest';
import { buildSettingsFrom } from '../lib/build-settings.ts';
import { safeServerUrl } from '../lib/notifications/safe-url.ts';
import { LOCAL_BUILD_ENV } from '../../sandbox/build-env.ts';
import { ownHosts } from './own-hosts.ts';

describe('ownHosts', () => {
  it('names every production host and alias, and no local host unless the build trusts them', () => {
    expect(ownHosts()).toEqual(expect.arrayContaining(['www.nexa.exchange', 'nexa.exchange', 'www.nexa.tr', 'testnet.nexa.exchange']));
    expect(ownHosts({ local: buildSettingsFrom({}).localHosts }).filter((host) => host.endsWith('localhost'))).toEqual([]);
    expect(ownHosts({ local: buildSettingsFrom(LOCAL_BUILD_ENV).localHosts })).toEqual(expect.arrayContaining(['localhost', 'tr.localhost']));
  });

  it('lets a server URL lead to a local host only where the build trusts the local hosts (npm start\'s world)', () => {
    expect(safeServerUrl('http://eu.localhost:4321/x', ownHosts({ local: true }))).toBe('http://eu.localhost:4321/x');
    expect(safeServerUrl('http://eu.localhost:4321/x', ownHosts())).toBeNull();
    expect(safeServerUrl('http://localhost:4321/x', ownHosts())).toBeNull();
  });
});
