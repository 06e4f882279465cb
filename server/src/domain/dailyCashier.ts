/*
 * The daily cashier (issue 9): a cashier's day in an OU. Opened with a float per currency (creating the accounting
 * periods year, year-month and year-month-day when missing), updated while OPEN, closed with what was counted per
 * payment type and currency against what was expected (float + the day's payments), reopened with a reason by whoever
 * holds the 'dailyCashierReopen' capability. Nothing else changes a CLOSED day.
 *
 * Locks: a payment takes its day's row FOR SHARE (requireOpenDailyCashier) until it commits; open/update/close/reopen
 * take it FOR UPDATE. So a close waits for in-flight payments and counts them, and a payment that was waiting behind
 * a close re-reads the row, sees CLOSED and is refused: no payment lands in a closed day. Payments do not block one
 * another (FOR SHARE locks do not conflict).
 */
import type { Queryable } from '../db/database.ts';
import { CATALOG } from '../db/generalParameterData.ts';
import { appError, fieldError, notFound } from '../graphql/errors.ts';
import type { DailyCashierSupplierPayments } from '../graphql/resolvers-types.ts';
import { isUuid } from '../graphql/validation.ts';
import type { DailyCashierModel } from '../models.ts';
import { today } from './calendar.ts';
import { add, format, negate, subtract, sum } from './money.ts';

export const NO_DAILY_CASHIER_OPEN = 'No daily cashier open today';
export const COULD_NOT_CREATE_DAILY_CASHIER = 'Could not create daily cashier';
export const PERIOD_ERRORS = {
  YEAR: 'Could not create accounting period year',
  MONTH: 'Could not create accounting period year-month',
  DAY: 'Could not create accounting period year-month-day',
} as const;
export const DAY_CLOSED = 'This daily cashier is closed';
export const DAY_OPEN = 'This daily cashier is open';
export const STALE_DAY = 'This daily cashier was changed by someone else; reload it';

/** The BACK permission that lets a person reopen a closed day (a capability, not a GraphQL operation). */
export const DAILY_CASHIER_REOPEN_PERMISSION = 'dailyCashierReopen';

type PeriodType = keyof typeof PERIOD_ERRORS;
export type DailyCashierStatus = 'OPEN' | 'CLOSED';

/**
 * Today's OPEN daily cashier of the user in the OU, locked FOR SHARE until the caller's transaction ends; otherwise
 * NO_DAILY_CASHIER_OPEN 'No daily cashier open today'. Every money-moving write calls it first, inside its
 * transaction.
 */
export async function requireOpenDailyCashier(tx: Queryable, idOu: string, idUser: string): Promise<{ idDailyCashier: string }> {
  const row = isUuid(idUser) ? await openDailyCashierOf(tx, idOu, idUser) : null;
  if (!row) throw appError('NO_DAILY_CASHIER_OPEN', NO_DAILY_CASHIER_OPEN);
  return row;
}

/** Today's OPEN daily cashier of the user in the OU, locked FOR SHARE, or null (a write that may go without one). */
export async function openDailyCashierOf(tx: Queryable, idOu: string, idUser: string): Promise<{ idDailyCashier: string } | null> {
  const [row] = await tx.query<{ idDailyCashier: string }>(
    `select id_daily_cashier as "idDailyCashier" from daily_cashier
     where id_ou = $1 and id_user = $2 and cashier_date = $3::date and status = 'OPEN'
     for share`,
    [idOu, idUser, today()],
  );
  return row ?? null;
}

/**
 * Cash paid to suppliers from the day's drawer, per currency, net of voids put back in it (supplier_payment rows of
 * the day: a payment positive, a void's reversal negative), with how many payments and voids.
 */
export async function supplierPaymentsOfDailyCashier(db: Queryable, idDailyCashier: string) {
  return db.query<Pick<DailyCashierSupplierPayments, 'idCurrency' | 'amount' | 'count'>>(
    `select id_currency as "idCurrency", sum(amount)::text as amount, count(*)::int as count
     from supplier_payment where id_daily_cashier = $1 group by id_currency order by id_currency`,
    [idDailyCashier],
  );
}

/** The advance taken (and, negated, its void) as takings of a day, per method and currency (domain/advances.ts). */
const ADVANCE_TAKINGS_SQL = `
  select case when a.method = 'DEPOSIT' then a.deposit_type else a.method end as code, a.id_currency, a.total as amount
  from advance a where a.id_daily_cashier = $1
  union all
  select case when a.method = 'DEPOSIT' then a.deposit_type else a.method end, a.id_currency, -a.total
  from advance a where a.id_void_daily_cashier = $1`;

/** One line of takings: the sum of a day's payments of one type in one currency. */
interface TakingsLine {
  idPaymentType: string;
  idCurrency: string;
  amount: string;
}

