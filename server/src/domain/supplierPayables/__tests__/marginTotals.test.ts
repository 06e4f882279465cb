/** The margin arithmetic (issue 24, part 3): exact decimals, unknown costs left out, never adding two currencies. */
import { describe, expect, it } from 'vitest';
import { marginPercent, marginTotals, serviceMargin } from '../margin.ts';

const ids = (n: number, idCurrency: string) => ({ idReservationItem: `i${n}`, idReservation: 'r', idCurrency });

describe('margin', () => {
  it("is selling minus cost with the percentage of selling, rounded half up; an unknown cost gives no margin", () => {
    expect(serviceMargin(ids(1, 'USD'), '250.00', '175.00', 'EXPECTED'))
      .toMatchObject({ selling: '250.00', cost: '175.00', costSource: 'EXPECTED', margin: '75.00', marginPercent: '30.00' });
    // 0.1 + 0.2 would be 0.30000000000000004 in floats; 1/3 of the selling is 33.333... -> 33.33.
    expect(serviceMargin(ids(2, 'USD'), '0.30', '0.20', 'INVOICED')).toMatchObject({ margin: '0.10', marginPercent: '33.33' });
    expect(serviceMargin(ids(3, 'USD'), '100.00', '112.50', 'INVOICED')).toMatchObject({ margin: '-12.50', marginPercent: '-12.50' });
    expect(serviceMargin(ids(4, 'USD'), '80.00', null, 'NONE')).toMatchObject({ cost: null, margin: null, marginPercent: null, costSource: 'NONE' });
    expect(marginPercent('0.00', '0.00')).toBeNull();
    expect(marginPercent('3.00', '2.00')).toBe('66.67');
  });

  it('totals per currency over the services with a known cost, counting the others', () => {
    const totals = marginTotals([
      serviceMargin(ids(1, 'USD'), '250.00', '175.00', 'EXPECTED'),
      serviceMargin(ids(2, 'PEN'), '400.00', '300.00', 'INVOICED'),
      serviceMargin(ids(3, 'USD'), '100.10', '70.05', 'INVOICED'),
      serviceMargin(ids(4, 'USD'), '999.00', null, 'NONE'),
    ]);
    expect(totals).toEqual([
      { idCurrency: 'PEN', selling: '400.00', cost: '300.00', margin: '100.00', marginPercent: '25.00', uncostedServices: 0 },
      { idCurrency: 'USD', selling: '350.10', cost: '245.05', margin: '105.05', marginPercent: '30.01', uncostedServices: 1 },
    ]);
    expect(marginTotals([])).toEqual([]);
  });
});
