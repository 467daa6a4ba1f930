// Sandbox routes for content scenarios (sandbox/scenarios.ts) and for the footer's CDN check: the
// error-reporting script it loads, the reports that script sends, and a 404 for the framework file
// when the request's scenario says the CDN is missing.
import { SANDBOX_PATHS } from '../src/contracts/api-paths.ts';
import { CDN_CHECK_PARAM } from '../src/contracts/cdn-check-contract.ts';
import { json, readJsonBody } from './http.ts';
import { applyScenario, scenarioOf, scenarioRequest, type Scenarios } from './scenarios.ts';
import { listEvents, type ReceivedEvent } from './analytics.ts';

export interface ContentState {
  scenarios: Scenarios;
  reports: unknown[];
  /** Analytics events the collector received (sandbox/analytics.ts). */
  events: ReceivedEvent[];
}

// The Sentry-style surface the CDN check calls (init, captureMessage); a real reporter's URL
// replaces this one through PUBLIC_ERROR_REPORTER_URL.
const REPORTER_SCRIPT = `(function(){var o={};window.Sentry={init:function(x){o=x||{}},captureMessage:function(m){` +
  `fetch(${JSON.stringify(SANDBOX_PATHS.reports)},{method:'POST',keepalive:true,headers:{'content-type':'application/json'},` +
  `body:JSON.stringify({message:String(m),tracesSampleRate:o.tracesSampleRate,page:location.href})})}}})();\n`;

/** A scenario holds at most a few hundred records of hostile text; nothing larger is read. */
export const MAX_SCENARIO_BODY_BYTES = 256 * 1024;
/** Scenarios kept at once (each e2e test names its own): past this the oldest is forgotten. */
export const MAX_SCENARIOS = 256;
/** A report is a message, a sample rate and a page address. */
export const MAX_REPORT_BYTES = 8 * 1024;
/** Reports kept: the newest; older ones are dropped. */
export const MAX_REPORTS = 100;

const CONTENT_PATHS = new Set<string>([SANDBOX_PATHS.scenario, SANDBOX_PATHS.errorReporter, SANDBOX_PATHS.reports, SANDBOX_PATHS.analytics]);

/** Whether a request may be one of these routes: the paths above, or the CDN check's framework file. */
export function ownsContent(url: URL): boolean {
  return CONTENT_PATHS.has(url.pathname) || url.searchParams.has(CDN_CHECK_PARAM);
}

export async function handleContentControl(request: Request, url: URL, state: ContentState): Promise<Response | null> {
  if (url.searchParams.has(CDN_CHECK_PARAM) && scenarioOf(state.scenarios, request)?.cdn === 'missing') {
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  switch (url.pathname) {
    case SANDBOX_PATHS.scenario: {
      if (request.method === 'DELETE') {
        state.scenarios.delete(url.searchParams.get('scenario') ?? '');
        return json({ ok: true });
      }
      if (request.method !== 'POST') return json({ error: 'POST or DELETE' }, { status: 405, headers: { allow: 'POST, DELETE' } });
      const body = await readJsonBody(request, MAX_SCENARIO_BODY_BYTES);
      if ('refused' in body) return body.refused;
      const parsed = scenarioRequest.safeParse(body.value);
      if (!parsed.success) return json({ error: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) }, { status: 400 });
      const content = applyScenario(state.scenarios, parsed.data);
      for (const name of state.scenarios.keys()) if (state.scenarios.size > MAX_SCENARIOS) state.scenarios.delete(name);
      return json({ scenario: parsed.data.scenario, content });
    }
    case SANDBOX_PATHS.errorReporter:
      return new Response(REPORTER_SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' } });
    case SANDBOX_PATHS.reports:
      if (request.method === 'POST') {
        const body = await readJsonBody(request, MAX_REPORT_BYTES);
        if ('refused' in body) return body.refused;
        state.reports.push(body.value);
        state.reports.splice(0, state.reports.length - MAX_REPORTS);
        return json({ ok: true });
      }
      if (request.method === 'DELETE') state.reports.length = 0;
      return json({ reports: state.reports });
    case SANDBOX_PATHS.analytics:
      return listEvents(request, url, state.events);
    default:
      return null;
  }
}
