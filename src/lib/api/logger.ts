// Failed calls are logged, never thrown (SPEC 8). The logger is injectable so tests can assert on it.
export interface ApiLogger {
  warn(message: string, detail?: Record<string, unknown>): void;
}

export const consoleLogger: ApiLogger = {
  warn(message, detail) {
    console.warn(message, detail ?? '');
  },
};
