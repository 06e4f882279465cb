import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_WAIT_MS, firstPageReady } from '../firstPageReady';

/** The first render of a signed-in page waits for its page, for a moment at most (src/app/main.tsx). */
describe('firstPageReady', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  const watch = (promise: Promise<void>) => {
    const state = { ready: false };
    void promise.then(() => { state.ready = true; });
    return state;
  };

  it('is ready as soon as the page has settled, long before the wait is over', async () => {
    let settle!: () => void;
    const state = watch(firstPageReady(() => new Promise<void>((resolve) => { settle = resolve; })));
    await vi.advanceTimersByTimeAsync(100);
    expect(state.ready).toBe(false);
    settle();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.ready).toBe(true);
  });

  it('stops waiting after FIRST_PAGE_WAIT_MS when the page is still on its way', async () => {
    const state = watch(firstPageReady(() => new Promise<void>(() => {})));
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_WAIT_MS - 1);
    expect(state.ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.ready).toBe(true);
  });

  it('takes a failure (the signed-in area did not download) as settled: the page then shows it', async () => {
    const state = watch(firstPageReady(() => Promise.reject(new Error('offline'))));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.ready).toBe(true);
  });
});
