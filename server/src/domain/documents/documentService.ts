/*
 * The one entry to the documents (issue 22): which record a request names, whether the caller may read it, its data
 * and its PDF. Every document belongs to a record of the caller's OU; another OU's id answers NOT_FOUND like an
 * unknown one. The caller must also hold the BACK permission that reads the record (getReservationById, ...): a
 * document never shows more than its record's screen would.
 */
import type { Queryable } from '../../db/database.ts';
import { appError, notFound } from '../../graphql/errors.ts';
import { FieldErrors } from '../../graphql/validation.ts';
import { cashierCloseForPdf, renderCashierClose } from './cashierCloseSlip.ts';
import { labelsOf, type DocumentLanguage } from './documentText.ts';
import { fiscalDocumentForPdf } from './fiscalDocumentData.ts';
import { renderFiscalDocument } from './fiscalDocumentPdf.ts';
import { operatorHeader } from './operatorHeader.ts';
import { issuesVoucher, reservationForDocuments, voucherItems, type ReservationForDocuments } from './reservationData.ts';
import { renderItinerary, renderServiceOrders, renderVouchers, serviceReference } from './reservationPdfs.ts';

const DOCUMENT_KINDS = ['ITINERARY', 'VOUCHER', 'SERVICE_ORDER', 'FISCAL_DOCUMENT', 'CASHIER_CLOSE'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface DocumentRef {
  kind: DocumentKind;
  idReservation?: string | null;
  /** A voucher or service order of one service; without it, every confirmed service's, one per page. */
  idReservationItem?: string | null;
  idFiscalDocument?: string | null;
  idDailyCashier?: string | null;
}

export interface RenderedDocument {
  fileName: string;
  mimeType: 'application/pdf';
  content: Buffer;
  /** What the document is, in its language (a mail's subject, the sent-documents list). */
  title: string;
  language: DocumentLanguage;
  /** Where a send is recorded. */
  idReservation: string | null;
  idFiscalDocument: string | null;
  idDailyCashier: string | null;
  /** Who it is usually sent to: the customer's or the supplier's e-mail contacts. */
  suggestedRecipients: string[];
}

/** The BACK permission that reads each kind's record. */
const RECORD_PERMISSION: Record<DocumentKind, string> = {
  ITINERARY: 'getReservationById',
  VOUCHER: 'getReservationById',
  SERVICE_ORDER: 'getReservationById',
  FISCAL_DOCUMENT: 'getCashierTransactionById',
  CASHIER_CLOSE: 'getDailyCashierById',
};
/** An advance's invoice is read on the advance. */
const ADVANCE_PERMISSION = 'getAdvanceById';

/** Throws FORBIDDEN unless the caller holds the permission (the GraphQL guard's own check). */
export type RequirePermission = (permission: string) => Promise<unknown>;

const pdfName = (...parts: string[]) => `${parts.join('-').replace(/[^A-Za-z0-9_-]+/g, '_')}.pdf`;

/** The ids a kind needs, as field errors when missing. */
function checkRef(ref: DocumentRef, path = 'document') {
  const errors = new FieldErrors();
  if (ref.kind === 'FISCAL_DOCUMENT') errors.id(`${path}.idFiscalDocument`, ref.idFiscalDocument);
  else if (ref.kind === 'CASHIER_CLOSE') errors.id(`${path}.idDailyCashier`, ref.idDailyCashier);
  else errors.id(`${path}.idReservation`, ref.idReservation);
  errors.check();
}

export async function renderDocument(db: Queryable, idOu: string, ref: DocumentRef, requirePermission: RequirePermission): Promise<RenderedDocument> {
  checkRef(ref);
  await requirePermission(RECORD_PERMISSION[ref.kind]);
  switch (ref.kind) {
    case 'FISCAL_DOCUMENT': return fiscalDocument(db, idOu, ref.idFiscalDocument!, requirePermission);
    case 'CASHIER_CLOSE': return cashierClose(db, idOu, ref.idDailyCashier!);
    default: return reservationDocument(db, idOu, ref);
  }
}

async function reservationDocument(db: Queryable, idOu: string, ref: DocumentRef): Promise<RenderedDocument> {
  const reservation = await reservationForDocuments(db, idOu, ref.idReservation!);
  if (!reservation) throw notFound('Reservation');
  const operator = await operatorHeader(db, idOu);
  const t = labelsOf(reservation.language);
  const base = {
    mimeType: 'application/pdf' as const, language: reservation.language, idReservation: reservation.idReservation,
    idFiscalDocument: null, idDailyCashier: null,
  };
  if (ref.kind === 'ITINERARY') {
    return {
      ...base, content: await renderItinerary(operator, reservation), fileName: pdfName('itinerary', reservation.code),
      title: `${t('itinerary')} ${reservation.code}`, suggestedRecipients: reservation.customer.emails,
    };
  }
  const items = servicesFor(reservation, ref.idReservationItem);
  const one = items.length === 1 && ref.idReservationItem ? serviceReference(reservation, items[0]) : reservation.code;
  if (ref.kind === 'VOUCHER') {
    return {
      ...base, content: await renderVouchers(operator, reservation, items), fileName: pdfName('voucher', one),
      title: `${t('voucher')} ${one}`, suggestedRecipients: reservation.customer.emails,
    };
  }
  // A service order goes to its supplier: one supplier's addresses when it is for one service.
  const suppliers = [...new Set(items.flatMap((i) => i.supplier?.emails ?? []))];
  return {
    ...base, content: await renderServiceOrders(operator, reservation, items), fileName: pdfName('service-order', one),
    title: `${t('serviceOrder')} ${one}`, suggestedRecipients: suppliers,
  };
}

/**
 * The confirmed services a voucher or service order is for. A quote, a cancelled reservation or a service that is not
 * confirmed has none: CONFLICT NOT_CONFIRMED.
 */
function servicesFor(reservation: ReservationForDocuments, idReservationItem: string | null | undefined) {
  if (idReservationItem) {
    const item = reservation.items.find((i) => i.idReservationItem === idReservationItem);
    if (!item) throw notFound('Reservation item');
    if (!issuesVoucher(reservation, item)) throw notConfirmed();
    return [item];
  }
  const items = voucherItems(reservation);
  if (!items.length) throw notConfirmed();
  return items;
}

const notConfirmed = () => appError('CONFLICT', 'Only a confirmed service of a confirmed reservation has a voucher or service order', {
  reason: 'NOT_CONFIRMED',
});

async function fiscalDocument(db: Queryable, idOu: string, id: string, requirePermission: RequirePermission): Promise<RenderedDocument> {
  const doc = await fiscalDocumentForPdf(db, idOu, id);
  if (!doc) throw notFound('Fiscal document');
  if (doc.idAdvance) await requirePermission(ADVANCE_PERMISSION);
  const t = labelsOf(doc.language);
  return {
    fileName: pdfName(doc.documentType.toLowerCase().replace('_', '-'), doc.number), mimeType: 'application/pdf',
    content: await renderFiscalDocument(await operatorHeader(db, idOu), doc), title: `${t(doc.documentType)} ${doc.number}`,
    language: doc.language, idReservation: null, idFiscalDocument: doc.idFiscalDocument, idDailyCashier: null,
    suggestedRecipients: doc.customer.emails,
  };
}

async function cashierClose(db: Queryable, idOu: string, id: string): Promise<RenderedDocument> {
  const day = await cashierCloseForPdf(db, idOu, id);
  if (!day) throw notFound('Daily cashier');
  const t = labelsOf(day.language);
  return {
    fileName: pdfName('cashier-close', day.cashierDate, day.cashierName), mimeType: 'application/pdf',
    content: await renderCashierClose(await operatorHeader(db, idOu), day), title: `${t('cashierClose')} ${day.cashierDate}`,
    language: day.language, idReservation: null, idFiscalDocument: null, idDailyCashier: day.idDailyCashier,
    suggestedRecipients: [],
  };
}
