import { describe, expect, it } from 'vitest';
import { allocatePaid, depositTarget, dueDates, planInstalments, type Terms } from '../plan.ts';

const TERMS: Terms = { depositKind: 'PERCENT', depositValue: '30', depositDueDays: 7, balanceDaysBefore: 30 };
const base = { terms: TERMS, confirmedOn: '2031-01-05', firstService: '2031-03-10', paid: '0', existing: [] };
const shape = (rows: ReturnType<typeof planInstalments>) => rows.map((r) => [r.sequence, r.kind, r.dueDate, r.amount, r.paidAmount]);

describe('payment plan', () => {
  it('rounds a percentage deposit half-up to cents and caps an amount deposit at the total', () => {
    expect(depositTarget(TERMS, '100.05')).toBe('30.02');
    expect(depositTarget({ ...TERMS, depositValue: '33.35' }, '0.30')).toBe('0.10');
    expect(depositTarget({ ...TERMS, depositKind: 'AMOUNT', depositValue: '500' }, '320.00')).toBe('320.00');
  });

  it('dates the deposit after confirmation and the balance before the service, never before confirmation', () => {
    expect(dueDates(TERMS, '2031-01-05', '2031-03-10')).toEqual({ deposit: '2031-01-12', balance: '2031-02-08' });
    // A late booking: everything is due on confirmation.
    expect(dueDates(TERMS, '2031-03-01', '2031-03-10')).toEqual({ deposit: '2031-03-01', balance: '2031-03-01' });
  });

  it('makes a deposit and a balance on confirmation, or one instalment when the deposit covers everything', () => {
    expect(shape(planInstalments({ ...base, total: '1000.00' }))).toEqual([
      [1, 'DEPOSIT', '2031-01-12', '300.00', '0.00'], [2, 'BALANCE', '2031-02-08', '700.00', '0.00'],
    ]);
    expect(shape(planInstalments({ ...base, terms: { ...TERMS, depositKind: 'AMOUNT', depositValue: '2000' }, total: '1000.00' })))
      .toEqual([[1, 'DEPOSIT', '2031-01-12', '1000.00', '0.00']]);
    expect(shape(planInstalments({ ...base, terms: { ...TERMS, depositValue: '0' }, total: '1000.00' })))
      .toEqual([[1, 'BALANCE', '2031-02-08', '1000.00', '0.00']]);
  });

  it('lays payments over the instalments oldest first, partly paying the next one', () => {
    const first = planInstalments({ ...base, total: '1000.00' });
    expect(shape(planInstalments({ ...base, total: '1000.00', paid: '450.00', existing: first }))).toEqual([
      [1, 'DEPOSIT', '2031-01-12', '300.00', '300.00'], [2, 'BALANCE', '2031-02-08', '700.00', '150.00'],
    ]);
    expect(allocatePaid([{ sequence: 2, dueDate: '2031-01-01', amount: '5' }, { sequence: 1, dueDate: '2031-02-01', amount: '5' }], '6'))
      .toEqual(new Map([[2, '5.00'], [1, '1.00']]));
  });

  it('keeps a paid deposit when the amount grows and puts the difference on the balance', () => {
    const first = planInstalments({ ...base, total: '1000.00' });
    expect(shape(planInstalments({ ...base, total: '1500.00', paid: '300.00', existing: first }))).toEqual([
      [1, 'DEPOSIT', '2031-01-12', '300.00', '300.00'], [2, 'BALANCE', '2031-02-08', '1200.00', '0.00'],
    ]);
  });

  it('recomputes an unpaid deposit from the new amount', () => {
    const first = planInstalments({ ...base, total: '1000.00' });
    expect(shape(planInstalments({ ...base, total: '2000.00', paid: '100.00', existing: first }))).toEqual([
      [1, 'DEPOSIT', '2031-01-12', '600.00', '100.00'], [2, 'BALANCE', '2031-02-08', '1400.00', '0.00'],
    ]);
  });

  it('adds a new balance when every instalment is paid and the amount grows, and drops an emptied one when it shrinks', () => {
    const first = planInstalments({ ...base, total: '1000.00' });
    expect(shape(planInstalments({ ...base, total: '1100.00', paid: '1000.00', existing: first }))).toEqual([
      [1, 'DEPOSIT', '2031-01-12', '300.00', '300.00'], [2, 'BALANCE', '2031-02-08', '700.00', '700.00'],
      [3, 'BALANCE', '2031-02-08', '100.00', '0.00'],
    ]);
    expect(shape(planInstalments({ ...base, total: '300.00', paid: '300.00', existing: first }))).toEqual([
      [1, 'DEPOSIT', '2031-01-12', '300.00', '300.00'],
    ]);
  });

  it('follows the first service when it moves, but not for a paid instalment', () => {
    const first = planInstalments({ ...base, total: '1000.00' });
    expect(shape(planInstalments({ ...base, firstService: '2031-04-09', total: '1000.00', paid: '300.00', existing: first }))).toEqual([
      [1, 'DEPOSIT', '2031-01-12', '300.00', '300.00'], [2, 'BALANCE', '2031-03-10', '700.00', '0.00'],
    ]);
  });
});
