// Fault injection per route: delay, HTTP 500, malformed JSON, wrong shape, a hang past the client's
// 4000 ms timeout, or `empty` (a success whose lists hold nothing: the server really has none, the
// case a view must tell apart from a failure). Set from SANDBOX_FAULTS ("/path=fault,/other=fault")
// or over HTTP.
import { json, successCode } from './http.ts';

export type Fault =
  | { kind: 'delay'; ms: number }
  | { kind: '500' }
  | { kind: 'malformed' }
  | { kind: 'shape' }
  | { kind: 'hang' }
  | { kind: 'empty' };

const MAX_DELAY_MS = 60_000;
/** Faults held at once: one per API route is plenty; more is someone filling memory. */
export const MAX_FAULTS = 64;

/** Cookie naming a fault scope: a browser carrying it gets that scope's faults (parallel tests stay apart). */
export const FAULT_SCOPE_COOKIE = 'sandbox_fault_scope';
export const FAULT_SCOPE_PATTERN = /^[a-z0-9-]{1,40}$/;

/** Key of a fault in the active map: the path, or "scope path" for a scoped fault. */
export function faultKey(path: string, scope?: string): string {
  return scope ? `${scope} ${path}` : path;
}

export function parseFault(text: string): Fault | undefined {
  const value = text.trim();
  if (value === '500' || value === 'malformed' || value === 'shape' || value === 'hang' || value === 'empty') return { kind: value };
  const delay = /^delay:(\d{1,6})$/.exec(value);
  if (delay) return { kind: 'delay', ms: Math.min(Number(delay[1]), MAX_DELAY_MS) };
  return undefined;
}

export function formatFault(fault: Fault): string {
  return fault.kind === 'delay' ? `delay:${fault.ms}` : fault.kind;
}

/** Parses "/a=500,/b=delay:1500"; unknown entries are reported, not fatal. */
export function parseFaultList(text: string | undefined): { faults: Map<string, Fault>; rejected: string[] } {
  const faults = new Map<string, Fault>();
  const rejected: string[] = [];
  for (const entry of (text ?? '').split(',')) {
    if (!entry.trim()) continue;
    const eq = entry.lastIndexOf('=');
    const path = entry.slice(0, eq).trim();
    const fault = eq > 0 ? parseFault(entry.slice(eq + 1)) : undefined;
    if (fault && path.startsWith('/') && path.length <= 300 && (faults.has(path) || faults.size < MAX_FAULTS)) faults.set(path, fault);
    else rejected.push(entry.trim());
  }
  return { faults, rejected };
}

/** A timer that does not keep Node (or a test run) alive, so a hanging request never blocks shutdown. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms) as unknown as { unref?: () => void };
    timer.unref?.();
  });
}

/**
 * The answer's data with nothing listed: every array empty and every map of records (markets by
 * name, rates by fiat) without entries; other fields (a total, a page number) as they were.
 */
export function emptied(data: unknown): unknown {
  if (Array.isArray(data)) return [];
  if (typeof data !== 'object' || data === null) return data;
  const values = Object.values(data);
  const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (values.length && values.every(isRecord)) return {};
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, emptied(value)]));
}

/** The route's own successful answer with its lists emptied (`empty`); any other answer as it is. */
export async function emptyAnswer(answer: Response): Promise<Response> {
  if (!answer.ok || !answer.headers.get('content-type')?.includes('json')) return answer;
  const body = (await answer.json()) as { code: number; message?: string; data: unknown };
  return json({ ...body, data: emptied(body.data) }, { status: answer.status, headers: answer.headers });
}

/**
 * Applies a fault. Returns the faulty response, or null when the request should go on normally
 * (after a delay; `empty` changes the normal answer, emptyAnswer).
 */
export async function applyFault(fault: Fault, path: string, hangMs: number): Promise<Response | null> {
  switch (fault.kind) {
    case 'delay':
      await sleep(fault.ms);
      return null;
    case '500':
      return json({ code: 500, message: 'Internal Server Error', data: null }, { status: 500 });
    case 'malformed':
      return new Response(`{"code":${successCode(path)},"message":"success","data":[{"pair":`, {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    case 'shape':
      // Valid JSON and a success code, but data of the wrong type: a backend regression.
      return json({ code: successCode(path), message: 'success', data: 'unexpected' });
    case 'hang':
      await sleep(hangMs);
      return json({ code: 504, message: 'Gateway Timeout', data: null }, { status: 504 });
    case 'empty':
      return null;
  }
}
