import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the work in a task of its own once the next frame has been produced, not before', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const work = vi.fn();

    afterFirstPaint(work);
    vi.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();

    // A frame 1.5 s into the page: its timestamp must not become the timer's delay.
    frames.shift()!(1_500);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
