import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '../useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('follows the value only after it has been still for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'l' },
    });
    expect(result.current).toBe('l');
    rerender({ value: 'li' });
    act(() => { vi.advanceTimersByTime(200); });
    rerender({ value: 'lim' });
    act(() => { vi.advanceTimersByTime(200); });
    expect(result.current).toBe('l');
    act(() => { vi.advanceTimersByTime(100); });
    expect(result.current).toBe('lim');
  });
});
