// Test helpers: the sandbox on a real port, a cookie jar per simulated browser, and API clients
// that send that jar's cookies the way a browser would.
import { listen, type RunningServer } from '../src/server/node-http.ts';
import { createApiClient, type ApiClientOptions } from '../src/lib/api/client.ts';
import { createSandbox, type SandboxOptions } from './index.ts';

export interface SandboxServer extends RunningServer {
  /** Signs in as a persona through /__sandbox/session and returns the resulting cookie string. */
  cookiesFor(persona: string): Promise<string>;
  /** An API client against this server that sends `cookies()` with each request. */
  client(options?: ApiClientOptions & { cookies?: () => string }): ReturnType<typeof createApiClient>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxServer> {
  const sandbox = createSandbox({ faults: '', ...options });
  const server = await listen(async (request) => (await sandbox(request)) ?? new Response('Not found', { status: 404 }));
  return {
    ...server,
    async cookiesFor(persona) {
      const response = await fetch(`${server.url}/__sandbox/session?persona=${persona}&next=/`, { redirect: 'manual' });
      return cookieHeader(response.headers.getSetCookie());
    },
    client(clientOptions = {}) {
      const cookies = clientOptions.cookies ?? (() => '');
      const send = clientOptions.fetch ?? fetch;
      return createApiClient({
        baseUrl: server.url,
        ...clientOptions,
        cookies,
        // Node's fetch has no cookie store: add the jar's cookies as a browser would.
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          const cookie = cookies();
          if (cookie) headers.set('cookie', cookie);
          return send(input, { ...init, headers });
        },
      });
    },
  };
}

/** Turns Set-Cookie headers into a Cookie header, dropping cookies that are being cleared. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .filter((cookie) => !/;\s*Max-Age=0/i.test(cookie))
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
}
