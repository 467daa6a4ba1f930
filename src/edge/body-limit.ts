// Bodies through the edge. Request bodies are read with a ceiling and a deadline: an upload larger
// than anything the API takes is refused (413) before it is held in memory, and a body still arriving
// at the deadline is cut (408), so a slow or stalled client holds neither memory nor a connection to
// the origin for long. Bodies passed on fail when their source fails, so a broken one is never whole.

export class BodyTooLarge extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`request body over ${limit} bytes`);
    this.limit = limit;
  }
}

/** How long a client has to send a whole request body (both runtimes; Node's server also stops reading at its requestTimeout). */
export const BODY_DEADLINE_MS = 15_000;

interface FixedLengthStreamClass {
  new (length: number): TransformStream<Uint8Array, Uint8Array>;
}

/** workerd's stream of a known length, sent with that length (absent on Node). */
const FixedLengthStream = (globalThis as { FixedLengthStream?: FixedLengthStreamClass }).FixedLengthStream;

/** workerd ends a failed body of unknown length as if it were whole (behind the static-assets router). */
export const ENDS_FAILED_STREAMS_CLEANLY = FixedLengthStream !== undefined;

/**
 * A body passed on through the edge (a request's to the origin, an origin's answer to the client):
 * it fails when its source fails or the signal fires, so the runtime ends the connection with an
 * error instead of a clean end (workerd ends a body it is handed directly as if it were whole). On
 * workerd a known length goes with it (FixedLengthStream): the other side gets the sender's framing.
 */
export function relayed(body: ReadableStream<Uint8Array>, length: number | null, signal?: AbortSignal): ReadableStream<Uint8Array> {
  // Node fails a broken body itself (node-http.ts destroys the socket): a pipe would only cost time.
  if (!FixedLengthStream && !signal) return body;
  const through = FixedLengthStream && length !== null ? new FixedLengthStream(length) : new TransformStream<Uint8Array, Uint8Array>();
  return body.pipeThrough(through, signal ? { signal } : {});
}

/**
 * An answer of unknown length read up to `cap` bytes: whole (then it goes out with its length, and a
 * source that fails before its end throws here, before anything is sent), or, past the cap, a stream
 * of what was read and the rest.
 */
export async function heldUpTo(body: ReadableStream<Uint8Array>, cap: number): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>> {
  const reader = body.getReader();
  const held: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return joined(held, size);
    held.push(value);
    size += value.byteLength;
    if (size > cap) break;
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = held.shift();
      if (next) return controller.enqueue(next);
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

function joined(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The declared length of a message (null when absent or not a length). */
export function declaredLength(headers: Headers): number | null {
  const length = Number(headers.get('content-length') ?? Number.NaN);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
}

/**
 * The whole body, or BodyTooLarge as soon as the declared or received size passes `limit`; with a
 * signal, its reason once it fires (the read stops there, nothing read ahead).
 */
export async function readBodyCapped(request: Request, limit: number, signal?: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
  const declared = declaredLength(request.headers);
  if (declared !== null && declared > limit) {
    await request.body?.cancel().catch(() => {});
    throw new BodyTooLarge(limit);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const stop = () => reader.cancel().catch(() => {});
  signal?.addEventListener('abort', stop, { once: true });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // A cancelled read ends as if the body had: the signal says it did not.
      if (signal?.aborted) throw signal.reason;
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw new BodyTooLarge(limit);
      }
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  return joined(chunks, size);
}
