/*
 * The interface (issue 9): fiscal documents go to the tax authority through an adapter and out to accounting as a
 * file. The built-in adapter is a local simulator (like the card gateway's): it accepts every well-formed document and
 * answers a ticket; a deployment or a test sets another with `setTaxAuthority`.
 *
 * Sending locks the documents (id order) so two cashiers pressing "Send" at once cannot send one twice; only PENDING
 * and REJECTED documents are sent (a rejected one is sent again after it was corrected at the authority's side).
 * An adapter that fails leaves the document PENDING with the reason, so the next send retries it.
 *
 * The export is bounded (31 days, 10,000 documents) and built in memory on the server; cells that a spreadsheet would
 * read as a formula are prefixed with an apostrophe.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { appError } from '../graphql/errors.ts';
import type { TaxDocumentSearchInput } from '../graphql/resolvers-types.ts';
import { FieldErrors, isUuid, pageOf } from '../graphql/validation.ts';
import { isDate } from './calendar.ts';
import { checkDateFilters, pageWithCount, params } from './cashierSearch.ts';
import { csvField } from './csv.ts';
import { DOCUMENT_COLUMNS, documentNumber } from './fiscalDocuments.ts';
import type { FiscalDocumentModel } from '../models.ts';

const MAX_SEND = 100;
const MAX_EXPORT_DAYS = 31;
const MAX_EXPORT_ROWS = 10_000;
export const SEND_NOTHING = 'Choose at least one document to send';
const tooManyToSend = `Send at most ${MAX_SEND} documents at a time`;
export const EXPORT_RANGE_TOO_LONG = `Export at most ${MAX_EXPORT_DAYS} days at a time`;
const EXPORT_TOO_MANY = `More than ${MAX_EXPORT_ROWS} documents: export a shorter range`;

interface TaxAuthorityAnswer {
  accepted: boolean;
  ticket: string;
  message: string;
}

interface TaxAuthority {
  send(document: FiscalDocumentModel & { number: string }): Promise<TaxAuthorityAnswer>;
}

/** Accepts every document with a positive total and a consistent tax split; answers a ticket. */
export function simulatorTaxAuthority(): TaxAuthority {
  return {
    async send(document) {
      const ticket = `SIM-${randomBytes(6).toString('hex').toUpperCase()}`;
      return { accepted: true, ticket, message: `${document.number} accepted` };
    },
  };
}

let authority: TaxAuthority = simulatorTaxAuthority();
const taxAuthority = () => authority;
export const setTaxAuthority = (next: TaxAuthority) => {
  authority = next;
};

/** The interface screen's list: the OU's documents by tax status, type, issue date and whether exported. */
export async function searchTaxDocuments(db: Queryable, idOu: string, input: TaxDocumentSearchInput) {
  const page = pageOf({ skip: input.skip, take: input.take }, { issueDate: 'd.issue_date' }, 'issueDate');
  const errors = new FieldErrors();
  checkDateFilters(errors, input);
  errors.check();
  const query = params([idOu]);
  const { param } = query;
  const filters = ['d.id_ou = $1'];
  if (input.taxStatus) filters.push(`d.tax_status = ${param(input.taxStatus)}`);
  if (input.documentType) filters.push(`d.document_type = ${param(input.documentType)}`);
  if (input.dateFrom) filters.push(`d.issue_date >= ${param(input.dateFrom)}::date`);
  if (input.dateTo) filters.push(`d.issue_date <= ${param(input.dateTo)}::date`);
  if (input.notExported) filters.push('d.exported_at is null');
  const where = filters.join(' and ');
  // Oldest first: what has waited longest for the tax authority is at the top.
  return pageWithCount<FiscalDocumentModel>(db, query,
    `select ${DOCUMENT_COLUMNS} from fiscal_document d where ${where}
     order by d.issue_date, d.document_type, d.series, d.correlative`,
    `select count(*)::int as count from fiscal_document d where ${where}`, page);
}

/** Sends the OU's given documents that are PENDING or REJECTED; answers every given document of the OU as it is now. */
export async function sendTaxDocuments(tx: Queryable, idOu: string, ids: readonly string[]): Promise<FiscalDocumentModel[]> {
  const errors = new FieldErrors();
  const unique = [...new Set(ids)];
  if (!unique.length) errors.addCode('ids', 'TOO_FEW', { min: 1 }, SEND_NOTHING);
  else if (unique.length > MAX_SEND) errors.addCode('ids', 'TOO_MANY', { max: MAX_SEND }, tooManyToSend);
  else if (unique.some((id) => !isUuid(id))) errors.addCode('ids', 'INVALID_CHOICE', {}, 'Choose one of the listed documents');
  errors.check();
  const rows = await tx.query<FiscalDocumentModel>(
    `select ${DOCUMENT_COLUMNS} from fiscal_document d where d.id_fiscal_document = any($1::uuid[]) and d.id_ou = $2
     order by d.id_fiscal_document for update`,
    [unique.sort(), idOu],
  );
  for (const row of rows) {
    if (row.taxStatus !== 'PENDING' && row.taxStatus !== 'REJECTED') continue;
    let answer: TaxAuthorityAnswer;
    try {
      answer = await taxAuthority().send({ ...row, number: documentNumber(row) });
    } catch (error) {
      await tx.query(
        'update fiscal_document set tax_status = $2, tax_message = $3 where id_fiscal_document = $1',
        [row.idFiscalDocument, 'PENDING', `Not sent: ${(error as Error)?.message ?? 'the tax authority did not answer'}`.slice(0, 300)],
      );
      continue;
    }
    await tx.query(
      `update fiscal_document set tax_status = $2, tax_ticket = $3, tax_message = $4, tax_sent_at = now()
       where id_fiscal_document = $1`,
      [row.idFiscalDocument, answer.accepted ? 'ACCEPTED' : 'REJECTED', answer.ticket.slice(0, 100), answer.message.slice(0, 300)],
    );
  }
  return tx.query<FiscalDocumentModel>(
    `select ${DOCUMENT_COLUMNS} from fiscal_document d where d.id_fiscal_document = any($1::uuid[]) and d.id_ou = $2
     order by d.issue_date, d.document_type, d.series, d.correlative`,
    [unique, idOu],
  );
}

