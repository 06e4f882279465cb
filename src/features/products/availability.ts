import { parseDate } from '@internationalized/date';
import type { IsoDateRange } from '../../ui/DateRangePicker';
import { stripWindow } from './inventoryParams';

const iso = (date: { year: number; month: number; day: number }) =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** 'YYYY-MM-DD' moved by whole days. */
export const addDays = (day: string, days: number) => iso(parseDate(day).add({ days }));

/**
 * Where the strip should start after a change over `range`: it stays put when it already shows part of the range,
 * otherwise it jumps to the range's first day so the person sees the effect of what they just did.
 */
export function stripStartFor(currentStart: string, range: IsoDateRange): string {
  const { dateFrom, dateTo } = stripWindow(currentStart);
  const overlaps = range.start <= dateTo && range.end >= dateFrom;
  return overlaps ? currentStart : range.start;
}

export type DayTone = 'open' | 'request' | 'stop' | 'closed';

/** The colour of a day: bookable, on request, stop sale, or otherwise closed (no capacity, release, inactive). */
export function dayTone(day: { bookable: boolean; saleStatus: string; block?: string | null }): DayTone {
  if (day.saleStatus === 'STOP_SALE' || day.block === 'STOP_SALE') return 'stop';
  if (day.bookable) return 'open';
  if (day.block === 'ON_REQUEST') return 'request';
  return 'closed';
}
