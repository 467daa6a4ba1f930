// Sandbox login: cookies that make the browser look signed in as a persona, the persona picker
// links, and the same-origin check for the `next` redirect target.
import { parseCookies } from '../src/lib/cookies.ts';
import { COOKIE_NAMES } from '../src/lib/cookies.ts';
import { escapeHtml } from '../src/lib/escape-html.ts';
import { findPersona, PERSONAS, VISITOR, type Persona } from './personas.ts';

/** Session cookie naming the persona. HttpOnly: page scripts have no business reading it. */
export const PERSONA_COOKIE = 'sandbox_session';

export interface CookieOptions {
  /** The request came over https: the cookies get Secure, as production's (always https) do. */
  secure?: boolean;
}

/**
 * As the production backend sets them (docs/edge.md, "Cookies"): the session secret HttpOnly; the
 * login hints pver and sign, csrftoken and is_switch_tag readable, since the head script and the API
 * client read them; Secure over https.
 */
function attributes({ secure = false }: CookieOptions): string {
  return `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Deterministic per persona so a reload keeps the same session values. */
function sessionValues(persona: Persona) {
  const id = String(persona.user.uid);
  return { pver: `pv${id}`, sign: `sg${id}${persona.name.length}`, csrftoken: `csrf${id}` };
}

export function loginCookies(persona: Persona, options: CookieOptions = {}): string[] {
  const values = sessionValues(persona);
  const base = attributes(options);
  const cookies = [
    `${COOKIE_NAMES.pver}=${values.pver}; ${base}`,
    `${COOKIE_NAMES.sign}=${values.sign}; ${base}`,
    `${COOKIE_NAMES.csrfToken}=${values.csrftoken}; ${base}`,
    `${PERSONA_COOKIE}=${persona.name}; ${base}; HttpOnly`,
  ];
  cookies.push(
    persona.switchTag
      ? `${COOKIE_NAMES.switchTag}=1; ${base}`
      : `${COOKIE_NAMES.switchTag}=; ${base}; Max-Age=0`,
  );
  return cookies;
}

export function logoutCookies(options: CookieOptions = {}): string[] {
  return [COOKIE_NAMES.pver, COOKIE_NAMES.sign, COOKIE_NAMES.csrfToken, PERSONA_COOKIE, COOKIE_NAMES.switchTag].map(
    (name) => `${name}=; ${attributes(options)}; Max-Age=0${name === PERSONA_COOKIE ? '; HttpOnly' : ''}`,
  );
}

export const overHttps = (url: URL): CookieOptions => ({ secure: url.protocol === 'https:' });

/** The signed-in persona, or undefined for a visitor (missing, unknown or tampered cookies). */
export function personaOf(request: Request): Persona | undefined {
  const cookies = parseCookies(request.headers.get('cookie'));
  const persona = findPersona(cookies.get(PERSONA_COOKIE));
  if (!persona) return undefined;
  const expected = sessionValues(persona);
  const valid = cookies.get(COOKIE_NAMES.pver) === expected.pver && cookies.get(COOKIE_NAMES.sign) === expected.sign;
  return valid ? persona : undefined;
}

/** POSTs must echo the csrftoken cookie in the csrftoken header, as the real backend demands. */
export function csrfMatches(request: Request): boolean {
  const cookie = parseCookies(request.headers.get('cookie')).get(COOKIE_NAMES.csrfToken);
  return Boolean(cookie) && request.headers.get('csrftoken') === cookie;
}

const PROBE_ORIGIN = 'http://sandbox.invalid';

/** Starts with '//' or '/\\': a browser reads it as another host. */
const NETWORK_PATH = /^\/[/\\]/;

/**
 * A same-origin path starting with a single '/'; anything else is '/'. Checked before and after the
 * URL parser normalises it, since dot segments can produce a network path: '/..//evil.com/x' -> '//evil.com/x'.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || NETWORK_PATH.test(next)) return '/';
  // Control characters and backslashes can be read as host separators by some browsers.
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return '/';
  try {
    const url = new URL(next, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN || NETWORK_PATH.test(url.pathname)) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

export function isVisitorName(name: string | null): boolean {
  return name === VISITOR;
}


/**
 * The persona picker: one plain link per persona (the visitor first), each signing in and going to
 * `next`. The stand-in login application (sandbox/apps/) shows it inside the chrome at every /login.
 */
export function personaLinks(next: string): string {
  const link = (name: string, label: string) => {
    const href = `/__sandbox/session?persona=${encodeURIComponent(name)}&next=${encodeURIComponent(next)}`;
    return `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a> <code>${escapeHtml(name)}</code></li>`;
  };
  return `<ul class="sandbox-personas">\n${[link(VISITOR, 'Visitor (signed out)'), ...PERSONAS.map((persona) => link(persona.name, persona.label))].join('\n')}\n</ul>`;
}
