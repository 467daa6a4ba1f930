import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, SANDBOX_PATHS } from '../src/contracts/api-paths.ts';
import { startSandbox, type SandboxServer } from './testing.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandbox();
});
afterAll(() => server.close());

const post = (body: unknown) => fetch(`${server.url}${SANDBOX_PATHS.scenario}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const getJson = async (path: string, cookie = '') => (await (await fetch(`${server.url}${path}`, { headers: { cookie } })).json()) as { data: any };

describe('content scenarios', () => {
  it('replace the announcement of a page key for requests carrying the scenario cookie only', async () => {
    expect((await post({ scenario: 'a1', announcement: { page: 'index', content: '<script>x</script>', link: 'javascript:x' } })).status).toBe(200);
    const scoped = await getJson(API_PATHS.announcements, 'sandbox_scenario=a1');
    expect(scoped.data.index).toMatchObject({ content: '<script>x</script>', link: 'javascript:x' });
    expect(scoped.data.wallet.content_id).toBe('30121');
    expect((await getJson(API_PATHS.announcements)).data.index.content_id).toBe('30117');
  });

  it('override common-data flags over the visitor\'s or the persona\'s answer, for that scenario only', async () => {
    await post({ scenario: 'c1', common: { limitCountryUserStatus: 1 } });
    await post({ scenario: 'c1', common: { isHKUser: true, currency_count: 1873 } });
    const visitor = await getJson(API_PATHS.commonData, 'sandbox_scenario=c1');
    expect(visitor.data).toMatchObject({ is_login: 0, limitCountryUserStatus: 1, isHKUser: true, currency_count: 1873 });
    const persona = await getJson(API_PATHS.commonData, `${await server.cookiesFor('withdraw-only')}; sandbox_scenario=c1`);
    expect(persona.data).toMatchObject({ is_login: 1, isWithdrawOnlyUser: 1, isHKUser: true });
    const plain = await getJson(API_PATHS.commonData);
    expect(plain.data.limitCountryUserStatus).toBeUndefined();
    expect(plain.data.currency_count).toBeGreaterThan(100);
  });

  it('replace a tab group\'s notices, an empty list included', async () => {
    const cookies = await server.cookiesFor('user');
    await post({ scenario: 'n1', notices: { group: 'trade', records: [{ title: 'T', content: 'C', type: 'spot', extras: { market: 'x' } }] } });
    await post({ scenario: 'n1', notices: { group: 'markets', records: [] } });
    const scoped = `${cookies}; sandbox_scenario=n1`;
    expect((await getJson(`${API_PATHS.noticeRecord}?type=trade&page=1&size=10`, scoped)).data.list).toMatchObject([{ title: 'T', content: 'C', type: 'spot', extras: { market: 'x' } }]);
    expect((await getJson(`${API_PATHS.noticeRecord}?type=markets&page=1&size=10`, scoped)).data.list).toEqual([]);
    expect((await getJson(`${API_PATHS.noticeRecord}?type=markets&page=1&size=10`, cookies)).data.list).toHaveLength(10);
  });

  it('set compliance limit flags and the CDN outcome', async () => {
    await post({ scenario: 'l1', limit: { is_jp_toast: true }, cdn: 'missing' });
    expect((await getJson(API_PATHS.complianceCheck, 'sandbox_scenario=l1')).data.limit).toMatchObject({ is_jp_toast: true, is_main: false });
    const check = await fetch(`${server.url}/_astro/x.js?cdn_check=1`, { headers: { cookie: 'sandbox_scenario=l1' } });
    expect(check.status).toBe(404);
  });

  it('replace the compliance menu list, for a visitor or a signed-in persona alike', async () => {
    await post({ scenario: 'm1', menu: ['nexa_otc', 'nexa_shop'] });
    expect((await getJson(API_PATHS.complianceCheck, 'sandbox_scenario=m1')).data.menu).toEqual(['nexa_otc', 'nexa_shop']);
    expect((await getJson(API_PATHS.complianceCheck, 'sandbox_scenario=other')).data.menu).toEqual([]);
  });

  it('move the spot prices by a step between two answers, each market its own way, for that scenario only', async () => {
    const before = (await getJson(API_PATHS.spotMarkets, 'sandbox_scenario=p1')).data as string[][];
    await post({ scenario: 'p1', prices: { step: 1 } });
    const after = (await getJson(API_PATHS.spotMarkets, 'sandbox_scenario=p1')).data as string[][];
    const btc = (rows: string[][]) => rows.find((row) => row[0] === 'BTC_USDT')!;
    expect(btc(after)[3]).not.toBe(btc(before)[3]);
    // A small move at the market's own tick size, the change recomputed against the previous price.
    expect(btc(after)[3]!.split('.')[1]!.length).toBe(btc(before)[3]!.split('.')[1]!.length);
    expect(Math.abs(Number(btc(after)[3]) / Number(btc(before)[3]) - 1)).toBeLessThanOrEqual(0.005);
    expect(Number(btc(after)[2])).toBeCloseTo((Number(btc(after)[3]) / Number(btc(after)[8]) - 1) * 100, 1);
    const moved = after.filter((row, index) => row[3] !== before[index]![3]).length;
    expect(moved).toBeGreaterThan(after.length * 0.9);
    expect(after.filter((row, index) => Number(row[3]) > Number(before[index]![3])).length).toBeGreaterThan(after.length / 4);
    await post({ scenario: 'p1', prices: { step: 0 } });
    expect((await getJson(API_PATHS.spotMarkets, 'sandbox_scenario=p1')).data).toEqual(before);
    expect((await getJson(API_PATHS.spotMarkets)).data).toEqual(before);
  });

  it('reject malformed requests with the reason', async () => {
    const response = await post({ scenario: 'bad name!', notices: { group: 'nope', records: [] } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/scenario|group/);
  });

  it('serve the error reporter and record its reports', async () => {
    const script = await fetch(`${server.url}${SANDBOX_PATHS.errorReporter}`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('captureMessage');
    await fetch(`${server.url}${SANDBOX_PATHS.reports}`, { method: 'POST', body: JSON.stringify({ message: 'cdn access error' }) });
    expect(await (await fetch(`${server.url}${SANDBOX_PATHS.reports}`)).json()).toEqual({ reports: [{ message: 'cdn access error' }] });
  });
});
