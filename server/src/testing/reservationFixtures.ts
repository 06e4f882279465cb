/**
 * Reservations for the passenger and document suites, written with SQL so those suites do not depend on the
 * reservation resolvers: the customer is an entity of the OU, the currency the shared USD value.
 */
import type { Queryable } from '../db/database.ts';
import { catalogValueId } from './productFixtures.ts';

interface FixtureReservationSpec {
  code: string;
  passengerCount?: number;
  status?: 'QUOTE' | 'CONFIRMED' | 'PARTIALLY_PAID' | 'PAID' | 'CANCELLED';
}

export async function createFixtureReservation(db: Queryable, idOu: string, spec: FixtureReservationSpec): Promise<string> {
  const [entity] = await db.query<{ id: string }>(
    'select id_entity as id from entity_ou where id_ou = $1 order by id_entity limit 1', [idOu],
  );
  if (!entity) throw new Error('the OU has no entity to act as customer');
  const currency = await catalogValueId(db, 'CURRENCY', 'USD');
  const [row] = await db.query<{ id: string }>(
    `insert into reservation (id_ou, code, reservation_date, id_entity, passenger_count, status, id_currency)
     values ($1, $2, current_date, $3, $4, $5, $6) returning id_reservation as id`,
    [idOu, spec.code, entity.id, spec.passengerCount ?? 2, spec.status ?? 'QUOTE', currency],
  );
  return row.id;
}

/** The ids of a few catalog values and countries a passenger form picks from. */
export async function passengerRefs(db: Queryable) {
  const country = async (code: string) =>
    (await db.query<{ id: string }>('select id_country as id from country where code = $1', [code]))[0]?.id;
  // One after the other: `db` may be a transaction, whose single connection runs one statement at a time.
  const pe = await country('PE');
  const any = await db.query<{ id: string }>('select id_country as id from country order by code limit 1');
  return {
    adult: await catalogValueId(db, 'PASSENGER_TYPE', 'ADULT'),
    child: await catalogValueId(db, 'PASSENGER_TYPE', 'CHILD'),
    passport: await catalogValueId(db, 'IDENTITY_DOCUMENT_TYPE', 'PASSPORT'),
    dni: await catalogValueId(db, 'IDENTITY_DOCUMENT_TYPE', 'DNI'),
    female: await catalogValueId(db, 'GENDER', 'FEMALE'),
    male: await catalogValueId(db, 'GENDER', 'MALE'),
    /** A value of another catalog (a wrong choice for every passenger field). */
    usd: await catalogValueId(db, 'CURRENCY', 'USD'),
    country: pe ?? any[0].id,
  };
}
