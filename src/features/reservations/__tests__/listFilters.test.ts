import { describe, expect, it } from 'vitest';
import { parseRange } from '../listFilters';

describe('parseRange (the date filter of the list, kept in the address)', () => {
  it('reads from..to and ignores anything else', () => {
    expect(parseRange('2026-01-01..2026-01-31')).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    expect(parseRange('2026-02-01..2026-01-31')).toBeNull();
    expect(parseRange('junk')).toBeNull();
    expect(parseRange(undefined)).toBeNull();
  });
});
