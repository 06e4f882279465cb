import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setTodayForTests } from '../../domain/calendar.ts';
import { applicableTier, itemCancellationFee } from '../../domain/cancellation.ts';
import { applyInventoryTransaction } from '../../domain/inventory.ts';
import { add, divide, format, multiply, percentOf } from '../../domain/money.ts';
import { expectTablesUnchanged, expectValidation, ok } from '../../testing/adminFixtures.ts';
import { createFixtureProduct, ouId } from '../../testing/productFixtures.ts';
import { entityId } from '../../testing/rateFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

/*
 * Issue 8 item 10: cancelling pays the rate's cancellation policy (previewed exactly as charged), and a change to a
 * confirmed item reprices only what it adds.
 */

const TODAY = '2031-01-01';
const DAY = '2031-02-10';

const RESERVATION = 'idReservation status amount pendingAmount version cancellationReason';
const ITEM = `idReservationItem status quantity nights serviceDate unitPrice amount pendingAmount amountPayable version
  cancellationFee cancellationReason`;
const CREATE = `mutation ($data: ReservationInput!) { createReservation(data: $data) { ${RESERVATION} } }`;
const GET = `query ($id: ID!) { getReservationById(id: $id) { ${RESERVATION} items { ${ITEM} } } }`;
const ADD = `mutation ($data: ReservationItemInput!) { addReservationItem(data: $data) { ${ITEM} } }`;
const UPDATE_ITEM = `mutation ($data: ReservationItemUpdateInput!) { updateReservationItem(data: $data) { ${ITEM} } }`;
const CANCEL_ITEM = `mutation ($id: ID!, $reason: String) { cancelReservationItem(idReservationItem: $id, reason: $reason) { ${ITEM} } }`;
const CANCEL = `mutation ($id: ID!, $reason: String) { cancelReservation(idReservation: $id, reason: $reason) { ${RESERVATION} } }`;
const FEES = `query ($id: ID!, $item: ID) { reservationCancellationFees(idReservation: $id, idReservationItem: $item) {
  total items { idReservationItem daysBefore feePercentage fee } } }`;
const RATE = 'mutation ($data: RateInput!) { createRate(data: $data) { idRateInstance pricing { sellingTotal } } }';
const UPDATE_RATE = 'mutation ($data: RateInput!) { updateRate(data: $data) { idRateInstance pricing { sellingTotal } } }';

interface Reservation { idReservation: string; status: string; amount: string; pendingAmount: string; version: number; cancellationReason: string | null; items?: Item[] }
interface Item {
  idReservationItem: string; status: string; quantity: number; nights: number; serviceDate: string; unitPrice: string;
  amount: string; pendingAmount: string; amountPayable: string; version: number; cancellationFee: string | null; cancellationReason: string | null;
}
interface Fees { total: string; items: { idReservationItem: string; daysBefore: number; feePercentage: string | null; fee: string }[] }

const TIERS = [{ daysBefore: 7, feePercentage: '50' }, { daysBefore: 1, feePercentage: '100' }];
const TABLES = ['reservation', 'reservation_item', 'reservation_history', 'inventory_day', 'inventory_hold'];

describe('applicableTier', () => {
  const tiers = [{ daysBefore: 1, feePercentage: '100.00' }, { daysBefore: 7, feePercentage: '50.00' }];
  it('takes the smallest tier not below the days left', () => {
    expect(applicableTier(tiers, 8)).toBeNull();
    expect(applicableTier(tiers, 7)?.feePercentage).toBe('50.00');
    expect(applicableTier(tiers, 2)?.feePercentage).toBe('50.00');
    expect(applicableTier(tiers, 1)?.feePercentage).toBe('100.00');
    expect(applicableTier(tiers, 0)?.feePercentage).toBe('100.00');
    // After the service day the closest tier still applies.
    expect(applicableTier(tiers, -3)?.feePercentage).toBe('100.00');
    expect(applicableTier([], 0)).toBeNull();
  });
  it('charges only a confirmed item, rounded to cents', () => {
    const item = { idReservationItem: 'x', serviceDate: '2031-02-10', amount: '100.05', status: 'CONFIRMED' as const };
    expect(itemCancellationFee(item, tiers, '2031-02-05')).toMatchObject({ daysBefore: 5, feePercentage: '50.00', fee: '50.03' });
    expect(itemCancellationFee({ ...item, status: 'PENDING' }, tiers, '2031-02-05')).toMatchObject({ feePercentage: null, fee: '0.00' });
  });
});

