// Collapses repeated loads within a time window into one request (SPEC 9: delivery list, 30 s).

export interface DedupeOptions {
  windowMs: number;
  now?: () => number;
}

/** Calls with the same key inside the window share the first call's promise. */
export function dedupeWithin<T>(options: DedupeOptions): (key: string, load: () => Promise<T>) => Promise<T> {
  const now = options.now ?? Date.now;
  const recent = new Map<string, { at: number; promise: Promise<T> }>();
  return (key, load) => {
    const hit = recent.get(key);
    if (hit && now() - hit.at < options.windowMs) return hit.promise;
    const promise = load();
    recent.set(key, { at: now(), promise });
    return promise;
  };
}
