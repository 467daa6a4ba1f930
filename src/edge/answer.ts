// The edge's answers as plain values: a status, header pairs and the bytes. The Node server writes them
// straight to the socket; the Fetch entry (Workers, tests) turns them into a Response.

/** Header name/value pairs, names in lower case. */
export type HeaderList = [string, string][];

export interface EdgeAnswer {
  status: number;
  /** Shared between answers of the same file: read, never changed. */
  headers: readonly [string, string][];
  /** The whole body (a HEAD answer still carries it, for its length); null for none. */
  body: Uint8Array | null;
  /**
   * The body is this built file (dist/-relative): the runtime's static server sends it with its own
   * validator, 304, ranges and compressed copy (src/server/static-files.ts; on Workers the binding).
   */
  file?: string;
}

/** What the edge reads from a request: enough to answer anything but the API routes. */
export interface EdgeInput {
  method: string;
  url: URL;
  /** A request header's value, or null. */
  header(name: string): string | null;
  /** Keeps work started for this request alive after its answer (Workers: ctx.waitUntil). */
  defer?: (work: Promise<unknown>) => void;
}

export function inputOf(request: Request, url = new URL(request.url)): EdgeInput {
  return { method: request.method, url, header: (name) => request.headers.get(name) };
}

export function toResponse(answer: EdgeAnswer, isHead: boolean): Response {
  // A copy: a runtime may take over the buffer it is given, and cached bytes are shared by every answer.
  const body = isHead || answer.body === null ? null : answer.body.slice();
  // Headers copies the list it is given.
  return new Response(body, { status: answer.status, headers: answer.headers as HeaderList });
}
