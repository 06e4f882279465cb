import { beforeAll, describe, expect, it } from 'vitest';
import { refreshReservationSearchText } from '../../domain/reservations.ts';
import { ok } from '../../testing/adminFixtures.ts';
import { ouId } from '../../testing/productFixtures.ts';
import { createFixtureReservation, passengerRefs } from '../../testing/reservationFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

/*
 * The reservations list's travel dates and lead passenger (issue 21 item 12): the columns come from the services that
 * are not cancelled and the first active passenger; the travel-date range filters on the server next to the
 * reservation dates, and the search finds a reservation by its lead passenger. Services in 2043, a year nobody else uses.
 */

const SEARCH = `query ($input: ReservationSearchInput!) { searchReservations(input: $input) {
  count data { code leadPassengerName firstServiceDate lastServiceDate } } }`;

interface Row { code: string; leadPassengerName: string | null; firstServiceDate: string | null; lastServiceDate: string | null }

describe.each(dbKinds)('reservations list: travel dates and lead passenger (%s)', (kind) => {
  const { server, users: [admin] } = suiteServer(kind, { users: ['ADMIN'] });
  const search = async (input: Record<string, unknown>) =>
    ok(await admin.gql<{ searchReservations: { count: number; data: Row[] } }>(SEARCH, { input })).searchReservations;
  const codes = async (input: Record<string, unknown>) => (await search(input)).data.map((r) => r.code).sort();

  beforeAll(async () => {
    const db = server.db;
    const lim = await ouId(db, 'LIM');
    const refs = await passengerRefs(db);
    const [{ id: instance }] = await db.query<{ id: string }>('select id_product_instance as id from product_instance limit 1');
    const item = (idReservation: string, n: number, day: string, nights: number, status = 'PENDING') => db.query(
      `insert into reservation_item (id_reservation, item_number, id_product_instance, service_date, nights, quantity, status,
         unit_price, amount, pending_amount) values ($1, $2, $3, $4, $5, 1, $6, 10, 10, 10)`,
      [idReservation, n, instance, day, nights, status],
    );
    const passenger = (idReservation: string, order: number, first: string, last: string, status = 'ACTIVE') => db.query(
      `insert into reservation_passenger (id_reservation, id_passenger_type, first_name, last_name, id_document_type,
         document_number, status, sort_order) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [idReservation, refs.adult, first, last, refs.passport, `P${order}${last.slice(0, 3).toUpperCase()}`, status, order],
    );
    // TRV-1: a tour on 10 March and a three-night stay from 12 March (last night the 14th); a cancelled item in May.
    const one = await createFixtureReservation(db, lim, { code: 'TRV-1' });
    await item(one, 1, '2043-03-10', 1);
    await item(one, 2, '2043-03-12', 3);
    await item(one, 3, '2043-05-01', 1, 'CANCELLED');
    // The first passenger was cancelled: the lead is the next active one.
    await passenger(one, 0, 'Walter', 'Gone', 'CANCELLED');
    // A name no demo customer has: the fixture's customer is any entity of the OU, and the search also reads its name.
    await passenger(one, 1, 'Ximena', 'Ñahui Huamánqui');
    await passenger(one, 2, 'Ana', 'Rojas');
    // TRV-2: one service in June, one passenger.
    const two = await createFixtureReservation(db, lim, { code: 'TRV-2' });
    await item(two, 1, '2043-06-20', 1);
    await passenger(two, 0, 'Bruno', 'Salas');
    // TRV-3: no services, no passengers yet.
    const three = await createFixtureReservation(db, lim, { code: 'TRV-3' });
    for (const id of [one, two, three]) await refreshReservationSearchText(db, id);
  });

  it('shows the travel dates from the services that are not cancelled and the first active passenger', async () => {
    const rows = (await search({ text: 'TRV-', take: 10 })).data.sort((a, b) => a.code.localeCompare(b.code));
    expect(rows).toEqual([
      { code: 'TRV-1', leadPassengerName: 'Ximena Ñahui Huamánqui', firstServiceDate: '2043-03-10', lastServiceDate: '2043-03-14' },
      { code: 'TRV-2', leadPassengerName: 'Bruno Salas', firstServiceDate: '2043-06-20', lastServiceDate: '2043-06-20' },
      { code: 'TRV-3', leadPassengerName: null, firstServiceDate: null, lastServiceDate: null },
    ]);
  });

  it('filters by travel dates: a service with a day in the range, stays counted to their last night', async () => {
    expect(await codes({ travelFrom: '2043-03-01', travelTo: '2043-03-31' })).toEqual(['TRV-1']);
    // Only the stay's last night (the 14th) is in the range.
    expect(await codes({ travelFrom: '2043-03-14', travelTo: '2043-03-20' })).toEqual(['TRV-1']);
    expect(await codes({ travelFrom: '2043-03-15', travelTo: '2043-03-20' })).toEqual([]);
    // A cancelled service does not make the reservation travel then.
    expect(await codes({ travelFrom: '2043-05-01', travelTo: '2043-05-01' })).toEqual([]);
    // Open ends, and together with the text and the reservation-date filters.
    expect(await codes({ travelFrom: '2043-06-01' })).toEqual(['TRV-2']);
    expect(await codes({ travelTo: '2043-12-31', text: 'TRV-' })).toEqual(['TRV-1', 'TRV-2']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await codes({ travelFrom: '2043-01-01', travelTo: '2043-12-31', dateFrom: '2000-01-01', dateTo: '2000-01-02' })).toEqual([]);
    expect((await search({ travelFrom: '2043-01-01', travelTo: '2043-12-31', dateFrom: '2000-01-01', dateTo: today })).count).toBeGreaterThanOrEqual(2);
  });

  it('finds a reservation by its lead passenger, accents and case ignored', async () => {
    expect(await codes({ text: 'nahui huamanqui' })).toEqual(['TRV-1']);
    expect(await codes({ text: 'XIMENA', travelFrom: '2043-03-01', travelTo: '2043-03-31' })).toEqual(['TRV-1']);
    expect(await codes({ text: 'ximena', travelFrom: '2043-06-01', travelTo: '2043-06-30' })).toEqual([]);
  });

  it('refuses a travel range that ends before it starts (naming the field), or a day that is not one', async () => {
    const backwards = await admin.gql(SEARCH, { input: { travelFrom: '2043-03-10', travelTo: '2043-03-01' } });
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION' });
    expect(JSON.stringify(backwards.errors?.[0]?.extensions)).toContain('travelTo');
    // The Date scalar refuses a day that does not exist before the list runs.
    const notADay = await admin.gql(SEARCH, { input: { travelFrom: '2043-02-30' } });
    expect(notADay.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION' });
  });
});
