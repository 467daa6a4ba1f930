// Property: whatever the path, query, Host or cookies, a Location header only ever points at the
// exchange's own hosts. Requests are built the way the Node server builds them from the wire.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { requestUrl } from '../../src/server/node-http.ts';
import { sites } from '../../src/sites/index.ts';
import { createSandbox } from '../../sandbox/index.ts';
import { createAppStandIn } from '../../sandbox/apps/index.ts';
import { REGION_REDIRECT_SECTIONS } from '../../src/edge/region-redirect.ts';
import { builtDist } from '../support/dist.ts';
import { startWorkerd, type Workerd } from '../support/workerd.ts';

const OUR_HOSTS = new Set(sites.flatMap((site) => [site.hosts.production, ...site.hosts.aliases, site.hosts.local]));
const LISTEN = '127.0.0.1:4321';
// Fixed so CI is repeatable; FC_SEED=<n> explores other corners of the input space.
const SEED = Number(process.env.FC_SEED ?? 20261122);

const hostile = ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', 'https:evil.example', '%0d%0aLocation:%20https://evil.example',
  '\r\nLocation: https://evil.example', '/..', '/..//evil.com/x', '/.//evil', '/a/..//evil', '%2e%2e', '\u3002evil\uff0eexample', '@evil.example', '?next=//evil.example', '#//evil',
  '%5C%5Cevil.example', '/%09/evil.example', '.evil.example', ':443@evil.example', '%00', '\\\\evil.example', 'https://evil.example/'];

const segment = fc.oneof(
  fc.constantFrom(...hostile),
  fc.constantFrom('', '/', 'de', 'uk', 'zh-tw', 'en-eu', '_astro', '_chrome', 'index.html', ...REGION_REDIRECT_SECTIONS),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
);
/** The sandbox's sign-in and sign-out routes and the stand-in login page with a hostile `next`. */
const sandboxRoute = fc.tuple(fc.constantFrom('/__sandbox/session?persona=vip&next=', '/__sandbox/logout?next=', '/login?next='), fc.array(segment, { maxLength: 5 }))
  .map(([route, parts]) => `${route}${encodeURIComponent(`/${parts.join('/')}`)}`);
const path = fc.oneof(
  { weight: 2, arbitrary: sandboxRoute },
  { weight: 9, arbitrary: fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`) },
  { weight: 1, arbitrary: fc.tuple(segment, fc.integer({ min: 100, max: 3000 })).map(([part, times]) => `/${part}`.repeat(times).slice(0, 9000)) },
  { weight: 1, arbitrary: fc.constantFrom(...hostile) },
);
const host = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...OUR_HOSTS) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...OUR_HOSTS), fc.integer({ min: 1, max: 65535 })).map(([name, port]) => `${name}:${port}`) },
  { weight: 2, arbitrary: fc.constantFrom('evil.example', 'www.nexa.eu.evil.example', 'evil.example@www.nexa.eu', 'www\u3002nexa\u3002eu',
    'www.nexa.eu%2F@evil.example', 'www.nexa.eu/evil', 'WWW.NEXA.EU.', 'eu.localhost:99999', '[::1]:4321', 'eu.localhost evil', '') },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);
const cookie = fc.oneof(
  fc.constant(undefined),
  fc.constant('pver=1; sign=2'),
  fc.string({ maxLength: 40 }).filter((text) => !/[\r\n\0]/.test(text) && /^[\t\x20-\x7e]*$/.test(text)),
);

/** The violations of the property for one answer: empty when it holds. */
function locationProblems(url: URL, response: Response): string[] {
  const location = response.headers.get('location');
  if (location === null) return [];
  const problems: string[] = [];
  if (/[\s\0\\]/.test(location)) problems.push('control, space or backslash in Location');
  if (!location.startsWith('http')) {
    // A path: the browser stays on the host it asked (the sandbox's sign-in, slash redirects).
    if (!/^\/(?![/\\])/.test(location)) problems.push('relative Location that a browser could read as another host');
    return problems;
  }
  if (response.status === 302 && !/^(https:\/\/www\.nexa\.exchange|http:\/\/localhost(:\d+)?)\//.test(location)) problems.push('region redirect off the main host');
  const target = new URL(location, url);
  // 'www.nexa.eu.' is the fully qualified spelling of 'www.nexa.eu': the same host.
  if (!OUR_HOSTS.has(target.hostname.replace(/\.$/, ''))) problems.push(`points at ${target.hostname}`);
  return problems;
}

function toRequest(rawPath: string, rawHost: string, cookieHeader: string | undefined): { url: URL; request: Request } {
  const url = requestUrl(rawPath, rawHost, LISTEN);
  return { url, request: new Request(url, { headers: cookieHeader ? { cookie: cookieHeader } : {} }) };
}

let app: ReturnType<typeof createApp>;
let workerd: Workerd;
beforeAll(async () => {
  const dist = builtDist();
  // As `npm start` runs it: the sandbox in front, the stand-in applications (/login among them) behind.
  app = createApp({ root: dist, before: [createSandbox({ faults: '' })], apps: createAppStandIn({ chrome: (request) => app(request) }) });
  workerd = await startWorkerd(dist);
}, 120_000);
afterAll(async () => {
  await workerd?.dispose();
});

describe('never an open redirect', () => {
  it('holds for 10,000 hostile requests in Node', async () => {
    let redirects = 0;
    await fc.assert(
      fc.asyncProperty(path, host, cookie, async (rawPath, rawHost, cookieHeader) => {
        const { url, request } = toRequest(rawPath, rawHost, cookieHeader);
        const response = await app(request);
        if (response.headers.has('location')) redirects += 1;
        expect([200, 301, 302, 404]).toContain(response.status);
        expect(locationProblems(url, response)).toEqual([]);
      }),
      { numRuns: 10_000, seed: SEED },
    );
    // The generators reach the redirecting branches, not only 404s.
    expect(redirects).toBeGreaterThan(500);
  }, 60_000);

  it('holds for 1,000 hostile requests in workerd', async () => {
    await fc.assert(
      fc.asyncProperty(path, host, cookie, async (rawPath, rawHost, cookieHeader) => {
        const { url, request } = toRequest(rawPath, rawHost, cookieHeader);
        // Production is https: plain http to a production host is the Worker's 301 to the same URL (worker.ts).
        url.protocol = 'https:';
        expect(locationProblems(url, await workerd.fetch(new Request(url, request)))).toEqual([]);
      }),
      { numRuns: 1_000, seed: SEED },
    );
  }, 60_000);

  it('keeps a request target such as //evil.example a path of the requested host', () => {
    expect(requestUrl('//evil.example', 'eu.localhost:4321', LISTEN).href).toBe('http://eu.localhost:4321//evil.example');
    expect(requestUrl('/\\evil.example', 'www.nexa.eu', LISTEN).host).toBe('www.nexa.eu');
    expect(requestUrl('/', 'evil.example@www.nexa.eu', LISTEN).host).toBe(LISTEN);
    expect(requestUrl('/', 'a b', LISTEN).host).toBe(LISTEN);
    // Absolute form (RFC 9112 3.2.2): the target's authority names the host (an unknown one gets the 404).
    expect(requestUrl('https://evil.example/', 'www.nexa.eu', LISTEN).href).toBe('http://evil.example/');
    expect(requestUrl('http://localhost:4321/zh/?a=1', 'ignored', LISTEN).href).toBe('http://localhost:4321/zh/?a=1');
    expect(requestUrl('http://user@www.nexa.eu/', 'www.nexa.eu', LISTEN).host).toBe(LISTEN);
  });
});
