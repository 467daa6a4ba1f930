// The sandbox's analytics collector: the chrome's click events (SPEC 7 "Analytics click events are
// sent for footer, header, Alpha and other clicks") arrive on the API path production sends them to
// (BEACON_PATHS.analyticsEvents), and GET /__sandbox/analytics lists what arrived, newest last, so
// anyone running `npm start` sees them. Only well-formed events are kept, and only the newest.
import { z } from 'zod';
import { BEACON_PATHS } from '../src/contracts/api-paths.ts';
import { parseCookies } from '../src/lib/cookies.ts';
import { json, ok, readJsonBody } from './http.ts';
import { SCENARIO_COOKIE } from './scenarios.ts';

/** One event is an id, a site, a language, a position and a few parameters. */
export const MAX_EVENT_BYTES = 4096;
/** Events kept: the newest; older ones are dropped. */
export const MAX_EVENTS = 500;

const short = z.string().min(1).max(200);
export const analyticsEvent = z.strictObject({
  id: short,
  site: z.string().max(20),
  lang: z.string().max(10),
  position: z.string().max(40),
  params: z.record(z.string().max(60), z.string().max(200)).optional(),
});

export interface ReceivedEvent extends z.infer<typeof analyticsEvent> {
  /** When the sandbox received it (ISO 8601). */
  receivedAt: string;
  /** The browser's sandbox_scenario cookie, so parallel tests can each read their own events. */
  scenario: string;
}

/** POST on the collector path: keeps a valid event, refuses anything else with the API's envelope. */
export async function collectEvent(request: Request, events: ReceivedEvent[]): Promise<Response> {
  const body = await readJsonBody(request, MAX_EVENT_BYTES);
  if ('refused' in body) return body.refused;
  const parsed = analyticsEvent.safeParse(body.value);
  if (!parsed.success) return json({ code: 400, message: 'expected { id, site, lang, position, params? }', data: null }, { status: 400 });
  const scenario = parseCookies(request.headers.get('cookie')).get(SCENARIO_COOKIE) ?? '';
  events.push({ ...parsed.data, receivedAt: new Date().toISOString(), scenario });
  events.splice(0, events.length - MAX_EVENTS);
  return ok(BEACON_PATHS.analyticsEvents, null);
}

/** GET /__sandbox/analytics[?scenario=NAME]: the events received; DELETE forgets them. */
export function listEvents(request: Request, url: URL, events: ReceivedEvent[]): Response {
  if (request.method === 'DELETE') events.length = 0;
  else if (request.method !== 'GET') return json({ error: 'GET or DELETE' }, { status: 405, headers: { allow: 'GET, DELETE' } });
  const scenario = url.searchParams.get('scenario');
  return json({ events: scenario === null ? events : events.filter((event) => event.scenario === scenario) });
}
