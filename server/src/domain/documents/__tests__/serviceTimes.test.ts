/*
 * Service times on the reservation's documents, rendered straight from their data (no database) and read back with
 * the PDF text extractor: the itinerary orders each day by time with untimed services last and prints the times; the
 * voucher and service order print the time and the supplier's confirmation, the service order keeping its blank line
 * for the supplier when there is none.
 */
import { describe, expect, it } from 'vitest';
import type { OperatorHeader } from '../operatorHeader.ts';
import type { DocumentItem, ReservationForDocuments } from '../reservationData.ts';
import { renderItinerary, renderServiceOrders, renderVouchers } from '../reservationPdfs.ts';
import { pdfText } from './pdfText.ts';

// A cast, not a literal of the type: the header may gain fields (a logo) these documents do not depend on.
const operator = {
  name: 'Tourdesk Lima', shortName: 'LIM', address: 'Av. José Larco 1232, Lima', taxIdLabel: 'RUC', taxId: '20512345671', contact: null,
} as OperatorHeader;
const supplier = {
  idEntity: 's', name: 'Condor Tours', documentTypeCode: 'RUC', documentTypeName: 'RUC', documentNumber: '20100017491',
  address: 'Calle Real 1, Cusco', emails: [], phones: [],
};

const item = (itemNumber: number, productName: string, serviceDate: string, serviceTime: string | null, extra: Partial<DocumentItem> = {}): DocumentItem => ({
  idReservationItem: `i${itemNumber}`, itemNumber, serviceDate, serviceTime, supplierReference: null, endDate: serviceDate, nights: 1,
  quantity: 2, status: 'CONFIRMED', productName, productTypeCode: 'TOUR', productTypeName: 'Tour', instanceName: 'Shared',
  packageName: null, supplier, lodging: false, ...extra,
});

const reservation = (items: DocumentItem[], language: 'en' | 'es' = 'en'): ReservationForDocuments => ({
  idReservation: 'r', idOu: 'o', code: 'LIM-000900', status: 'CONFIRMED', reservationDate: '2031-01-05', language,
  customer: { ...supplier, idEntity: 'c', name: 'Andes Explorer' }, items,
  passengers: [{ firstName: 'Ana', lastName: 'Quispe', passengerType: 'ADT', documentType: 'DNI', documentNumber: '40111222' }],
  remarks: [],
});

describe('service times on the documents', () => {
  it('orders each itinerary day by time, untimed services last, and prints the times', async () => {
    // Item numbers deliberately disagree with the times.
    const { text } = await pdfText(await renderItinerary(operator, reservation([
      item(1, 'Untimed Market Walk', '2031-02-10', null),
      item(2, 'Evening Dinner Show', '2031-02-10', '19:45'),
      item(3, 'Morning Airport Transfer', '2031-02-10', '07:05'),
      item(4, 'Sacred Valley Tour', '2031-02-11', '08:30'),
      item(5, 'Cancelled Rafting', '2031-02-11', '06:00', { status: 'CANCELLED' }),
    ])));
    const at = (needle: string) => {
      const index = text.indexOf(needle);
      expect(index, needle).toBeGreaterThan(-1);
      return index;
    };
    expect(at('07:05 Morning Airport Transfer')).toBeLessThan(at('19:45 Evening Dinner Show'));
    expect(at('19:45 Evening Dinner Show')).toBeLessThan(at('Untimed Market Walk'));
    expect(at('Untimed Market Walk')).toBeLessThan(at('Day 2'));
    expect(at('Day 2')).toBeLessThan(at('08:30 Sacred Valley Tour'));
    expect(text).not.toContain('Cancelled Rafting');
  });

  it('prints the time and the supplier confirmation on the voucher and the service order, in Spanish too', async () => {
    const timed = item(1, 'Sacred Valley Tour', '2031-02-11', '08:30', { supplierReference: 'CT-55812' });
    const voucher = (await pdfText(await renderVouchers(operator, reservation([timed]), [timed]))).text;
    expect(voucher).toContain('Time 08:30');
    expect(voucher).toContain('Supplier confirmation CT-55812');
    const order = (await pdfText(await renderServiceOrders(operator, reservation([timed], 'es'), [timed]))).text;
    expect(order).toContain('Hora 08:30');
    expect(order).toContain('Confirmación del proveedor CT-55812');
    // Known, so no line is left for the supplier to write it on.
    expect(order).not.toContain('Confirmación del proveedor (nombre, referencia, fecha)');
  });

  it('prints neither for an untimed service without a reference, and keeps the service order\'s blank line', async () => {
    const untimed = item(1, 'Sacred Valley Tour', '2031-02-11', null);
    const voucher = (await pdfText(await renderVouchers(operator, reservation([untimed]), [untimed]))).text;
    expect(voucher).not.toMatch(/\bTime\b/);
    expect(voucher).not.toContain('Supplier confirmation');
    const order = (await pdfText(await renderServiceOrders(operator, reservation([untimed]), [untimed]))).text;
    expect(order).toContain('Supplier confirmation (name, reference, date)');
  });
});
