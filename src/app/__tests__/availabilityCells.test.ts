import { describe, expect, it } from 'vitest';
import { classifyDay, freeText, groupByProduct } from '../availabilityCells';

describe('classifyDay', () => {
  it('is blocked whenever the day cannot be booked, whatever is free', () => {
    expect(classifyDay({ free: 10, bookable: false, block: 'STOP_SALE' }, 1)).toBe('blocked');
    expect(classifyDay({ free: null, bookable: false, block: 'INACTIVE' }, 1)).toBe('blocked');
    expect(classifyDay({ free: 1, bookable: false, block: 'INSUFFICIENT' }, 2)).toBe('blocked');
  });

  it('is low up to twice the quantity, bookable above it', () => {
    expect(classifyDay({ free: 2, bookable: true }, 1)).toBe('low');
    expect(classifyDay({ free: 3, bookable: true }, 1)).toBe('bookable');
    expect(classifyDay({ free: 6, bookable: true }, 3)).toBe('low');
    expect(classifyDay({ free: 7, bookable: true }, 3)).toBe('bookable');
  });

  it('never calls a day without inventory low', () => {
    expect(classifyDay({ free: null, bookable: true }, 50)).toBe('bookable');
  });
});

describe('freeText', () => {
  it('shows what is free, ∞ when not limited, — when not limited but closed', () => {
    expect(freeText({ free: 12, bookable: true })).toBe('12');
    expect(freeText({ free: 0, bookable: false })).toBe('0');
    expect(freeText({ free: null, bookable: true })).toBe('∞');
    expect(freeText({ free: null, bookable: false })).toBe('—');
    expect(freeText({ free: 1200, bookable: true }, (n) => n.toLocaleString('en'))).toBe('1,200');
  });
});

describe('groupByProduct', () => {
  it("puts each product's instances under one heading, in the server's order", () => {
    const row = (product: string, instance: string) => ({ instance: { product: { idProduct: product }, name: instance } });
    const groups = groupByProduct([row('hotel', 'SGL'), row('tour', 'ES'), row('hotel', 'DBL')]);
    expect(groups.map((g) => [g.idProduct, g.rows.map((r) => r.instance.name)])).toEqual([
      ['hotel', ['SGL', 'DBL']], ['tour', ['ES']],
    ]);
  });
});
