import type { GraphQLContext, Viewer } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { CATALOG } from '../db/generalParameterData.ts';
import { isDate, today } from '../domain/calendar.ts';
import {
  DAILY_CASHIER_COLUMNS, DAILY_CASHIER_FROM, DAILY_CASHIER_REOPEN_PERMISSION, closeDailyCashier, expectedAmounts,
  findDailyCashier, openDailyCashier, reopenDailyCashier, supplierPaymentsOfDailyCashier, totalsByCurrency, updateDailyCashier,
  type CountInput, type CountLine, type FloatLine,
} from '../domain/dailyCashier.ts';
import { END_BEFORE_START, INVALID_DATE } from '../domain/inventory.ts';
import { compare, isDecimal, scaleOf } from '../domain/money.ts';
import { MAX_AMOUNT, NEGATIVE, NOT_A_NUMBER, TOO_MANY_DECIMALS } from '../domain/pricing.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { forbidden, notFound } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type {
  DailyCashierCountInput, DailyCashierFloatInput, DailyCashierSearchInput, Resolvers,
} from '../graphql/resolvers-types.ts';
import { FieldErrors, isUuid, pageOf } from '../graphql/validation.ts';
import type { DailyCashierModel } from '../models.ts';
import { batchLoader, perRequest } from './batch.ts';
import { INVALID_CHOICE, checkCatalogRefs } from '../domain/generalParameters.ts';
import { valueLoader } from './generalParameters.ts';

/*
 * The daily cashier (issue 9): the list, the caller's day and the open / update / close / reopen mutations. The rules
 * and locks live in domain/dailyCashier.ts; here are input checks, who may act, and the GraphQL shapes.
 */

export const MAX_REASON = 500;
export const EACH_CURRENCY_ONCE = 'Each currency once';
export const EACH_LINE_ONCE = 'Each payment type and currency once';

/** An amount of money typed by a person: required, a decimal of 0 or more with at most 2 places, within MAX_AMOUNT. */
function readAmount(errors: FieldErrors, field: string, value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) errors.addCode(field, 'REQUIRED');
  else if (!isDecimal(text)) errors.addCode(field, 'NOT_A_NUMBER', {}, NOT_A_NUMBER);
  else if (compare(text, '0') < 0) errors.addCode(field, 'NEGATIVE', {}, NEGATIVE);
  else if (scaleOf(text) > 2) errors.addCode(field, 'TOO_MANY_DECIMALS', { max: 2 }, TOO_MANY_DECIMALS);
  else if (compare(text, MAX_AMOUNT) > 0) errors.addCode(field, 'AMOUNT_TOO_LARGE', { max: MAX_AMOUNT }, `At most ${MAX_AMOUNT}`);
  else return text;
  return undefined;
}

async function readFloats(db: Queryable, idOu: string, errors: FieldErrors, input: readonly DailyCashierFloatInput[]) {
  const seen = new Set<string>();
  const floats: FloatLine[] = input.map((line, i) => {
    const idCurrency = errors.id(`floats.${i}.idCurrency`, line.idCurrency);
    if (idCurrency && seen.has(idCurrency)) errors.addCode(`floats.${i}.idCurrency`, 'CURRENCY_TWICE', {}, EACH_CURRENCY_ONCE);
    if (idCurrency) seen.add(idCurrency);
    const openingAmount = readAmount(errors, `floats.${i}.openingAmount`, line.openingAmount);
    return { idCurrency: idCurrency ?? '', openingAmount: openingAmount ?? '0' };
  });
  await checkCatalogRefs(db, idOu, errors,
    floats.map((f, i) => ({ field: `floats.${i}.idCurrency`, catalog: CATALOG.currency, id: f.idCurrency })));
  return floats;
}

