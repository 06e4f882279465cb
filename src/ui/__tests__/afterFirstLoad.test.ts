import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('afterFirstLoad', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends at the first key and leaves no wait for the idle moment behind', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const { afterFirstLoad } = await import('../afterFirstLoad');
    const settled = afterFirstLoad();
    // jsdom has no requestIdleCallback: the idle moment is a short timer after the load event.
    expect(vi.getTimerCount()).toBe(1);
    fireEvent.keyDown(window, { key: 'Tab' });
    await settled;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends at the idle moment when nobody presses anything, and stays ended', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const { afterFirstLoad } = await import('../afterFirstLoad');
    let ended = false;
    void afterFirstLoad().then(() => { ended = true; });
    await vi.advanceTimersByTimeAsync(199);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toBe(true);
    await expect(afterFirstLoad()).resolves.toBeUndefined();
  });
});
