// Sandbox routes for content scenarios (sandbox/scenarios.ts) and for the footer's CDN check: the
// error-reporting script it loads, the reports that script sends, and a 404 for the framework file
// when the request's scenario says the CDN is missing.
import { SANDBOX_PATHS } from '../src/lib/api/paths.ts';
import { CDN_CHECK_PARAM } from '../src/scripts/notices/cdn-check-contract.ts';
import { json } from './http.ts';
import { applyScenario, scenarioOf, scenarioRequest, type Scenarios } from './scenarios.ts';

export interface ContentState {
  scenarios: Scenarios;
  reports: unknown[];
}

// The Sentry-style surface the CDN check calls (init, captureMessage); a real reporter's URL
// replaces this one through PUBLIC_ERROR_REPORTER_URL.
const REPORTER_SCRIPT = `(function(){var o={};window.Sentry={init:function(x){o=x||{}},captureMessage:function(m){` +
  `fetch(${JSON.stringify(SANDBOX_PATHS.reports)},{method:'POST',keepalive:true,headers:{'content-type':'application/json'},` +
  `body:JSON.stringify({message:String(m),tracesSampleRate:o.tracesSampleRate,page:location.href})})}}})();\n`;

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

const CONTENT_PATHS = new Set<string>([SANDBOX_PATHS.scenario, SANDBOX_PATHS.errorReporter, SANDBOX_PATHS.reports]);

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
      const parsed = scenarioRequest.safeParse(await readJson(request));
      if (!parsed.success) return json({ error: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) }, { status: 400 });
      return json({ scenario: parsed.data.scenario, content: applyScenario(state.scenarios, parsed.data) });
    }
    case SANDBOX_PATHS.errorReporter:
      return new Response(REPORTER_SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' } });
    case SANDBOX_PATHS.reports:
      if (request.method === 'POST') {
        const body = await readJson(request);
        if (state.reports.length < 1_000) state.reports.push(body);
        return json({ ok: true });
      }
      if (request.method === 'DELETE') state.reports.length = 0;
      return json({ reports: state.reports });
    default:
      return null;
  }
}
