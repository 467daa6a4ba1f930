import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $user, AFTER_SIGN_OUT_PATH, loadUser, signOut } from './session.ts';
import { API_PATHS } from '../contracts/api-paths.ts';
import { configureFor, useSandbox } from './test-support.ts';
import { parseCookies } from '../lib/cookies.ts';

describe('$user and signing out', () => {
  const server = useSandbox();

  beforeEach(() => {
    $user.set({ status: 'idle', info: {} });
  });
  afterEach(() => cleanStores($user));

  it('keeps logged-out defaults and calls nothing during server render', async () => {
    const harness = await configureFor(server(), 'vip', { autoLoad: false });
    $user.listen(() => {});
    await allTasks();
    expect($user.get()).toEqual({ status: 'idle', info: {} });
    expect(harness.requests).toEqual([]);
  });

  it('loads the VIP persona\'s user info on first subscriber', async () => {
    await configureFor(server(), 'vip');
    $user.listen(() => {});
    await allTasks();
    expect($user.get().status).toBe('ready');
    expect($user.get().info).toMatchObject({ uid: '10000002', tier: 3, isVip: true });
  });

  it.each(['500', 'malformed', 'shape'])('marks user info that failed (%s) as failed, not as a signed-out answer; Retry loads it', async (kind) => {
    await configureFor(server(), 'vip');
    const faults = `${server().url}/__sandbox/faults`;
    await fetch(faults, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: API_PATHS.userInfo, fault: kind }) });
    try {
      $user.listen(() => {});
      await allTasks();
      expect($user.get()).toEqual({ status: 'ready', info: {}, failed: true });
    } finally {
      await fetch(faults, { method: 'DELETE' });
    }
    await loadUser();
    expect($user.get()).toMatchObject({ status: 'ready', info: { uid: '10000002' } });
    expect($user.get().failed).toBeUndefined();
  });

  it('reads a 401 (the session ended on the server) as signed out, not as a failure', async () => {
    const harness = await configureFor(server(), 'vip');
    // Cookies that look signed in but that the server no longer knows.
    harness.jar.write('sign', 'expired');
    $user.listen(() => {});
    await allTasks();
    expect($user.get()).toEqual({ status: 'ready', info: {} });
  });

  it('makes no user request for a visitor', async () => {
    const harness = await configureFor(server(), undefined);
    $user.listen(() => {});
    await allTasks();
    expect($user.get()).toEqual({ status: 'ready', info: {} });
    expect(harness.requests).toEqual([]);
  });

  it('signs out on this device: logout call, session cookies cleared, back to /login', async () => {
    const harness = await configureFor(server(), 'user');
    $user.listen(() => {});
    await allTasks();
    const next = await signOut({ allDevices: false });
    expect(next).toBe(AFTER_SIGN_OUT_PATH);
    expect(harness.requests).toContain('POST /api/web/v1/usercenter/logout');
    expect(harness.requests).not.toContain('GET /logout');
    expect(harness.logger.messages).toEqual([]);
    const cookies = parseCookies(harness.jar.read());
    expect(cookies.has('pver') || cookies.has('sign')).toBe(false);
    expect($user.get().info).toEqual({});
  });

  it('signs out everywhere with the sign-out-all call, clearing the session even if it fails', async () => {
    const harness = await configureFor(server(), 'user');
    await fetch(`${server().url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/web/v1/usercenter/logoutAll', fault: '500' }),
    });
    try {
      await signOut({ allDevices: true });
    } finally {
      await fetch(`${server().url}/__sandbox/faults`, { method: 'DELETE' });
    }
    expect(harness.requests).toContain('GET /api/web/v1/usercenter/logoutAll');
    // The page-level sign-out still runs and clears the server's session cookies.
    expect(harness.requests.at(-1)).toBe('GET /logout');
    expect(harness.logger.messages.some((message) => message.includes('signOutAll failed: HTTP 500'))).toBe(true);
  });
});
