import { useEffect, useState } from 'react';

/**
 * The value, but only after it has stopped changing for `ms` milliseconds.
 * Typical use: `const query = useDebouncedValue(text, 300)` in front of a server search.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}
