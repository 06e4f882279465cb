/*
 * Demo reservations (issue 8): about 40 per OU over the last months, for the OU's customers, with items on the demo
 * products priced by the rate search and held through the reservation writers, so amounts, holds and history are
 * what the screens would have written. Statuses: quotes with pending items, confirmed ones holding their units,
 * some with an item cancelled, and cancelled ones. Run after the products, inventory and rates are seeded.
 */
import { addDays, today } from '../domain/calendar.ts';
import {
  addItem, cancelReservation, confirmReservation, createReservation, refreshReservationSearchText, setItemStatus, type Actor,
} from '../domain/reservations.ts';
import { syncPaymentSchedule } from '../domain/paymentSchedules/schedule.ts';
import type { Queryable } from './database.ts';

type OuCode = 'LIM' | 'CUZ';

const DEMO_RESERVATIONS_PER_OU = 40;

const FIRST_NAMES = ['Ana', 'Luis', 'María', 'Jorge', 'Sofía', 'Carlos', 'Lucía', 'Diego', 'Emma', 'Noah', 'Yuki', 'Hans'];
const LAST_NAMES = ['Quispe', 'Mamani', 'García', 'Rojas', 'Smith', 'Müller', 'Tanaka', 'Dubois', 'Rossi', 'Huamán'];

/** Runs `fn` inside a savepoint: a refused item (no rate, no availability) leaves the rest of the seed alone. */
export async function attempt<T>(tx: Queryable, fn: () => Promise<T>): Promise<T | null> {
  await tx.query('savepoint demo_item');
  try {
    const result = await fn();
    await tx.query('release savepoint demo_item');
    return result;
  } catch {
    await tx.query('rollback to savepoint demo_item');
    return null;
  }
}

export type OuWorld = Awaited<ReturnType<typeof ouWorld>>;

export async function ouWorld(tx: Queryable, idOu: string) {
  const customers = (await tx.query<{ id: string }>(
    `select e.id_entity as id from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $1
     join general_parameter_value r on r.id_general_parameter_value = e.id_entity_role
     where upper(r.code) in ('CUSTOMER', 'BOTH') and e.id_status = 'ACTIVE' order by e.name limit 10`,
    [idOu],
  )).map((r) => r.id);
  // The instances that have an all-customers rate, in one currency (the OU's main one).
  const [currency] = await tx.query<{ id: string }>(
    `select id_currency as id from rate_instance where id_ou = $1 and enabled group by 1 order by count(*) desc limit 1`, [idOu],
  );
  const instances = currency ? (await tx.query<{ id: string; hotel: boolean }>(
    `select distinct i.id_product_instance as id, upper(t.code) = 'HOTEL' as hotel
     from product_instance i join product p using (id_product)
     join general_parameter_value t on t.id_general_parameter_value = p.id_product_type
     join rate_instance r on r.id_product_instance = i.id_product_instance and r.id_entity is null and r.enabled and r.id_currency = $2
     where p.id_ou = $1 and p.id_status = 'ACTIVE' and i.id_status = 'ACTIVE' order by 1`,
    [idOu, currency.id],
  )) : [];
  const [ids] = await tx.query<{ adult: string; dni: string }>(
    `select (select v.id_general_parameter_value from general_parameter_value v join general_parameter g using (id_general_parameter)
              where g.id_ou is null and g.code = 'PASSENGER_TYPE' and v.code = 'ADULT') as adult,
            (select v.id_general_parameter_value from general_parameter_value v join general_parameter g using (id_general_parameter)
              where g.id_ou is null and g.code = 'IDENTITY_DOCUMENT_TYPE' order by v.code limit 1) as dni`,
  );
  return { customers, instances, idCurrency: currency?.id, ...ids };
}

/** Passengers written directly (the passenger writers belong to their own module); the search text follows. */
async function addPassengers(tx: Queryable, idReservation: string, count: number, seed: number, w: { adult: string; dni: string }) {
  for (let p = 0; p < count; p++) {
    const n = seed * 7 + p;
    await tx.query(
      `insert into reservation_passenger (id_reservation, id_passenger_type, first_name, last_name, id_document_type, document_number, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [idReservation, w.adult, FIRST_NAMES[n % FIRST_NAMES.length], LAST_NAMES[(n * 3) % LAST_NAMES.length], w.dni,
        String(40_000_000 + n * 7919).slice(0, 8), p],
    );
  }
  await refreshReservationSearchText(tx, idReservation);
}

/**
 * The seed confirms today what was booked weeks ago: its payment schedule is dated from the reservation date instead,
 * as if confirmed then, so older reservations show an overdue deposit and nearer services a balance falling due.
 */
async function backdateSchedule(tx: Queryable, idReservation: string) {
  await tx.query(
    `update reservation_payment_schedule s set confirmed_on = r.reservation_date
     from reservation r where r.id_reservation = s.id_reservation and s.id_reservation = $1`,
    [idReservation],
  );
  await syncPaymentSchedule(tx, idReservation);
}

/** Seeds the OUs' demo reservations; answers how many it wrote. */
export async function seedDemoReservations(tx: Queryable, ous: Record<OuCode, string>, start = today()) {
  let written = 0;
  for (const idOu of Object.values(ous)) {
    const w = await ouWorld(tx, idOu);
    if (!w.customers.length || !w.instances.length || !w.idCurrency) continue;
    const actor: Actor = { idOu, idUser: null, canOverridePrice: false };
    for (let n = 0; n < DEMO_RESERVATIONS_PER_OU; n++) {
      const passengers = 1 + (n % 4);
      const reservation = await createReservation(tx, actor, {
        reservationDate: addDays(start, -((n * 3) % 90)), idEntity: w.customers[n % w.customers.length],
        passengerCount: passengers, idCurrency: w.idCurrency, fileNumber: n % 3 ? `EXP-${2026}-${String(100 + n).padStart(4, '0')}` : null,
      });
      if (n % 5 !== 4) await addPassengers(tx, reservation.idReservation, passengers - (n % 2), n, w);
      const items = [];
      for (let k = 0; k < 1 + (n % 3); k++) {
        const instance = w.instances[(n * 5 + k * 11) % w.instances.length];
        const item = await attempt(tx, () => addItem(tx, actor, {
          idReservation: reservation.idReservation, idProductInstance: instance.id,
          serviceDate: addDays(start, 10 + ((n * 7) % 150) + k), nights: instance.hotel ? 1 + (n % 3) : 1,
          quantity: instance.hotel ? 1 + (n % 2) : passengers,
        }));
        if (item) items.push(item);
      }
      written++;
      // Statuses: 0-3 quote, 4-7 confirmed, 8 confirmed with an item cancelled, 9 cancelled.
      const kind = n % 10;
      if (kind < 4 || !items.length) continue;
      if (!await attempt(tx, () => confirmReservation(tx, actor, reservation.idReservation))) continue;
      await backdateSchedule(tx, reservation.idReservation);
      if (kind === 8 && items.length > 1) await setItemStatus(tx, actor, items[items.length - 1].idReservationItem, 'CANCELLED');
      if (kind === 9) await cancelReservation(tx, actor, reservation.idReservation);
    }
  }
  return written;
}
