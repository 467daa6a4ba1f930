// Sandbox-only routes: sign in as a persona, sign out, the persona picker, and fault control.
import { z } from 'zod';
import { SANDBOX_PATHS } from '../src/lib/api/paths.ts';
import { json, redirect } from './http.ts';
import { findPersona } from './personas.ts';
import { isVisitorName, loginCookies, loginPage, logoutCookies, safeNextPath } from './session.ts';
import { FAULT_SCOPE_PATTERN, faultKey, formatFault, parseFault, type Fault } from './faults.ts';
import { accountSwitcherScript } from './account-switcher.ts';
import { avatarResponse } from './avatars.ts';
import { DEFAULT_ACCOUNT_SWITCHER_SCRIPT } from '../src/islands/Account/account-switcher.ts';

const faultRequest = z.object({
  path: z.string().startsWith('/').max(300),
  fault: z.string().max(40),
  /** Only requests carrying the sandbox_fault_scope cookie with this value get the fault. */
  scope: z.string().regex(FAULT_SCOPE_PATTERN).optional(),
});

function listFaults(faults: Map<string, Fault>): Response {
  return json({ faults: Object.fromEntries([...faults].map(([path, fault]) => [path, formatFault(fault)])) });
}

async function setFault(request: Request, faults: Map<string, Fault>): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: 'body must be JSON' }, { status: 400 });
  }
  const parsed = faultRequest.safeParse(body);
  const fault = parsed.success ? parseFault(parsed.data.fault) : undefined;
  if (!parsed.success || !fault) {
    return json({ error: 'expected { "path": "/...", "fault": "delay:MS" | "500" | "malformed" | "shape" | "hang", "scope"?: "a-z0-9-" }' }, { status: 400 });
  }
  faults.set(faultKey(parsed.data.path, parsed.data.scope), fault);
  return listFaults(faults);
}

/** Handles a control route, or returns null when the path is not one. */
export async function handleControl(request: Request, url: URL, faults: Map<string, Fault>): Promise<Response | null> {
  const method = request.method;
  switch (url.pathname) {
    case SANDBOX_PATHS.session: {
      if (method !== 'GET') return methodNotAllowed('GET');
      const next = safeNextPath(url.searchParams.get('next'));
      const name = url.searchParams.get('persona');
      if (isVisitorName(name)) return redirect(next, logoutCookies());
      const persona = findPersona(name ?? undefined);
      if (!persona) return json({ error: `unknown persona: ${name ?? '(none)'}` }, { status: 400 });
      return redirect(next, loginCookies(persona));
    }
    case SANDBOX_PATHS.logout:
      if (method !== 'GET') return methodNotAllowed('GET');
      return redirect(safeNextPath(url.searchParams.get('next')), logoutCookies());
    case SANDBOX_PATHS.loginPage:
      if (method !== 'GET') return methodNotAllowed('GET');
      return loginPage(safeNextPath(url.searchParams.get('next')));
    case SANDBOX_PATHS.faults:
      if (method === 'GET') return listFaults(faults);
      if (method === 'POST') return setFault(request, faults);
      if (method === 'DELETE') {
        faults.clear();
        return listFaults(faults);
      }
      return methodNotAllowed('GET, POST, DELETE');
    case DEFAULT_ACCOUNT_SWITCHER_SCRIPT:
      if (method !== 'GET') return methodNotAllowed('GET');
      return accountSwitcherScript();
    default:
      return method === 'GET' ? avatarResponse(url.pathname) : null;
  }
}

export function methodNotAllowed(allow: string): Response {
  return json({ code: 405, message: 'method not allowed', data: null }, { status: 405, headers: { allow } });
}
