// Attacks on the sandbox's control routes: open redirects through `next`, login CSRF from other
// sites, control from other hosts, and oversized or endless fault requests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index.ts';
import { MAX_CONTROL_BODY_BYTES } from './control.ts';
import { MAX_REPORT_BYTES, MAX_REPORTS, MAX_SCENARIO_BODY_BYTES, MAX_SCENARIOS } from './content-control.ts';
import { MAX_API_BODY_BYTES } from '../src/edge/api-proxy.ts';
import { API_PATHS, SANDBOX_PATHS } from '../src/contracts/api-paths.ts';
import { MAX_FAULTS } from './faults.ts';
import { personaLinks, safeNextPath } from './session.ts';
import { hugeBody } from '../tests/support/huge-body.ts';

const SEED = Number(process.env.FC_SEED ?? 20261123);
const ORIGIN = 'http://localhost:4321';
const sandbox = createSandbox({ faults: '' });
const send = (path: string, init?: RequestInit, origin = ORIGIN) => sandbox(new Request(`${origin}${path}`, init));

/** Where a browser on ORIGIN goes for this Location, and whether it stays on ORIGIN. */
function staysHome(location: string | null): boolean {
  if (location === null) return false;
  if (!/^\/(?![/\\])/.test(location) || /[\u0000-\u001f\u007f\\]/.test(location)) return false;
  return new URL(location, ORIGIN).origin === ORIGIN;
}

/** Each is a network path ('//host') once a URL parser has read it, or an absolute URL: all become '/'. */
const hostileNext = ['/..//evil.com/x', '/.//evil', '/a/..//evil', '/a/b/../..//evil.com', '//evil.com', '/\\evil.com', '/%2e%2e//evil.com',
  '/./\\evil.com', 'https://evil.com', '/\t/evil.com', '/.%2e//evil.com', '/a/./..//evil.com?x#y'];
