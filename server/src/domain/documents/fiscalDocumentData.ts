/*
 * An invoice, receipt or credit note as its PDF reads it: the numbers as issued (fiscal_document keeps the totals),
 * the customer, the lines it covers and, for a credit note, the document it corrects.
 *
 * Lines: a sale's lines are the reservation services of its cashier transaction (amounts tax included); when an
 * advance paid part of them, a line takes that part off (the advance had its own invoice). An advance's document has
 * one line. A credit note's lines are what the voided payment had paid, per service.
 */
import type { Queryable } from '../../db/database.ts';
import { isUuid } from '../../graphql/validation.ts';
import type { FiscalDocumentType as DocumentType } from '../../models.ts';
import { documentNumber } from '../fiscalDocuments.ts';
import { compare, subtract, sum } from '../money.ts';
import { documentLanguage, type DocumentLanguage } from './documentText.ts';
import { entityDetails, type EntityDetails } from './entityDetails.ts';

export interface FiscalLine {
  /** A reservation service; the advance an advance document is for; the part of a sale an advance had paid. */
  kind: 'SERVICE' | 'ADVANCE' | 'ADVANCE_APPLIED';
  /** The service (product — instance), or the advance's note. */
  description: string;
  serviceDate: string | null;
  /** The reservation service it pays (LIM-000079/2). */
  reference: string | null;
  amount: string;
}

interface FiscalPayment {
  method: string;
  amount: string;
  currencyCode: string;
  /** Only a card's brand and last four digits ever leave the database. */
  cardBrand: string | null;
  cardLast4: string | null;
}

export interface FiscalDocumentForPdf {
  idFiscalDocument: string;
  documentType: DocumentType;
  number: string;
  issueDate: string;
  currencyCode: string;
  currencyName: string;
  subtotal: string;
  tax: string;
  total: string;
  customer: EntityDetails;
  idCashierTransaction: string | null;
  transactionNumber: number | null;
  idAdvance: string | null;
  lines: FiscalLine[];
  payments: FiscalPayment[];
  /** A credit note: the invoice or receipt it corrects, and why. */
  original: { number: string; issueDate: string; documentType: DocumentType } | null;
  reason: string | null;
  /** The reservations it covers (a sent invoice is recorded on each). */
  reservationIds: string[];
  /** The reservations' language when they share one, else English. */
  language: DocumentLanguage;
}

interface Head {
  idFiscalDocument: string; documentType: DocumentType; series: string; correlative: number; issueDate: string;
  currencyCode: string; currencyName: string; subtotal: string; tax: string; total: string; idEntity: string;
  idCashierTransaction: string | null; transactionNumber: number | null; idAdvance: string | null; idPayment: string | null;
  idReferenceDocument: string | null; advanceNote: string | null;
}