/**
 * The day's payments summed per payment type and currency (voided payments netted out by their reversals), from the
 * cashier transactions' payment rows (migration 0010, domain/cashierTransactions.ts).
 */
export async function paymentsOfDailyCashier(tx: Queryable, idDailyCashier: string): Promise<TakingsLine[]> {
  // Payment rows written in the day (a void's reversal row carries negated amounts, so it nets the payment out),
  // mapped to the PAYMENT_TYPE catalog: CASH, CARD, DEPOSIT or TRANSFER (a deposit's type). Cash change left the
  // drawer in the transaction's currency. An applied advance moves no money (it came in, and is counted, on the day
  // the advance was taken: ADVANCE_TAKINGS_SQL, which also takes a voided advance back out on the void's day).
  return tx.query<TakingsLine>(
    `select v.id_general_parameter_value as "idPaymentType", s.id_currency as "idCurrency", sum(s.amount)::text as amount
     from (
       select case when p.method = 'DEPOSIT' then p.deposit_type else p.method end as code, p.id_currency, p.amount
       from payment p where p.id_daily_cashier = $1 and p.method <> 'ADVANCE'
       union all ${ADVANCE_TAKINGS_SQL}
       union all
       select 'CASH', t.id_currency, -p.change_amount
       from payment p join cashier_transaction t using (id_cashier_transaction)
       where p.id_daily_cashier = $1 and p.change_amount <> 0
     ) s
     join general_parameter g on g.id_ou is null and upper(g.code) = $2
     join general_parameter_value v on v.id_general_parameter = g.id_general_parameter and upper(v.code) = s.code
     group by 1, 2 order by 1, 2`,
    [idDailyCashier, CATALOG.paymentType],
  );
}

/** One line of the close: expected (float + takings) against counted, per payment type and currency. */
export interface CountLine {
  idPaymentType: string;
  idCurrency: string;
  expectedAmount: string;
  countedAmount: string | null;
  variance: string | null;
}

export const cashPaymentTypeId = async (db: Queryable) => {
  const [row] = await db.query<{ id: string }>(
    `select v.id_general_parameter_value as id from general_parameter_value v join general_parameter g using (id_general_parameter)
     where g.id_ou is null and upper(g.code) = $1 and upper(v.code) = 'CASH'`,
    [CATALOG.paymentType],
  );
  if (!row) throw new Error('The PAYMENT_TYPE catalog has no CASH value');
  return row.id;
};

/**
 * What the drawer should hold now, per payment type and currency: cash = float + cash takings - cash paid to suppliers,
 * other types = their takings. Sorted by payment type then currency id so two reads compare equal.
 */
export async function expectedAmounts(db: Queryable, idDailyCashier: string): Promise<Omit<CountLine, 'countedAmount' | 'variance'>[]> {
  const cash = await cashPaymentTypeId(db);
  const floats = await db.query<{ idCurrency: string; amount: string }>(
    `select id_currency as "idCurrency", opening_amount::text as amount from daily_cashier_float where id_daily_cashier = $1`,
    [idDailyCashier],
  );
  const lines = new Map<string, { idPaymentType: string; idCurrency: string; expectedAmount: string }>();
  const addLine = (idPaymentType: string, idCurrency: string, amount: string) => {
    const key = `${idPaymentType}|${idCurrency}`;
    const line = lines.get(key) ?? { idPaymentType, idCurrency, expectedAmount: '0' };
    line.expectedAmount = add(line.expectedAmount, amount);
    lines.set(key, line);
  };
  for (const f of floats) addLine(cash, f.idCurrency, f.amount);
  for (const p of await paymentsOfDailyCashier(db, idDailyCashier)) addLine(p.idPaymentType, p.idCurrency, p.amount);
  for (const s of await supplierPaymentsOfDailyCashier(db, idDailyCashier)) addLine(cash, s.idCurrency, negate(s.amount));
  return [...lines.values()]
    .map((line) => ({ ...line, expectedAmount: format(line.expectedAmount) }))
    .sort((a, b) => a.idPaymentType.localeCompare(b.idPaymentType) || a.idCurrency.localeCompare(b.idCurrency));
}

/** Total per currency of the expected amounts (the list's "total"). */
export function totalsByCurrency(lines: readonly { idCurrency: string; expectedAmount: string }[]) {
  const totals = new Map<string, string[]>();
  for (const line of lines) totals.set(line.idCurrency, [...(totals.get(line.idCurrency) ?? []), line.expectedAmount]);
  return [...totals].map(([idCurrency, amounts]) => ({ idCurrency, amount: format(sum(amounts)) }));
}

/* ---------- accounting periods ---------- */

