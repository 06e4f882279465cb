import type { Queryable } from '../db/database.ts';
import { isDate } from '../domain/calendar.ts';
import { DOCUMENT_COLUMNS } from '../domain/fiscalDocuments.ts';
import { END_BEFORE_START, INVALID_DATE } from '../domain/inventory.ts';
import { exportAccountingDocuments, sendTaxDocuments } from '../domain/taxInterface.ts';
import { viewerOf } from '../graphql/authorization.ts';
import type { Resolvers, TaxDocumentSearchInput } from '../graphql/resolvers-types.ts';
import { FieldErrors, pageOf } from '../graphql/validation.ts';
import { failingAs } from './cashierTransactions.ts';
import type { FiscalDocumentModel } from '../models.ts';

/*
 * The interface screen (issue 9): fiscal documents with their tax-authority status and accounting export, the send
 * action and the export file (domain/taxInterface.ts). ADMIN only (role table).
 */

async function searchTaxDocuments(db: Queryable, idOu: string, input: TaxDocumentSearchInput) {
  const page = pageOf({ skip: input.skip, take: input.take }, { issueDate: 'd.issue_date' }, 'issueDate');
  const errors = new FieldErrors();
  for (const field of ['dateFrom', 'dateTo'] as const) if (input[field] && !isDate(input[field])) errors.addCode(field, 'INVALID_DATE', {}, INVALID_DATE);
  if (input.dateFrom && input.dateTo && !errors.any && input.dateTo < input.dateFrom) errors.addCode('dateTo', 'END_BEFORE_START', {}, END_BEFORE_START);
  errors.check();
  const list: unknown[] = [idOu];
  const param = (value: unknown) => `$${list.push(value)}`;
  const filters = ['d.id_ou = $1'];
  if (input.taxStatus) filters.push(`d.tax_status = ${param(input.taxStatus)}`);
  if (input.documentType) filters.push(`d.document_type = ${param(input.documentType)}`);
  if (input.dateFrom) filters.push(`d.issue_date >= ${param(input.dateFrom)}::date`);
  if (input.dateTo) filters.push(`d.issue_date <= ${param(input.dateTo)}::date`);
  if (input.notExported) filters.push('d.exported_at is null');
  const where = filters.join(' and ');
  const countParams = [...list];
  // Oldest first: what has waited longest for the tax authority is at the top.
  const [data, [{ count }]] = await Promise.all([
    db.query<FiscalDocumentModel>(
      `select ${DOCUMENT_COLUMNS} from fiscal_document d where ${where}
       order by d.issue_date, d.document_type, d.series, d.correlative offset ${param(page.skip)} limit ${param(page.take)}`,
      list,
    ),
    db.query<{ count: number }>(`select count(*)::int as count from fiscal_document d where ${where}`, countParams),
  ]);
  return { data, count };
}

export const taxInterfaceResolvers: Resolvers = {
  Query: {
    searchTaxDocuments: (_parent, { input }, context) => searchTaxDocuments(context.db, viewerOf(context).idOu, input),
  },
  Mutation: {
    sendTaxDocuments: (_parent, { ids }, context) => {
      const { idOu } = viewerOf(context);
      return failingAs('Could not send the documents', () => context.db.transaction((tx) => sendTaxDocuments(tx, idOu, ids)));
    },
    exportAccountingDocuments: (_parent, { input }, context) => {
      const { idOu } = viewerOf(context);
      return failingAs('Could not export the documents', () =>
        context.db.transaction((tx) => exportAccountingDocuments(tx, idOu, input)));
    },
  },
};