/** The OU's fiscal document, or null. */
export async function fiscalDocumentForPdf(db: Queryable, idOu: string, idFiscalDocument: string): Promise<FiscalDocumentForPdf | null> {
  if (!isUuid(idFiscalDocument)) return null;
  const [head] = await db.query<Head>(
    `select d.id_fiscal_document as "idFiscalDocument", d.document_type as "documentType", d.series, d.correlative,
       d.issue_date as "issueDate", upper(c.code) as "currencyCode", c.name as "currencyName", d.subtotal, d.tax, d.total,
       d.id_entity as "idEntity", d.id_cashier_transaction as "idCashierTransaction", t.number as "transactionNumber",
       d.id_advance as "idAdvance", d.id_payment as "idPayment", d.id_reference_document as "idReferenceDocument",
       a.note as "advanceNote"
     from fiscal_document d join general_parameter_value c on c.id_general_parameter_value = d.id_currency
     left join cashier_transaction t on t.id_cashier_transaction = d.id_cashier_transaction
     left join advance a on a.id_advance = d.id_advance
     where d.id_fiscal_document = $1 and d.id_ou = $2`,
    [idFiscalDocument, idOu],
  );
  if (!head) return null;
  const customer = (await entityDetails(db, [head.idEntity])).get(head.idEntity)!;
  const lines = await linesOf(db, head);
  const [original] = head.idReferenceDocument
    ? await db.query<{ series: string; correlative: number; issueDate: string; documentType: DocumentType }>(
      `select series, correlative, issue_date as "issueDate", document_type as "documentType" from fiscal_document
       where id_fiscal_document = $1`,
      [head.idReferenceDocument],
    )
    : [];
  const [voided] = head.idPayment
    ? await db.query<{ reason: string | null }>('select void_reason as reason from payment where id_payment = $1', [head.idPayment])
    : [];
  const payments = head.idCashierTransaction && head.documentType !== 'CREDIT_NOTE'
    ? await db.query<FiscalPayment>(
      `select p.method, p.amount, upper(c.code) as "currencyCode", p.card_brand as "cardBrand", p.card_last4 as "cardLast4"
       from payment p join general_parameter_value c on c.id_general_parameter_value = p.id_currency
       where p.id_cashier_transaction = $1 and p.reversal_of is null order by p.line_number`,
      [head.idCashierTransaction],
    )
    : [];
  const reservations = head.idCashierTransaction
    ? await db.query<{ id: string; code: string | null; shortName: string | null }>(
      `select distinct x.id_reservation as id, l.code, l.short_name as "shortName" from cashier_transaction_item x
       join reservation r using (id_reservation) left join language l on l.id_language = r.id_language
       where x.id_cashier_transaction = $1 order by 1`,
      [head.idCashierTransaction],
    )
    : [];
  const languages = new Set(reservations.map((r) => documentLanguage(r.code ? { code: r.code, shortName: r.shortName ?? '' } : null)));
  return {
    idFiscalDocument: head.idFiscalDocument,
    documentType: head.documentType,
    number: documentNumber(head),
    issueDate: head.issueDate,
    currencyCode: head.currencyCode,
    currencyName: head.currencyName,
    subtotal: head.subtotal,
    tax: head.tax,
    total: head.total,
    customer,
    idCashierTransaction: head.idCashierTransaction,
    transactionNumber: head.transactionNumber,
    idAdvance: head.idAdvance,
    lines,
    payments,
    original: original ? { number: documentNumber(original), issueDate: original.issueDate, documentType: original.documentType } : null,
    reason: voided?.reason ?? null,
    reservationIds: reservations.map((r) => r.id),
    language: languages.size === 1 ? [...languages][0] : 'en',
  };
}

const SERVICE_LINE = `'SERVICE' as kind, r.code || '/' || i.item_number as reference, i.service_date as "serviceDate",
  p.name || ' — ' || pi.name as description`;
const SERVICE_JOINS = `join reservation_item i on i.id_reservation_item = x.id_reservation_item
  join reservation r on r.id_reservation = i.id_reservation
  join product_instance pi on pi.id_product_instance = i.id_product_instance join product p on p.id_product = pi.id_product`;

async function linesOf(db: Queryable, head: Head): Promise<FiscalLine[]> {
  if (head.idAdvance) {
    return [{ kind: 'ADVANCE', description: head.advanceNote ?? '', serviceDate: null, reference: null, amount: head.total }];
  }
  if (head.documentType === 'CREDIT_NOTE') {
    return db.query<FiscalLine>(
      `select ${SERVICE_LINE}, x.amount from payment_allocation x ${SERVICE_JOINS}
       where x.id_payment = $1 and x.amount > 0 order by i.service_date, r.code, i.item_number`,
      [head.idPayment],
    );
  }
  const lines = await db.query<FiscalLine>(
    `select ${SERVICE_LINE}, x.amount_to_pay as amount from cashier_transaction_item x ${SERVICE_JOINS}
     where x.id_cashier_transaction = $1 order by x.line_number`,
    [head.idCashierTransaction],
  );
  const covered = sum(lines.map((l) => l.amount));
  if (compare(covered, head.total) > 0) {
    lines.push({ kind: 'ADVANCE_APPLIED', description: '', serviceDate: null, reference: null, amount: subtract(head.total, covered) });
  }
  return lines;
}
