/*
 * The reservation's documents: the itinerary for the customer, a voucher per confirmed service for the passengers to
 * show, and a service order per confirmed service for its supplier. Data in (reservationData.ts), PDF out.
 */
import { contactLine, identityLine } from './entityDetails.ts';
import { labelsOf, longDate, productTypeName, type DocumentLanguage } from './documentText.ts';
import type { OperatorHeader } from './operatorHeader.ts';
import { PdfSheet } from './pdfSheet.ts';
import { byServiceTime, type DocumentItem, type ReservationForDocuments } from './reservationData.ts';

/** The reference a voucher and its service order share: reservation code and item number (LIM-000079/2). */
export const serviceReference = (reservation: Pick<ReservationForDocuments, 'code'>, item: Pick<DocumentItem, 'itemNumber'>) =>
  `${reservation.code}/${item.itemNumber}`;

const sheetFor = (operator: OperatorHeader, reservation: ReservationForDocuments, title: string) =>
  new PdfSheet({ operator, language: reservation.language, title: `${title} ${reservation.code}`, date: reservation.reservationDate });

function passengerTable(sheet: PdfSheet, language: DocumentLanguage, reservation: ReservationForDocuments, heading: 'passengers' | 'rooming') {
  const t = labelsOf(language);
  sheet.heading(`${t(heading)} (${reservation.passengers.length})`);
  if (!reservation.passengers.length) {
    sheet.paragraph(t('noPassengers'), { muted: true });
    return;
  }
  sheet.table(
    [{ label: '#', width: 0.5 }, { label: t('passenger'), width: 5 }, { label: t('type'), width: 1.5 }, { label: t('document'), width: 3 }],
    reservation.passengers.map((p, i) => [String(i + 1), `${p.lastName}, ${p.firstName}`, p.passengerType, `${p.documentType} ${p.documentNumber}`]),
  );
}

/** When the service happens: check-in and check-out for accommodation, else its date or dates; then its time. */
function whenFacts(language: DocumentLanguage, item: DocumentItem): [string, string][] {
  const t = labelsOf(language);
  const time: [string, string][] = item.serviceTime ? [[t('time'), item.serviceTime]] : [];
  if (item.lodging) {
    return [
      [t('checkIn'), longDate(language, item.serviceDate, true)],
      ...time,
      [t('checkOut'), longDate(language, item.endDate, true)],
      [t('nights'), String(item.nights)],
    ];
  }
  if (item.endDate === item.serviceDate) return [[t('date'), longDate(language, item.serviceDate, true)], ...time];
  return [[t('dates'), `${longDate(language, item.serviceDate, true)} – ${longDate(language, item.endDate, true)}`], ...time];
}

function serviceFacts(language: DocumentLanguage, reservation: ReservationForDocuments, item: DocumentItem): [string, string | null][] {
  const t = labelsOf(language);
  return [
    [t('reference'), serviceReference(reservation, item)],
    ...(item.supplierReference ? [[t('supplierReference'), item.supplierReference] as [string, string]] : []),
    [t('service'), item.productName],
    [t('serviceType'), `${productTypeName(language, item.productTypeCode, item.productTypeName)} · ${item.instanceName}`],
    ...(item.packageName ? [[t('package'), item.packageName] as [string, string]] : []),
    ...whenFacts(language, item),
    [t('quantity'), String(item.quantity)],
    [t('supplier'), item.supplier?.name ?? null],
    [t('place'), item.supplier?.address ?? null],
    [t('supplierContact'), item.supplier ? contactLine(item.supplier) : null],
  ];
}

function remarks(sheet: PdfSheet, language: DocumentLanguage, reservation: ReservationForDocuments) {
  if (!reservation.remarks.length) return;
  sheet.heading(labelsOf(language)('remarks'));
  for (const text of reservation.remarks) sheet.paragraph(text);
}

