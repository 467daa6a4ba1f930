import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from './index.ts';
import { cookieHeader, startSandbox, type SandboxServer } from './testing.ts';
import { PERSONA_NAMES } from './personas.ts';
import { personaLinks } from './session.ts';
import { API_PATHS } from '../src/contracts/api-paths.ts';
import { userInfoData, accountTierData, crossMarginInfoData, accountModeData } from '../src/lib/api/schemas/account.ts';
import { NOTIFICATION_TYPES, noticeRecordsData, commonData, complianceData } from '../src/lib/api/schemas/site.ts';
import { parseCookies } from '../src/lib/cookies.ts';
import { listen } from '../src/server/node-http.ts';
import { sites } from '../src/sites/index.ts';

const get = (sandbox: ReturnType<typeof createSandbox>, path: string, init?: RequestInit) =>
  sandbox(new Request(`http://localhost${path}`, init));

async function dataOf(response: Response | null): Promise<unknown> {
  const body = (await response!.json()) as { data: unknown };
  return body.data;
}

describe('routing', () => {
  const sandbox = createSandbox({ faults: '' });

  it.each(['/', '/trade/BTC_USDT', '/favicon.ico', '/apiw/v2/unknown', '/api/web/v1/usercenter/get_info/extra'])(
    'returns null for %s so static files can answer',
    async (path) => {
      expect(await get(sandbox, path)).toBeNull();
    },
  );

  it('answers every API path', async () => {
    for (const path of Object.values(API_PATHS)) {
      const method = path === API_PATHS.signOut ? 'POST' : 'GET';
      const response = await get(sandbox, path, { method });
      expect(response, path).not.toBeNull();
    }
  });

  it('refuses the wrong method', async () => {
    const response = await get(sandbox, API_PATHS.spotMarkets, { method: 'DELETE' });
    expect(response!.status).toBe(405);
    expect(response!.headers.get('allow')).toBe('GET');
  });

  it('uses code 200 on /apiw and code 0 on /api/web envelopes', async () => {
    const futures = (await (await get(sandbox, API_PATHS.futuresContracts))!.json()) as { code: number };
    const fiats = (await (await get(sandbox, API_PATHS.buyCryptoFiatSettings))!.json()) as { code: number };
    expect([futures.code, fiats.code]).toEqual([200, 0]);
  });
});

