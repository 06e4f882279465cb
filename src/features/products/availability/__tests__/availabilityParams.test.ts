import { todayIso } from '../../../../app/format';
import { describe, expect, it } from 'vitest';
import {
  addDays, availabilitySearch, daysBetween, hasSelection, isIsoDate, parseAvailabilityParams, rangeProblem, toAvailabilityInput,
} from '../availabilityParams';

const TODAY = '2026-03-10';
const parse = (query: string) => parseAvailabilityParams(new URLSearchParams(query), TODAY);

describe('dates', () => {
  it('adds days across months and years, counts the days between', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-10', '2026-03-23')).toBe(13);
    expect(daysBetween('2026-03-29', '2026-03-30')).toBe(1);
  });

  it('knows a real calendar day from anything else', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-3-1')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it("takes today from the person's clock, not UTC", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('allows up to 62 days, start included, and no reversed range', () => {
    expect(rangeProblem(TODAY, addDays(TODAY, 61))).toBeNull();
    expect(rangeProblem(TODAY, addDays(TODAY, 62))).toBe('tooLong');
    expect(rangeProblem(TODAY, TODAY)).toBeNull();
    expect(rangeProblem(TODAY, addDays(TODAY, -1))).toBe('order');
  });
});

describe('parseAvailabilityParams', () => {
  it('opens on today and the next 13 days, quantity 1, nothing chosen', () => {
    const params = parse('');
    expect(params).toEqual({ productIds: [], idProductCategory: null, dateFrom: TODAY, dateTo: '2026-03-23', quantity: 1 });
    expect(hasSelection(params)).toBe(false);
  });

  it('reads products, a category, dates and quantity from the address', () => {
    expect(parse('p=a,b,a&from=2026-04-01&to=2026-04-30&qty=3')).toEqual({
      productIds: ['a', 'b'], idProductCategory: null, dateFrom: '2026-04-01', dateTo: '2026-04-30', quantity: 3,
    });
    expect(parse('cat=c1').idProductCategory).toBe('c1');
    // Two ways of choosing: the products win.
    expect(parse('p=a&cat=c1').idProductCategory).toBeNull();
  });

  it('repairs what the server would refuse: a bad date, a reversed or too long range, a bad quantity', () => {
    expect(parse('from=2026-02-30').dateFrom).toBe(TODAY);
    expect(parse('from=2026-04-10&to=2026-04-01').dateTo).toBe('2026-04-23');
    expect(parse('from=2026-04-01&to=2026-12-31').dateTo).toBe(addDays('2026-04-01', 61));
    expect(parse('qty=0').quantity).toBe(1);
    expect(parse('qty=2.5').quantity).toBe(1);
    expect(parse('qty=abc').quantity).toBe(1);
  });

  it('writes back a short address that reads the same', () => {
    expect(availabilitySearch(parse(''), TODAY).toString()).toBe('');
    const params = parse('p=a,b&from=2026-04-01&to=2026-04-07&qty=2');
    const search = availabilitySearch(params, TODAY);
    expect(search.toString()).toBe('p=a%2Cb&from=2026-04-01&to=2026-04-07&qty=2');
    expect(parseAvailabilityParams(search, TODAY)).toEqual(params);
  });
});

describe('toAvailabilityInput', () => {
  it('sends the products, or else the category', () => {
    expect(toAvailabilityInput(parse('p=a&qty=2'))).toEqual({ productIds: ['a'], dateFrom: TODAY, dateTo: '2026-03-23', quantity: 2 });
    expect(toAvailabilityInput(parse('cat=c1'))).toEqual({ idProductCategory: 'c1', dateFrom: TODAY, dateTo: '2026-03-23', quantity: 1 });
  });
});
