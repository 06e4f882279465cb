/*
 * A reservation's payment schedule (migration 0023): written when the reservation is confirmed and rewritten each
 * time its amount or paid amount moves. domain/reservations.ts calls syncPaymentSchedule from recomputeAmounts, the
 * one place every item change, confirmation, cancellation, payment and void passes through, so the schedule never
 * lags the money.
 *
 * Lock order: the caller holds the reservation row (every writer of reservations locks it first, and the cashier
 * locks it before its items); then the schedule row, then its instalments. Nothing here locks another reservation.
 */
import type { Queryable } from '../../db/database.ts';
import { addDays, daysBetween, today } from '../calendar.ts';
import { compare, format, subtract, sum } from '../money.ts';
import { planInstalments, type InstalmentKind, type PlannedInstalment, type Terms } from './plan.ts';
import { effectiveTerms, type OuPolicy } from './terms.ts';

export type InstalmentStatus = 'DUE' | 'PAID' | 'OVERDUE';

/** Reservation statuses that have a schedule (a QUOTE has none yet). */
const SCHEDULED = ['CONFIRMED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'];

interface ScheduleRow extends Terms {
  idReservation: string;
  idOu: string;
  confirmedOn: string;
}

export interface InstalmentRow {
  idReservationInstalment: string;
  idReservation: string;
  sequence: number;
  kind: InstalmentKind;
  dueDate: string;
  amount: string;
  paidAmount: string;
}

const SCHEDULE_COLUMNS = `s.id_reservation as "idReservation", s.id_ou as "idOu", s.confirmed_on::text as "confirmedOn",
  s.deposit_kind as "depositKind", s.deposit_value as "depositValue", s.deposit_due_days as "depositDueDays",
  s.balance_days_before as "balanceDaysBefore"`;
export const INSTALMENT_COLUMNS = `n.id_reservation_instalment as "idReservationInstalment", n.id_reservation as "idReservation",
  n.sequence, n.kind, n.due_date::text as "dueDate", n.amount, n.paid_amount as "paidAmount"`;

/** DUE, PAID or OVERDUE on `day`. */
export function instalmentStatus(row: Pick<InstalmentRow, 'dueDate' | 'amount' | 'paidAmount'>, day = today()): InstalmentStatus {
  if (compare(row.paidAmount, row.amount) >= 0) return 'PAID';
  return row.dueDate < day ? 'OVERDUE' : 'DUE';
}

export const daysOverdue = (row: Pick<InstalmentRow, 'dueDate' | 'amount' | 'paidAmount'>, day = today()) =>
  instalmentStatus(row, day) === 'OVERDUE' ? daysBetween(row.dueDate, day) : 0;

/** What is due by `day` and not paid: the open part of every instalment due on or before it. */
export const dueBy = (rows: readonly InstalmentRow[], day = today()) =>
  sum(rows.filter((r) => r.dueDate <= day).map((r) => subtract(r.amount, r.paidAmount)));

/** What the cashier is asked to take for the reservation now (see proposedPayment). */
interface ProposedPayment {
  amount: string;
  /** The oldest open due date among the instalments proposed. */
  dueDate: string;
  overdue: boolean;
}

/**
 * The cart's proposal: the open part of what is due by `day` (the deposit now, an overdue one included) or, while
 * nothing is due yet, of the next open instalment only; never the balance before its date. Null when nothing on the
 * schedule is open (or there is none): the cart then proposes the pending amount.
 */
export function proposedPayment(rows: readonly InstalmentRow[], day = today()): ProposedPayment | null {
  const open = rows.filter((r) => compare(r.paidAmount, r.amount) < 0).sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.sequence - b.sequence);
  if (!open.length) return null;
  const due = open.filter((r) => r.dueDate <= day);
  const taken = due.length ? due : [open[0]];
  return {
    amount: format(sum(taken.map((r) => subtract(r.amount, r.paidAmount)))), dueDate: taken[0].dueDate,
    overdue: taken[0].dueDate < day,
  };
}

/**
 * The first instalment is a deposit left unpaid past the OU's grace days: the policy applies (FLAG marks it, RELEASE
 * lets overdue.ts cancel the reservation).
 */
export function depositOverdue(rows: readonly InstalmentRow[], policy: OuPolicy, day = today()) {
  const deposit = rows.find((r) => r.kind === 'DEPOSIT');
  return !!deposit && instalmentStatus(deposit, day) === 'OVERDUE' && addDays(deposit.dueDate, policy.graceDays) < day;
}

