import type { Problems } from './fields.ts';

/** Calendar days as ISO texts ('2026-11-27'), read the same way in the browser and in Node. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y + years, m - 1, 1));
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

const epochDay = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => epochDay(to) - epochDay(from);

export interface DateRangeRule {
  /** At most this many days, counting both ends (RANGE_TOO_LONG {maxDays}). */
  maxDays?: number;
  /** Else at most this many years (RANGE_TOO_MANY_YEARS {maxYears}). */
  maxYears: number;
  fromPath?: string;
  toPath?: string;
}

/** A required range of real days, the end not before the start and not too far from it. Answers whether it passed. */
export function dateRange(problems: Problems, from: string | null | undefined, to: string | null | undefined, rule: DateRangeRule): boolean {
  const fromPath = rule.fromPath ?? 'dateFrom';
  const toPath = rule.toPath ?? 'dateTo';
  const day = (path: string, value: string | null | undefined) => {
    if (!value) problems.add(path, 'REQUIRED');
    else if (!isIsoDate(value)) problems.add(path, 'INVALID_DATE');
    else return true;
    return false;
  };
  const fromOk = day(fromPath, from);
  if (!day(toPath, to) || !fromOk) return false;
  if (to! < from!) problems.add(toPath, 'END_BEFORE_START');
  else if (rule.maxDays !== undefined && daysBetween(from!, to!) + 1 > rule.maxDays) problems.add(toPath, 'RANGE_TOO_LONG', { maxDays: rule.maxDays });
  else if (to! > addYears(from!, rule.maxYears)) problems.add(toPath, 'RANGE_TOO_MANY_YEARS', { maxYears: rule.maxYears });
  else return true;
  return false;
}
