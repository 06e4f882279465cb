// Documents (issue 22): the time to render a 30-day itinerary (3 services a day, 8 passengers) and a 500-line
// invoice to PDF, p50/p95 over 20 renders after 3 warm-ups, with their pages and bytes, and the memory it takes: the
// JavaScript heap and resident size a render adds at its peak, and what stays after a full garbage collection.
// Pure rendering (server/src/domain/documents) from data built here: the database reads are the document's few
// queries, timed by the server tests.
import { availableParallelism, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { addDays } from '../server/src/domain/calendar.ts';
import type { FiscalDocumentForPdf } from '../server/src/domain/documents/fiscalDocumentData.ts';
import { renderFiscalDocument } from '../server/src/domain/documents/fiscalDocumentPdf.ts';
import type { OperatorHeader } from '../server/src/domain/documents/operatorHeader.ts';
import type { DocumentItem, ReservationForDocuments } from '../server/src/domain/documents/reservationData.ts';
import { renderItinerary } from '../server/src/domain/documents/reservationPdfs.ts';
import { divide, subtract, sum } from '../server/src/domain/money.ts';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

const WARMUP = 3;
const RUNS = 20;
const GOAL_MS = 300;

export const operator: OperatorHeader = {
  name: 'Tourdesk Lima', shortName: 'LIM', address: 'Av. José Larco 1232, Miraflores, Lima, Peru', taxIdLabel: 'RUC',
  taxId: '20512345671', contact: '+51 1 555 0100 · lima@tourdesk.test', logo: null,
};
const supplier = {
  idEntity: 's', name: 'Inversiones Hoteleras Costa Verde S.A.C.', documentTypeCode: 'RUC', documentTypeName: 'RUC',
  documentNumber: '20100017491', address: 'Malecón de la Reserva 615, Miraflores, Lima, Peru', emails: ['reservas@costaverde.test'], phones: ['+51 1 555 0101'],
};
const customer = { ...supplier, idEntity: 'c', name: 'Andes Explorer Travel S.A.C.', emails: ['ops@andes.test'] };
const START = '2027-03-01';

export function itinerary(): ReservationForDocuments {
  const items: DocumentItem[] = [];
  for (let day = 0; day < 30; day++) {
    for (let k = 0; k < 3; k++) {
      const lodging = k === 2;
      items.push({
        idReservationItem: `i${day}-${k}`, itemNumber: day * 3 + k + 1, serviceDate: addDays(START, day),
        // The tour comes before the transfer by number but after it by time: the itinerary orders by time.
        serviceTime: ['14:30', '08:00', null][k], supplierReference: lodging ? `CV-${7000 + day}` : null,
        endDate: addDays(START, day + (lodging ? 1 : 0)), nights: 1, quantity: 4, status: day % 7 === 6 && k === 0 ? 'PENDING' : 'CONFIRMED',
        productName: ['Lima Colonial and Modern City Tour', 'Transfer airport to hotel', 'Costa Verde Miraflores Hotel'][k],
        productTypeCode: ['TOUR', 'TRANSFER', 'HOTEL'][k], productTypeName: ['Tour', 'Transfer', 'Accommodation'][k],
        instanceName: ['Private service in English', 'Private van', 'Double room, bed and breakfast'][k], packageName: null, supplier, lodging,
      });
    }
  }
  return {
    idReservation: 'r', idOu: 'o', code: 'LIM-000123', status: 'CONFIRMED', reservationDate: '2027-01-15', language: 'es', customer, items,
    passengers: Array.from({ length: 8 }, (_, i) => ({
      firstName: ['Valeria', 'Mateo', 'Camila', 'Liam'][i % 4], lastName: ['Condori', 'Schmidt', 'Sato', 'Martin'][i % 4],
      passengerType: 'ADT', documentType: 'PAS', documentNumber: `P${1000000 + i}`,
    })),
    remarks: ['Vegetarian meals for two passengers.'],
  };
}

export function invoice(): FiscalDocumentForPdf {
  const lines = Array.from({ length: 500 }, (_, i) => ({
    kind: 'SERVICE' as const, description: `Lima Colonial and Modern City Tour — Private service in English ${i + 1}`,
    serviceDate: addDays(START, i % 60), reference: `LIM-${String(1000 + Math.floor(i / 4)).padStart(6, '0')}/${(i % 4) + 1}`,
    amount: `${100 + (i % 97)}.${String((i * 37) % 100).padStart(2, '0')}`,
  }));
  const total = sum(lines.map((l) => l.amount));
  const subtotal = divide(total, '1.18', 2);
  return {
    idFiscalDocument: 'd', documentType: 'INVOICE', number: 'F001-00000500', issueDate: '2027-04-01', currencyCode: 'USD',
    currencyName: 'US dollar', subtotal, tax: subtract(total, subtotal), total, customer, idCashierTransaction: 't', transactionNumber: 500,
    idAdvance: null, lines, payments: [{ method: 'CARD', amount: total, currencyCode: 'USD', cardBrand: 'VISA', cardLast4: '1111' }],
    original: null, reason: null, reservationIds: [], language: 'en',
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure(label: string, render: () => Promise<Buffer>) {
  for (let i = 0; i < WARMUP; i++) await render();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    bytes = (await render()).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)].toFixed(0);
  // Memory of one render: the heap and resident size above a collected baseline while its result is alive, and what
  // is left once it is dropped and collected.
  collect();
  const base = process.memoryUsage();
  let peakHeap = 0;
  let peakRss = 0;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed - base.heapUsed);
    peakRss = Math.max(peakRss, now.rss - base.rss);
  }, 2);
  let pdf: Buffer | null = await render();
  const held = process.memoryUsage();
  clearInterval(sampler);
  peakHeap = Math.max(peakHeap, held.heapUsed - base.heapUsed);
  peakRss = Math.max(peakRss, held.rss - base.rss);
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  pdf = null;
  collect();
  const after = process.memoryUsage();
  const verdict = Number(pct(50)) < GOAL_MS ? 'median within' : 'median OVER';
  console.log(`${label.padEnd(34)} p50 ${pct(50)} ms   p95 ${pct(95)} ms   (${verdict} the ${GOAL_MS} ms goal; ${pages} pages, ${(bytes / 1024).toFixed(0)} KiB)`);
  console.log(`${''.padEnd(34)} memory: heap +${mb(peakHeap)} and resident +${mb(peakRss)} at its peak, heap ${after.heapUsed - base.heapUsed >= 0 ? '+' : ''}${mb(after.heapUsed - base.heapUsed)} kept after collection (process resident ${mb(after.rss)})`);
}

export async function benchDocuments() {
  // Other work on the machine shows in the tail: the load average says how busy it was.
  console.log(`\ndocuments (PDF rendering, pdfkit with Montserrat from npm; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`);
  const trip = itinerary();
  const bill = invoice();
  await measure('itinerary, 30 days (90 services)', () => renderItinerary(operator, trip));
  await measure('invoice, 500 lines', () => renderFiscalDocument(operator, bill));
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDocuments();
