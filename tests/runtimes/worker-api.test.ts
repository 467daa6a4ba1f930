// The Worker forwards the API routes to API_ORIGIN (wrangler.jsonc `vars`): in workerd, the compliance
// check of a signed-in persona comes back from the sandbox through the Worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/contracts/api-paths.ts';
import { builtDist } from '../support/dist.ts';
import { startWorkerd, type Workerd } from '../support/workerd.ts';
import { createSandbox } from '../../sandbox/index.ts';
import { findPersona } from '../../sandbox/personas.ts';
import { cookieHeader } from '../../sandbox/testing.ts';
import { listen, type RunningServer } from '../../src/server/node-http.ts';

let api: RunningServer;
let workerd: Workerd;
let unconfigured: Workerd;
const forwarded: Headers[] = [];

beforeAll(async () => {
  const sandbox = createSandbox({ faults: '' });
  api = await listen(async (request) => {
    forwarded.push(request.headers);
    return (await sandbox(request)) ?? new Response('not an API path', { status: 404 });
  });
  const dist = builtDist();
  workerd = await startWorkerd(dist, { bindings: { API_ORIGIN: api.url.replace('localhost', '127.0.0.1') } });
  unconfigured = await startWorkerd(dist);
}, 120_000);
afterAll(async () => {
  await workerd?.dispose();
  await unconfigured?.dispose();
  await api?.close();
});

async function personaCookies(name: string): Promise<string> {
  const response = await fetch(`${api.url}/__sandbox/session?persona=${name}&next=/`, { redirect: 'manual' });
  return cookieHeader(response.headers.getSetCookie());
}

describe('the Worker reaches the API', () => {
  it('gets the sandbox compliance answer of a signed-in persona through the Worker', async () => {
    const cookie = await personaCookies('uk-limited');
    const response = await workerd.fetch(new Request(`https://www.nexa.uk${API_PATHS.complianceCheck}`, { headers: { cookie } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = (await response.json()) as { code: number; data: unknown };
    expect(body).toEqual({ code: 0, message: 'success', data: findPersona('uk-limited')!.compliance });
  });

  it('forwards every API family and /logout, passing Set-Cookie back', async () => {
    const cookie = await personaCookies('vip');
    for (const path of [API_PATHS.spotMarkets, API_PATHS.userInfo, API_PATHS.crossMarginInfo]) {
      const response = await workerd.fetch(new Request(`https://www.nexa.exchange${path}`, { headers: { cookie } }));
      expect(response.status, path).toBe(200);
      expect(((await response.json()) as { code: number }).code, path).toBe(path.startsWith('/apiw/') ? 200 : 0);
    }
    const logout = await workerd.fetch(new Request('https://www.nexa.eu/logout', { headers: { cookie } }));
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/login');
    expect(logout.headers.getSetCookie().some((value) => /^pver=;/.test(value))).toBe(true);
  });

  it('does not pass on the address a client claims', async () => {
    await workerd.fetch(new Request(`https://www.nexa.us${API_PATHS.complianceCheck}`, { headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6', 'true-client-ip': '6.6.6.6' } }));
    const seen = forwarded.at(-1)!;
    expect(seen.get('x-forwarded-for')).not.toContain('6.6.6.6');
    expect(seen.get('x-real-ip')).not.toBe('6.6.6.6');
    expect(seen.get('true-client-ip')).toBeNull();
  });

  it('answers the API routes in the API envelope, not the HTML 404, when no origin is configured', async () => {
    const response = await unconfigured.fetch(new Request(`https://www.nexa.exchange${API_PATHS.complianceCheck}`));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 502 });
  });
});