describe('fixtures', () => {
  const sandbox = createSandbox({ faults: '' });

  it('lists at least 3,000 spot markets over the global and regional quote currencies, from real coin names', async () => {
    const rows = (await dataOf(await get(sandbox, API_PATHS.spotMarkets))) as unknown[][];
    expect(rows.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(rows.map((row) => String(row[0]).split('_')[1]))).toEqual(new Set(['USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'EUR', 'SGD', 'JPY']));
    expect(rows.find((row) => row[0] === 'ETH_USDT')?.[1]).toBe('Ethereum');
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
  });

  it("carries every site's default pair and several markets of its quote currency", async () => {
    const rows = (await dataOf(await get(sandbox, API_PATHS.spotMarkets))) as unknown[][];
    const pairs = new Set(rows.map((row) => String(row[0])));
    for (const site of sites) {
      const quote = site.defaultSpotPair.split('_')[1]!;
      expect(pairs, site.key).toContain(site.defaultSpotPair);
      expect([...pairs].filter((pair) => pair.endsWith(`_${quote}`)).length, site.key).toBeGreaterThanOrEqual(20);
    }
  });

  it('lists at least 500 futures contracts across usdt and btc settle', async () => {
    const rows = (await dataOf(await get(sandbox, API_PATHS.futuresContracts))) as Array<{ settle: string }>;
    expect(rows.length).toBeGreaterThanOrEqual(500);
    expect(new Set(rows.map((row) => row.settle))).toEqual(new Set(['usdt', 'btc']));
  });

  it('is deterministic for a seed and differs across seeds', async () => {
    const body = async (seed: number) => (await createSandbox({ faults: '', seed })(new Request(`http://x${API_PATHS.alphaMarkets}`)))!.text();
    expect(await body(7)).toBe(await body(7));
    expect(await body(7)).not.toBe(await body(8));
  });

  it('pages notice records and covers every notification type', async () => {
    const sandboxServer = await startSandbox();
    try {
      const cookies = await sandboxServer.cookiesFor('user');
      const records = async (type: string, page: number) => {
        const response = await fetch(`${sandboxServer.url}${API_PATHS.noticeRecord}?type=${type}&page=${page}&size=10`, {
          headers: { cookie: cookies },
        });
        return noticeRecordsData.parse(((await response.json()) as { data: unknown }).data);
      };
      expect(await records('platform', 1)).toHaveLength(10);
      expect(await records('platform', 3)).toHaveLength(7);
      expect(await records('platform', 4)).toHaveLength(0);
      expect(await records('nonsense', 1)).toHaveLength(0);
      const types = new Set<string>();
      for (const group of ['platform', 'trade', 'markets']) {
        for (const page of [1, 2, 3]) for (const record of await records(group, page)) types.add(record.type);
      }
      expect([...types].sort()).toEqual([...NOTIFICATION_TYPES].sort());
    } finally {
      await sandboxServer.close();
    }
  });
});

describe('sessions and personas', () => {
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startSandbox();
  });
  afterAll(() => server.close());

  const session = (query: string) => fetch(`${server.url}/__sandbox/session?${query}`, { redirect: 'manual' });

  it('signs in a persona with pver, sign, csrftoken and a session cookie, then redirects to next', async () => {
    const response = await session('persona=vip&next=/futures/USDT/BTC_USDT?x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/futures/USDT/BTC_USDT?x=1');
    const cookies = parseCookies(cookieHeader(response.headers.getSetCookie()));
    expect([...cookies.keys()].sort()).toEqual(['csrftoken', 'pver', 'sandbox_session', 'sign']);
    expect(cookies.get('sandbox_session')).toBe('vip');
  });

  it('sets is_switch_tag for the switching sub-account only', async () => {
    const withTag = parseCookies(cookieHeader((await session('persona=sub-account-switch')).headers.getSetCookie()));
    const withoutTag = parseCookies(cookieHeader((await session('persona=sub-account')).headers.getSetCookie()));
    expect(withTag.get('is_switch_tag')).toBe('1');
    expect(withoutTag.has('is_switch_tag')).toBe(false);
  });

  it.each([
    ['missing', ''],
    ['absolute URL', 'https://evil.example/'],
    ['protocol-relative', '//evil.example/path'],
    ['backslash host', '/\\evil.example'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'trade'],
    ['newline', '/\r\nSet-Cookie:x=1'],
  ])('redirects to / when next is %s', async (_, next) => {
    const response = await session(`persona=user&next=${encodeURIComponent(next)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('rejects an unknown persona', async () => {
    expect((await session('persona=root')).status).toBe(400);
  });

  it('signs the visitor persona out', async () => {
    const response = await session('persona=visitor&next=/price');
    expect(response.headers.get('location')).toBe('/price');
    expect(cookieHeader(response.headers.getSetCookie())).toBe('');
    expect(response.headers.getSetCookie().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });

  it('clears the cookies on /__sandbox/logout and on GET /logout', async () => {
    for (const path of ['/__sandbox/logout', '/logout']) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      const cleared = response.headers.getSetCookie().filter((cookie) => cookie.includes('Max-Age=0'));
      expect(cleared.map((cookie) => cookie.split('=')[0]).sort()).toEqual(
        ['csrftoken', 'is_switch_tag', 'pver', 'sandbox_session', 'sign'],
      );
    }
  });

  it('offers a persona picker with a link per persona (the stand-in login page shows it)', async () => {
    expect((await fetch(`${server.url}/login`)).status).toBe(404);
    const html = personaLinks('/trade/BTC_USDT');
    for (const name of PERSONA_NAMES) {
      expect(html).toContain(`href="/__sandbox/session?persona=${name}&amp;next=%2Ftrade%2FBTC_USDT"`);
    }
    expect(html).not.toMatch(/<script/i);
  });

  it('ignores a forged session cookie', async () => {
    const response = await fetch(`${server.url}${API_PATHS.userInfo}`, {
      headers: { cookie: 'pver=x; sign=y; sandbox_session=vip' },
    });
    expect(response.status).toBe(401);
  });

  it('requires the csrftoken header on the this-device sign-out', async () => {
    const cookies = await server.cookiesFor('user');
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}${API_PATHS.signOut}`, { method: 'POST', headers: { cookie: cookies, ...headers } });
    expect((await post({})).status).toBe(403);
    const token = parseCookies(cookies).get('csrftoken')!;
    const accepted = await post({ csrftoken: token });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.getSetCookie().some((cookie) => cookie.startsWith('pver=;'))).toBe(true);
  });

  it.each(PERSONA_NAMES.filter((name) => name !== 'visitor'))('answers valid account data for %s', async (persona) => {
    const cookies = await server.cookiesFor(persona);
    const read = async (path: string) =>
      ((await (await fetch(`${server.url}${path}`, { headers: { cookie: cookies } })).json()) as { data: unknown }).data;
    expect(userInfoData.safeParse(await read(API_PATHS.userInfo)).success).toBe(true);
    expect(accountModeData.safeParse(await read(API_PATHS.accountMode)).success).toBe(true);
    expect(crossMarginInfoData.safeParse(await read(API_PATHS.crossMarginInfo)).success).toBe(true);
    expect(accountTierData.safeParse(await read(API_PATHS.accountTier)).success).toBe(true);
    expect(complianceData.safeParse(await read(API_PATHS.complianceCheck)).success).toBe(true);
    expect(commonData.parse(await read(API_PATHS.commonData)).is_login).toBe(true);
  });

  it('gives each persona its distinguishing data', async () => {
    const clientFor = async (persona: string) => server.client({ cookies: await server.cookiesFor(persona).then((c) => () => c) });
    expect((await (await clientFor('vip')).getUserInfo()).tier).toBe(3);
    expect((await (await clientFor('trial-vip')).getUserInfo()).isTrial).toBe(true);
    expect(await (await clientFor('sub-account')).getAccountTier()).toEqual({ is_sub: 1, tier: 0 });
    expect((await (await clientFor('white-list')).getUserInfo()).white_list_show).toBe(true);
    for (const status of [0, 1, 2, 99]) {
      expect((await (await clientFor(`kyc-${status}`)).getUserInfo()).kyc_status).toBe(status);
    }
    expect((await (await clientFor('weak-security')).getUserInfo()).safe_level).toBe(1);
    expect((await (await clientFor('unified')).getAccountMode()).first_open).toBe(false);
    expect((await (await clientFor('portfolio-margin')).getCrossMarginInfo()).crossMarginUid).toBeGreaterThan(1);
    expect((await (await clientFor('uk-limited')).getCommonData()).isUKLimit).toBe(true);
    expect((await (await clientFor('italy-limited')).getCommonData()).isItalyLimit).toBe(true);
    expect((await (await clientFor('testnet')).getCommonData()).is_testnet).toBe(true);
  });
});

