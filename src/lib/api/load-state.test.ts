import { describe, expect, it } from 'vitest';
import { loadStateOf } from './load-state.ts';

describe('loadStateOf: what a list view shows', () => {
  it('is loading until something was loaded, and while a retry has nothing to show', () => {
    expect(loadStateOf({ status: 'idle', empty: true })).toEqual({ phase: 'loading' });
    expect(loadStateOf({ status: 'loading', source: 'fallback', empty: true })).toEqual({ phase: 'loading' });
  });

  it('is empty only when the server (or a fresh copy of its answer) listed nothing', () => {
    expect(loadStateOf({ status: 'ready', source: 'network', empty: true })).toEqual({ phase: 'empty' });
    expect(loadStateOf({ status: 'ready', source: 'cache', empty: true })).toEqual({ phase: 'empty' });
    expect(loadStateOf({ status: 'ready', source: 'network', empty: false })).toEqual({ phase: 'ready' });
    expect(loadStateOf({ status: 'ready', source: 'revalidating', empty: false })).toEqual({ phase: 'ready' });
  });

  it('is failed when the call failed: the fallback is never "nothing there", saved rows are marked stale', () => {
    expect(loadStateOf({ status: 'ready', source: 'fallback', empty: true })).toEqual({ phase: 'failed', stale: false });
    expect(loadStateOf({ status: 'ready', source: 'stale', empty: false })).toEqual({ phase: 'failed', stale: true });
    // A saved copy that was itself empty shows nothing saved: a plain failure.
    expect(loadStateOf({ status: 'ready', source: 'stale', empty: true })).toEqual({ phase: 'failed', stale: false });
    // Retrying with saved rows on screen keeps them, marked.
    expect(loadStateOf({ status: 'loading', source: 'stale', empty: false })).toEqual({ phase: 'failed', stale: true });
  });
});
