// The analytics collector: `npm start` with no build variable collects the chrome's click events
// on the API path production sends them to, and /__sandbox/analytics shows them.
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index.ts';
import { BEACON_PATHS, SANDBOX_PATHS } from '../src/contracts/api-paths.ts';
import { MAX_EVENTS } from './analytics.ts';

const ORIGIN = 'http://localhost:4321';
const event = { id: 'search.alpha', site: 'main', lang: 'ar', position: 'search', params: { row: 'alpha-pepe-1', rank: '2' } };

function collector() {
  const sandbox = createSandbox({ faults: '' });
  const beacon = (body: string, cookie = '') =>
    sandbox(new Request(`${ORIGIN}${BEACON_PATHS.analyticsEvents}`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', cookie } }));
  const list = async (query = '') => {
    const response = await sandbox(new Request(`${ORIGIN}${SANDBOX_PATHS.analytics}${query}`));
    return ((await response!.json()) as { events: Array<Record<string, unknown>> }).events;
  };
  return { sandbox, beacon, list };
}

describe('sandbox analytics collector', () => {
  it('keeps a beacon\'s event and lists it with the time it arrived', async () => {
    const { beacon, list } = collector();
    const response = await beacon(JSON.stringify(event));
    expect(response!.status).toBe(200);
    expect(await response!.json()).toMatchObject({ code: 0 });
    const [received] = await list();
    expect(received).toMatchObject({ ...event, scenario: '' });
    expect(Date.parse(String(received!.receivedAt))).not.toBeNaN();
  });

  it('lists one browser\'s events by its scenario cookie, so parallel tests read their own', async () => {
    const { beacon, list } = collector();
    await beacon(JSON.stringify(event), 'sandbox_scenario=a');
    await beacon(JSON.stringify({ ...event, id: 'footer.about.careers' }), 'sandbox_scenario=b');
    expect((await list('?scenario=b')).map((item) => item.id)).toEqual(['footer.about.careers']);
    expect(await list()).toHaveLength(2);
  });

  it('refuses what is not an event, and bodies over 4 KB, keeping nothing', async () => {
    const { beacon, list } = collector();
    for (const body of ['not json', '[]', JSON.stringify({ id: '' }), JSON.stringify({ ...event, extra: 1 }), JSON.stringify({ ...event, params: { a: 1 } })]) {
      expect((await beacon(body))!.status, body).toBe(400);
    }
    expect((await beacon(JSON.stringify({ ...event, id: 'x'.repeat(5000) })))!.status).toBe(413);
    expect(await list()).toEqual([]);
  });

  it('keeps the newest events only, forgets them on DELETE, and takes POST only on the collector path', async () => {
    const { sandbox, beacon, list } = collector();
    for (let index = 0; index < MAX_EVENTS + 5; index += 1) await beacon(JSON.stringify({ ...event, id: `e${index}` }));
    const events = await list();
    expect(events).toHaveLength(MAX_EVENTS);
    expect(events[0]!.id).toBe('e5');
    await sandbox(new Request(`${ORIGIN}${SANDBOX_PATHS.analytics}`, { method: 'DELETE' }));
    expect(await list()).toEqual([]);
    expect((await sandbox(new Request(`${ORIGIN}${BEACON_PATHS.analyticsEvents}`)))!.status).toBe(405);
  });

  it('lists events on local hosts only', async () => {
    const { sandbox } = collector();
    expect(await sandbox(new Request(`https://www.nexa.exchange${SANDBOX_PATHS.analytics}`))).toBeNull();
  });
});
