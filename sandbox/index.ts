// The sandbox API server as a Fetch-API handler. It answers every call of SPEC 7 on the same
// paths as the real backend, plus its own control routes, and returns null for any other path so it
// can be mounted in front of static files.
import { fixtures } from './data/fixtures.ts';
import { handleControl, methodNotAllowed } from './control.ts';
import { handleContentControl, type ContentState } from './content-control.ts';
import { scenarioOf } from './scenarios.ts';
import { applyFault, parseFaultList, type Fault } from './faults.ts';
import { isApiPath } from './http.ts';
import { ROUTES } from './routes.ts';
import { personaOf } from './session.ts';

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

export type SandboxHandler = (request: Request) => Promise<Response | null>;

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
  const content: ContentState = { scenarios: new Map(), reports: [] };

  return async (request) => {
    const url = new URL(request.url);
    const control = await handleControl(request, url, active);
    if (control) return control;
    const contentControl = await handleContentControl(request, url, content);
    if (contentControl) return contentControl;
    if (!isApiPath(url.pathname)) return null;

    const route = ROUTES[url.pathname]!;
    if (request.method !== route.method && !(route.method === 'GET' && request.method === 'HEAD')) {
      return methodNotAllowed(route.method);
    }
    const fault = active.get(url.pathname);
    if (fault) {
      const faulty = await applyFault(fault, url.pathname, hangMs);
      if (faulty) return faulty;
    }
    return route.handle({ request, url, persona: personaOf(request), data: fixtures(seed), scenario: scenarioOf(content.scenarios, request) });
  };
}
