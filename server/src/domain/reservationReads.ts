import type { Viewer } from '../context.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { ReservationItemModel } from '../models.ts';
import { revertPassengerChange } from './reservationPassengers.ts';
import { ITEM_COLUMNS, lockRevertibleEntry, revertItemChange, type Actor } from './reservations.ts';

/*
 * What the reservation screens read beside the reservation row (items, passenger counts, travel dates, history),
 * each batched by many reservations or subjects for the request loaders, and the revert of a history entry.
 */

/** What the reservations list shows of a reservation's services and passengers (one read per page). */
interface TravelSummary { firstServiceDate: string | null; lastServiceDate: string | null; leadPassengerName: string | null }

interface HistoryEntry {
  idReservationHistory: string;
  subject: 'ITEM' | 'PASSENGER';
  idSubject: string;
  operation: string;
  before: string | null;
  after: string | null;
  canRevert: boolean;
  createdAt: Date;
  createdBy: string | null;
}

/** History entries of subjects (items or passengers), newest first, each saying whether it can be reverted now. */
export async function reservationHistory(db: Queryable, subjectIds: readonly string[]) {
  const rows = await db.query<HistoryEntry>(
    `select h.id_reservation_history as "idReservationHistory", h.subject, h.id_subject as "idSubject", h.operation,
       h.before::text as before, h.after::text as after,
       (row_number() over (partition by h.id_subject order by h.created_at desc, h.id_reservation_history desc) = 1
         and h.before is not null) as "canRevert",
       h.created_at as "createdAt", u.name as "createdBy"
     from reservation_history h left join app_user u on u.id_user = h.id_user_create
     where h.id_subject = any($1::uuid[])
     order by h.id_subject, h.created_at desc, h.id_reservation_history desc`,
    [subjectIds],
  );
  const grouped = new Map<string, HistoryEntry[]>(subjectIds.map((id) => [id, []]));
  for (const row of rows) grouped.get(row.idSubject)?.push(row);
  return grouped;
}

/** The items of reservations, in their order. */
export async function itemsOfReservations(db: Queryable, ids: string[]) {
  const rows = await db.query<ReservationItemModel>(
    `select ${ITEM_COLUMNS} from reservation_item i where i.id_reservation = any($1::uuid[]) order by i.item_number`, [ids],
  );
  const grouped = new Map<string, ReservationItemModel[]>(ids.map((id) => [id, []]));
  for (const row of rows) grouped.get(row.idReservation)!.push(row);
  return grouped;
}

/** How many active passengers each reservation has. */
export async function passengerCountsOf(db: Queryable, ids: string[]) {
  const rows = await db.query<{ id: string; count: number }>(
    `select id_reservation as id, count(*)::int as count from reservation_passenger
     where id_reservation = any($1::uuid[]) and status = 'ACTIVE' group by 1`,
    [ids],
  );
  return new Map(ids.map((id) => [id, rows.find((r) => r.id === id)?.count ?? 0]));
}

/** Each reservation's first and last service dates and lead passenger. */
export async function travelSummaries(db: Queryable, ids: string[]) {
  const rows = await db.query<TravelSummary & { id: string }>(
    `select r.id_reservation as id,
       (select min(i.service_date)::text from reservation_item i
         where i.id_reservation = r.id_reservation and i.status <> 'CANCELLED') as "firstServiceDate",
       (select max(i.service_date + (i.nights - 1))::text from reservation_item i
         where i.id_reservation = r.id_reservation and i.status <> 'CANCELLED') as "lastServiceDate",
       (select p.first_name || ' ' || p.last_name from reservation_passenger p
         where p.id_reservation = r.id_reservation and p.status = 'ACTIVE'
         order by p.sort_order, p.created_at, p.id_reservation_passenger limit 1) as "leadPassengerName"
     from reservation r where r.id_reservation = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map(({ id, ...summary }) => [id, summary]));
}

/**
 * Reverts the newest change of an item or a passenger (locks as lockRevertibleEntry, then as the reverting writer);
 * answers the history entry the revert wrote.
 */
export async function revertReservationChange(db: Database, actor: Actor, viewer: Viewer, idReservationHistory: string) {
  const idHistory = await db.transaction(async (tx) => {
    const { reservation, entry } = await lockRevertibleEntry(tx, actor.idOu, idReservationHistory);
    if (entry.subject === 'ITEM') await revertItemChange(tx, actor, entry, reservation);
    // Passenger changes belong to the passenger module, which checks and restores them its own way.
    else await revertPassengerChange(tx, entry, viewer);
    const [latest] = await tx.query<{ id: string }>(
      `select id_reservation_history as id from reservation_history where id_subject = $1
       order by created_at desc, id_reservation_history desc limit 1`,
      [entry.idSubject],
    );
    return { id: latest.id, idSubject: entry.idSubject };
  });
  const entries = (await reservationHistory(db, [idHistory.idSubject])).get(idHistory.idSubject) ?? [];
  return entries.find((e) => e.idReservationHistory === idHistory.id)!;
}
