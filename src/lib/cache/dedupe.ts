// Collapses repeated loads within a time window into one request (SPEC 9: delivery list, 30 s).

export interface DedupeOptions<T> {
  windowMs: number;
  now?: () => number;
  /** Whether an outcome may be shared; one that may not (a failure) is forgotten, so Retry asks again. */
  keep?: (value: T) => boolean;
}

/** Calls with the same key inside the window share the first call's promise. */
export function dedupeWithin<T>(options: DedupeOptions<T>): (key: string, load: () => Promise<T>) => Promise<T> {
  const now = options.now ?? Date.now;
  const recent = new Map<string, { at: number; promise: Promise<T> }>();
  return (key, load) => {
    const hit = recent.get(key);
    if (hit && now() - hit.at < options.windowMs) return hit.promise;
    const promise = load();
    const entry = { at: now(), promise };
    recent.set(key, entry);
    if (options.keep) {
      void promise.then((value) => {
        if (!options.keep!(value) && recent.get(key) === entry) recent.delete(key);
      }, () => recent.get(key) === entry && recent.delete(key));
    }
    return promise;
  };
}
