import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../domain/documents/__tests__/pdfText.ts';
import { operatorHeader } from '../../domain/documents/operatorHeader.ts';
import { reservationForDocuments } from '../../domain/documents/reservationData.ts';
import { renderItinerary, renderVouchers } from '../../domain/documents/reservationPdfs.ts';
import { INVALID_TIME } from '../../domain/reservations.ts';
import { expectValidation, fieldErrorsOf, ok, tableDump } from '../../testing/adminFixtures.ts';
import { createFixtureProduct, ouId } from '../../testing/productFixtures.ts';
import { entityId } from '../../testing/rateFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const TODAY = '2031-01-01';
const ITEM = `idReservationItem serviceDate serviceTime supplierReference quantity version
  history { idReservationHistory operation }`;
const CREATE = `mutation ($data: ReservationInput!) { createReservation(data: $data) { idReservation } }`;
const ADD = `mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { ${ITEM} } }`;
const UPDATE_ITEM = `mutation ($data: ReservationItemUpdateInput!) { updateReservationItem(data: $data) { ${ITEM} } }`;
const GET = `query ($id: ID!) { getReservationById(id: $id) { items { ${ITEM} } } }`;
const REVERT = `mutation ($id: ID!) { revertReservationChange(idReservationHistory: $id) { operation } }`;

interface Item {
  idReservationItem: string; serviceTime: string | null; supplierReference: string | null; quantity: number; version: number;
  history: { idReservationHistory: string; operation: string }[];
}

describe.each(dbKinds)('reservation item time and supplier reference (%s)', (kind) => {
  const { server, users: [admin], v } = suiteServer(kind, { users: ['ADMIN'], catalog: true, today: TODAY });
  let idProductInstance: string;
  let customer: string;

  beforeAll(async () => {
    const product = await createFixtureProduct(server.db, await ouId(server.db, 'LIM'), {
      code: 'TIME-TOUR', name: 'Timed City Tour', type: 'TOUR', unit: 'PAX', instances: [{ code: 'AM', name: 'Morning' }],
    });
    idProductInstance = product.instances[0].idProductInstance;
    customer = await entityId(server.db, 'Andes Explorer');
  });

  const newReservation = async () => ok(await admin.gql<{ createReservation: { idReservation: string } }>(CREATE, { data: {
    reservationDate: TODAY, idEntity: customer, passengerCount: 2, idCurrency: v('CURRENCY', 'USD'), fileNumber: 'T-1',
  } })).createReservation.idReservation;
  // A manual price keeps the test free of rates: time and reference do not touch the price.
  const add = (idReservation: string, extra: Record<string, unknown>) => admin.gql<{ addReservationItem: Item }>(ADD, { data: {
    idReservation, idProductInstance, serviceDate: '2031-02-10', quantity: 1, unitPrice: '50.00', overrideReason: 'Test', ...extra,
  } });
  const update = (item: Item, extra: Record<string, unknown>) => admin.gql<{ updateReservationItem: Item }>(UPDATE_ITEM, {
    data: { idReservationItem: item.idReservationItem, version: item.version, ...extra },
  });

  it('adds an item with a time and a supplier reference, normalising 9:05 to 09:05', async () => {
    const r = await newReservation();
    const item = ok(await add(r, { serviceTime: '9:05', supplierReference: '  HTL-778  ' })).addReservationItem;
    expect(item).toMatchObject({ serviceTime: '09:05', supplierReference: 'HTL-778' });
    const untimed = ok(await add(r, {})).addReservationItem;
    expect(untimed).toMatchObject({ serviceTime: null, supplierReference: null });
  });

  it('refuses a malformed time or a long reference with field codes, writing nothing', async () => {
    const r = await newReservation();
    const before = await tableDump(server, 'reservation_item');
    for (const bad of ['24:00', '12:60', '7', 'noon', '12:30:00']) {
      const response = await add(r, { serviceTime: bad, supplierReference: 'x'.repeat(61) });
      expectValidation(response, { serviceTime: INVALID_TIME, supplierReference: 'At most 60 characters' });
      expect(fieldErrorsOf(response)).toEqual(expect.arrayContaining([
        { path: 'serviceTime', code: 'INVALID_TIME', params: {} }, { path: 'supplierReference', code: 'TOO_LONG', params: { max: 60 } },
      ]));
    }
    const item = ok(await add(r, { serviceTime: '23:59' })).addReservationItem;
    expectValidation(await update(item, { serviceTime: '25:00' }), { serviceTime: INVALID_TIME });
    expect((await tableDump(server, 'reservation_item')).length).toBe(before.length + 1);
  });

  it('sets, keeps and clears the time as an item change recorded in history, and reverts it', async () => {
    const r = await newReservation();
    const item = ok(await add(r, {})).addReservationItem;
    const timed = ok(await update(item, { serviceTime: '14:30', supplierReference: 'CONF-1' })).updateReservationItem;
    expect(timed).toMatchObject({ serviceTime: '14:30', supplierReference: 'CONF-1' });
    expect(timed.history.map((h) => h.operation)).toEqual(['UPDATE', 'CREATE']);
    // Leaving the fields out keeps them.
    const more = ok(await update(timed, { quantity: 2, unitPrice: '50.00', overrideReason: 'Test' })).updateReservationItem;
    expect(more).toMatchObject({ serviceTime: '14:30', supplierReference: 'CONF-1', quantity: 2 });
    // null or blank clears.
    const cleared = ok(await update(more, { serviceTime: null, supplierReference: ' ' })).updateReservationItem;
    expect(cleared).toMatchObject({ serviceTime: null, supplierReference: null });
    ok(await admin.gql(REVERT, { id: cleared.history[0].idReservationHistory }));
    const { items } = ok(await admin.gql<{ getReservationById: { items: Item[] } }>(GET, { id: r })).getReservationById;
    expect(items[0]).toMatchObject({ serviceTime: '14:30', supplierReference: 'CONF-1', quantity: 2 });
    expect(items[0].history[0].operation).toBe('REVERT');
  });

  it('reads a day\'s services for the documents by time, untimed last, with the supplier reference', async () => {
    const r = await newReservation();
    const untimed = ok(await add(r, {})).addReservationItem;
    const late = ok(await add(r, { serviceTime: '18:00', supplierReference: 'SUP-9' })).addReservationItem;
    const early = ok(await add(r, { serviceTime: '07:30' })).addReservationItem;
    const documents = await reservationForDocuments(server.db, await ouId(server.db, 'LIM'), r);
    expect(documents!.items.map((i) => [i.idReservationItem, i.serviceTime, i.supplierReference])).toEqual([
      [early.idReservationItem, '07:30', null], [late.idReservationItem, '18:00', 'SUP-9'], [untimed.idReservationItem, null, null],
    ]);
  });

  it('adds a service with its time at once (the add-service panel) and prints it on itinerary and voucher', async () => {
    const r = await newReservation();
    const item = ok(await add(r, { serviceTime: '6:40' })).addReservationItem;
    expect(item).toMatchObject({ serviceTime: '06:40', supplierReference: null });
    const idOu = await ouId(server.db, 'LIM');
    const documents = (await reservationForDocuments(server.db, idOu, r))!;
    const operator = await operatorHeader(server.db, idOu);
    expect((await pdfText(await renderItinerary(operator, documents))).text).toContain('06:40 Timed City Tour');
    expect((await pdfText(await renderVouchers(operator, documents, documents.items))).text).toContain('Time 06:40');
  });
});
