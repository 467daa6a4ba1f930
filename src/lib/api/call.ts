// The description of one backend call: where it goes, what it sends, how its answer is validated,
// and what the caller gets when anything goes wrong (SPEC 7 and 8).
import type { z } from './schemas/zod.ts';

export type QueryValue = string | number;

export interface ApiCall<Params, Data> {
  /** Stable name used in logs and as the cache key prefix. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  query?: (params: Params) => Record<string, QueryValue>;
  /** Sent form-encoded in the body (POST only). */
  form?: (params: Params) => Record<string, string>;
  /** Validates the envelope's `data` and shapes it for callers. */
  data: z.ZodMiniType<Data>;
  /** The spec's fallback for a failed or invalid answer; a fresh value each time. */
  fallback: () => NoInfer<Data>;
  /** Envelope codes meaning success. Default: 0 or 200. */
  successCodes?: readonly number[];
  /** 'redirect': a 3xx answer is the success (page-level sign-out); its value comes from onRedirect. */
  answer?: 'json' | 'redirect';
  onRedirect?: () => NoInfer<Data>;
}

export function defineCall<Params = void, Data = unknown>(call: ApiCall<Params, Data>): ApiCall<Params, Data> {
  return call;
}

export const DEFAULT_SUCCESS_CODES: readonly number[] = [0, 200];
