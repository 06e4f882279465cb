import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setTodayForTests } from '../../domain/calendar.ts';
import { applyInventoryTransaction } from '../../domain/inventory.ts';
import { add, multiply } from '../../domain/money.ts';
import { MAX_PASSENGERS_EXCEEDED, NOT_A_CUSTOMER, ONLY_PENDING_DELETED, STALE } from '../../domain/reservations.ts';
import { codeOf, expectValidation, ok, signIn, tableDump, reasonOf } from '../../testing/adminFixtures.ts';
import { createFixtureProduct, ouId } from '../../testing/productFixtures.ts';
import { entityId } from '../../testing/rateFixtures.ts';
import { createTestServer, dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const REQUIRED = 'This field is required';
const TODAY = '2031-01-01';
const DAY = '2031-02-10';

const RESERVATION = `idReservation code fileNumber reservationDate idEntity passengerCount registeredPassengerCount status
  allowedTransitions idCurrency currency { code } amount pendingAmount version entity { commercialName }`;
const ITEM = `idReservationItem itemNumber idProductInstance serviceDate serviceDateTo nights quantity status allowedTransitions
  idRateInstance unitPrice amount pendingAmount amountPayable priceOverridden overrideReason version
  history { idReservationHistory operation canRevert before after }`;
const CREATE = `mutation ($data: ReservationInput!) { createReservation(data: $data) { ${RESERVATION} } }`;
const UPDATE = `mutation ($data: ReservationInput!) { updateReservation(data: $data) { ${RESERVATION} } }`;
const GET = `query ($id: ID!) { getReservationById(id: $id) { ${RESERVATION} items { ${ITEM} } } }`;
const SEARCH = `query ($input: ReservationSearchInput!) { searchReservations(input: $input) { count data { code status } } }`;
const ADD = `mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { ${ITEM} } }`;
const UPDATE_ITEM = `mutation ($data: ReservationItemUpdateInput!) { updateReservationItem(data: $data) { ${ITEM} } }`;
const CONFIRM_ITEM = `mutation ($id: ID!) { confirmReservationItem(idReservationItem: $id) { ${ITEM} } }`;
const CANCEL_ITEM = `mutation ($id: ID!) { cancelReservationItem(idReservationItem: $id) { ${ITEM} } }`;
const DELETE_ITEM = `mutation ($id: ID!) { deleteReservationItem(idReservationItem: $id) { ${RESERVATION} items { idReservationItem } } }`;
// An item's change answers the reservation it moved, so a screen updates without asking again (issue 20).
const CANCEL_ITEM_WITH_RESERVATION = `mutation ($id: ID!) { cancelReservationItem(idReservationItem: $id) {
  status reservation { ${RESERVATION} items { idReservationItem status } } } }`;
const CONFIRM = `mutation ($id: ID!) { confirmReservation(idReservation: $id) { ${RESERVATION} } }`;
const CANCEL = `mutation ($id: ID!) { cancelReservation(idReservation: $id) { ${RESERVATION} } }`;
const REVERT = `mutation ($id: ID!) { revertReservationChange(idReservationHistory: $id) { operation canRevert } }`;
const CREATE_RATE = `mutation ($data: RateInput!) { createRate(data: $data) { idRateInstance pricing { sellingTotal } } }`;
const BOOKABLE = `query ($input: BookableServiceSearchInput!) { searchBookableServices(input: $input) {
  instance { code } package { code } availability { free bookable } packageAvailability { free bookable block }
  quote { found sellingTotal } } }`;

interface Reservation {
  idReservation: string; code: string; status: string; allowedTransitions: string[]; amount: string; pendingAmount: string;
  version: number; passengerCount: number; registeredPassengerCount: number;
  items?: Item[];
}
interface Item {
  idReservationItem: string; status: string; quantity: number; unitPrice: string; amount: string; amountPayable: string;
  priceOverridden: boolean; overrideReason: string | null; version: number; allowedTransitions: string[];
  serviceDate: string; serviceDateTo: string;
  history: { idReservationHistory: string; operation: string; canRevert: boolean; before: string | null; after: string | null }[];
}

const TABLES = ['reservation', 'reservation_item', 'reservation_history', 'inventory_day', 'inventory_hold'];

describe.each(dbKinds)('reservations (%s)', (kind) => {
  const { server, users: [admin], cusco, v } = suiteServer(kind, { users: ['ADMIN'], cusco: true, catalog: true, today: TODAY });
  const inst: Record<string, string> = {};
  let customer: string;
  let supplier: string;
  let price: string;

  beforeAll(async () => {
    const lim = await ouId(server.db, 'LIM');
    const hotel = await createFixtureProduct(server.db, lim, {
      code: 'RSV-HOTEL', name: 'Reservation Test Hotel', type: 'HOTEL', unit: 'ROOM',
      instances: [{ code: 'DBL', name: 'Double' }, { code: 'SGL', name: 'Single' }],
    });
    for (const i of hotel.instances) inst[i.code] = i.idProductInstance;
    customer = await entityId(server.db, 'Andes Explorer');
    supplier = await entityId(server.db, 'MiraVan Transfers');
    await server.db.transaction(async (tx) => {
      for (const id of Object.values(inst)) {
        await applyInventoryTransaction(tx, {
          idProductInstance: id, dateFrom: '2031-02-01', dateTo: '2031-02-28', transactionType: 'ADD_CAPACITY', quantity: 5,
        }, null);
      }
    });
    for (const id of Object.values(inst)) {
      const rate = ok(await admin.gql<{ createRate: { pricing: { sellingTotal: string } } }>(CREATE_RATE, { data: {
        idProductInstance: id, idCurrency: v('CURRENCY', 'USD'), idPriceType: v('PRICE_TYPE', 'PER_UNIT'),
        serviceFrom: '2031-01-01', serviceTo: '2031-12-31', purchaseFrom: '2030-01-01', purchaseTo: '2031-12-31',
        subfeatureIds: [],
        pricing: { purchaseUnitPrice: '100.10', purchaseTaxPercentage: '18', profitPercentage: '25', sellingTaxPercentage: '18' },
      } })).createRate;
      price = rate.pricing.sellingTotal;
    }
  });
  beforeEach(() => setTodayForTests(TODAY));

  const unchanged = async (call: () => Promise<unknown>) => {
    const before = await Promise.all(TABLES.map((t) => tableDump(server, t)));
    await call();
    expect(await Promise.all(TABLES.map((t) => tableDump(server, t)))).toEqual(before);
  };
  const data = (extra: Record<string, unknown> = {}) => ({
    reservationDate: TODAY, idEntity: customer, passengerCount: 2, idCurrency: v('CURRENCY', 'USD'), fileNumber: 'F-1', ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}, as = admin) =>
    ok(await as.gql<{ createReservation: Reservation }>(CREATE, { data: data(extra) })).createReservation;
  const addItem = async (idReservation: string, extra: Record<string, unknown> = {}, as = admin) =>
    ok(await as.gql<{ addReservationItem: Item }>(ADD, { data: {
      idReservation, idProductInstance: inst.DBL, serviceDate: DAY, quantity: 1, ...extra,
    } })).addReservationItem;
  const get = async (id: string) => ok(await admin.gql<{ getReservationById: Reservation }>(GET, { id })).getReservationById;
  const held = async (id: string, day = DAY) =>
    (await server.db.query<{ held: number }>('select held from inventory_day where id_product_instance = $1 and day = $2', [id, day]))[0]?.held ?? 0;

  it('creates with a code per OU, checks required fields and the customer', async () => {
    const first = await create();
    const second = await create();
    expect(first.code).toMatch(/^LIM-\d{6}$/);
    expect(Number(second.code.slice(4))).toBe(Number(first.code.slice(4)) + 1);
    expect(first).toMatchObject({ status: 'QUOTE', allowedTransitions: ['CONFIRMED', 'CANCELLED'], amount: '0.00', registeredPassengerCount: 0 });
    await unchanged(async () => {
      expectValidation(await admin.gql(CREATE, { data: {} }), {
        reservationDate: REQUIRED, idEntity: REQUIRED, passengerCount: REQUIRED, idCurrency: REQUIRED,
      });
      expectValidation(await admin.gql(CREATE, { data: data({ idEntity: supplier, passengerCount: 100 }) }), {
        idEntity: NOT_A_CUSTOMER, passengerCount: 'Must be a whole number from 1 to 99',
      });
      expectValidation(await admin.gql(CREATE, { data: data({ idCurrency: v('PASSENGER_TYPE', 'ADULT') }) }), {
        idCurrency: 'Choose one of the listed options',
      });
    });
  });

  it('updates with a version check and keeps the passenger count above the active passengers', async () => {
    const r = await create();
    const updated = ok(await admin.gql<{ updateReservation: Reservation }>(UPDATE, {
      data: data({ idReservation: r.idReservation, version: r.version, fileNumber: 'F-2', passengerCount: 3 }),
    })).updateReservation;
    expect(updated.version).toBe(r.version + 1);
    await unchanged(async () => {
      const stale = await admin.gql(UPDATE, { data: data({ idReservation: r.idReservation, version: r.version }) });
      expect(codeOf(stale)).toBe('CONFLICT');
      expect(stale.errors?.[0]?.message).toBe(STALE);
    });
    for (const n of [1, 2, 3]) {
      await server.db.query(
        `insert into reservation_passenger (id_reservation, id_passenger_type, first_name, last_name, id_document_type, document_number, sort_order)
         values ($1, $2, 'Ana', 'Quispe', $3, $4, $5)`,
        [r.idReservation, v('PASSENGER_TYPE', 'ADULT'), v('IDENTITY_DOCUMENT_TYPE', 'DNI'), `4000000${n}`, n],
      );
    }
    await unchanged(async () => {
      const below = await admin.gql(UPDATE, { data: data({ idReservation: r.idReservation, version: updated.version, passengerCount: 2 }) });
      expect(codeOf(below)).toBe('MAX_PASSENGERS_EXCEEDED');
      expect(below.errors?.[0]?.message).toBe(MAX_PASSENGERS_EXCEEDED);
    });
    expect((await get(r.idReservation)).registeredPassengerCount).toBe(3);
  });

  it('prices items from the rate search, sums exactly and leaves cancelled items out', async () => {
    const r = await create();
    const a = await addItem(r.idReservation, { quantity: 3 });
    const b = await addItem(r.idReservation, { idProductInstance: inst.SGL, nights: 2 });
    expect(a).toMatchObject({ status: 'PENDING', unitPrice: price, amount: multiply(price, '3'), amountPayable: '0.00', priceOverridden: false });
    expect(b.serviceDateTo).toBe('2031-02-11');
    expect((await get(r.idReservation)).amount).toBe(add(a.amount, b.amount));
    ok(await admin.gql(CANCEL_ITEM, { id: b.idReservationItem }));
    const after = await get(r.idReservation);
    expect(after.amount).toBe(a.amount);
    expect(after.pendingAmount).toBe(a.amount);
  });

  it('confirming holds, cancelling releases, and a full day answers NO_AVAILABILITY changing nothing', async () => {
    const r = await create();
    const before = await held(inst.DBL, '2031-02-20');
    const item = await addItem(r.idReservation, { serviceDate: '2031-02-20', quantity: 4 });
    const confirmed = ok(await admin.gql<{ confirmReservationItem: Item }>(CONFIRM_ITEM, { id: item.idReservationItem })).confirmReservationItem;
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', allowedTransitions: ['CANCELLED'], amountPayable: confirmed.amount });
    expect(await held(inst.DBL, '2031-02-20')).toBe(before + 4);
    const other = await addItem(r.idReservation, { serviceDate: '2031-02-20', quantity: 2 });
    await unchanged(async () => {
      const refused = await admin.gql(CONFIRM_ITEM, { id: other.idReservationItem });
      expect(codeOf(refused)).toBe('NO_AVAILABILITY');
      expect(refused.errors?.[0]?.message).toMatch(/^No availability for Reservation Test Hotel \(Double\) on 2031-02-20: /);
      expect(reasonOf(refused)).toMatchObject({
        reason: 'INSUFFICIENT', params: { day: '2031-02-20', service: 'Reservation Test Hotel (Double)', quantity: 2 },
      });
      // A confirmed item moved onto the full day keeps its old dates and hold.
      const moved = await admin.gql(UPDATE_ITEM, { data: { idReservationItem: confirmed.idReservationItem, version: confirmed.version, quantity: 6 } });
      expect(codeOf(moved)).toBe('NO_AVAILABILITY');
    });
    const moved = ok(await admin.gql<{ updateReservationItem: Item }>(UPDATE_ITEM, {
      data: { idReservationItem: confirmed.idReservationItem, version: confirmed.version, serviceDate: '2031-02-21' },
    })).updateReservationItem;
    expect(moved.status).toBe('CONFIRMED');
    expect(await held(inst.DBL, '2031-02-20')).toBe(before);
    expect(await held(inst.DBL, '2031-02-21')).toBe(4);
    const cancelled = ok(await admin.gql<{ cancelReservationItem: { status: string; reservation: Reservation & { items: { idReservationItem: string; status: string }[] } } }>(
      CANCEL_ITEM_WITH_RESERVATION, { id: moved.idReservationItem })).cancelReservationItem;
    expect(cancelled.reservation.items.find((i) => i.idReservationItem === moved.idReservationItem)?.status).toBe('CANCELLED');
    const after = ok(await admin.gql<{ getReservationById: Reservation }>(GET, { id: cancelled.reservation.idReservation })).getReservationById;
    expect([cancelled.reservation.amount, cancelled.reservation.pendingAmount, cancelled.reservation.version])
      .toEqual([after.amount, after.pendingAmount, after.version]);
    expect(await held(inst.DBL, '2031-02-21')).toBe(0);
    expect(codeOf(await admin.gql(CONFIRM_ITEM, { id: moved.idReservationItem }))).toBe('CONFLICT');
    expect(codeOf(await admin.gql(DELETE_ITEM, { id: moved.idReservationItem }))).toBe('CONFLICT');
    const refusedDelete = await admin.gql(DELETE_ITEM, { id: moved.idReservationItem });
    expect(refusedDelete.errors?.[0]?.message).toBe(ONLY_PENDING_DELETED);
    const left = ok(await admin.gql<{ deleteReservationItem: Reservation & { items: { idReservationItem: string }[] } }>(
      DELETE_ITEM, { id: other.idReservationItem })).deleteReservationItem;
    expect(left.items.map((i) => i.idReservationItem)).not.toContain(other.idReservationItem);
    const now = ok(await admin.gql<{ getReservationById: Reservation }>(GET, { id: left.idReservation })).getReservationById;
    expect([left.amount, left.pendingAmount, left.version]).toEqual([now.amount, now.pendingAmount, now.version]);
  });

  it('reprices only what changed', async () => {
    const r = await create();
    const item = await addItem(r.idReservation, { quantity: 2 });
    await server.db.query(
      `update rate_instance set selling_total = selling_total + 10 where id_product_instance = $1`, [inst.DBL],
    );
    try {
      const same = ok(await admin.gql<{ updateReservationItem: Item }>(UPDATE_ITEM, {
        data: { idReservationItem: item.idReservationItem, version: item.version },
      })).updateReservationItem;
      expect(same.unitPrice).toBe(price);
      const more = ok(await admin.gql<{ updateReservationItem: Item }>(UPDATE_ITEM, {
        data: { idReservationItem: item.idReservationItem, version: same.version, quantity: 3 },
      })).updateReservationItem;
      expect(more.unitPrice).toBe(add(price, '10'));
      expect(more.amount).toBe(multiply(add(price, '10'), '3'));
      const stale = await admin.gql(UPDATE_ITEM, { data: { idReservationItem: item.idReservationItem, version: item.version, quantity: 1 } });
      expect(codeOf(stale)).toBe('CONFLICT');
    } finally {
      await server.db.query(`update rate_instance set selling_total = selling_total - 10 where id_product_instance = $1`, [inst.DBL]);
    }
  });

  it('previews the price of an item change exactly as saving it prices it, writing nothing', async () => {
    const PREVIEW = `query ($data: ReservationItemUpdateInput!) {
      previewReservationItemChange(data: $data) { unitPrice amount priceOverridden rate { idRateInstance } } }`;
    const r = await create();
    const item = await addItem(r.idReservation, { quantity: 2 });
    await server.db.query(`update rate_instance set selling_total = selling_total + 10 where id_product_instance = $1`, [inst.SGL]);
    try {
      const change = { idReservationItem: item.idReservationItem, idProductInstance: inst.SGL, serviceDate: '2031-02-12', quantity: 3 };
      let preview: { unitPrice: string; amount: string; priceOverridden: boolean; rate: { idRateInstance: string } } | undefined;
      await unchanged(async () => {
        preview = ok(await admin.gql<{ previewReservationItemChange: typeof preview }>(PREVIEW, { data: change })).previewReservationItemChange;
      });
      expect(preview).toMatchObject({ unitPrice: add(price, '10'), amount: multiply(add(price, '10'), '3'), priceOverridden: false });
      const saved = ok(await admin.gql<{ updateReservationItem: Item & { idRateInstance: string } }>(UPDATE_ITEM, {
        data: { ...change, version: item.version },
      })).updateReservationItem;
      expect({ unitPrice: saved.unitPrice, amount: saved.amount, idRateInstance: saved.idRateInstance })
        .toEqual({ unitPrice: preview!.unitPrice, amount: preview!.amount, idRateInstance: preview!.rate.idRateInstance });
      // Nothing priced changes: the item's own price comes back.
      const same = ok(await admin.gql<{ previewReservationItemChange: { unitPrice: string } }>(PREVIEW, {
        data: { idReservationItem: item.idReservationItem },
      })).previewReservationItemChange;
      expect(same.unitPrice).toBe(saved.unitPrice);
      const resedit = await signIn(server, 'RESEDIT');
      expect(codeOf(await resedit.gql(PREVIEW, { data: { idReservationItem: item.idReservationItem, unitPrice: '1', overrideReason: 'x' } })))
        .toBe('FORBIDDEN');
      expect(codeOf(await cusco.gql(PREVIEW, { data: { idReservationItem: item.idReservationItem } }))).toBe('NOT_FOUND');
    } finally {
      await server.db.query(`update rate_instance set selling_total = selling_total - 10 where id_product_instance = $1`, [inst.SGL]);
    }
  });

  it('a manual price needs the override permission and a reason, and is recorded', async () => {
    const [resadm, resedit] = [await signIn(server, 'RESADM'), await signIn(server, 'RESEDIT')];
    const r = await create({}, resadm);
    await unchanged(async () => {
      expectValidation(await resadm.gql(ADD, { data: { idReservation: r.idReservation, idProductInstance: inst.DBL, serviceDate: DAY, quantity: 2, unitPrice: '50.5' } }), {
        overrideReason: REQUIRED,
      });
    });
    const manual = await addItem(r.idReservation, { quantity: 2, unitPrice: '50.5', overrideReason: 'Agreed by phone' }, resadm);
    expect(manual).toMatchObject({ unitPrice: '50.50', amount: '101.00', priceOverridden: true, overrideReason: 'Agreed by phone' });
    expect(JSON.parse(manual.history[0].after!)).toMatchObject({ priceOverridden: true, overrideReason: 'Agreed by phone' });
    await unchanged(async () => {
      const refused = await resedit.gql(UPDATE_ITEM, { data: { idReservationItem: manual.idReservationItem, version: manual.version, unitPrice: '1', overrideReason: 'x' } });
      expect(codeOf(refused)).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.extensions?.operation).toBe('reservationItemPriceOverride');
    });
    // RESEDIT may still edit without touching the price.
    ok(await resedit.gql(UPDATE_ITEM, { data: { idReservationItem: manual.idReservationItem, version: manual.version, quantity: 1 } }));
  });

  it('keeps item history and reverts only the latest change, re-holding inventory', async () => {
    const r = await create();
    const item = await addItem(r.idReservation, { serviceDate: '2031-02-15', quantity: 1, confirm: true });
    expect(await held(inst.DBL, '2031-02-15')).toBe(1);
    const changed = ok(await admin.gql<{ updateReservationItem: Item }>(UPDATE_ITEM, {
      data: { idReservationItem: item.idReservationItem, version: item.version, quantity: 2 },
    })).updateReservationItem;
    expect(await held(inst.DBL, '2031-02-15')).toBe(2);
    expect(changed.history.map((h) => [h.operation, h.canRevert])).toEqual([['UPDATE', true], ['CREATE', false]]);
    await unchanged(async () => {
      expect(codeOf(await admin.gql(REVERT, { id: changed.history[1].idReservationHistory }))).toBe('CONFLICT');
    });
    ok(await admin.gql(REVERT, { id: changed.history[0].idReservationHistory }));
    const [reverted] = (await get(r.idReservation)).items!;
    expect(reverted).toMatchObject({ quantity: 1, amount: price, status: 'CONFIRMED' });
    expect(reverted.history[0]).toMatchObject({ operation: 'REVERT', canRevert: true });
    expect(await held(inst.DBL, '2031-02-15')).toBe(1);
    expect((await get(r.idReservation)).amount).toBe(price);
    // A deleted pending item comes back.
    const pending = await addItem(r.idReservation, { serviceDate: '2031-02-16' });
    ok(await admin.gql(DELETE_ITEM, { id: pending.idReservationItem }));
    const [deleted] = await server.db.query<{ id: string }>(
      `select id_reservation_history as id from reservation_history where id_subject = $1 and operation = 'DELETE'`, [pending.idReservationItem],
    );
    ok(await admin.gql(REVERT, { id: deleted.id }));
    expect((await get(r.idReservation)).items!.map((i) => i.idReservationItem)).toContain(pending.idReservationItem);
  });

  it('moves reservations only along legal transitions', async () => {
    const r = await create();
    const item = await addItem(r.idReservation, { serviceDate: '2031-02-25', quantity: 1 });
    const confirmed = ok(await admin.gql<{ confirmReservation: Reservation }>(CONFIRM, { id: r.idReservation })).confirmReservation;
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', allowedTransitions: ['CANCELLED'] });
    expect(await held(inst.DBL, '2031-02-25')).toBe(1);
    expect(codeOf(await admin.gql(CONFIRM, { id: r.idReservation }))).toBe('CONFLICT');
    const cancelled = ok(await admin.gql<{ cancelReservation: Reservation }>(CANCEL, { id: r.idReservation })).cancelReservation;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', allowedTransitions: [], amount: '0.00' });
    expect(await held(inst.DBL, '2031-02-25')).toBe(0);
    expect(codeOf(await admin.gql(CANCEL, { id: r.idReservation }))).toBe('CONFLICT');
    expect(codeOf(await admin.gql(CONFIRM_ITEM, { id: item.idReservationItem }))).toBe('CONFLICT');
    expect(codeOf(await admin.gql(ADD, { data: { idReservation: r.idReservation, idProductInstance: inst.DBL, serviceDate: DAY, quantity: 1 } })))
      .toBe('CONFLICT');
  });

  it('searches by code, customer and passenger, filters by status and dates', async () => {
    const r = await create({ fileNumber: 'FILE-ZX81' });
    await server.db.query(
      `insert into reservation_passenger (id_reservation, id_passenger_type, first_name, last_name, id_document_type, document_number)
       values ($1, $2, 'José', 'Ñahui', $3, 'X7781234')`,
      [r.idReservation, v('PASSENGER_TYPE', 'ADULT'), v('IDENTITY_DOCUMENT_TYPE', 'DNI')],
    );
    const { refreshReservationSearchText } = await import('../../domain/reservations.ts');
    await server.db.transaction((tx) => refreshReservationSearchText(tx, r.idReservation));
    const search = async (input: Record<string, unknown>) =>
      ok(await admin.gql<{ searchReservations: { count: number; data: { code: string }[] } }>(SEARCH, { input })).searchReservations;
    expect((await search({ text: r.code })).data.map((d) => d.code)).toEqual([r.code]);
    expect((await search({ text: 'zx81' })).data.map((d) => d.code)).toEqual([r.code]);
    expect((await search({ text: 'nahui' })).data.map((d) => d.code)).toEqual([r.code]);
    expect((await search({ text: 'x7781234' })).count).toBe(1);
    expect((await search({ text: 'andes explorer' })).count).toBeGreaterThan(1);
    expect((await search({ status: 'CANCELLED' })).data.every((d) => d.code)).toBe(true);
    expect((await search({ dateFrom: '2040-01-01' })).count).toBe(0);
    expect((await search({ sortBy: 'amount', sortDirection: 'DESC', take: 5 })).data.length).toBeGreaterThan(0);
    expect((await search({ sortBy: 'entity' })).count).toBeGreaterThan(0);
    expectValidation(await admin.gql(SEARCH, { input: { dateFrom: '2031-02-01', dateTo: '2031-01-01' } }), {
      dateTo: 'The end date cannot be before the start date',
    });
  });

  it('offers bookable services with availability and price', async () => {
    const found = ok(await admin.gql<{ searchBookableServices: { instance: { code: string } | null; availability: { free: number }; quote: { found: boolean; sellingTotal: string } }[] }>(
      BOOKABLE, { input: { text: 'reservation test', serviceDate: '2031-02-05', quantity: 1, idEntity: customer } },
    )).searchBookableServices;
    expect(found.filter((f) => f.instance).map((f) => f.instance!.code).sort()).toEqual(['DBL', 'SGL']);
    expect(found[0].quote).toMatchObject({ found: true, sellingTotal: price });
    expect(found[0].availability.free).toBe(5);
  });

  it('quotes a per-person service for a reservation with its passengers, at the price adding it gives', async () => {
    const QUOTE = `query ($input: BookableServiceSearchInput!) { searchBookableServices(input: $input) {
      instance { idProductInstance name } quote { found noRate { problem } sellingTotal currency { code } } } }`;
    type Found = { searchBookableServices: { instance: { idProductInstance: string; name: string } | null; quote: { found: boolean; noRate: { problem: string } | null; sellingTotal: string | null; currency: { code: string } | null } | null }[] };
    const ask = { text: 'Lima city', serviceDate: DAY, quantity: 1 };
    // Without passengers a per-person rate cannot price the service; the reservation's passengers can.
    const bare = ok(await admin.gql<Found>(QUOTE, { input: { ...ask, idEntity: customer } })).searchBookableServices;
    expect(bare[0].quote).toMatchObject({ found: false, noRate: { problem: 'PASSENGERS_NEEDED' } });
    const r = await create({ passengerCount: 3 });
    const priced = ok(await admin.gql<Found>(QUOTE, { input: { ...ask, idReservation: r.idReservation } })).searchBookableServices;
    expect(priced[0].quote).toMatchObject({ found: true });
    // A reservation in the rate's currency: adding the service charges exactly the quoted amount.
    const inRateCurrency = await create({ passengerCount: 3, idCurrency: v('CURRENCY', priced[0].quote!.currency!.code) });
    const [quoted] = ok(await admin.gql<Found>(QUOTE, { input: { ...ask, idReservation: inRateCurrency.idReservation } })).searchBookableServices;
    const item = await addItem(inRateCurrency.idReservation, { idProductInstance: quoted.instance!.idProductInstance });
    expect(item.amount).toBe(quoted.quote!.sellingTotal);
    // Another OU's reservation is not found, and nothing is quoted for it.
    expect(codeOf(await cusco.gql(QUOTE, { input: { ...ask, idReservation: r.idReservation } }))).toBe('NOT_FOUND');
  });

  it('adds a package as its parts, held together in one transaction', async () => {
    const lim = await ouId(server.db, 'LIM');
    const [pkg] = await server.db.query<{ id: string }>(
      `insert into package (id_ou, code, name, short_name, duration_days) values ($1, 'RSV-PKG', 'Reservation Test Package', 'RT Package', 3)
       returning id_package as id`,
      [lim],
    );
    await server.db.query(
      `insert into package_item (id_package, id_product_instance, day_offset, nights, quantity, sort_order)
       values ($1, $2, 0, 2, 1, 0), ($1, $3, 2, 1, 1, 1)`,
      [pkg.id, inst.DBL, inst.SGL],
    );
    const ADD_PACKAGE = `mutation ($r: ID!, $p: ID!, $d: Date!, $q: Int!) {
      addReservationPackage(idReservation: $r, idPackage: $p, startDate: $d, quantity: $q, confirm: true) { ${ITEM} } }`;
    const r = await create();
    const items = ok(await admin.gql<{ addReservationPackage: Item[] }>(ADD_PACKAGE, { r: r.idReservation, p: pkg.id, d: '2031-02-03', q: 2 }))
      .addReservationPackage;
    expect(items.map((i) => [i.serviceDate, i.serviceDateTo, i.quantity, i.status, i.amount]))
      .toEqual([['2031-02-03', '2031-02-04', 2, 'CONFIRMED', multiply(price, '2')], ['2031-02-05', '2031-02-05', 2, 'CONFIRMED', multiply(price, '2')]]);
    expect([await held(inst.DBL, '2031-02-03'), await held(inst.DBL, '2031-02-04'), await held(inst.SGL, '2031-02-05')]).toEqual([2, 2, 2]);
    expect((await get(r.idReservation)).amount).toBe(multiply(price, '4'));
    await unchanged(async () => {
      expect(codeOf(await admin.gql(ADD_PACKAGE, { r: r.idReservation, p: pkg.id, d: '2031-02-03', q: 4 }))).toBe('NO_AVAILABILITY');
    });
    const offered = ok(await admin.gql<{ searchBookableServices: { package: { code: string } | null; packageAvailability: unknown }[] }>(
      BOOKABLE, { input: { text: 'test package', serviceDate: '2031-02-03', quantity: 1 } },
    )).searchBookableServices;
    expect(offered).toEqual([expect.objectContaining({
      package: { code: 'RSV-PKG' }, packageAvailability: { free: 3, bookable: true, block: null },
    })]);
  });

  it('keeps OUs apart', async () => {
    const r = await create();
    const item = await addItem(r.idReservation);
    await unchanged(async () => {
      expect(ok(await cusco.gql<{ getReservationById: null }>(GET, { id: r.idReservation })).getReservationById).toBeNull();
      expect(codeOf(await cusco.gql(CONFIRM_ITEM, { id: item.idReservationItem }))).toBe('NOT_FOUND');
      expect(codeOf(await cusco.gql(UPDATE, { data: data({ idReservation: r.idReservation, version: r.version }) }))).toBe('NOT_FOUND');
      expect(codeOf(await cusco.gql(ADD, { data: { idReservation: r.idReservation, idProductInstance: inst.DBL, serviceDate: DAY, quantity: 1 } })))
        .toBe('NOT_FOUND');
      expect((await cusco.gql<{ searchReservations: { count: number } }>(SEARCH, { input: { text: r.code } })).data!.searchReservations.count).toBe(0);
    });
  });

  it('read-only roles cannot write', async () => {
    const resview = await signIn(server, 'RESVIEW');
    const r = await create();
    expect(codeOf(await resview.gql(UPDATE, { data: data({ idReservation: r.idReservation, version: r.version }) }))).toBe('FORBIDDEN');
    expect(ok(await resview.gql<{ getReservationById: Reservation }>(GET, { id: r.idReservation })).getReservationById.code).toBe(r.code);
  });
});

