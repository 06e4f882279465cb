/*
 * Fiscal documents of the cashier (issue 9): an invoice or a receipt for each completed cashier transaction and a
 * credit note for each voided payment, numbered per OU, document type and series without gaps.
 *
 * Which document: a customer identified with a taxpayer registry number (identity document type RUC) gets an
 * invoice (series F001); everyone else a receipt (B001). A credit note corrects an invoice in series FC01 and a
 * receipt in BC01, in the corrected document's currency.
 *
 * Numbering: the counter row (id_ou, document_type, series) is incremented by an upsert that keeps it locked until the
 * caller's transaction ends, so concurrent documents queue on it, a rollback gives the number back, and the unique
 * index on the document makes a duplicate impossible even if that were ever wrong.
 */
import type { Queryable } from '../db/database.ts';
import type { FiscalDocumentModel, FiscalDocumentType } from '../models.ts';
import { CATALOG } from '../db/generalParameterData.ts';
import { divide, subtract } from './money.ts';
import { appError } from '../graphql/errors.ts';
import { isValidRuc } from '../../../rules/identityDocument.ts';


export const SERIES = { INVOICE: 'F001', RECEIPT: 'B001' } as const;
export const CREDIT_NOTE_SERIES = { INVOICE: 'FC01', RECEIPT: 'BC01' } as const;
/** Prices include the sales tax (IGV); subtotal = total / 1.18 rounded, tax = the rest. */
const SALES_TAX_FACTOR = '1.18';


export const DOCUMENT_COLUMNS = `d.id_fiscal_document as "idFiscalDocument", d.id_ou as "idOu", d.document_type as "documentType",
  d.series, d.correlative, d.issue_date as "issueDate", d.id_cashier_transaction as "idCashierTransaction", d.id_advance as "idAdvance",
  d.id_payment as "idPayment", d.id_reference_document as "idReferenceDocument", d.id_entity as "idEntity",
  d.id_currency as "idCurrency", d.subtotal, d.tax, d.total, d.tax_status as "taxStatus", d.tax_sent_at as "taxSentAt", d.tax_ticket as "taxTicket",
  d.tax_message as "taxMessage", d.exported_at as "exportedAt", d.created_at as "createdAt"`;

/** The printed number: series and correlative padded to 8 digits (F001-00000042). */
export const documentNumber = (d: Pick<FiscalDocumentModel, 'series' | 'correlative'>) =>
  `${d.series}-${String(d.correlative).padStart(8, '0')}`;

export const INVALID_CUSTOMER_RUC = (number: string) =>
  `The customer's RUC ${number} is not valid: correct it on the customer before an invoice is issued`;

export const CUSTOMER_TO_COMPLETE = (name: string) =>
  `The customer ${name} was created with the quick form: complete their address, classification and accounts before an invoice is issued`;

/**
 * INVOICE for a customer identified by RUC, RECEIPT otherwise. An invoice is never issued to a RUC that fails SUNAT's
 * check digit (data saved before the rule existed), nor to a quick customer not yet completed: the sale is refused
 * until the customer is corrected or completed.
 */
export async function saleDocumentTypeOf(db: Queryable, idEntity: string): Promise<'INVOICE' | 'RECEIPT'> {
  const [row] = await db.query<{ code: string | null; number: string | null; name: string; toComplete: boolean }>(
    `select upper(v.code) as code, e.identity_document_number as number, e.name, e.to_complete as "toComplete" from entity e
     left join general_parameter_value v on v.id_general_parameter_value = e.id_identity_document_type
     left join general_parameter g on g.id_general_parameter = v.id_general_parameter and upper(g.code) = $2
     where e.id_entity = $1`,
    [idEntity, CATALOG.identityDocumentType],
  );
  if (row?.code !== 'RUC') return 'RECEIPT';
  const number = (row.number ?? '').trim();
  if (!isValidRuc(number)) {
    throw appError('VALIDATION', INVALID_CUSTOMER_RUC(number), { reason: 'INVALID_CUSTOMER_RUC', params: { number } });
  }
  // A walk-in customer from the quick form has no fiscal address or accounts yet (issue 21 item 12).
  if (row.toComplete) {
    throw appError('VALIDATION', CUSTOMER_TO_COMPLETE(row.name), { reason: 'CUSTOMER_TO_COMPLETE', params: { name: row.name } });
  }
  return 'INVOICE';
}

/** The next correlative of the series; the counter row stays locked until the transaction ends. */
async function nextCorrelative(tx: Queryable, idOu: string, documentType: FiscalDocumentType, series: string) {
  const [row] = await tx.query<{ n: number }>(
    `insert into document_series_counter as c (id_ou, document_type, series, last_number) values ($1, $2, $3, 1)
     on conflict (id_ou, document_type, series) do update set last_number = c.last_number + 1
     returning last_number as n`,
    [idOu, documentType, series],
  );
  return row.n;
}

interface IssueDocument {
  idOu: string;
  idUser: string | null;
  documentType: FiscalDocumentType;
  series: string;
  issueDate: string;
  /** The owner: a cashier transaction or an advance (exactly one). */
  idCashierTransaction: string | null;
  idAdvance?: string | null;
  idEntity: string;
  idCurrency: string;
  /** Tax included, > 0. */
  total: string;
  idPayment?: string | null;
  idReferenceDocument?: string | null;
}

export async function issueDocument(tx: Queryable, doc: IssueDocument): Promise<FiscalDocumentModel> {
  const correlative = await nextCorrelative(tx, doc.idOu, doc.documentType, doc.series);
  const subtotal = divide(doc.total, SALES_TAX_FACTOR, 2);
  const tax = subtract(doc.total, subtotal);
  const [row] = await tx.query<FiscalDocumentModel>(
    `insert into fiscal_document as d (id_ou, document_type, series, correlative, issue_date, id_cashier_transaction,
       id_payment, id_reference_document, id_entity, id_currency, subtotal, tax, total, id_user_create, id_advance)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning ${DOCUMENT_COLUMNS}`,
    [doc.idOu, doc.documentType, doc.series, correlative, doc.issueDate, doc.idCashierTransaction, doc.idPayment ?? null,
      doc.idReferenceDocument ?? null, doc.idEntity, doc.idCurrency, subtotal, tax, doc.total, doc.idUser, doc.idAdvance ?? null],
  );
  return row;
}