const periodKeys = (date: string): [PeriodType, string][] => [
  ['YEAR', date.slice(0, 4)], ['MONTH', date.slice(0, 7)], ['DAY', date],
];

/**
 * The OU's DAY accounting period of `date`, with its YEAR and MONTH, created when missing (concurrent opens meet on
 * the unique key). A period that exists but is CLOSED takes no new cashier day: the open fails with that level's
 * SPEC.md message. Returns the DAY period's id.
 */
async function ensureAccountingPeriods(tx: Queryable, idOu: string, date: string, idUser: string | null) {
  let idDay = '';
  for (const [type, key] of periodKeys(date)) {
    let row: { id: string; status: string } | undefined;
    try {
      await tx.query(
        `insert into accounting_period (id_ou, period_type, period_key, id_user_create) values ($1, $2, $3, $4)
         on conflict (id_ou, period_type, period_key) do nothing`,
        [idOu, type, key, idUser],
      );
      [row] = await tx.query<{ id: string; status: string }>(
        `select id_accounting_period as id, status from accounting_period
         where id_ou = $1 and period_type = $2 and period_key = $3 for share`,
        [idOu, type, key],
      );
    } catch (error) {
      throw appError('CONFLICT', PERIOD_ERRORS[type], {
        cause: String((error as Error).message ?? error), reason: 'PERIOD_NOT_CREATED', params: { level: type, key },
      });
    }
    if (!row) throw appError('CONFLICT', PERIOD_ERRORS[type], { reason: 'PERIOD_NOT_CREATED', params: { level: type, key } });
    if (row.status !== 'OPEN') throw appError('CONFLICT', PERIOD_ERRORS[type], { reason: 'PERIOD_CLOSED', params: { level: type, key } });
    idDay = row.id;
  }
  return idDay;
}

/* ---------- reading ---------- */

export const DAILY_CASHIER_COLUMNS = `d.id_daily_cashier as "idDailyCashier", d.id_ou as "idOu", d.id_user as "idUser",
  d.cashier_date as "cashierDate", d.status, d.opened_at as "openedAt", d.closed_at as "closedAt",
  d.reopened_count as "reopenedCount", d.reopen_reason as "reopenReason", d.close_note as "closeNote", d.version,
  d.created_at as "createdAt", d.updated_at as "updatedAt", u.name as "userName"`;

/** FROM clause the columns above need. */
export const DAILY_CASHIER_FROM = 'daily_cashier d join app_user u on u.id_user = d.id_user';

/** A day of the OU (null for another OU's); `lock` takes it FOR UPDATE. */
export async function findDailyCashier(db: Queryable, idOu: string, id: string, lock = false) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<DailyCashierModel>(
    `select ${DAILY_CASHIER_COLUMNS} from ${DAILY_CASHIER_FROM} where d.id_daily_cashier = $1 and d.id_ou = $2
     ${lock ? 'for update of d' : ''}`,
    [id, idOu],
  );
  return row ?? null;
}

async function lockDay(tx: Queryable, idOu: string, id: string, version: number | null | undefined) {
  const day = await findDailyCashier(tx, idOu, id, true);
  if (!day) throw notFound('Daily cashier');
  if (version != null && version !== day.version) throw appError('CONFLICT', STALE_DAY, { reason: 'STALE' });
  return day;
}

/* ---------- writing ---------- */

export interface FloatLine {
  idCurrency: string;
  openingAmount: string;
}

async function writeFloats(tx: Queryable, idDailyCashier: string, floats: readonly FloatLine[]) {
  await tx.query('delete from daily_cashier_float where id_daily_cashier = $1', [idDailyCashier]);
  for (const f of floats) {
    await tx.query(
      'insert into daily_cashier_float (id_daily_cashier, id_currency, opening_amount) values ($1, $2, $3)',
      [idDailyCashier, f.idCurrency, f.openingAmount],
    );
  }
}

async function recordEvent(
  tx: Queryable, idDailyCashier: string, event: 'OPEN' | 'UPDATE' | 'CLOSE' | 'REOPEN', idUser: string | null,
  reason: string | null, details: unknown,
) {
  await tx.query(
    `insert into daily_cashier_event (id_daily_cashier, event, reason, details, id_user) values ($1, $2, $3, $4, $5)`,
    [idDailyCashier, event, reason, JSON.stringify(details), idUser],
  );
}

/**
 * Opens today's day for the user: accounting periods first, then the row. A second open of the same day (also two at
 * once: the unique key decides) fails with CONFLICT 'Could not create daily cashier' and reason ALREADY_EXISTS.
 */