describe('faults', () => {
  it('reads SANDBOX_FAULTS-style lists and reports entries it cannot use', () => {
    const warnings: string[] = [];
    createSandbox({ faults: '/apiw/v2/market/spots=500, /x=delay:20,bad,/y=explode', warn: (message) => warnings.push(message) });
    expect(warnings).toEqual(['[sandbox] ignored faults: bad, /y=explode']);
  });

  it('falls back to the SANDBOX_FAULTS environment variable', async () => {
    process.env.SANDBOX_FAULTS = `${API_PATHS.menuData}=500`;
    try {
      expect((await get(createSandbox(), API_PATHS.menuData))!.status).toBe(500);
    } finally {
      delete process.env.SANDBOX_FAULTS;
    }
  });

  it('sets, lists and clears faults over HTTP', async () => {
    const sandbox = createSandbox({ faults: '' });
    const control = (method: string, body?: unknown) =>
      get(sandbox, '/__sandbox/faults', { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const set = await control('POST', { path: API_PATHS.spotMarkets, fault: 'malformed' });
    expect(await set!.json()).toEqual({ faults: { [API_PATHS.spotMarkets]: 'malformed' } });
    expect(await (await get(sandbox, API_PATHS.spotMarkets))!.text()).not.toMatch(/\}$/);
    expect((await control('POST', { path: API_PATHS.spotMarkets, fault: 'explode' }))!.status).toBe(400);
    expect((await control('POST', 'not json'))!.status).toBe(400);
    expect(await (await control('DELETE'))!.json()).toEqual({ faults: {} });
    expect((await get(sandbox, API_PATHS.spotMarkets))!.status).toBe(200);
  });

  it('answers `empty` with the route\'s own success, every list in it emptied', async () => {
    const sandbox = createSandbox({ faults: [API_PATHS.spotMarkets, API_PATHS.fiatMarketRates, API_PATHS.preMintCurrencies, API_PATHS.noticeRecord].map((path) => `${path}=empty`).join(',') });
    const dataOf = async (path: string, init?: RequestInit) => {
      const answer = (await get(sandbox, path, init))!;
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { code: number; data: unknown }).data;
    };
    expect(await dataOf(API_PATHS.spotMarkets)).toEqual([]);
    expect(await dataOf(API_PATHS.fiatMarketRates)).toEqual({});
    expect(await dataOf(API_PATHS.preMintCurrencies)).toMatchObject({ list: [] });
    const signIn = (await get(sandbox, '/__sandbox/session?persona=user', { redirect: 'manual' }))!;
    const signedIn = { headers: { cookie: cookieHeader(signIn.headers.getSetCookie()) } };
    expect(await dataOf(`${API_PATHS.noticeRecord}?type=platform`, signedIn)).toMatchObject({ list: [] });
    // A failure stays a failure: a visitor still gets "login required".
    expect((await get(sandbox, `${API_PATHS.noticeRecord}?type=platform`))!.status).toBe(401);
  });

  it('applies a scoped fault only to requests carrying its scope cookie', async () => {
    const sandbox = createSandbox({ faults: '' });
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ path: API_PATHS.fiatMarketRates, fault: '500', scope: 'test-a' });
    expect((await get(sandbox, '/__sandbox/faults', { method: 'POST', body, headers: json }))!.status).toBe(200);
    const withCookie = (cookie: string) => get(sandbox, API_PATHS.fiatMarketRates, { headers: { cookie } });
    expect((await withCookie('sandbox_fault_scope=test-a'))!.status).toBe(500);
    expect((await withCookie('sandbox_fault_scope=test-b'))!.status).toBe(200);
    expect((await get(sandbox, API_PATHS.fiatMarketRates))!.status).toBe(200);
    const other = JSON.stringify({ path: API_PATHS.spotMarkets, fault: '500', scope: 'test-b' });
    expect((await get(sandbox, '/__sandbox/faults', { method: 'POST', body: other, headers: json }))!.status).toBe(200);
    const lift = JSON.stringify({ path: API_PATHS.fiatMarketRates, fault: 'none', scope: 'test-a' });
    expect(await (await get(sandbox, '/__sandbox/faults', { method: 'POST', body: lift, headers: json }))!.json()).toEqual({ faults: { [`test-b ${API_PATHS.spotMarkets}`]: '500' } });
    expect((await withCookie('sandbox_fault_scope=test-a'))!.status).toBe(200);
    const badScope = JSON.stringify({ path: API_PATHS.fiatMarketRates, fault: '500', scope: 'Bad Scope!' });
    expect((await get(sandbox, '/__sandbox/faults', { method: 'POST', body: badScope, headers: json }))!.status).toBe(400);
  });

  it('serves the account-switching script and the avatars', async () => {
    const sandbox = createSandbox({ faults: '' });
    const script = await get(sandbox, '/static/account-switcher/v1.js');
    expect(script!.headers.get('content-type')).toMatch(/javascript/);
    expect(await script!.text()).toContain('nexaAccountSwitcher');
    expect((await get(sandbox, '/images/avatar/3.svg'))!.headers.get('content-type')).toBe('image/svg+xml');
    expect(await get(sandbox, '/images/avatar/x.svg')).toBeNull();
  });

  it('serves a coin icon for every path its market fixtures carry, and nothing for other names', async () => {
    const sandbox = createSandbox({ faults: '' });
    const icon = await get(sandbox, '/images/coin_icon/64/btc.png');
    expect(icon!.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon!.text()).toContain('>BTC</text>');
    expect((await get(sandbox, '/images/chain_icon/eth.png'))!.status).toBe(200);
    expect(await get(sandbox, '/images/coin_icon/64/<script>.png')).toBeNull();
  });

  it('applies the faults of a sandbox_faults cookie to that request only', async () => {
    const sandbox = createSandbox({ faults: '' });
    const cookie = `sandbox_faults=${encodeURIComponent(`${API_PATHS.searchTabs}=500`)}`;
    expect((await get(sandbox, API_PATHS.searchTabs, { headers: { cookie } }))!.status).toBe(500);
    expect((await get(sandbox, API_PATHS.searchTabs))!.status).toBe(200);
    expect((await get(sandbox, API_PATHS.spotMarkets, { headers: { cookie } }))!.status).toBe(200);
  });

  it('answers a wrong shape with a success code', async () => {
    const sandbox = createSandbox({ faults: `${API_PATHS.userInfo}=shape` });
    expect(await (await get(sandbox, API_PATHS.userInfo))!.json()).toEqual({ code: 0, message: 'success', data: 'unexpected' });
  });

  it('delays an answer by the given time', async () => {
    const sandbox = createSandbox({ faults: `${API_PATHS.announcements}=delay:150` });
    const started = performance.now();
    const response = await get(sandbox, API_PATHS.announcements);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response!.status).toBe(200);
  });

  it('lets the server close while a request hangs', async () => {
    const sandbox = createSandbox({ faults: `${API_PATHS.spotMarkets}=hang` });
    const server = await listen(async (request) => (await sandbox(request)) ?? new Response(null, { status: 404 }));
    const pending = fetch(`${server.url}${API_PATHS.spotMarkets}`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await server.close();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await pending).toBeInstanceOf(Error);
  });
});
