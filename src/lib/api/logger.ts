// Failed calls are logged, never thrown (SPEC 8). The logger is injectable so tests can assert on it.
export interface ApiLogger {
  warn(message: string, detail?: Record<string, unknown>): void;
}

export const consoleLogger: ApiLogger = {
  warn(message, detail) {
    console.warn(message, detail ?? '');
  },
};

/**
 * One line a failed call, the same from the API client and from the chrome's own small fetches
 * (the compliance check, common data): `[api] <name> failed: <reason>` with its method and path.
 */
export function logCallFailure(logger: ApiLogger, call: { name: string; method: string; path: string }, reason: string): void {
  logger.warn(`[api] ${call.name} failed: ${reason}`, { method: call.method, path: call.path });
}

/** A thrown fetch error as a log reason (a timeout is a TimeoutError). */
export function thrownReason(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : 'network error';
}
