import { parseDate, type CalendarDate } from '@internationalized/date';
import type { DateValue } from 'react-aria-components';

/** 'YYYY-MM-DD' (anything after the 10th character, like a time, is ignored) to a date; null when unreadable. */
export function isoToDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso.slice(0, 10));
  } catch {
    return null;
  }
}

/** A react-aria date back to 'YYYY-MM-DD'. */
export function dateToIso(date: DateValue | null | undefined): string | null {
  if (!date) return null;
  const { year, month, day } = date;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
