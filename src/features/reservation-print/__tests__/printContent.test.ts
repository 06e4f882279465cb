import { describe, expect, it } from 'vitest';
import { itineraryDays, printLocale, printablePassengers, voucherItems } from '../printContent';

describe('printed itinerary and vouchers', () => {
  it("print in the reservation's language: Spanish for spa/ES, English otherwise", () => {
    expect(printLocale({ code: 'spa', shortName: 'ES' })).toBe('es');
    expect(printLocale({ code: 'eng', shortName: 'EN' })).toBe('en');
    expect(printLocale({ code: 'fra', shortName: 'FR' })).toBe('en');
    expect(printLocale(null)).toBe('en');
  });

  it('cancelled and waitlisted passengers never appear', () => {
    const passengers = [{ name: 'a', status: 'ACTIVE' }, { name: 'b', status: 'CANCELLED' }, { name: 'c', status: 'WAITLISTED' }];
    expect(printablePassengers(passengers).map((p) => p.name)).toEqual(['a']);
  });

  it('one voucher per non-cancelled item, in service order; the itinerary groups them by day', () => {
    const items = [
      { itemNumber: 1, serviceDate: '2027-03-03', status: 'CONFIRMED' },
      { itemNumber: 2, serviceDate: '2027-03-01', status: 'PENDING' },
      { itemNumber: 3, serviceDate: '2027-03-01', status: 'CANCELLED' },
      { itemNumber: 4, serviceDate: '2027-03-01', status: 'CONFIRMED' },
    ];
    expect(voucherItems(items).map((i) => i.itemNumber)).toEqual([2, 4, 1]);
    expect(itineraryDays(items).map((d) => [d.day, d.date, d.items.length])).toEqual([[1, '2027-03-01', 2], [3, '2027-03-03', 1]]);
  });
});
