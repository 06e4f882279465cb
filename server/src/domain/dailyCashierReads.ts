/*
 * Reading daily cashiers (issue 9): the list, the caller's day, the OU's cashiers, and what the GraphQL loaders fetch
 * in batches (floats, events, the count lines). The writes and their locks are domain/dailyCashier.ts.
 */
import type { Queryable } from '../db/database.ts';
import type {
  DailyCashierEvent, DailyCashierFloat, DailyCashierSearchInput, DailyCashierUser,
} from '../graphql/resolvers-types.ts';
import { FieldErrors, isUuid, pageOf } from '../graphql/validation.ts';
import type { DailyCashierModel } from '../models.ts';
import { today } from './calendar.ts';
import { checkDateFilters, pageWithCount, params } from './cashierSearch.ts';
import { grouped } from './cashierTransactionReads.ts';
import { DAILY_CASHIER_COLUMNS, DAILY_CASHIER_FROM, expectedAmounts, type CountLine } from './dailyCashier.ts';
import { INVALID_CHOICE } from './generalParameters.ts';

const SORTS = { cashierDate: 'd.cashier_date', user: 'lower(u.name)', status: 'd.status' };

export async function searchDailyCashiers(db: Queryable, idOu: string, input: DailyCashierSearchInput) {
  const page = pageOf({ skip: input.skip, take: input.take, sortBy: input.sortBy, sortDirection: input.sortDirection },
    SORTS, 'cashierDate');
  const errors = new FieldErrors();
  checkDateFilters(errors, input);
  if (input.idUser && !isUuid(input.idUser)) errors.addCode('idUser', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  errors.check();
  const query = params([idOu]);
  const { param } = query;
  const filters = ['d.id_ou = $1'];
  if (input.dateFrom) filters.push(`d.cashier_date >= ${param(input.dateFrom)}::date`);
  if (input.dateTo) filters.push(`d.cashier_date <= ${param(input.dateTo)}::date`);
  if (input.idUser) filters.push(`d.id_user = ${param(input.idUser)}`);
  if (input.status) filters.push(`d.status = ${param(input.status)}`);
  const where = filters.join(' and ');
  // Newest day first unless asked otherwise; the id keeps pages stable.
  const order = input.sortBy ? `${page.orderBy}, d.id_daily_cashier` : 'd.cashier_date desc, lower(u.name), d.id_daily_cashier';
  return pageWithCount<DailyCashierModel>(db, query,
    `select ${DAILY_CASHIER_COLUMNS} from ${DAILY_CASHIER_FROM} where ${where} order by ${order}`,
    `select count(*)::int as count from daily_cashier d where ${where}`, page);
}

/** The OU's cashiers: only people with a day here, so a reservation clerk's name never shows up. */
export function dailyCashierUsers(db: Queryable, idOu: string) {
  return db.query<DailyCashierUser>(
    `select u.id_user as "idUser", u.name from app_user u
     where exists (select 1 from daily_cashier d where d.id_ou = $1 and d.id_user = u.id_user) order by u.name, u.id_user`,
    [idOu],
  );
}

/** The user's day of today in the OU, whatever its status, or null. */
export async function dailyCashierToday(db: Queryable, idOu: string, idUser: string) {
  const [row] = await db.query<DailyCashierModel>(
    `select ${DAILY_CASHIER_COLUMNS} from ${DAILY_CASHIER_FROM}
     where d.id_ou = $1 and d.id_user = $2 and d.cashier_date = $3::date`,
    [idOu, idUser, today()],
  );
  return row ?? null;
}

/** The close's lines of a CLOSED day; the live expected amounts of an OPEN one. */
export async function countLines(db: Queryable, day: DailyCashierModel): Promise<CountLine[]> {
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

/** Each day's floats, in the currencies' catalog order. */
export async function floatsOfDays(db: Queryable, ids: string[]) {
  const rows = await db.query<Pick<DailyCashierFloat, 'idCurrency' | 'openingAmount'> & { id: string }>(
    `select f.id_daily_cashier as id, f.id_currency as "idCurrency", f.opening_amount::text as "openingAmount"
     from daily_cashier_float f join general_parameter_value v on v.id_general_parameter_value = f.id_currency
     where f.id_daily_cashier = any($1::uuid[]) order by v.sort_order, v.code`,
    [ids],
  );
  return withoutId(grouped(ids, rows, (r) => r.id));
}

/** Each day's history (open, updates, close, reopens), oldest first. */
export async function eventsOfDays(db: Queryable, ids: string[]) {
  const rows = await db.query<DailyCashierEvent & { id: string }>(
    `select e.id_daily_cashier as id, e.event, e.reason, u.name as "userName", e.at
     from daily_cashier_event e left join app_user u on u.id_user = e.id_user
     where e.id_daily_cashier = any($1::uuid[]) order by e.at, e.id_daily_cashier_event`,
    [ids],
  );
  return withoutId(grouped(ids, rows, (r) => r.id));
}

const withoutId = <T extends { id: string }>(byDay: Map<string, T[]>) =>
  new Map([...byDay].map(([day, rows]) => [day, rows.map(({ id: _id, ...row }) => row)]));