describe('demo reservations', () => {
  it('seeds believable reservations in both OUs with consistent amounts and holds', async () => {
    setTodayForTests(null);
    const server = await createTestServer('pglite');
    try {
      const ous = Object.fromEntries(await Promise.all((['LIM', 'CUZ'] as const).map(async (c) => [c, await ouId(server.db, c)])));
      const { seedDemoReservations } = await import('../../db/reservationDemoData.ts');
      const written = await server.db.transaction((tx) => seedDemoReservations(tx, ous as Record<'LIM' | 'CUZ', string>));
      expect(written).toBeGreaterThanOrEqual(60);
      const statuses = await server.db.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from reservation group by 1 order by 1',
      );
      expect(statuses.map((s) => s.status)).toEqual(['CANCELLED', 'CONFIRMED', 'QUOTE']);
      const items = await server.db.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from reservation_item group by 1 order by 1',
      );
      expect(items.map((i) => i.status)).toEqual(['CANCELLED', 'CONFIRMED', 'PENDING']);
      expect(items.reduce((n, i) => n + i.n, 0)).toBeGreaterThanOrEqual(100);
      // Amounts are the sums of the items that are not cancelled; confirmed items hold their units.
      expect(await server.db.query(
        `select r.code from reservation r left join reservation_item i on i.id_reservation = r.id_reservation and i.status <> 'CANCELLED'
         group by r.id_reservation having r.amount <> coalesce(sum(i.amount), 0)`,
      )).toEqual([]);
      expect(await server.db.query(
        `select i.id_reservation_item from reservation_item i left join inventory_hold h
           on h.hold_ref = 'reservation-item:' || i.id_reservation_item and h.released_at is null
         where (i.status = 'CONFIRMED') <> (h.id_inventory_hold is not null)`,
      )).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);
});
