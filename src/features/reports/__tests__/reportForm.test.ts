import { describe, expect, it } from 'vitest';
import { formParams, initialForm } from '../reportForm';
import { REPORT_KINDS, isReportKey } from '../reportKinds';

const kind = (key: string) => REPORT_KINDS.find((k) => k.key === key)!;

describe('the report address (Home links to /reports?report=<key>&from=&to=)', () => {
  it('knows exactly the shared report keys', () => {
    expect(REPORT_KINDS.map((k) => k.key).sort()).toEqual([
      'accountsReceivable', 'advances', 'dailyCashierClose', 'inventoryOccupancy', 'marginByCustomer', 'marginByService',
      'passengerManifest', 'payablesAgeing', 'reservationsByStatus', 'salesByPeriod', 'supplierPayables', 'supplierStatement']);
    expect(isReportKey('salesByPeriod')).toBe(true);
    expect(isReportKey('nope')).toBe(false);
  });

  it("sends the supplier statement's supplier, which it cannot run without", () => {
    const statement = kind('supplierStatement');
    expect(statement.required).toEqual(['supplier']);
    const form = initialForm(statement, new URLSearchParams('supplier=s1&supplierLabel=Inca%20Rail'), '2026-11-25');
    expect(formParams(statement, form)).toEqual({ from: '2025-11-26', to: '2026-11-25', supplier: 's1' });
  });

  it('prefills the dates and filters from the address and sends only what the report offers', () => {
    const form = initialForm(kind('salesByPeriod'),
      new URLSearchParams('report=salesByPeriod&from=2026-10-27&to=2026-11-25&groupBy=month&status=PAID&product=p1'), '2026-11-25');
    expect(form.range).toEqual({ start: '2026-10-27', end: '2026-11-25' });
    expect(formParams(kind('salesByPeriod'), form)).toEqual({ from: '2026-10-27', to: '2026-11-25', groupBy: 'month', status: 'PAID' });
  });

  it('falls back to the report\'s own default range when the address has none or a bad one', () => {
    expect(initialForm(kind('passengerManifest'), new URLSearchParams('from=2026-13-99'), '2026-11-25').range)
      .toEqual({ start: '2026-11-25', end: '2026-11-25' });
    expect(initialForm(kind('salesByPeriod'), new URLSearchParams(), '2026-11-25').range)
      .toEqual({ start: '2026-10-27', end: '2026-11-25' });
  });
});
