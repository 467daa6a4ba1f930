import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from './client.ts';
import { API_PATHS } from '../../contracts/api-paths.ts';
import { classicAccountMode } from './schemas/account.ts';
import { startSandbox, type SandboxServer } from '../../../sandbox/testing.ts';
import { recordingLogger } from '../cache/test-support.ts';

/** One row per call of SPEC 7 (and our chosen paths): how to make it, and what success looks like. */
interface CallCase {
  name: string;
  path: string;
  invoke: (client: ApiClient) => Promise<unknown>;
  fallback: unknown;
  expectSuccess: (value: any) => void;
}

const CASES: CallCase[] = [
  {
    name: 'notice records',
    path: API_PATHS.noticeRecord,
    invoke: (client) => client.getNoticeRecords({ type: 'trade' }),
    fallback: [],
    expectSuccess: (rows) => {
      expect(rows).toHaveLength(10);
      expect(rows[0]).toMatchObject({ msg_id: expect.any(String), title: expect.any(String), type: 'spot' });
    },
  },
  {
    name: 'futures contracts',
    path: API_PATHS.futuresContracts,
    invoke: (client) => client.getFuturesContracts(),
    fallback: { usdt: [], btc: [] },
    expectSuccess: (value) => {
      expect(value.usdt.length + value.btc.length).toBeGreaterThanOrEqual(500);
      expect(value.btc[0]).toMatchObject({ settle: 'btc', name: 'BTC_USD', coin_name: 'Bitcoin', is_tag_st: false });
    },
  },
  {
    name: 'buy-crypto fiat settings',
    path: API_PATHS.buyCryptoFiatSettings,
    invoke: (client) => client.getBuyCryptoFiatSettings(),
    fallback: [],
    expectSuccess: (rows) => expect(rows[0]).toEqual({ fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true }),
  },
  {
    name: 'fiat market rates',
    path: API_PATHS.fiatMarketRates,
    invoke: (client) => client.getFiatMarketRates(),
    fallback: {},
    expectSuccess: (rates) => expect(rates.TRY).toEqual({ symbol: '₺', rate: '34.1820' }),
  },
  {
    name: 'cross-margin info',
    path: API_PATHS.crossMarginInfo,
    invoke: (client) => client.getCrossMarginInfo(),
    fallback: {},
    expectSuccess: (info) => expect(info).toEqual({ userTier: 0, userSpotBalance: '1520.3', crossMarginUid: 0 }),
  },
  {
    name: 'user info',
    path: API_PATHS.userInfo,
    invoke: (client) => client.getUserInfo(),
    fallback: {},
    expectSuccess: (info) => expect(info).toMatchObject({ uid: '10000001', tier: 0, kyc_status: 1, isLogin: true }),
  },
  {
    name: 'announcements',
    path: API_PATHS.announcements,
    invoke: (client) => client.getAnnouncements(),
    fallback: {},
    expectSuccess: (byPage) => {
      expect(Object.keys(byPage)).toEqual(['index', 'wallet']);
      expect(byPage.index).toMatchObject({ content_id: '30117', link: expect.stringMatching(/^\//) });
    },
  },
  {
    name: 'search tabs',
    path: API_PATHS.searchTabs,
    invoke: (client) => client.getSearchTabs(),
    fallback: [],
    expectSuccess: (tabs) => expect(tabs.map((tab: { key: string }) => tab.key)).toContain('spot'),
  },
  {
    name: 'spot markets',
    path: API_PATHS.spotMarkets,
    invoke: (client) => client.getSpotMarkets(),
    fallback: [],
    expectSuccess: (rows) => {
      expect(rows.length).toBeGreaterThanOrEqual(3000);
      expect(rows[0]).toMatchObject({ pair: 'BTC_USDT', curr_a: 'BTC', curr_b: 'USDT', symbol: 'BTC/USDT', name: 'Bitcoin' });
      for (const row of rows.slice(0, 200)) expect(row.trend).toBe(Number(row.rate_percent) >= 0 ? 'up' : 'down');
      expect(new Set(rows.map((row: { curr_b: string }) => row.curr_b))).toEqual(new Set(['USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'EUR', 'SGD', 'JPY']));
    },
  },
  {
    name: 'account mode',
    path: API_PATHS.accountMode,
    invoke: (client) => client.getAccountMode(),
    fallback: classicAccountMode(),
    expectSuccess: (mode) => expect(mode).toMatchObject({ mode: 'classic', support_unified: true, settings: { options: false } }),
  },
  {
    name: 'pre-mint currencies',
    path: API_PATHS.preMintCurrencies,
    invoke: (client) => client.getPreMintCurrencies(),
    fallback: [],
    expectSuccess: (rows) => expect(rows[0]).toMatchObject({ currency: expect.any(String), tags: expect.arrayContaining(['hot']) }),
  },
  {
    name: 'pre-market currencies',
    path: API_PATHS.preMarketCurrencies,
    invoke: (client) => client.getPreMarketCurrencies(),
    fallback: [],
    expectSuccess: (rows) => expect(rows.some((row: { tags: string[] }) => row.tags.includes('new'))).toBe(true),
  },
  {
    name: 'pilot markets',
    path: API_PATHS.pilotMarkets,
    invoke: (client) => client.getPilotMarkets(),
    fallback: { list: [], groups: {} },
    expectSuccess: (value) => {
      expect(value.list.length).toBeGreaterThan(100);
      expect(Object.keys(value.groups).sort()).toEqual(['arb', 'base', 'bsc', 'eth', 'sol']);
    },
  },
  {
    name: 'options underlyings',
    path: API_PATHS.optionsUnderlyings,
    invoke: (client) => client.getOptionsUnderlyings(),
    fallback: [],
    expectSuccess: (rows) => expect(rows[0]).toEqual({ name: 'BTC_USDT', icon_url_64: expect.any(String) }),
  },
  {
    name: 'alpha markets',
    path: API_PATHS.alphaMarkets,
    invoke: (client) => client.getAlphaMarkets(),
    fallback: { list: [], groups: {} },
    expectSuccess: (value) => {
      expect(value.groups.hot).toHaveLength(40);
      expect(value.list[0]).toMatchObject({ hot_rank: 1, buy_start: expect.any(Number), seo_path: expect.any(String) });
    },
  },
  {
    name: 'delivery contracts',
    path: API_PATHS.deliveryContracts,
    invoke: (client) => client.getDeliveryContracts(),
    fallback: [],
    expectSuccess: (rows) => expect(rows[0]).toMatchObject({ underlying: 'BTC_USDT', full_name: 'Bitcoin', is_tag_st: false }),
  },
  {
    name: 'sign-out-all',
    path: API_PATHS.signOutAll,
    invoke: (client) => client.signOutAll(),
    fallback: { ok: false },
    expectSuccess: (value) => expect(value).toEqual({ ok: true }),
  },
  {
    name: 'logout page',
    path: API_PATHS.logoutPage,
    invoke: (client) => client.signOutViaLogoutPage(),
    fallback: { ok: false },
    expectSuccess: (value) => expect(value).toEqual({ ok: true }),
  },
  {
    name: 'this-device sign-out',
    path: API_PATHS.signOut,
    invoke: (client) => client.signOut(),
    fallback: { ok: false },
    expectSuccess: (value) => expect(value).toEqual({ ok: true }),
  },
  {
    name: 'options markets',
    path: API_PATHS.optionsMarkets,
    invoke: (client) => client.getOptionsMarkets(),
    fallback: {},
    expectSuccess: (byMarket) => expect(byMarket.ETH_USDT[0]).toMatchObject({ pair: expect.stringMatching(/^ETH_USDT-\d{8}-/) }),
  },
  {
    name: 'account tier',
    path: API_PATHS.accountTier,
    invoke: (client) => client.getAccountTier(),
    fallback: { is_sub: 0, tier: 0 },
    expectSuccess: (tier) => expect(tier).toEqual({ is_sub: 0, tier: 0 }),
  },
  {
    name: 'compliance check',
    path: API_PATHS.complianceCheck,
    invoke: (client) => client.getComplianceCheck(),
    fallback: { business: [], menu: [], limit: {} },
    expectSuccess: (value) => expect(value.limit).toEqual({ is_us_toast: false, is_main: false, is_uk_ip: false, is_jp_toast: false }),
  },
  {
    name: 'common data',
    path: API_PATHS.commonData,
    invoke: (client) => client.getCommonData(),
    fallback: {},
    expectSuccess: (value) => expect(value).toMatchObject({ sub_website_id: 0, is_login: true, currency_count: expect.any(Number) }),
  },
  {
    name: 'chat rooms',
    path: API_PATHS.chatRooms,
    invoke: (client) => client.getChatRooms(),
    fallback: [],
    expectSuccess: (rooms) => expect(rooms[0]).toMatchObject({ id: 'btc', name: 'Bitcoin traders', members: 48_210, online: 1_312 }),
  },
  {
    name: 'menu data',
    path: API_PATHS.menuData,
    invoke: (client) => client.getMenuData(),
    fallback: [],
    expectSuccess: (menus) => expect(menus[0].children[0]).toMatchObject({ title: 'Spot', link: '/trade/BTC_USDT' }),
  },
];

const FAULTS = ['500', 'malformed', 'shape', 'hang'] as const;
/** SPEC: 4000 ms timeout; the fallback must arrive within 4.5 s. */
const FALLBACK_DEADLINE_MS = 4500;

it('covers every path the client knows', () => {
  expect(new Set(CASES.map((entry) => entry.path))).toEqual(new Set(Object.values(API_PATHS)));
});

describe('each call succeeds against the sandbox', () => {
  let server: SandboxServer;
  let cookies: string;
  beforeAll(async () => {
    server = await startSandbox();
    cookies = await server.cookiesFor('user');
  });
  afterAll(() => server.close());

  it.each(CASES)('$name', async ({ invoke, expectSuccess }) => {
    const logger = recordingLogger();
    const value = await invoke(server.client({ cookies: () => cookies, logger }));
    expectSuccess(value);
    expect(logger.messages).toEqual([]);
  });
});

describe.each(FAULTS)('fault %s on every call', (fault) => {
  let server: SandboxServer;
  const outcomes = new Map<string, { value: unknown; elapsedMs: number; logs: string[] }>();

  // Every call runs at once, so the hang faults cost one timeout, not one per call.
  beforeAll(async () => {
    server = await startSandbox({ faults: CASES.map((entry) => `${entry.path}=${fault}`).join(',') });
    const cookies = await server.cookiesFor('user');
    await Promise.all(
      CASES.map(async (entry) => {
        const logger = recordingLogger();
        const started = performance.now();
        const value = await entry.invoke(server.client({ cookies: () => cookies, logger }));
        outcomes.set(entry.name, { value, elapsedMs: performance.now() - started, logs: logger.messages });
      }),
    );
  }, 10_000);
  afterAll(() => server.close());

  it.each(CASES)('$name gives its fallback, in time, and logs', ({ name, fallback }) => {
    const outcome = outcomes.get(name)!;
    expect(outcome.value).toEqual(fallback);
    expect(outcome.elapsedMs).toBeLessThan(FALLBACK_DEADLINE_MS);
    expect(outcome.logs).toHaveLength(1);
    expect(outcome.logs[0]).toMatch(fault === 'hang' ? /timed out after 4000 ms/ : /failed: /);
  });
});

describe('request details', () => {
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startSandbox();
  });
  afterAll(() => server.close());

  function capturingClient(language: string, cookies: string) {
    const seen: Array<{ url: URL; init: RequestInit | undefined; headers: Headers }> = [];
    const client = server.client({
      language: () => language,
      cookies: () => cookies,
      siteType: 2,
      logger: recordingLogger(),
      fetch: (input, init) => {
        seen.push({ url: new URL(String(input)), init, headers: new Headers(init?.headers) });
        return fetch(input, init);
      },
    });
    return { client, seen };
  }

  it('sends language, app type and the csrftoken cookie, with credentials and a timeout', async () => {
    const { client, seen } = capturingClient('zh', 'csrftoken=abc123; other=1');
    await client.getSpotMarkets({ timezone: 'utc8' });
    const [request] = seen;
    expect(request!.headers.get('x-lang')).toBe('cn');
    expect(request!.headers.get('x-app-type')).toBe('web');
    expect(request!.headers.get('csrftoken')).toBe('abc123');
    expect(request!.headers.get('x-site-type')).toBe('2');
    expect(request!.init?.credentials).toBe('include');
    expect(request!.init?.signal).toBeInstanceOf(AbortSignal);
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({ exchange_type: 'ALL', timezone: 'utc8' });
  });

  it('sends the site type with every call, 0 when the page names none', async () => {
    const { client, seen } = capturingClient('en', '');
    await client.getSearchTabs();
    expect(seen[0]!.headers.get('x-site-type')).toBe('2');
    const unnamed: Headers[] = [];
    await server.client({ logger: recordingLogger(), fetch: (input, init) => (unnamed.push(new Headers(init?.headers)), fetch(input, init)) }).getComplianceCheck();
    expect(unnamed[0]!.get('x-site-type')).toBe('0');
    expect(seen[0]!.url.searchParams.get('area')).toBe('web_trade');
    expect(seen[0]!.headers.has('csrftoken')).toBe(false);
  });

  it('sends the documented query of each market and pre-market call', async () => {
    const { client, seen } = capturingClient('en', '');
    await client.getFuturesContracts();
    await client.getPreMarketGroups();
    await client.getPilotMarkets();
    await client.getAlphaMarkets();
    await client.getNoticeRecords({ type: 'platform' });
    const queries = seen.map((request) => `${request.url.pathname}?${request.url.searchParams}`);
    expect(queries).toEqual([
      '/apiw/v2/market/futures?exchange_type=CONTRACT_ALL&timezone=24h&is_testnet=0',
      '/apiw/v2/pre-mint/service/currencies/simple-info?limit=100&page=1',
      '/apiw/v2/pre-market/service/currencies/simple-info?limit=100&page=1',
      '/apiw/v2/pilot/markets?exchange_type=PILOT_ALL',
      '/apiw/v2/market/alphas?exchange_type=MEMEBOX_ALL',
      '/apiw/v2/herald/get_notice_record?type=platform&page=1&size=10',
    ]);
  });

  it('posts the this-device sign-out form-encoded', async () => {
    const cookies = await server.cookiesFor('user');
    const { client, seen } = capturingClient('en', cookies);
    expect(await client.signOut()).toEqual({ ok: true });
    expect(seen[0]!.init?.method).toBe('POST');
    expect(seen[0]!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  });

  it('gives the classic account mode and a zero tier to a visitor, logging the refusal', async () => {
    const logger = recordingLogger();
    const client = server.client({ logger });
    expect(await client.getAccountMode()).toEqual(classicAccountMode());
    expect(await client.getAccountTier()).toEqual({ is_sub: 0, tier: 0 });
    expect(logger.messages).toEqual(['[api] accountMode failed: HTTP 401', '[api] accountTier failed: HTTP 401']);
  });
});

describe('answers checked without a server', () => {
  const answering = (body: unknown, status = 200) => {
    const logger = recordingLogger();
    const client = createApiClient({
      baseUrl: 'http://backend.invalid',
      logger,
      fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    });
    return { client, logger };
  };

  it('empties the futures list when the code is not 200', async () => {
    const rows = [{ settle: 'usdt', name: 'BTC_USDT', coin_name: 'Bitcoin', categories: [], is_tag_st: 0, icon: '' }];
    const { client, logger } = answering({ code: 0, message: 'success', data: rows });
    expect(await client.getFuturesContracts()).toEqual({ usdt: [], btc: [] });
    expect(logger.messages).toEqual(['[api] futuresContracts failed: code 0 (success)']);
  });

  it('rejects a spot row with a missing column', async () => {
    const { client, logger } = answering({ code: 200, data: [['BTC_USDT', 'Bitcoin', '1.2']] });
    expect(await client.getSpotMarkets()).toEqual([]);
    // Where (row 0, column 3) and what: zod/mini has no message texts, the code is logged.
    expect(logger.messages[0]).toBe('[api] spotMarkets failed: invalid data: 0.3: invalid_union');
  });

  it('derives a down trend from a negative percent and accepts numeric strings and 0/1 flags', async () => {
    const row = ['ETH_BTC', 'Ethereum', '-0.01', '0.0371', '12.5', '5', 0, 'layer1, defi', '0.0372', '1700000000', 3, '1', '/e.png'];
    const { client } = answering({ code: 200, data: [row] });
    const [parsed] = await client.getSpotMarkets();
    expect(parsed).toMatchObject({
      curr_a: 'ETH',
      curr_b: 'BTC',
      trend: 'down',
      symbol: 'ETH/BTC',
      multiple: 5,
      enable_credit: false,
      isST: true,
      categories: ['layer1', 'defi'],
      opening_time: 1_700_000_000,
    });
  });

  it('logs a network error and returns the fallback', async () => {
    const logger = recordingLogger();
    const client = createApiClient({
      baseUrl: 'http://backend.invalid',
      logger,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await client.getAnnouncements()).toEqual({});
    expect(logger.messages).toEqual(['[api] announcements failed: network error: fetch failed']);
  });

  it('groups a token under each of its categories without trusting category names', async () => {
    const token = (address: string, categories: string[]) => ({
      address,
      show_pair: 'X/USDT',
      icon: '',
      chain_icon: '',
      seo_path: address,
      hot_rank: 1,
      buy_start: 1,
      categories,
    });
    const { client } = answering({ code: 200, data: [token('a', ['hot', 'meme']), token('b', ['__proto__'])] });
    const { list, groups } = await client.getAlphaMarkets();
    expect(list).toHaveLength(2);
    expect(groups['hot']?.map((row) => row.address)).toEqual(['a']);
    expect(groups['meme']?.map((row) => row.address)).toEqual(['a']);
    expect(groups['__proto__']?.map((row) => row.address)).toEqual(['b']);
  });
});
