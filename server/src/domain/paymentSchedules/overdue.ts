/*
 * The RELEASE policy: an OU that releases reservations whose deposit stays unpaid past its grace days cancels them
 * here (their inventory goes back on sale and the cancellation policy's fee, if any, stays owed). A FLAG OU only
 * shows the flag (schedule.ts depositOverdue) and nothing is cancelled. Each reservation is cancelled in its own
 * transaction by the reservation writer, which takes the reservation's lock first and checks the status again.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { cancelReservation } from '../reservations.ts';
import { today } from '../calendar.ts';
import { ouPolicy } from './terms.ts';

const RELEASE_REASON = 'Released: deposit overdue past the grace days';

/**
 * The OU's open reservations whose deposit is overdue past the grace days (one reservation with `only`; with `lock`
 * its row is locked first, the reservation writers' order).
 */
async function overdueDeposits(db: Queryable, idOu: string, graceDays: number, only?: string) {
  return db.query<{ idReservation: string; code: string }>(
    `select r.id_reservation as "idReservation", r.code from reservation_instalment n join reservation r using (id_reservation)
     where n.id_ou = $1 and n.kind = 'DEPOSIT' and n.paid_amount < n.amount and n.due_date + $2::int < $3::date
       and r.status = 'CONFIRMED' and ($4::uuid is null or r.id_reservation = $4)
     order by n.due_date, r.code`,
    [idOu, graceDays, today(), only ?? null],
  );
}

/** Cancels them when the OU's policy is RELEASE; answers the codes released (none for a FLAG OU). */
export async function releaseOverdueReservations(db: Database, actor: { idOu: string; idUser: string }) {
  const policy = await ouPolicy(db, actor.idOu);
  if (policy.overdueAction !== 'RELEASE') return [];
  const released: string[] = [];
  for (const { idReservation, code } of await overdueDeposits(db, actor.idOu, policy.graceDays)) {
    // Paid or changed meanwhile: checked again under the reservation's lock, and left alone if it no longer qualifies.
    const done = await db.transaction(async (tx) => {
      await tx.query('select 1 from reservation where id_reservation = $1 for update', [idReservation]);
      if (!(await overdueDeposits(tx, actor.idOu, policy.graceDays, idReservation)).length) return false;
      await cancelReservation(tx, { ...actor, canOverridePrice: false }, idReservation, RELEASE_REASON);
      return true;
    });
    if (done) released.push(code);
  }
  return released;
}
