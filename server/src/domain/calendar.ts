import { addYears, daysBetween, isIsoDate as isDate } from '../../../rules/dates.ts';

/**
 * Service dates are SQL `date` values handled as 'YYYY-MM-DD' strings. Arithmetic goes through whole days since the
 * epoch (UTC midnight), so no time zone or daylight-saving change ever shifts a date.
 */
const DAY_MS = 86_400_000;
// Real days, whole days between two and a day years later are the rules' own (rules/dates.ts), run by the forms too.
export { addYears, daysBetween, isDate };

export const toEpochDay = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const fromEpochDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => fromEpochDay(toEpochDay(date) + days);

/** Every date of [from, to], in order. */
export function eachDay(from: string, to: string): string[] {
  const first = toEpochDay(from);
  return Array.from({ length: Math.max(0, toEpochDay(to) - first + 1) }, (_, i) => fromEpochDay(first + i));
}

let fixedToday: string | null = null;

/**
 * Today's date where the office is (the server's time zone): the release period and "is it too late to book"
 * count from it. Every rule asks here, so a test can fix the date with setTodayForTests.
 */
export function today(): string {
  if (fixedToday) return fixedToday;
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Fixes today() to a date (null goes back to the clock). For tests only. */
export function setTodayForTests(date: string | null) {
  if (date !== null && !isDate(date)) throw new Error(`not a date: ${date}`);
  fixedToday = date;
}

/**
 * Runs `fn` as if today were `date`, then puts back whatever today was (the clock or a test's date). Only for a
 * single-threaded writer that replays past days, as the demo data does before the server listens.
 */
export async function asOfDay<T>(date: string, fn: () => Promise<T>): Promise<T> {
  const before = fixedToday;
  setTodayForTests(date);
  try {
    return await fn();
  } finally {
    fixedToday = before;
  }
}