async function readCounts(db: Queryable, idOu: string, errors: FieldErrors, input: readonly DailyCashierCountInput[]) {
  const seen = new Set<string>();
  const counts: CountInput[] = input.map((line, i) => {
    const idPaymentType = errors.id(`counts.${i}.idPaymentType`, line.idPaymentType);
    const idCurrency = errors.id(`counts.${i}.idCurrency`, line.idCurrency);
    const key = `${idPaymentType}|${idCurrency}`;
    if (idPaymentType && idCurrency && seen.has(key)) errors.addCode(`counts.${i}.idCurrency`, 'LINE_TWICE', {}, EACH_LINE_ONCE);
    seen.add(key);
    const countedAmount = readAmount(errors, `counts.${i}.countedAmount`, line.countedAmount);
    return { idPaymentType: idPaymentType ?? '', idCurrency: idCurrency ?? '', countedAmount: countedAmount ?? '0' };
  });
  await checkCatalogRefs(db, idOu, errors, counts.flatMap((c, i) => [
    { field: `counts.${i}.idPaymentType`, catalog: CATALOG.paymentType, id: c.idPaymentType },
    { field: `counts.${i}.idCurrency`, catalog: CATALOG.currency, id: c.idCurrency },
  ]));
  return counts;
}

function readText(errors: FieldErrors, field: string, value: string | null | undefined, required: boolean) {
  return errors.text(field, value, { max: MAX_REASON, required }) || null;
}

/** Whether the viewer may reopen days and act on other cashiers' days (ADMIN holds every permission). */
async function isSupervisor(context: GraphQLContext, viewer: Viewer) {
  return viewer.isAdmin || (await context.backPermissions()).has(DAILY_CASHIER_REOPEN_PERMISSION);
}

/** A day of the OU the viewer may change: their own, or anyone's for a supervisor. */
async function requireManageable(context: GraphQLContext, tx: Queryable, viewer: Viewer, id: string) {
  const day = await findDailyCashier(tx, viewer.idOu, id);
  if (!day) throw notFound('Daily cashier');
  if (day.idUser !== viewer.idUser && !(await isSupervisor(context, viewer))) {
    throw forbidden('this daily cashier');
  }
  return day;
}

/* ---------- the list ---------- */

const SORTS = { cashierDate: 'd.cashier_date', user: 'lower(u.name)', status: 'd.status' };

