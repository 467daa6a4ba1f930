// Shared by the cache tests: a fresh in-memory IndexedDB per test and a scripted network.
import { IDBFactory } from 'fake-indexeddb';
import type { ApiCall } from '../api/call.ts';
import type { ApiResult } from '../api/request.ts';
import type { ApiLogger } from '../api/logger.ts';
import { openMarketCacheDb, type MarketCacheDb } from './market-db.ts';

export function freshDb(): MarketCacheDb {
  return openMarketCacheDb({ indexedDB: new IDBFactory() })!;
}

export interface RecordedLogger extends ApiLogger {
  messages: string[];
}

export function recordingLogger(): RecordedLogger {
  const messages: string[] = [];
  return { messages, warn: (message) => messages.push(message) };
}

/** A stand-in for ApiClient.attempt that answers from a queue of raw payloads or failures. */
export function scriptedNetwork() {
  const answers: Array<unknown | Error> = [];
  let calls = 0;
  async function attempt<Params, Data>(call: ApiCall<Params, Data>): Promise<ApiResult<Data>> {
    calls += 1;
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next === undefined || next instanceof Error) return { ok: false, reason: 'network down' };
    const parsed = call.data.safeParse(next);
    return parsed.success ? { ok: true, data: parsed.data, raw: next } : { ok: false, reason: 'invalid' };
  }
  return {
    attempt,
    /** Answers in order; the last one repeats. */
    answer: (...payloads: Array<unknown | Error>) => answers.splice(0, answers.length, ...payloads),
    get calls() {
      return calls;
    },
  };
}

/** A raw spot row as the backend sends it. */
export function spotTuple(pair: string, percent = '1.5'): unknown[] {
  return [pair, pair.split('_')[0], percent, '100', '1000', 5, true, 'layer1', '98', 1_700_000_000, 3, 0, '/i.png'];
}

/** Holds a scripted network's calls open until released, to see what a read answers before them. */
export function gatedNetwork(network: ReturnType<typeof scriptedNetwork>) {
  let open: Promise<void> = Promise.resolve();
  let release = () => {};
  let pending = 0;
  const close = () => {
    open = new Promise<void>((resolve) => (release = resolve));
  };
  close();
  return {
    async attempt<Params, Data>(call: ApiCall<Params, Data>): Promise<ApiResult<Data>> {
      pending += 1;
      await open;
      pending -= 1;
      return network.attempt(call);
    },
    /** Lets the held calls through; later calls are held again. */
    release() {
      release();
      close();
    },
    get pending() {
      return pending;
    },
  };
}
