// An upload of `total` bytes produced only as fast as it is read, counting what was pulled: proves a
// reader stopped near its cap instead of taking in (and holding) the whole body.
export function hugeBody(total: number, chunkBytes = 64 * 1024): { body: ReadableStream<Uint8Array>; pulled(): number } {
  const chunk = new Uint8Array(chunkBytes).fill(0x20);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += chunk.byteLength;
      if (sent > total) controller.close();
      else controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => sent };
}
