// Sandbox-only routes: sign in as a persona, sign out, and fault control (the persona picker is the
// stand-in login application's page, sandbox/apps/). They
// answer only on local hosts, refuse cross-site requests (no login CSRF) and read small JSON bodies only.
import { z } from 'zod';
import { SANDBOX_PATHS } from '../src/contracts/api-paths.ts';
import { json, readJsonBody, redirect } from './http.ts';
import { findPersona } from './personas.ts';
import { isVisitorName, loginCookies, logoutCookies, overHttps, safeNextPath } from './session.ts';
import { FAULT_SCOPE_PATTERN, faultKey, formatFault, MAX_FAULTS, parseFault, type Fault } from './faults.ts';
import { accountSwitcherScript, SANDBOX_ACCOUNT_SWITCHER_PATH } from './account-switcher.ts';
import { AVATAR_PATH_PREFIX, avatarResponse } from './avatars.ts';
import { COIN_ICON_PREFIXES, coinIconResponse } from './coin-icons.ts';

const faultRequest = z.object({
  path: z.string().startsWith('/').max(300),
  fault: z.string().max(40),
  /** Only requests carrying the sandbox_fault_scope cookie with this value get the fault. */
  scope: z.string().regex(FAULT_SCOPE_PATTERN).optional(),
});
/** A fault request is three short strings; nothing larger is read. */
export const MAX_CONTROL_BODY_BYTES = 4096;
/** The sandbox's own routes, plus what it serves in place of other hosts: the account switcher script, avatars and coin icons. */
const CONTROL_PATHS = new Set<string>([SANDBOX_PATHS.session, SANDBOX_PATHS.logout, SANDBOX_PATHS.faults, SANDBOX_ACCOUNT_SWITCHER_PATH]);

export function isControlPath(pathname: string): boolean {
  return CONTROL_PATHS.has(pathname) || [AVATAR_PATH_PREFIX, ...COIN_ICON_PREFIXES].some((prefix) => pathname.startsWith(prefix));
}

/** localhost, <site>.localhost and the loopback addresses: the only hosts the sandbox is for. */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

function listFaults(faults: Map<string, Fault>): Response {
  return json({ faults: Object.fromEntries([...faults].map(([path, fault]) => [path, formatFault(fault)])) });
}

async function setFault(request: Request, faults: Map<string, Fault>): Promise<Response> {
  // A JSON content type cannot be sent cross-site without a preflight, which the sandbox never grants.
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return json({ error: 'content-type must be application/json' }, { status: 415 });
  }
  const body = await readJsonBody(request, MAX_CONTROL_BODY_BYTES);
  if ('refused' in body) return body.refused;
  const parsed = faultRequest.safeParse(body.value);
  // "none" lifts one path's fault (in its scope), leaving every other test's faults in place.
  if (parsed.success && parsed.data.fault === 'none') {
    faults.delete(faultKey(parsed.data.path, parsed.data.scope));
    return listFaults(faults);
  }
  const fault = parsed.success ? parseFault(parsed.data.fault) : undefined;
  if (!parsed.success || !fault) {
    return json({ error: 'expected { "path": "/...", "fault": "delay:MS" | "500" | "malformed" | "shape" | "hang" | "empty" | "none", "scope"?: "a-z0-9-" }' }, { status: 400 });
  }
  const key = faultKey(parsed.data.path, parsed.data.scope);
  if (!faults.has(key) && faults.size >= MAX_FAULTS) {
    return json({ error: `at most ${MAX_FAULTS} faults at once; DELETE /__sandbox/faults clears them` }, { status: 409 });
  }
  faults.set(key, fault);
  return listFaults(faults);
}

/** Handles a control route, or returns null when the path is not one (or the host is not local). */
export async function handleControl(request: Request, url: URL, faults: Map<string, Fault>): Promise<Response | null> {
  if (!isControlPath(url.pathname) || !isLocalHost(url.hostname)) return null;
  const method = request.method;
  // A page on another site must not sign the browser in or out (login CSRF); typed URLs and our own links pass.
  if (request.headers.get('sec-fetch-site') === 'cross-site') return json({ error: 'cross-site request refused' }, { status: 403 });
  switch (url.pathname) {
    case SANDBOX_PATHS.session: {
      if (method !== 'GET') return methodNotAllowed('GET');
      const next = safeNextPath(url.searchParams.get('next'));
      const name = url.searchParams.get('persona');
      if (isVisitorName(name)) return redirect(next, logoutCookies(overHttps(url)));
      const persona = findPersona(name ?? undefined);
      if (!persona) return json({ error: `unknown persona: ${name ?? '(none)'}` }, { status: 400 });
      return redirect(next, loginCookies(persona, overHttps(url)));
    }
    case SANDBOX_PATHS.logout:
      if (method !== 'GET') return methodNotAllowed('GET');
      return redirect(safeNextPath(url.searchParams.get('next')), logoutCookies(overHttps(url)));
    case SANDBOX_PATHS.faults:
      if (method === 'GET') return listFaults(faults);
      if (method === 'POST') return setFault(request, faults);
      if (method === 'DELETE') {
        faults.clear();
        return listFaults(faults);
      }
      return methodNotAllowed('GET, POST, DELETE');
    case SANDBOX_ACCOUNT_SWITCHER_PATH:
      if (method !== 'GET') return methodNotAllowed('GET');
      return accountSwitcherScript();
    default:
      return method === 'GET' ? (avatarResponse(url.pathname) ?? coinIconResponse(url.pathname)) : methodNotAllowed('GET');
  }
}

export function methodNotAllowed(allow: string): Response {
  return json({ code: 405, message: 'method not allowed', data: null }, { status: 405, headers: { allow } });
}
