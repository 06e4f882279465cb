import { describe, expect, it } from 'vitest';
import { itineraryDays, printLocale, printablePassengers, voucherableItems, voucherItems } from '../printContent';

describe('printed itinerary and vouchers', () => {
  /** One service of each kind a printout treats apart, out of date order. */
  const services = [
    { itemNumber: 1, serviceDate: '2027-03-03', status: 'CONFIRMED' },
    { itemNumber: 2, serviceDate: '2027-03-01', status: 'PENDING' },
    { itemNumber: 3, serviceDate: '2027-03-01', status: 'CANCELLED' },
    { itemNumber: 4, serviceDate: '2027-03-01', status: 'CONFIRMED' },
  ];

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
    expect(voucherItems(services).map((i) => i.itemNumber)).toEqual([2, 4, 1]);
    expect(itineraryDays(services).map((d) => [d.day, d.date, d.items.length])).toEqual([[1, '2027-03-01', 2], [3, '2027-03-03', 1]]);
  });

  it('orders a day by time, untimed services last, then by number (as the PDF)', () => {
    const items = [
      { itemNumber: 1, serviceDate: '2027-03-01', serviceTime: null, status: 'CONFIRMED' },
      { itemNumber: 2, serviceDate: '2027-03-01', serviceTime: '19:30', status: 'CONFIRMED' },
      { itemNumber: 3, serviceDate: '2027-03-01', serviceTime: '07:05', status: 'PENDING' },
      { itemNumber: 4, serviceDate: '2027-03-02', serviceTime: '06:00', status: 'CONFIRMED' },
      { itemNumber: 5, serviceDate: '2027-03-01', status: 'CONFIRMED' },
    ];
    expect(voucherItems(items).map((i) => i.itemNumber)).toEqual([3, 2, 1, 5, 4]);
    expect(itineraryDays(items)[0].items.map((i) => i.itemNumber)).toEqual([3, 2, 1, 5]);
  });

  it('vouchers only confirmed services, and none for a quote or a cancelled reservation (as the PDF)', () => {
    expect(voucherableItems('CONFIRMED', services).map((i) => i.itemNumber)).toEqual([4, 1]);
    expect(voucherableItems('PARTIALLY_PAID', services).map((i) => i.itemNumber)).toEqual([4, 1]);
    expect(voucherableItems('QUOTE', services)).toEqual([]);
    expect(voucherableItems('CANCELLED', services)).toEqual([]);
  });
});
