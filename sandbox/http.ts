// Response helpers for the sandbox: JSON envelopes as the exchange backend shapes them.
import { API_PATHS, BEACON_PATHS } from '../src/contracts/api-paths.ts';
import { BodyTooLarge, readBodyCapped } from '../src/edge/body-limit.ts';

/** The /apiw/v2 family answers code 200 on success; the older /api/web and /apiweb families answer 0. */
export function successCode(path: string): number {
  return path.startsWith('/apiw/') ? 200 : 0;
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function ok(path: string, data: unknown, headers?: HeadersInit): Response {
  return json({ code: successCode(path), message: 'success', data }, { headers });
}

export function loginRequired(): Response {
  return json({ code: 401, message: 'login required', data: null }, { status: 401 });
}

export function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 302, headers });
}

const OWNED_API_PATHS = new Set<string>([...Object.values(API_PATHS), ...Object.values(BEACON_PATHS)]);
export function isApiPath(path: string): boolean {
  return OWNED_API_PATHS.has(path);
}

/**
 * A JSON body of at most `limit` bytes (declared or streamed; nothing past the cap is held), or the
 * answer refusing it: 413 when larger, 400 when it is not JSON.
 */
export async function readJsonBody(request: Request, limit: number): Promise<{ value: unknown } | { refused: Response }> {
  let bytes: Uint8Array;
  try {
    bytes = await readBodyCapped(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) return { refused: json({ error: `body over ${limit} bytes` }, { status: 413 }) };
    throw error;
  }
  try {
    return { value: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { refused: json({ error: 'body must be JSON' }, { status: 400 }) };
  }
}
