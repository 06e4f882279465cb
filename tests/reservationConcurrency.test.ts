/**
 * Issue 8's concurrency check: 50 agents confirm an item for the last free unit of a day at the same moment. On
 * PostgreSQL each call runs on its own pooled connection (true parallel transactions); on PGlite they queue. Either
 * way exactly one succeeds, the others hear NO_AVAILABILITY, and the day ends fully held, never above capacity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTodayForTests } from '../server/src/domain/calendar.ts';
import { applyInventoryTransaction, findInventoryDrift } from '../server/src/domain/inventory.ts';
import { addItem, createReservation, setItemStatus, type Actor } from '../server/src/domain/reservations.ts';
import { codeOf, signIn, type SignedIn } from '../server/src/testing/adminFixtures.ts';
import { createFixtureProduct, ouId } from '../server/src/testing/productFixtures.ts';
import { catalogLookup, entityId } from '../server/src/testing/rateFixtures.ts';
import { createTestServer, dbKinds, type TestServer } from '../server/src/testing/testServer.ts';

const AGENTS = 50;
const DAY = '2031-03-10';
const CONFIRM = 'mutation ($id: ID!) { confirmReservationItem(idReservationItem: $id) { status } }';

describe.each(dbKinds)('reservation confirmations under contention (%s)', (kind) => {
  let server: TestServer;
  let admin: SignedIn;
  let idInstance: string;
  const pendingItems: string[] = [];

  beforeAll(async () => {
    setTodayForTests('2031-01-01');
    server = await createTestServer(kind);
    admin = await signIn(server, 'ADMIN');
    const lim = await ouId(server.db, 'LIM');
    const v = await catalogLookup(server.db);
    const product = await createFixtureProduct(server.db, lim, { code: 'RSV-RACE', name: 'Race Hotel', type: 'HOTEL', unit: 'ROOM' });
    idInstance = product.instances[0].idProductInstance;
    // Manual prices keep the test about inventory (no rates needed).
    const actor: Actor = { idOu: lim, idUser: null, canOverridePrice: true };
    const customer = await entityId(server.db, 'Andes Explorer');
    const item = (tx: Parameters<typeof addItem>[0], idReservation: string) => addItem(tx, actor, {
      idReservation, idProductInstance: idInstance, serviceDate: DAY, quantity: 1, unitPrice: '10', overrideReason: 'race',
    });
    await server.db.transaction(async (tx) => {
      await applyInventoryTransaction(tx, {
        idProductInstance: idInstance, dateFrom: DAY, dateTo: DAY, transactionType: 'ADD_CAPACITY', quantity: 3,
      }, null);
      // Two of the three units are taken already: one remains.
      for (let n = 0; n < 2; n++) {
        const r = await createReservation(tx, actor, { reservationDate: '2031-01-01', idEntity: customer, passengerCount: 1, idCurrency: v('CURRENCY', 'USD') });
        await setItemStatus(tx, actor, (await item(tx, r.idReservation)).idReservationItem, 'CONFIRMED');
      }
      for (let n = 0; n < AGENTS; n++) {
        const r = await createReservation(tx, actor, { reservationDate: '2031-01-01', idEntity: customer, passengerCount: 1, idCurrency: v('CURRENCY', 'USD') });
        pendingItems.push((await item(tx, r.idReservation)).idReservationItem);
      }
    });
  }, 120_000);
  afterAll(async () => {
    setTodayForTests(null);
    await server?.close();
  });

  it(`${AGENTS} parallel confirmations for 1 remaining unit: exactly one succeeds`, async () => {
    const answers = await Promise.all(pendingItems.map((id) => admin.gql(CONFIRM, { id })));
    const codes = answers.map((a) => codeOf(a) ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'NO_AVAILABILITY')).toHaveLength(AGENTS - 1);
    const refused = answers.find((a) => codeOf(a) === 'NO_AVAILABILITY')!;
    expect(refused.errors?.[0]?.message).toMatch(/^No availability for Race Hotel \(Standard\) on 2031-03-10/);
    const [day] = await server.db.query<{ capacity: number; held: number }>(
      'select capacity, held from inventory_day where id_product_instance = $1 and day = $2', [idInstance, DAY],
    );
    expect(day).toEqual({ capacity: 3, held: 3 });
    const [{ confirmed }] = await server.db.query<{ confirmed: number }>(
      `select count(*)::int as confirmed from reservation_item where id_product_instance = $1 and status = 'CONFIRMED'`, [idInstance],
    );
    expect(confirmed).toBe(3);
    expect(await findInventoryDrift(server.db, [idInstance])).toEqual([]);
  }, 120_000);
});
