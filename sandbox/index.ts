// The sandbox API server as a Fetch-API handler. It answers every call of SPEC 7 on the same
// paths as the real backend, plus its own control routes, and returns null for any other path so it
// can be mounted in front of static files.
import { fixtures } from './data/fixtures.ts';
import { handleControl, isControlPath, isLocalHost, methodNotAllowed } from './control.ts';
import { applyFault, emptyAnswer, FAULT_SCOPE_COOKIE, FAULT_SCOPE_PATTERN, faultKey, parseFaultList, type Fault } from './faults.ts';
import { parseCookies } from '../src/lib/cookies.ts';
import { handleContentControl, ownsContent, type ContentState } from './content-control.ts';
import { scenarioOf } from './scenarios.ts';
import { isApiPath } from './http.ts';
import { apiError, MAX_API_BODY_BYTES } from '../src/edge/api-proxy.ts';
import { ROUTES } from './routes.ts';
import { personaOf } from './session.ts';

/**
 * Faults for one browser only, in the SANDBOX_FAULTS format: lets tests that run in parallel each
 * break a call for themselves without touching the others (the server-wide list is shared).
 */
export const FAULTS_COOKIE = 'sandbox_faults';

function requestFaults(request: Request): Map<string, Fault> {
  const list = parseCookies(request.headers.get('cookie')).get(FAULTS_COOKIE);
  return list ? parseFaultList(list).faults : new Map();
}

export interface SandboxOptions {
  /** Initial faults, "/path=fault,..."; default: the SANDBOX_FAULTS environment variable. */
  faults?: string;
  /** How long a "hang" fault holds a request before giving up; default 120 s. */
  hangMs?: number;
  /** Fixture seed; the same seed gives the same data. */
  seed?: number;
  /** Where rejected SANDBOX_FAULTS entries are reported; default console.warn. */
  warn?: (message: string) => void;
}

/** Answers the sandbox's paths (null for any other); `owns` names them without a request. */
export type SandboxHandler = ((request: Request) => Promise<Response | null>) & { owns(url: URL): boolean };

export const DEFAULT_SEED = 20_260_601;

function environmentFaults(): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.SANDBOX_FAULTS;
}

export function createSandbox(options: SandboxOptions = {}): SandboxHandler {
  const seed = options.seed ?? DEFAULT_SEED;
  const hangMs = options.hangMs ?? 120_000;
  const { faults, rejected } = parseFaultList(options.faults ?? environmentFaults());
  if (rejected.length) (options.warn ?? console.warn)(`[sandbox] ignored faults: ${rejected.join(', ')}`);
  const active: Map<string, Fault> = faults;
  const content: ContentState = { scenarios: new Map(), reports: [], events: [] };

  const handler = async (request: Request) => {
    const url = new URL(request.url);
    const control = await handleControl(request, url, active);
    if (control) return control;
    // Like the control routes: local hosts only, never at a cross-site request's bidding.
    const local = isLocalHost(url.hostname) && request.headers.get('sec-fetch-site') !== 'cross-site';
    const contentControl = local ? await handleContentControl(request, url, content) : null;
    if (contentControl) return contentControl;
    if (!isApiPath(url.pathname)) return null;

    const route = ROUTES[url.pathname]!;
    if (request.method !== route.method && !(route.method === 'GET' && request.method === 'HEAD')) {
      return methodNotAllowed(route.method);
    }
    // Only the analytics collector reads a body (4 KB at most); one larger than the API proxy takes is refused as the proxy refuses it.
    if (Number(request.headers.get('content-length')) > MAX_API_BODY_BYTES) return apiError(413, `Request body over ${MAX_API_BODY_BYTES} bytes`);
    const scope = parseCookies(request.headers.get('cookie')).get(FAULT_SCOPE_COOKIE);
    const scoped = scope && FAULT_SCOPE_PATTERN.test(scope) ? active.get(faultKey(url.pathname, scope)) : undefined;
    const fault = requestFaults(request).get(url.pathname) ?? scoped ?? active.get(url.pathname);
    if (fault) {
      const faulty = await applyFault(fault, url.pathname, hangMs);
      if (faulty) return faulty;
    }
    const answer = route.handle({ request, url, persona: personaOf(request), data: fixtures(seed), scenario: scenarioOf(content.scenarios, request), events: content.events });
    return fault?.kind === 'empty' ? emptyAnswer(await answer) : answer;
  };
  return Object.assign(handler, { owns: (url: URL) => isControlPath(url.pathname) || isApiPath(url.pathname) || ownsContent(url) });
}
