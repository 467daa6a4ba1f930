// Runs one call over fetch and reports the outcome as a value: it never throws. The client turns a
// failure into the spec's fallback; the market cache uses the raw data and the failure to pick stale data.
import { describeIssue, z } from './schemas/zod.ts';
import { DEFAULT_SUCCESS_CODES, type ApiCall, type QueryValue } from './call.ts';
import { logCallFailure, type ApiLogger } from './logger.ts';
import { REQUEST_TIMEOUT_MS } from './headers.ts';

export { REQUEST_TIMEOUT_MS };

export type ApiResult<Data> =
  | { ok: true; data: Data; /** The envelope's data before shaping, for the cache. */ raw: unknown }
  | { ok: false; reason: string; /** The HTTP status of an answer that was not a success (401: signed out). */ status?: number };

export interface RequestContext {
  /** '' for same-origin (browser); an origin such as http://127.0.0.1:4000 in Node. */
  baseUrl: string;
  fetch: typeof fetch;
  /** Headers for this request, read at call time (language and csrftoken can change). */
  headers: () => Record<string, string>;
  timeoutMs: number;
  logger: ApiLogger;
}

const envelope = z.object({
  code: z.number(),
  message: z.optional(z.string()),
  data: z.unknown(),
});

class CallFailure extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

export async function performCall<Params, Data>(
  context: RequestContext,
  call: ApiCall<Params, Data>,
  params: Params,
): Promise<ApiResult<Data>> {
  try {
    const response = await context.fetch(buildUrl(context.baseUrl, call.path, call.query?.(params)), {
      method: call.method,
      headers: {
        ...context.headers(),
        ...(call.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: call.form ? new URLSearchParams(call.form(params)).toString() : undefined,
      credentials: 'include',
      redirect: call.answer === 'redirect' ? 'manual' : 'follow',
      signal: AbortSignal.timeout(context.timeoutMs),
    });
    if (call.answer === 'redirect') return redirectOutcome(call, response);
    if (!response.ok) throw new CallFailure(`HTTP ${response.status}`, response.status);
    return parseAnswer(call, await readJson(response));
  } catch (error) {
    const reason = describe(error, context.timeoutMs);
    logCallFailure(context.logger, call, reason);
    return error instanceof CallFailure && error.status ? { ok: false, reason, status: error.status } : { ok: false, reason };
  }
}

function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> | undefined): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (!query) return `${base}${path}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return `${base}${path}?${search}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new CallFailure('malformed JSON');
  }
}

function parseAnswer<Params, Data>(call: ApiCall<Params, Data>, body: unknown): ApiResult<Data> {
  const outer = envelope.safeParse(body);
  if (!outer.success) throw new CallFailure(`unexpected envelope: ${firstIssue(outer.error)}`);
  const codes = call.successCodes ?? DEFAULT_SUCCESS_CODES;
  if (!codes.includes(outer.data.code)) {
    throw new CallFailure(`code ${outer.data.code}${outer.data.message ? ` (${outer.data.message})` : ''}`);
  }
  const inner = call.data.safeParse(outer.data.data);
  if (!inner.success) throw new CallFailure(`invalid data: ${firstIssue(inner.error)}`);
  return { ok: true, data: inner.data, raw: outer.data.data };
}

function redirectOutcome<Params, Data>(call: ApiCall<Params, Data>, response: Response): ApiResult<Data> {
  // Browsers hide a manual redirect behind an opaque response; Node shows the 3xx itself.
  // Anything else, even a 200, means the route did not sign the user out.
  const redirected = response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
  if (!redirected) throw new CallFailure(`expected a redirect, got HTTP ${response.status}`);
  const data = call.onRedirect ? call.onRedirect() : call.fallback();
  return { ok: true, data, raw: null };
}

function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unknown';
  return `${issue.path.join('.') || '(root)'}: ${describeIssue(issue)}`;
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof CallFailure) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `timed out after ${timeoutMs} ms`;
  }
  return error instanceof Error ? `network error: ${error.message}` : 'network error';
}
