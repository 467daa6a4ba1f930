// Request bodies are read with a ceiling: an upload larger than anything the API takes is refused
// (413) before it is held in memory.

export class BodyTooLarge extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`request body over ${limit} bytes`);
    this.limit = limit;
  }
}

/** The whole body, or BodyTooLarge as soon as the declared or received size passes `limit`. */
export async function readBodyCapped(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) {
    await request.body?.cancel().catch(() => {});
    throw new BodyTooLarge(limit);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
