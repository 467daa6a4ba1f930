// Each island on a page gets its own prefix for React's useId, the same on the server and in the
// browser (src/islands/Island.astro writes it): two islands' ids never collide in one document.
const counts = new WeakMap<Request, number>();

export function nextIslandPrefix(request: Request, name: string): string {
  const count = counts.get(request) ?? 0;
  counts.set(request, count + 1);
  return `${name}-${count}-`;
}