const nextSegment = fc.oneof(fc.constantFrom('', '.', '..', '%2e', '%2e%2e', '.%2e', 'evil.com', '\\', '%5c', '%2f', '\t', 'a', '?', '#'), fc.string({ maxLength: 5 }));
const nextPath = fc.oneof(
  fc.constantFrom(...hostileNext),
  fc.array(nextSegment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
  fc.string({ maxLength: 20 }),
);

describe('the next parameter never leaves the origin', () => {
  it('refuses the network paths found by the attack', async () => {
    for (const next of hostileNext) {
      for (const route of ['/__sandbox/session?persona=vip&next=', '/__sandbox/logout?next=']) {
        const response = await send(`${route}${encodeURIComponent(next)}`);
        expect(response!.status, next).toBe(302);
        expect(response!.headers.get('location'), `${route}${next}`).toBe('/');
      }
    }
    expect(safeNextPath('/trade/BTC_USDT?tab=spot#x')).toBe('/trade/BTC_USDT?tab=spot#x');
  });

  it('keeps encoded slashes encoded: a browser reads them as one path segment', async () => {
    const response = await send(`/__sandbox/session?persona=vip&next=${encodeURIComponent('/..%2f%2fevil.com')}`);
    expect(response!.headers.get('location')).toBe('/..%2f%2fevil.com');
    expect(staysHome(response!.headers.get('location'))).toBe(true);
  });

  it('property: session, logout and the persona picker only ever point at this origin', async () => {
    await fc.assert(
      fc.asyncProperty(nextPath, fc.constantFrom('session', 'logout', 'login'), async (next, route) => {
        const query = `next=${encodeURIComponent(next)}`;
        if (route === 'login') {
          // As the stand-in login page builds it from its `next` (sandbox/apps/).
          const page = personaLinks(safeNextPath(next));
          for (const [, href] of page.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
            const target = new URL(href!.replaceAll('&amp;', '&'), ORIGIN);
            expect(staysHome(target.searchParams.get('next')), next).toBe(true);
          }
          return;
        }
        const path = route === 'session' ? `/__sandbox/session?persona=user&${query}` : `/__sandbox/logout?${query}`;
        const response = await send(path);
        expect(response!.status).toBe(302);
        expect(staysHome(response!.headers.get('location')), `${next} -> ${response!.headers.get('location')}`).toBe(true);
      }),
      { numRuns: 1500, seed: SEED },
    );
  }, 60_000);
});

describe('control routes', () => {
  it('answer only on local hosts', async () => {
    for (const origin of ['https://www.nexa.exchange', 'http://evil.example', 'http://localhost.evil.example']) {
      expect(await send('/__sandbox/session?persona=vip&next=/', undefined, origin), origin).toBeNull();
      expect(await send('/__sandbox/faults', undefined, origin), origin).toBeNull();
    }
    for (const origin of ['http://localhost', 'http://eu.localhost:4321', 'http://127.0.0.1:4321']) {
      expect((await send('/__sandbox/faults', undefined, origin))?.status, origin).toBe(200);
    }
  });

  it('refuse a cross-site sign-in (login CSRF) but take typed URLs and our own links', async () => {
    const cross = await send('/__sandbox/session?persona=vip&next=/', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(cross!.status).toBe(403);
    expect(cross!.headers.getSetCookie()).toEqual([]);
    for (const site of ['none', 'same-origin', 'same-site']) {
      const response = await send('/__sandbox/session?persona=vip&next=/', { headers: { 'sec-fetch-site': site } });
      expect(response!.status, site).toBe(302);
    }
    const fault = await send('/__sandbox/faults', { method: 'DELETE', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fault!.status).toBe(403);
  });

  it('take faults only as JSON (a cross-site form cannot send that content type)', async () => {
    const body = JSON.stringify({ path: '/apiw/v2/market/spots', fault: '500' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
      const response = await send('/__sandbox/faults', { method: 'POST', headers: type ? { 'content-type': type } : {}, body });
      expect(response!.status, type).toBe(415);
    }
    expect((await send('/__sandbox/faults', { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body }))!.status).toBe(200);
    await send('/__sandbox/faults', { method: 'DELETE' });
  });

  it('stop reading a fault body past the cap: 500 MB is refused after a few KB', async () => {
    const upload = hugeBody(500 * 1024 * 1024);
    const response = await send('/__sandbox/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: upload.body, duplex: 'half' } as RequestInit);
    expect(response!.status).toBe(413);
    expect(upload.pulled()).toBeLessThanOrEqual(MAX_CONTROL_BODY_BYTES + 2 * 64 * 1024);
    const declared = await send('/__sandbox/faults', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(500 * 1024 * 1024) }, body: '{}' });
    expect(declared!.status).toBe(413);
  });

  it('hold a bounded fault list', async () => {
    const local = createSandbox({ faults: '' });
    const post = (path: string) => local(new Request(`${ORIGIN}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, fault: '500' }) }));
    for (let index = 0; index < MAX_FAULTS; index += 1) expect((await post(`/apiw/x${index}`))!.status).toBe(200);
    expect((await post('/apiw/one-too-many'))!.status).toBe(409);
    // Changing a fault already set still works at the cap.
    expect((await post('/apiw/x0'))!.status).toBe(200);
    const fromEnvironment = createSandbox({ faults: Array.from({ length: 500 }, (_, index) => `/a${index}=500`).join(','), warn: () => {} });
    const listed = (await (await fromEnvironment(new Request(`${ORIGIN}/__sandbox/faults`)))!.json()) as { faults: Record<string, string> };
    expect(Object.keys(listed.faults)).toHaveLength(MAX_FAULTS);
  });

  it('set the login cookies production sets: the session secret HttpOnly, the hints scripts read not, Secure over https', async () => {
    for (const origin of ['https://localhost', ORIGIN]) {
      const login = (await send('/__sandbox/session?persona=sub-account-switch&next=/', {}, origin))!.headers.getSetCookie();
      const logout = (await send('/__sandbox/logout', {}, origin))!.headers.getSetCookie();
      const byName = Object.fromEntries(login.map((cookie) => [cookie.split('=')[0], cookie]));
      expect(Object.keys(byName).sort(), origin).toEqual(['csrftoken', 'is_switch_tag', 'pver', 'sandbox_session', 'sign']);
      for (const cookie of [...login, ...logout]) {
        expect(/; Secure/.test(cookie), `${origin}: ${cookie}`).toBe(origin.startsWith('https:'));
        expect(cookie, origin).toContain('SameSite=Lax');
        expect(/; HttpOnly/.test(cookie), cookie).toBe(cookie.startsWith('sandbox_session='));
      }
    }
  });

  it('stop reading every body-taking route past its cap, declared or streamed', async () => {
    const caps: [string, number][] = [
      [SANDBOX_PATHS.faults, MAX_CONTROL_BODY_BYTES],
      [SANDBOX_PATHS.scenario, MAX_SCENARIO_BODY_BYTES],
      [SANDBOX_PATHS.reports, MAX_REPORT_BYTES],
    ];
    for (const [path, cap] of caps) {
      const upload = hugeBody(50 * 1024 * 1024);
      const streamed = await send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: upload.body, duplex: 'half' } as RequestInit);
      expect(streamed!.status, path).toBe(413);
      expect(upload.pulled(), path).toBeLessThanOrEqual(cap + 2 * 64 * 1024);
      const declared = await send(path, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(20 * 1024 * 1024) }, body: '{}' });
      expect(declared!.status, path).toBe(413);
    }
    // The API routes read no body; one larger than the API proxy takes is refused as the proxy refuses it.
    const api = await send(API_PATHS.signOut, { method: 'POST', headers: { 'content-length': String(MAX_API_BODY_BYTES + 1) }, body: 'x' });
    expect(api!.status).toBe(413);
    expect(await send(SANDBOX_PATHS.reports, { method: 'POST', body: 'not json' }).then((response) => response!.status)).toBe(400);
  });

  it('keep the newest reports and scenarios only', async () => {
    const local = createSandbox({ faults: '' });
    const post = (path: string, body: unknown) => local(new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    for (let index = 0; index < MAX_REPORTS + 20; index += 1) expect((await post(SANDBOX_PATHS.reports, { message: `r${index}` }))!.status).toBe(200);
    const { reports } = (await (await local(new Request(`${ORIGIN}${SANDBOX_PATHS.reports}`)))!.json()) as { reports: { message: string }[] };
    expect(reports).toHaveLength(MAX_REPORTS);
    expect([reports[0]!.message, reports.at(-1)!.message]).toEqual(['r20', `r${MAX_REPORTS + 19}`]);

    const bulletin = async (name: string) => {
      const response = await local(new Request(`${ORIGIN}${API_PATHS.announcements}`, { headers: { cookie: `sandbox_scenario=${name}` } }));
      return JSON.stringify(await response!.json());
    };
    for (let index = 0; index <= MAX_SCENARIOS; index += 1) {
      await post(SANDBOX_PATHS.scenario, { scenario: `s${index}`, announcement: { page: 'index', content: `scenario ${index}` } });
      // The first one keeps being written: it stays while untouched ones are forgotten.
      if (index % 50 === 0) await post(SANDBOX_PATHS.scenario, { scenario: 's0', announcement: { page: 'index', content: 'scenario 0' } });
    }
    expect(await bulletin('s0')).toContain('scenario 0');
    expect(await bulletin('s1')).not.toContain('scenario 1"');
    expect(await bulletin(`s${MAX_SCENARIOS}`)).toContain(`scenario ${MAX_SCENARIOS}`);
  });
});
