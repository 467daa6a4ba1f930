// Runs a refresh now and then on a fixed interval until stopped (SPEC 9: futures list, 600000 ms).

export function refreshEvery(intervalMs: number, refresh: () => unknown): () => void {
  refresh();
  const timer = setInterval(refresh, intervalMs);
  return () => clearInterval(timer);
}