async function searchDailyCashierRows(db: Queryable, idOu: string, input: DailyCashierSearchInput) {
  const page = pageOf({ skip: input.skip, take: input.take, sortBy: input.sortBy, sortDirection: input.sortDirection },
    SORTS, 'cashierDate');
  const errors = new FieldErrors();
  for (const field of ['dateFrom', 'dateTo'] as const) {
    if (input[field] && !isDate(input[field])) errors.addCode(field, 'INVALID_DATE', {}, INVALID_DATE);
  }
  if (input.dateFrom && input.dateTo && !errors.any && input.dateTo < input.dateFrom) errors.addCode('dateTo', 'END_BEFORE_START', {}, END_BEFORE_START);
  if (input.idUser && !isUuid(input.idUser)) errors.addCode('idUser', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  errors.check();
  const params: unknown[] = [idOu];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters = ['d.id_ou = $1'];
  if (input.dateFrom) filters.push(`d.cashier_date >= ${param(input.dateFrom)}::date`);
  if (input.dateTo) filters.push(`d.cashier_date <= ${param(input.dateTo)}::date`);
  if (input.idUser) filters.push(`d.id_user = ${param(input.idUser)}`);
  if (input.status) filters.push(`d.status = ${param(input.status)}`);
  const where = filters.join(' and ');
  const countParams = [...params];
  // Newest day first unless asked otherwise; the id keeps pages stable.
  const order = input.sortBy ? `${page.orderBy}, d.id_daily_cashier` : 'd.cashier_date desc, lower(u.name), d.id_daily_cashier';
  const [data, [{ count }]] = await Promise.all([
    db.query<DailyCashierModel>(
      `select ${DAILY_CASHIER_COLUMNS} from ${DAILY_CASHIER_FROM} where ${where}
       order by ${order} offset ${param(page.skip)} limit ${param(page.take)}`,
      params,
    ),
    db.query<{ count: number }>(`select count(*)::int as count from daily_cashier d where ${where}`, countParams),
  ]);
  return { data, count };
}

/* ---------- loaders ---------- */

/** The close's lines of a CLOSED day; the live expected amounts of an OPEN one. */
async function countLines(db: Queryable, day: DailyCashierModel): Promise<CountLine[]> {
  if (day.status === 'OPEN') {
    return (await expectedAmounts(db, day.idDailyCashier)).map((line) => ({ ...line, countedAmount: null, variance: null }));
  }
  return db.query<CountLine>(
    `select id_payment_type as "idPaymentType", id_currency as "idCurrency", expected_amount::text as "expectedAmount",
       counted_amount::text as "countedAmount", variance::text as variance
     from daily_cashier_count where id_daily_cashier = $1 order by id_payment_type, id_currency`,
    [day.idDailyCashier],
  );
}

const loaders = perRequest((context: GraphQLContext) => ({
  floats: batchLoader<string, { idCurrency: string; openingAmount: string }[]>(async (ids) => {
    const rows = await context.db.query<{ id: string; idCurrency: string; openingAmount: string }>(
      `select f.id_daily_cashier as id, f.id_currency as "idCurrency", f.opening_amount::text as "openingAmount"
       from daily_cashier_float f join general_parameter_value v on v.id_general_parameter_value = f.id_currency
       where f.id_daily_cashier = any($1::uuid[]) order by v.sort_order, v.code`,
      [ids],
    );
    const grouped = new Map<string, { idCurrency: string; openingAmount: string }[]>(ids.map((id) => [id, []]));
    for (const { id, ...row } of rows) grouped.get(id)!.push(row);
    return grouped;
  }),
  events: batchLoader<string, { event: string; reason: string | null; userName: string | null; at: Date }[]>(async (ids) => {
    const rows = await context.db.query<{ id: string; event: string; reason: string | null; userName: string | null; at: Date }>(
      `select e.id_daily_cashier as id, e.event, e.reason, u.name as "userName", e.at
       from daily_cashier_event e left join app_user u on u.id_user = e.id_user
       where e.id_daily_cashier = any($1::uuid[]) order by e.at, e.id_daily_cashier_event`,
      [ids],
    );
    const grouped = new Map<string, { event: string; reason: string | null; userName: string | null; at: Date }[]>(
      ids.map((id) => [id, []]));
    for (const { id, ...row } of rows) grouped.get(id)!.push(row);
    return grouped;
  }),
  supervisor: (() => {
    let answer: Promise<boolean> | undefined;
    return () => (answer ??= isSupervisor(context, viewerOf(context)));
  })(),
}));

const counts = perRequest(() => new Map<string, Promise<CountLine[]>>());
const countsOf = (context: GraphQLContext, day: DailyCashierModel) => {
  const cache = counts(context);
  const key = `${day.idDailyCashier}:${day.version}`;
  if (!cache.has(key)) cache.set(key, countLines(context.db, day));
  return cache.get(key)!;
};

const value = (context: GraphQLContext, id: string) => valueLoader(context).load(id).then((v) => v ?? null);

/* ---------- mutations ---------- */

const reread = async (context: GraphQLContext, id: string) =>
  (await findDailyCashier(context.db, viewerOf(context).idOu, id))!;

export const dailyCashierResolvers: Resolvers = {
  Query: {
    searchDailyCashiers: (_parent, { input }, context) => searchDailyCashierRows(context.db, viewerOf(context).idOu, input),
    getDailyCashierById: (_parent, { id }, context) => findDailyCashier(context.db, viewerOf(context).idOu, id),
    // The OU's cashiers: only people with a day here, so a reservation clerk's name never shows up.
    dailyCashierUsers: (_parent, _args, context) => context.db.query<{ idUser: string; name: string }>(
      `select u.id_user as "idUser", u.name from app_user u
       where exists (select 1 from daily_cashier d where d.id_ou = $1 and d.id_user = u.id_user) order by u.name, u.id_user`,
      [viewerOf(context).idOu],
    ),
    myDailyCashierToday: async (_parent, _args, context) => {
      const viewer = viewerOf(context);
      const [row] = await context.db.query<DailyCashierModel>(
        `select ${DAILY_CASHIER_COLUMNS} from ${DAILY_CASHIER_FROM}
         where d.id_ou = $1 and d.id_user = $2 and d.cashier_date = $3::date`,
        [viewer.idOu, viewer.idUser, today()],
      );
      return row ?? null;
    },
  },
  Mutation: {
    openDailyCashier: async (_parent, { floats }, context) => {
      const viewer = viewerOf(context);
      const id = await context.db.transaction(async (tx) => {
        const errors = new FieldErrors();
        const lines = await readFloats(tx, viewer.idOu, errors, floats);
        errors.check();
        return openDailyCashier(tx, viewer.idOu, viewer.idUser, lines);
      });
      return reread(context, id);
    },
    updateDailyCashier: async (_parent, { idDailyCashier, version, floats }, context) => {
      const viewer = viewerOf(context);
      await context.db.transaction(async (tx) => {
        await requireManageable(context, tx, viewer, idDailyCashier);
        const errors = new FieldErrors();
        const lines = await readFloats(tx, viewer.idOu, errors, floats);
        errors.check();
        await updateDailyCashier(tx, viewer.idOu, viewer.idUser, idDailyCashier, version, lines);
      });
      return reread(context, idDailyCashier);
    },
    closeDailyCashier: async (_parent, { idDailyCashier, version, counts: input, note }, context) => {
      const viewer = viewerOf(context);
      await context.db.transaction(async (tx) => {
        await requireManageable(context, tx, viewer, idDailyCashier);
        const errors = new FieldErrors();
        const lines = await readCounts(tx, viewer.idOu, errors, input);
        const text = readText(errors, 'note', note, false);
        errors.check();
        await closeDailyCashier(tx, viewer.idOu, viewer.idUser, idDailyCashier, version, lines, text);
      });
      return reread(context, idDailyCashier);
    },
    reopenDailyCashier: async (_parent, { idDailyCashier, version, reason }, context) => {
      const viewer = viewerOf(context);
      if (!(await isSupervisor(context, viewer))) throw forbidden(DAILY_CASHIER_REOPEN_PERMISSION);
      const errors = new FieldErrors();
      const text = readText(errors, 'reason', reason, true);
      errors.check();
      await context.db.transaction((tx) =>
        reopenDailyCashier(tx, viewer.idOu, viewer.idUser, idDailyCashier, version, text!));
      return reread(context, idDailyCashier);
    },
  },
  DailyCashier: {
    id: (d) => toGlobalId('DailyCashier', d.idDailyCashier),
    isToday: (d) => d.cashierDate === today(),
    canReopen: async (d, _args, context) => d.status === 'CLOSED' && (await loaders(context).supervisor()),
    floats: async (d, _args, context) => (await loaders(context).floats.load(d.idDailyCashier)) ?? [],
    counts: (d, _args, context) => countsOf(context, d),
    totals: async (d, _args, context) => totalsByCurrency(await countsOf(context, d)),
    supplierPayments: (d, _args, context) => supplierPaymentsOfDailyCashier(context.db, d.idDailyCashier),
    events: async (d, _args, context) => (await loaders(context).events.load(d.idDailyCashier)) ?? [],
  },
  DailyCashierFloat: { currency: (f, _args, context) => value(context, f.idCurrency) },
  DailyCashierCount: {
    paymentType: (c, _args, context) => value(context, c.idPaymentType),
    currency: (c, _args, context) => value(context, c.idCurrency),
  },
  DailyCashierTotal: { currency: (t, _args, context) => value(context, t.idCurrency) },
  DailyCashierSupplierPayments: { currency: (s, _args, context) => value(context, s.idCurrency) },
};