describe.each(dbKinds)('reservation cancellation and repricing (%s)', (kind) => {
  const { server, users: [admin], v } = suiteServer(kind, { users: ['ADMIN'], catalog: true, today: TODAY });
  let customer: string;
  const inst: Record<string, string> = {};
  const rates: Record<string, { id: string; data: Record<string, unknown>; price: string }> = {};

  const rateData = (idProductInstance: string, priceType: string, purchaseUnitPrice: string, cancellationPolicy: unknown[]) => ({
    idProductInstance, idCurrency: v('CURRENCY', 'USD'), idPriceType: v('PRICE_TYPE', priceType),
    serviceFrom: '2031-01-01', serviceTo: '2031-12-31', purchaseFrom: '2030-01-01', purchaseTo: '2031-12-31', subfeatureIds: [],
    pricing: { purchaseUnitPrice, purchaseTaxPercentage: '0', profitPercentage: '25', sellingTaxPercentage: '18' },
    cancellationPolicy,
  });

  beforeAll(async () => {
    customer = await entityId(server.db, 'Andes Explorer');
    const product = await createFixtureProduct(server.db, await ouId(server.db, 'LIM'), {
      code: 'CXL-HOTEL', name: 'Cancellation Test Hotel', type: 'HOTEL', unit: 'ROOM',
      instances: ['UNIT', 'NIGHT', 'FREE', 'RPU', 'RPN'].map((code) => ({ code, name: code })),
    });
    for (const i of product.instances) inst[i.code] = i.idProductInstance;
    await server.db.transaction(async (tx) => {
      for (const id of Object.values(inst)) {
        await applyInventoryTransaction(tx, {
          idProductInstance: id, dateFrom: '2031-02-01', dateTo: '2031-02-28', transactionType: 'ADD_CAPACITY', quantity: 9,
        }, null);
      }
    });
    const plan: [string, string, string, unknown[]][] = [
      ['UNIT', 'PER_UNIT', '100', TIERS], ['NIGHT', 'PER_NIGHT', '80', [{ daysBefore: 30, feePercentage: '25' }]],
      ['FREE', 'PER_UNIT', '60', []], ['RPU', 'PER_UNIT', '100', []], ['RPN', 'PER_NIGHT', '80', []],
    ];
    for (const [code, type, unit, tiers] of plan) {
      const data = rateData(inst[code], type, unit, tiers);
      const rate = ok(await admin.gql<{ createRate: { idRateInstance: string; pricing: { sellingTotal: string } } }>(RATE, { data })).createRate;
      rates[code] = { id: rate.idRateInstance, data, price: rate.pricing.sellingTotal };
    }
  });
  beforeEach(() => setTodayForTests(TODAY));

  const create = async () => ok(await admin.gql<{ createReservation: Reservation }>(CREATE, { data: {
    reservationDate: TODAY, idEntity: customer, passengerCount: 2, idCurrency: v('CURRENCY', 'USD'),
  } })).createReservation;
  const addItem = async (idReservation: string, code: string, extra: Record<string, unknown> = {}) =>
    ok(await admin.gql<{ addReservationItem: Item }>(ADD, { data: {
      idReservation, idProductInstance: inst[code], serviceDate: DAY, quantity: 1, confirm: true, ...extra,
    } })).addReservationItem;
  const get = async (id: string) => ok(await admin.gql<{ getReservationById: Reservation }>(GET, { id })).getReservationById;
  const fees = async (id: string, item?: string) =>
    ok(await admin.gql<{ reservationCancellationFees: Fees }>(FEES, { id, item })).reservationCancellationFees;
  const feeOf = (amount: string, pct: string) => format(percentOf(amount, pct));

  it.each([
    ['2031-02-02', 8, null],
    ['2031-02-03', 7, '50.00'],
    ['2031-02-08', 2, '50.00'],
    ['2031-02-09', 1, '100.00'],
    ['2031-02-10', 0, '100.00'],
  ])('cancelling a confirmed item on %s (%i days before) charges the tier that applies, as previewed', async (today, days, pct) => {
    const r = await create();
    const item = await addItem(r.idReservation, 'UNIT', { quantity: 2 });
    setTodayForTests(today);
    const preview = await fees(r.idReservation, item.idReservationItem);
    const fee = pct ? feeOf(item.amount, pct) : '0.00';
    expect(preview).toEqual({ total: fee, items: [{ idReservationItem: item.idReservationItem, daysBefore: days, feePercentage: pct, fee }] });
    const cancelled = ok(await admin.gql<{ cancelReservationItem: Item }>(CANCEL_ITEM, {
      id: item.idReservationItem, reason: '  Customer fell ill  ',
    })).cancelReservationItem;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED', amount: item.amount, cancellationFee: preview.total, pendingAmount: fee, amountPayable: fee,
      cancellationReason: 'Customer fell ill',
    });
    // The reservation now owes the fee only.
    expect(await get(r.idReservation)).toMatchObject({ amount: fee, pendingAmount: fee });
  });

  it('refuses to cancel an item of a paid reservation, changing nothing', async () => {
    const r = await create();
    const item = await addItem(r.idReservation, 'UNIT');
    await server.db.query(`update reservation set status = 'PAID' where id_reservation = $1`, [r.idReservation]);
    const before = await get(r.idReservation);
    const refused = await admin.gql(CANCEL_ITEM, { id: item.idReservationItem, reason: 'Too late' });
    expect(refused.errors?.[0]).toMatchObject({ message: 'A paid reservation cannot change its items', extensions: { code: 'CONFLICT' } });
    expect(await get(r.idReservation)).toEqual(before);
  });

  it('charges nothing for a pending item nor under a rate without tiers', async () => {
    setTodayForTests('2031-02-09');
    const r = await create();
    const pending = await addItem(r.idReservation, 'UNIT', { confirm: false });
    const free = await addItem(r.idReservation, 'FREE');
    const preview = await fees(r.idReservation);
    expect(preview.total).toBe('0.00');
    expect(preview.items.map((f) => [f.idReservationItem, f.feePercentage, f.fee])).toEqual([
      [pending.idReservationItem, null, '0.00'], [free.idReservationItem, null, '0.00'],
    ]);
    for (const item of [pending, free]) {
      const cancelled = ok(await admin.gql<{ cancelReservationItem: Item }>(CANCEL_ITEM, { id: item.idReservationItem })).cancelReservationItem;
      expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellationFee: '0.00', pendingAmount: '0.00', amountPayable: '0.00', cancellationReason: null });
    }
    expect(await get(r.idReservation)).toMatchObject({ amount: '0.00', pendingAmount: '0.00' });
  });

  it('cancelling the reservation charges the sum of its confirmed items\' fees, as previewed, and keeps the reason', async () => {
    const r = await create();
    const unit = await addItem(r.idReservation, 'UNIT', { quantity: 3 });
    const night = await addItem(r.idReservation, 'NIGHT', { nights: 2 });
    const pending = await addItem(r.idReservation, 'FREE', { confirm: false });
    setTodayForTests('2031-02-05');
    const preview = await fees(r.idReservation);
    const expected = [feeOf(unit.amount, '50'), feeOf(night.amount, '25'), '0.00'];
    expect(preview.items.map((f) => f.fee)).toEqual(expected);
    expect(preview.total).toBe(format(add(add(expected[0], expected[1]), expected[2])));
    await expectTablesUnchanged(server, TABLES, async () => {
      expectValidation(await admin.gql(CANCEL, { id: r.idReservation, reason: 'x'.repeat(501) }), { reason: 'At most 500 characters' });
    });
    const cancelled = ok(await admin.gql<{ cancelReservation: Reservation }>(CANCEL, {
      id: r.idReservation, reason: 'Trip called off',
    })).cancelReservation;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', amount: preview.total, pendingAmount: preview.total, cancellationReason: 'Trip called off' });
    const items = (await get(r.idReservation)).items!;
    expect(items.map((i) => [i.idReservationItem, i.status, i.cancellationFee, i.cancellationReason])).toEqual([
      [unit.idReservationItem, 'CANCELLED', expected[0], 'Trip called off'],
      [night.idReservationItem, 'CANCELLED', expected[1], 'Trip called off'],
      [pending.idReservationItem, 'CANCELLED', '0.00', 'Trip called off'],
    ]);
    // Nothing is left to cancel.
    expect(await fees(r.idReservation)).toEqual({ total: '0.00', items: [] });
  });

  describe('a change to a confirmed item', () => {
    const reprice = async (code: string, purchaseUnitPrice: string) => {
      const rate = rates[code];
      const data = { ...rate.data, idRateInstance: rate.id, pricing: { ...(rate.data.pricing as object), purchaseUnitPrice } };
      return ok(await admin.gql<{ updateRate: { pricing: { sellingTotal: string } } }>(UPDATE_RATE, { data })).updateRate.pricing.sellingTotal;
    };
    const update = async (item: Item, change: Record<string, unknown>) => ok(await admin.gql<{ updateReservationItem: Item }>(UPDATE_ITEM, {
      data: { idReservationItem: item.idReservationItem, version: item.version, ...change },
    })).updateReservationItem;

    it('keeps the old price of the units it had and prices only the added ones at today\'s rate', async () => {
      await reprice('RPU', '100');
      const r = await create();
      const confirmed = await addItem(r.idReservation, 'RPU', { quantity: 2 });
      const pending = await addItem(r.idReservation, 'RPU', { quantity: 2, confirm: false, serviceDate: '2031-02-11' });
      const old = rates.RPU.price;
      expect(confirmed.amount).toBe(format(multiply(old, '2')));
      const now = await reprice('RPU', '150');
      expect(now).not.toBe(old);
      const more = await update(confirmed, { quantity: 3 });
      const amount = format(add(multiply(old, '2'), now));
      expect(more).toMatchObject({ quantity: 3, amount, unitPrice: divide(amount, '3') });
      // Fewer units keep the confirmed unit price.
      const other = await addItem(r.idReservation, 'RPU', { quantity: 3, serviceDate: '2031-02-12' });
      await reprice('RPU', '200');
      const fewer = await update(other, { quantity: 1 });
      expect(fewer).toMatchObject({ quantity: 1, unitPrice: other.unitPrice, amount: other.unitPrice });
      // A pending item never agreed a price: repriced whole.
      const latest = await reprice('RPU', '120');
      expect(await update(pending, { quantity: 3 })).toMatchObject({ amount: format(multiply(latest, '3')), unitPrice: latest });
      // Anything else (here the date) reprices the whole item.
      expect(await update(fewer, { serviceDate: '2031-02-13' })).toMatchObject({ amount: latest, unitPrice: latest });
      expect((await get(r.idReservation)).amount).toBe(format([amount, latest, format(multiply(latest, '3'))].reduce(add)));
    });

    it('prices only the added nights of a stay, from its old last night on', async () => {
      await reprice('RPN', '80');
      const r = await create();
      const stay = await addItem(r.idReservation, 'RPN', { nights: 2 });
      const old = rates.RPN.price;
      expect(stay.amount).toBe(format(multiply(old, '2')));
      const now = await reprice('RPN', '90');
      const longer = await update(stay, { nights: 4 });
      const amount = format(add(multiply(old, '2'), multiply(now, '2')));
      expect(longer).toMatchObject({ nights: 4, amount, unitPrice: divide(amount, '4') });
    });
  });
});
