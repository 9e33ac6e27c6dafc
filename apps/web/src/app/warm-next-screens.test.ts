import { afterEach, describe, expect, it, vi } from 'vitest';
import { WARM_NEXT_AFTER_MS, warmWhenIdle } from './router';

describe("warming the next screens' code", () => {
  afterEach(() => vi.useRealTimers());

  it('waits until the screen has had its time, then loads them once the browser is idle', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve(() => null));

    warmWhenIdle([load]);

    vi.advanceTimersByTime(WARM_NEXT_AFTER_MS - 1);
    expect(load).not.toHaveBeenCalled();
    // requestIdleCallback's own time-out (3 s) bounds the wait for idleness.
    vi.advanceTimersByTime(1 + 3000);
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads nothing once the screen is left before then', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve(() => null));

    const cancel = warmWhenIdle([load]);
    vi.advanceTimersByTime(1000);
    cancel?.();
    vi.advanceTimersByTime(WARM_NEXT_AFTER_MS + 5000);

    expect(load).not.toHaveBeenCalled();
  });
});
