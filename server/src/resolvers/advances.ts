import type { GraphQLContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import {
  ADVANCE_COLUMNS, COULD_NOT_CREATE_ADVANCE, VOID_ADVANCE_FAILED, createAdvance, findAdvance, voidAdvance,
  type AdvanceInput,
} from '../domain/advances.ts';
import { isDate } from '../domain/calendar.ts';
import { DOCUMENT_COLUMNS } from '../domain/fiscalDocuments.ts';
import { END_BEFORE_START, INVALID_DATE } from '../domain/inventory.ts';
import { viewerOf } from '../graphql/authorization.ts';
import type { AdvanceSearchInput, Resolvers } from '../graphql/resolvers-types.ts';
import { FieldErrors, containsPattern, isUuid, pageOf } from '../graphql/validation.ts';
import type { AdvanceModel, FiscalDocumentModel, PaymentModel } from '../models.ts';
import { batchLoader, perRequest } from './batch.ts';
import { PAYMENT_COLUMNS, failingAs, loaders as cashierLoaders } from './cashierTransactions.ts';
import { foldSearchText } from '../domain/searchText.ts';
import { valueLoader } from './generalParameters.ts';

/*
 * Advances (issue 9): the GraphQL side of domain/advances.ts. The list and its screen are the ADMIN's (role table);
 * the cashier's payments cart finds a customer's applicable advances through searchApplicableAdvances, which the
 * payments module holds.
 */

async function searchAdvances(db: Queryable, idOu: string, input: AdvanceSearchInput) {
  const page = pageOf({ ...input, status: null }, { advanceDate: 'a.advance_date' }, 'advanceDate');
  const errors = new FieldErrors();
  for (const field of ['dateFrom', 'dateTo'] as const) if (input[field] && !isDate(input[field])) errors.addCode(field, 'INVALID_DATE', {}, INVALID_DATE);
  if (input.dateFrom && input.dateTo && !errors.any && input.dateTo < input.dateFrom) errors.addCode('dateTo', 'END_BEFORE_START', {}, END_BEFORE_START);
  if (input.idEntity && !isUuid(input.idEntity)) errors.addCode('idEntity', 'INVALID_CHOICE', {}, 'Choose one of the listed options');
  errors.check();
  const list: unknown[] = [idOu];
  const param = (value: unknown) => `$${list.push(value)}`;
  const filters = ['a.id_ou = $1'];
  if (input.status) filters.push(`a.status = ${param(input.status)}`);
  if (input.idEntity) filters.push(`a.id_entity = ${param(input.idEntity)}`);
  if (input.dateFrom) filters.push(`a.advance_date >= ${param(input.dateFrom)}::date`);
  if (input.dateTo) filters.push(`a.advance_date <= ${param(input.dateTo)}::date`);
  if (page.text) {
    // A document number (F001-00000042, or the correlative alone) or a customer's name.
    const match = /^(?:([A-Z0-9]{4})-)?0*(\d{1,15})$/i.exec(page.text);
    const byNumber = match
      ? `or exists (select 1 from fiscal_document d where d.id_advance = a.id_advance and d.correlative = ${param(Number(match[2]))}
          ${match[1] ? `and d.series = ${param(match[1].toUpperCase())}` : ''})`
      : '';
    filters.push(`(exists (select 1 from entity e where e.id_entity = a.id_entity
      and e.search_text like ${param(containsPattern(foldSearchText(page.text)))}) ${byNumber})`);
  }
  const where = filters.join(' and ');
  const countParams = [...list];
  const [data, [{ count }]] = await Promise.all([
    db.query<AdvanceModel>(
      `select ${ADVANCE_COLUMNS} from advance a where ${where}
       order by a.advance_date desc, a.created_at desc offset ${param(page.skip)} limit ${param(page.take)}`,
      list,
    ),
    db.query<{ count: number }>(`select count(*)::int as count from advance a where ${where}`, countParams),
  ]);
  return { data, count };
}

async function applicableAdvances(db: Queryable, idOu: string, idEntity: string, idCurrency: string | null | undefined) {
  if (!isUuid(idEntity) || (idCurrency && !isUuid(idCurrency))) return [];
  return db.query<AdvanceModel>(
    `select ${ADVANCE_COLUMNS} from advance a
     where a.id_ou = $1 and a.id_entity = $2 and a.status = 'AVAILABLE' and ($3::uuid is null or a.id_currency = $3)
     order by a.advance_date, a.created_at limit 50`,
    [idOu, idEntity, idCurrency || null],
  );
}

const loaders = perRequest((context: GraphQLContext) => ({
  document: batchLoader<string, FiscalDocumentModel>(async (ids) => {
    const rows = await context.db.query<FiscalDocumentModel>(
      `select ${DOCUMENT_COLUMNS} from fiscal_document d where d.id_advance = any($1::uuid[])
       and d.document_type in ('INVOICE', 'RECEIPT')`, [ids],
    );
    return new Map(rows.map((r) => [r.idAdvance!, r]));
  }),
  applications: batchLoader<string, PaymentModel[]>(async (ids) => {
    const rows = await context.db.query<PaymentModel>(
      `select ${PAYMENT_COLUMNS} from payment p join cashier_transaction t using (id_cashier_transaction)
       where p.id_advance = any($1::uuid[]) order by p.created_at`, [ids],
    );
    const map = new Map<string, PaymentModel[]>(ids.map((id) => [id, []]));
    for (const row of rows) map.get(row.idAdvance!)?.push(row);
    return map;
  }),
}));

export const advanceResolvers: Resolvers = {
  Query: {
    searchAdvances: (_parent, { input }, context) => searchAdvances(context.db, viewerOf(context).idOu, input),
    getAdvanceById: (_parent, { id }, context) => findAdvance(context.db, viewerOf(context).idOu, id),
    searchApplicableAdvances: (_parent, { idEntity, idCurrency }, context) =>
      applicableAdvances(context.db, viewerOf(context).idOu, idEntity, idCurrency),
  },
  Mutation: {
    createAdvance: async (_parent, { data }, context) => {
      const viewer = viewerOf(context);
      const cashier = { idOu: viewer.idOu, idUser: viewer.idUser };
      const { idAdvance } = await failingAs(COULD_NOT_CREATE_ADVANCE, () =>
        context.db.transaction((tx) => createAdvance(tx, cashier, data as AdvanceInput)));
      return (await findAdvance(context.db, cashier.idOu, idAdvance))!;
    },
    voidAdvance: async (_parent, args, context) => {
      const viewer = viewerOf(context);
      const cashier = { idOu: viewer.idOu, idUser: viewer.idUser };
      const { idAdvance } = await failingAs(VOID_ADVANCE_FAILED, () =>
        context.db.transaction((tx) => voidAdvance(tx, cashier, args)));
      return (await findAdvance(context.db, cashier.idOu, idAdvance))!;
    },
  },
  Advance: {
    entity: (a, _args, context) => cashierLoaders(context).entity.load(a.idEntity),
    currency: (a, _args, context) => valueLoader(context).load(a.idCurrency),
    bank: (a, _args, context) => (a.idBank ? valueLoader(context).load(a.idBank) : null),
    document: async (a, _args, context) => (await loaders(context).document.load(a.idAdvance)) ?? null,
    invoiceAmount: (a) => a.appliedAmount,
    applications: async (a, _args, context) => (await loaders(context).applications.load(a.idAdvance)) ?? [],
  },
};