export function renderItinerary(operator: OperatorHeader, reservation: ReservationForDocuments): Promise<Buffer> {
  const { language } = reservation;
  const t = labelsOf(language);
  const sheet = sheetFor(operator, reservation, t('itinerary'));
  sheet.title(`${t('itinerary')} · ${reservation.code}`, `${t('language')}: ${t('languageName')}`);
  sheet.facts([
    [t('customer'), reservation.customer.name],
    [t('identityDocument'), identityLine(reservation.customer)],
    [t('reservation'), reservation.code],
  ]);
  const items = reservation.items.filter((i) => i.status !== 'CANCELLED').sort(byServiceTime);
  if (!items.length) sheet.paragraph(t('noServices'), { muted: true });
  const first = items[0]?.serviceDate;
  const days = new Map<string, DocumentItem[]>();
  for (const item of items) days.set(item.serviceDate, [...(days.get(item.serviceDate) ?? []), item]);
  for (const [date, dayItems] of days) {
    const dayNumber = Math.round((Date.parse(date) - Date.parse(first!)) / 86_400_000) + 1;
    sheet.heading(`${t('day')} ${dayNumber} · ${longDate(language, date, true)}`);
    for (const item of dayItems) {
      const what = [
        item.serviceTime,
        `${item.productName} — ${item.instanceName}`,
        item.packageName ? `(${item.packageName})` : '',
        item.status === 'PENDING' ? `· ${t('pending')}` : '',
      ].filter(Boolean).join(' ');
      sheet.paragraph(what, { bold: true });
      const details = [
        productTypeName(language, item.productTypeCode, item.productTypeName),
        item.lodging ? `${t('checkOut')}: ${longDate(language, item.endDate, true)} (${t('nights').toLowerCase()}: ${item.nights})` : null,
        !item.lodging && item.endDate !== item.serviceDate ? `${t('dates')}: ${longDate(language, item.serviceDate)} – ${longDate(language, item.endDate)}` : null,
        item.supplier?.address ? `${t('place')}: ${item.supplier.name}, ${item.supplier.address}` : null,
      ].filter(Boolean).join(' · ');
      sheet.paragraph(details, { muted: true });
    }
  }
  passengerTable(sheet, language, reservation, 'passengers');
  return sheet.end();
}

/** Vouchers of the given services (confirmed ones; the caller chose them), one per page. */
export function renderVouchers(operator: OperatorHeader, reservation: ReservationForDocuments, items: readonly DocumentItem[]): Promise<Buffer> {
  const { language } = reservation;
  const t = labelsOf(language);
  const sheet = sheetFor(operator, reservation, t('voucher'));
  items.forEach((item, i) => {
    if (i > 0) sheet.newPage();
    sheet.title(`${t('voucher')} ${serviceReference(reservation, item)}`, `${t('language')}: ${t('languageName')}`);
    sheet.facts([[t('customer'), reservation.customer.name], ...serviceFacts(language, reservation, item)]);
    passengerTable(sheet, language, reservation, 'passengers');
    remarks(sheet, language, reservation);
    sheet.paragraph(t('presentVoucher'), { muted: true });
  });
  return sheet.end();
}

/**
 * Service orders of the given services for their suppliers, one per page: the supplier's confirmation reference when
 * it is known, else a line for the supplier to write it on.
 */
export function renderServiceOrders(operator: OperatorHeader, reservation: ReservationForDocuments, items: readonly DocumentItem[]): Promise<Buffer> {
  const { language } = reservation;
  const t = labelsOf(language);
  const sheet = sheetFor(operator, reservation, t('serviceOrder'));
  items.forEach((item, i) => {
    if (i > 0) sheet.newPage();
    sheet.title(`${t('serviceOrder')} ${serviceReference(reservation, item)}`, item.supplier?.name);
    sheet.paragraph(t('orderIntro'));
    sheet.facts([[t('reservation'), reservation.code], ...serviceFacts(language, reservation, item)]);
    passengerTable(sheet, language, reservation, 'rooming');
    remarks(sheet, language, reservation);
    if (!item.supplierReference) sheet.signature(t('supplierConfirmation'));
  });
  return sheet.end();
}
