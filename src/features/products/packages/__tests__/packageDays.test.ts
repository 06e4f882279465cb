import { describe, expect, it } from 'vitest';
import { dayOfOffset, dayOffsetOf, itineraryByDay, lastDayOf } from '../packageDays';

describe('days and offsets', () => {
  it('day 1 is offset 0 (the start date)', () => {
    expect(dayOffsetOf(1)).toBe(0);
    expect(dayOffsetOf(4)).toBe(3);
    expect(dayOfOffset(0)).toBe(1);
    expect(dayOfOffset(dayOffsetOf(7))).toBe(7);
  });

  it('a part starting on day 2 for 3 nights uses days 2 to 4', () => {
    expect(lastDayOf(2, 3)).toBe(4);
    expect(lastDayOf(3, 1)).toBe(3);
  });
});

describe('itineraryByDay', () => {
  // 'Cusco 4D/3N': hotel 3 nights from day 1, city tour day 1, Sacred Valley day 2, Machu Picchu day 3, transfer day 4.
  const parts = [
    { id: 'hotel', dayOffset: 0, nights: 3 },
    { id: 'city', dayOffset: 0, nights: 1 },
    { id: 'valley', dayOffset: 1, nights: 1 },
    { id: 'machu', dayOffset: 2, nights: 1 },
    { id: 'transfer', dayOffset: 3, nights: 1 },
  ];

  it('lists what starts each day and what carries on', () => {
    const days = itineraryByDay(parts, 4);
    expect(days.map((d) => d.day)).toEqual([1, 2, 3, 4]);
    expect(days.map((d) => d.starting.map((p) => p.id))).toEqual([['hotel', 'city'], ['valley'], ['machu'], ['transfer']]);
    expect(days.map((d) => d.continuing.map((c) => `${c.part.id}:${c.dayOfPart}`))).toEqual([[], ['hotel:2'], ['hotel:3'], []]);
  });

  it('shows free days and never runs past the last day', () => {
    const days = itineraryByDay([{ id: 'long', dayOffset: 1, nights: 9 }], 3);
    expect(days).toHaveLength(3);
    expect(days[0].starting).toEqual([]);
    expect(days[0].continuing).toEqual([]);
    expect(days[2].continuing.map((c) => c.dayOfPart)).toEqual([2]);
  });
});
