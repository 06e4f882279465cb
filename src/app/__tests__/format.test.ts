import { describe, expect, it } from 'vitest';
import { formatAmount, formatDay, formatDayRange, formatPercent, todayIso } from '../format';

describe('formatAmount', () => {
  it('formats the server decimal with its currency, exactly', () => {
    expect(formatAmount('en', '1234.5', 'USD')).toBe('$1,234.50');
    // Beyond a double's precision: a float would print 90071992547409.92 as ...09.9.
    expect(formatAmount('en', '90071992547409.93', 'USD')).toBe('$90,071,992,547,409.93');
    expect(formatAmount('es', '1234.50', 'EUR').replace(/\s/g, ' ')).toBe('1234,50 €');
    // Where rates of several currencies sit together, the code says which.
    expect(formatAmount('en', '153.4', 'USD', 'code').replace(/\s/g, ' ')).toBe('USD 153.40');
  });

  it('puts a code that is not ISO 4217 before a plain amount; no code, no symbol', () => {
    expect(formatAmount('en', '12', 'POINTS')).toBe('POINTS 12.00');
    expect(formatAmount('en', '12')).toBe('12.00');
    expect(formatAmount('en', '')).toBe('');
    expect(formatAmount('en', 'n/a', 'USD')).toBe('n/a');
  });
});

describe('formatPercent', () => {
  it('drops trailing zeros and follows each language', () => {
    expect(formatPercent('en', '18.00')).toBe('18%');
    expect(formatPercent('en', '12.50')).toBe('12.5%');
    expect(formatPercent('es', '12.50')).toBe('12,5\u00a0%');
  });
});

describe('days', () => {
  it('formats a calendar day as that day in any time zone', () => {
    expect(formatDay('en', '2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDayRange('en', '2026-01-01', '2026-03-31')).toMatch(/^Jan 1\s?–\s?Mar 31, 2026$/);
  });

  it('today is the local calendar day', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
