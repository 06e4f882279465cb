import type { IsoDateRange } from '../../ui/DateRangePicker';
import { stripWindow } from './inventoryParams';

/** 'YYYY-MM-DD' moved by whole days (counted in UTC, where no day is shorter; no date library on this page). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

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
