// What a list's view shows, told apart from its data (SPEC 8's fallback stays the data; the view
// says whether the server answered). One derivation for every list the chrome draws.

/**
 * Where a value came from. network: the server's answer; cache: a fresh cached copy; revalidating: a
 * stale copy shown while the server is asked; stale: a saved copy kept because the call failed;
 * fallback: the call failed and nothing was saved (the spec's fallback).
 */
export type LoadSource = 'network' | 'cache' | 'revalidating' | 'stale' | 'fallback';

/** A value and where it came from. */
export interface Loaded<Data> {
  data: Data;
  source: LoadSource;
}

/**
 * loading: nothing to show yet; ready: rows the server gave (or a fresh copy of them); empty: the
 * server really answered nothing; failed: the call failed, with `stale` when saved rows are shown.
 */
export type LoadState = { phase: 'loading' } | { phase: 'ready' } | { phase: 'empty' } | { phase: 'failed'; stale: boolean };

export interface LoadFacts {
  /** Whether an answer (or its fallback) is in: 'ready', else 'idle' or 'loading'. */
  status: string;
  /** Undefined until something was loaded. */
  source?: LoadSource;
  /** Whether the list has nothing to show. */
  empty: boolean;
}

export function loadStateOf({ status, source, empty }: LoadFacts): LoadState {
  // A retry of a failed list shows the skeleton while nothing is there; saved rows stay in view.
  if (!source || (status !== 'ready' && empty)) return { phase: 'loading' };
  if (source === 'stale' || source === 'fallback') return { phase: 'failed', stale: source === 'stale' && !empty };
  return { phase: empty ? 'empty' : 'ready' };
}