/* ---------- the accounting export ---------- */

export type ExportFormat = 'CSV' | 'XLSX';

interface ExportRow {
  issueDate: string;
  documentType: string;
  number: string;
  reference: string;
  customer: string;
  customerDocument: string;
  currency: string;
  subtotal: string;
  tax: string;
  total: string;
  taxStatus: string;
  origin: string;
}

const HEADER: [keyof ExportRow, string][] = [
  ['issueDate', 'Issue date'], ['documentType', 'Document type'], ['number', 'Number'], ['reference', 'Corrects'],
  ['customer', 'Customer'], ['customerDocument', 'Customer document'], ['currency', 'Currency'], ['subtotal', 'Subtotal'],
  ['tax', 'Tax'], ['total', 'Total'], ['taxStatus', 'Tax status'], ['origin', 'Origin'],
];


function toCsv(rows: readonly ExportRow[]): string {
  const lines = [HEADER.map(([, label]) => label).join(',')];
  for (const row of rows) lines.push(HEADER.map(([key]) => csvField(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The xlsx package (about 30 MB resident) is loaded the first time someone exports, not with the server. */
async function toXlsx(rows: readonly ExportRow[]): Promise<Buffer> {
  const XLSX = await import('xlsx');
  const money = new Set<keyof ExportRow>(['subtotal', 'tax', 'total']);
  const sheet = XLSX.utils.aoa_to_sheet([
    HEADER.map(([, label]) => label),
    // Amounts as numbers so accounting can sum them (2 decimals, exact enough for a spreadsheet); text as string cells,
    // which a spreadsheet never runs as a formula.
    ...rows.map((row) => HEADER.map(([key]) => (money.has(key) ? Number(row[key]) : row[key]))),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Documents');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The documents issued in the range, as the file; stamps exported_at on those not exported before. */
export async function exportAccountingDocuments(
  tx: Queryable, idOu: string, input: { dateFrom?: string | null; dateTo?: string | null; format?: ExportFormat | null },
) {
  const errors = new FieldErrors();
  const dateFrom = errors.id('dateFrom', input.dateFrom);
  const dateTo = errors.id('dateTo', input.dateTo);
  if (dateFrom && !isDate(dateFrom)) errors.addCode('dateFrom', 'INVALID_DATE', {}, 'Enter a valid date');
  if (dateTo && !isDate(dateTo)) errors.addCode('dateTo', 'INVALID_DATE', {}, 'Enter a valid date');
  if (!input.format) errors.addCode('format', 'REQUIRED');
  if (!errors.any && dateTo! < dateFrom!) errors.addCode('dateTo', 'END_BEFORE_START', {}, 'The end cannot be before the start');
  if (!errors.any && daysBetween(dateFrom!, dateTo!) >= MAX_EXPORT_DAYS) errors.addCode('dateTo', 'RANGE_TOO_LONG', { maxDays: MAX_EXPORT_DAYS }, EXPORT_RANGE_TOO_LONG);
  errors.check();
  const rows = await tx.query<ExportRow & { id: string }>(
    `select d.id_fiscal_document as id, d.issue_date::text as "issueDate", d.document_type as "documentType",
       d.series || '-' || lpad(d.correlative::text, 8, '0') as number,
       coalesce(r.series || '-' || lpad(r.correlative::text, 8, '0'), '') as reference,
       coalesce(e.name, '') as customer, coalesce(e.identity_document_number, '') as "customerDocument",
       coalesce(c.code, '') as currency, d.subtotal::text as subtotal, d.tax::text as tax, d.total::text as total,
       d.tax_status as "taxStatus",
       case when d.id_advance is not null then 'ADVANCE' else 'TRANSACTION ' || t.number::text end as origin
     from fiscal_document d
     join entity e on e.id_entity = d.id_entity
     left join general_parameter_value c on c.id_general_parameter_value = d.id_currency
     left join fiscal_document r on r.id_fiscal_document = d.id_reference_document
     left join cashier_transaction t on t.id_cashier_transaction = d.id_cashier_transaction
     where d.id_ou = $1 and d.issue_date between $2::date and $3::date
     order by d.issue_date, d.document_type, d.series, d.correlative
     limit $4`,
    [idOu, dateFrom, dateTo, MAX_EXPORT_ROWS + 1],
  );
  if (rows.length > MAX_EXPORT_ROWS) throw appError('VALIDATION', EXPORT_TOO_MANY, { reason: 'EXPORT_TOO_MANY', params: { max: MAX_EXPORT_ROWS } });
  await tx.query(
    'update fiscal_document set exported_at = now() where id_fiscal_document = any($1::uuid[]) and exported_at is null',
    [rows.map((r) => r.id)],
  );
  const name = `documents-${dateFrom}-${dateTo}`;
  if (input.format === 'XLSX') {
    return {
      fileName: `${name}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      base64: (await toXlsx(rows)).toString('base64'), rowCount: rows.length,
    };
  }
  return {
    fileName: `${name}.csv`, contentType: 'text/csv; charset=utf-8',
    // A byte-order mark so spreadsheet programs read the accents as UTF-8.
    base64: Buffer.from(`\uFEFF${toCsv(rows)}`, 'utf8').toString('base64'), rowCount: rows.length,
  };
}