export async function openDailyCashier(tx: Queryable, idOu: string, idUser: string, floats: readonly FloatLine[]) {
  const date = today();
  const idPeriod = await ensureAccountingPeriods(tx, idOu, date, idUser);
  const [row] = await tx.query<{ id: string }>(
    `insert into daily_cashier (id_ou, id_user, cashier_date, id_accounting_period, id_user_create, id_user_update)
     values ($1, $2, $3::date, $4, $2, $2)
     on conflict (id_ou, id_user, cashier_date) do nothing returning id_daily_cashier as id`,
    [idOu, idUser, date, idPeriod],
  );
  if (!row) throw appError('CONFLICT', COULD_NOT_CREATE_DAILY_CASHIER, { reason: 'ALREADY_EXISTS' });
  await writeFloats(tx, row.id, floats);
  await recordEvent(tx, row.id, 'OPEN', idUser, null, { floats });
  return row.id;
}

/** Replaces the floats of an OPEN day. */
export async function updateDailyCashier(
  tx: Queryable, idOu: string, idUser: string, id: string, version: number | null | undefined, floats: readonly FloatLine[],
) {
  const day = await lockDay(tx, idOu, id, version);
  if (day.status !== 'OPEN') throw appError('CONFLICT', DAY_CLOSED, { reason: 'DAY_CLOSED' });
  await writeFloats(tx, id, floats);
  await tx.query(
    `update daily_cashier set version = version + 1, id_user_update = $2, updated_at = now() where id_daily_cashier = $1`,
    [id, idUser],
  );
  await recordEvent(tx, id, 'UPDATE', idUser, null, { floats });
}

export interface CountInput {
  idPaymentType: string;
  idCurrency: string;
  countedAmount: string;
}

/** Refusal when the counts do not cover every expected line (field 'counts'). */
export const COUNT_EVERY_LINE = 'Count every payment type and currency expected';

/**
 * Closes an OPEN day: under the day's FOR UPDATE lock (so no payment is in flight) the expected amounts are read,
 * every expected line must be counted (a count for a line nothing was expected on is kept with expected 0), and the
 * lines are stored with their variance (counted - expected).
 */
export async function closeDailyCashier(
  tx: Queryable, idOu: string, idUser: string, id: string, version: number | null | undefined,
  counts: readonly CountInput[], note: string | null,
) {
  const day = await lockDay(tx, idOu, id, version);
  if (day.status !== 'OPEN') throw appError('CONFLICT', DAY_CLOSED, { reason: 'DAY_CLOSED' });
  const expected = await expectedAmounts(tx, id);
  const counted = new Map(counts.map((c) => [`${c.idPaymentType}|${c.idCurrency}`, c]));
  if (expected.some((line) => !counted.has(`${line.idPaymentType}|${line.idCurrency}`))) {
    throw fieldError('counts', 'COUNT_EVERY_LINE', COUNT_EVERY_LINE);
  }
  const lines: CountLine[] = [...counted.values()].map((c) => {
    const expectedAmount = expected.find((e) => e.idPaymentType === c.idPaymentType && e.idCurrency === c.idCurrency)
      ?.expectedAmount ?? '0.00';
    const countedAmount = format(c.countedAmount);
    return { idPaymentType: c.idPaymentType, idCurrency: c.idCurrency, expectedAmount, countedAmount,
      variance: format(subtract(countedAmount, expectedAmount)) };
  });
  await tx.query('delete from daily_cashier_count where id_daily_cashier = $1', [id]);
  for (const line of lines) {
    await tx.query(
      `insert into daily_cashier_count (id_daily_cashier, id_payment_type, id_currency, expected_amount, counted_amount, variance)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, line.idPaymentType, line.idCurrency, line.expectedAmount, line.countedAmount, line.variance],
    );
  }
  await tx.query(
    `update daily_cashier set status = 'CLOSED', closed_at = now(), close_note = $3, version = version + 1,
       id_user_update = $2, updated_at = now()
     where id_daily_cashier = $1`,
    [id, idUser, note],
  );
  await recordEvent(tx, id, 'CLOSE', idUser, note, { lines });
  return lines;
}

/** Reopens a CLOSED day (the caller checked the capability); its counts stay until the next close replaces them. */
export async function reopenDailyCashier(
  tx: Queryable, idOu: string, idUser: string, id: string, version: number | null | undefined, reason: string,
) {
  const day = await lockDay(tx, idOu, id, version);
  if (day.status !== 'CLOSED') throw appError('CONFLICT', DAY_OPEN, { reason: 'DAY_OPEN' });
  await tx.query(
    `update daily_cashier set status = 'OPEN', closed_at = null, reopened_count = reopened_count + 1,
       reopen_reason = $3, version = version + 1, id_user_update = $2, updated_at = now()
     where id_daily_cashier = $1`,
    [id, idUser, reason],
  );
  await recordEvent(tx, id, 'REOPEN', idUser, reason, null);
}

