/**
 * Days of a package. People count the trip's days from 1 (day 1 is the start date); the schema stores a day offset
 * from the start (0 is the start date). These keep the two apart.
 */
export const dayOffsetOf = (day: number) => day - 1;
export const dayOfOffset = (dayOffset: number) => dayOffset + 1;

/** The last day (1-based) a part uses: a part starting on day 2 for 3 nights uses days 2, 3 and 4. */
export const lastDayOf = (day: number, nights: number) => day + Math.max(nights, 1) - 1;

export interface ItineraryPart {
  dayOffset: number;
  nights: number;
}

export interface ItineraryDay<P> {
  /** 1-based. */
  day: number;
  /** Parts that start this day, in the package's order. */
  starting: P[];
  /** Parts that started earlier and still use this day, with which of their days this is (2 = their second). */
  continuing: { part: P; dayOfPart: number }[];
}

/**
 * The package day by day, 1 to durationDays: what starts each day and what carries on from an earlier one (the
 * second and third night of a hotel stay).
 */
export function itineraryByDay<P extends ItineraryPart>(parts: readonly P[], durationDays: number): ItineraryDay<P>[] {
  const days: ItineraryDay<P>[] = Array.from({ length: Math.max(durationDays, 0) }, (_, i) => ({ day: i + 1, starting: [], continuing: [] }));
  for (const part of parts) {
    const first = dayOfOffset(part.dayOffset);
    const last = lastDayOf(first, part.nights);
    for (let day = first; day <= Math.min(last, durationDays); day++) {
      const entry = days[day - 1];
      if (!entry) continue;
      if (day === first) entry.starting.push(part);
      else entry.continuing.push({ part, dayOfPart: day - first + 1 });
    }
  }
  return days;
}