/** Brings the reservation's schedule in line with its amounts (the caller holds the reservation row). */
export async function syncPaymentSchedule(tx: Queryable, idReservation: string) {
  const [reservation] = await tx.query<{ idOu: string; idEntity: string; status: string; amount: string; pending: string }>(
    `select id_ou as "idOu", id_entity as "idEntity", status, amount, pending_amount as pending
     from reservation where id_reservation = $1`,
    [idReservation],
  );
  if (!reservation || !SCHEDULED.includes(reservation.status)) return;
  let [schedule] = await tx.query<ScheduleRow>(
    `select ${SCHEDULE_COLUMNS} from reservation_payment_schedule s where s.id_reservation = $1 for update`, [idReservation],
  );
  if (!schedule) {
    // A reservation cancelled as a quote never had one; it owes nothing to schedule.
    if (reservation.status === 'CANCELLED') return;
    const terms = await effectiveTerms(tx, reservation.idOu, reservation.idEntity);
    [schedule] = await tx.query<ScheduleRow>(
      `insert into reservation_payment_schedule as s (id_reservation, id_ou, confirmed_on, id_payment_terms, deposit_kind,
         deposit_value, deposit_due_days, balance_days_before)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${SCHEDULE_COLUMNS}`,
      [idReservation, reservation.idOu, today(), terms.idPaymentTerms, terms.depositKind, terms.depositValue,
        terms.depositDueDays, terms.balanceDaysBefore],
    );
  }
  const existing = await tx.query<InstalmentRow>(
    `select ${INSTALMENT_COLUMNS} from reservation_instalment n where n.id_reservation = $1 order by n.sequence for update`,
    [idReservation],
  );
  const [{ firstService }] = await tx.query<{ firstService: string | null }>(
    `select min(service_date)::text as "firstService" from reservation_item where id_reservation = $1 and status <> 'CANCELLED'`,
    [idReservation],
  );
  const paid = subtract(reservation.amount, reservation.pending);
  const plan = planInstalments({
    terms: schedule, confirmedOn: schedule.confirmedOn, firstService, total: reservation.amount, paid, existing,
  });
  await writeInstalments(tx, schedule, existing, plan);
}

async function writeInstalments(tx: Queryable, schedule: ScheduleRow, existing: readonly InstalmentRow[], plan: readonly PlannedInstalment[]) {
  const planned = new Map(plan.map((p) => [p.sequence, p]));
  const removed = existing.filter((row) => !planned.has(row.sequence));
  if (removed.length) {
    await tx.query('delete from reservation_instalment where id_reservation_instalment = any($1::uuid[])',
      [removed.map((r) => r.idReservationInstalment)]);
  }
  const before = new Map(existing.map((row) => [row.sequence, row]));
  for (const row of plan) {
    const old = before.get(row.sequence);
    if (!old) {
      await tx.query(
        `insert into reservation_instalment (id_ou, id_reservation, sequence, kind, due_date, amount, paid_amount)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [schedule.idOu, schedule.idReservation, row.sequence, row.kind, row.dueDate, row.amount, row.paidAmount],
      );
    } else if (old.dueDate !== row.dueDate || compare(old.amount, row.amount) !== 0 || compare(old.paidAmount, row.paidAmount) !== 0) {
      await tx.query(
        `update reservation_instalment set due_date = $2, amount = $3, paid_amount = $4, updated_at = now()
         where id_reservation_instalment = $1`,
        [old.idReservationInstalment, row.dueDate, row.amount, row.paidAmount],
      );
    }
  }
}

export async function findSchedule(db: Queryable, idOu: string, idReservation: string) {
  const [schedule] = await db.query<ScheduleRow>(
    `select ${SCHEDULE_COLUMNS} from reservation_payment_schedule s where s.id_reservation = $1 and s.id_ou = $2`,
    [idReservation, idOu],
  );
  return schedule ?? null;
}

/** The instalments of the reservations, each reservation's in sequence order. */
export async function instalmentsOf(db: Queryable, idReservations: readonly string[]) {
  return db.query<InstalmentRow>(
    `select ${INSTALMENT_COLUMNS} from reservation_instalment n where n.id_reservation = any($1::uuid[])
     order by n.id_reservation, n.sequence`,
    [idReservations],
  );
}
