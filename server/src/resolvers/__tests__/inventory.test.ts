import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar.ts';
import { holdInventory } from '../../domain/inventory.ts';
import { codeOf, expectValidation, fieldsOf, ok, tableDump, expectFieldCodes } from '../../testing/adminFixtures.ts';
import { createFixtureCategory, createFixtureProduct, ouId, type FixtureProduct } from '../../testing/productFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const REQUIRED = 'This field is required';
const TODAY = '2031-05-10';
const d = (n: number) => addDays(TODAY, n);

const CREATE = `mutation ($data: InventoryTransactionInput!) { createInventoryTransaction(data: $data) {
  idInventoryTransaction idProductInstance dateFrom dateTo transactionType quantity note createdAt createdBy } }`;
const SALE = `mutation ($data: InventorySalePeriodInput!) { setInventorySaleStatus(data: $data) {
  idInventorySalePeriod dateFrom dateTo saleStatus releaseDays createdAt createdBy } }`;
const GRID = `query ($input: AvailabilityInput!) { checkAvailability(input: $input) {
  dates rows { instance { idProductInstance idProduct code name }
    days { date capacity held free saleStatus releaseDays bookable block } } } }`;
const HISTORY = `query ($input: AvailabilityInput!, $take: Int, $skip: Int) { checkAvailability(input: $input) { rows {
  instance { idProductInstance
    inventoryTransactions(take: $take, skip: $skip) { count data { transactionType quantity dateFrom dateTo note createdBy } }
    salePeriods(take: $take, skip: $skip) { count data { saleStatus releaseDays dateFrom dateTo createdBy } } } } } }`;

interface Day {
  date: string; capacity: number | null; held: number; free: number | null; saleStatus: string; releaseDays: number;
  bookable: boolean; block: string | null;
}
interface Grid {
  checkAvailability: { dates: string[]; rows: { instance: { idProductInstance: string; idProduct: string; code: string; name: string }; days: Day[] }[] };
}

describe.each(dbKinds)('inventory resolvers (%s)', (kind) => {
  const { server, users: [admin, resadm], cusco } = suiteServer(kind, { users: ['ADMIN', 'RESADM'], cusco: true, today: TODAY });
  let idOu: string;
  /** Lima: a hotel with two room types (sorted SGL after DBL), a tour without inventory, an inactive product. */
  let hotel: FixtureProduct;
  let tour: FixtureProduct;
  let closed: FixtureProduct;
  let cuscoProduct: FixtureProduct;
  let idCategory: string;

  beforeAll(async () => {
    idOu = await ouId(server.db, 'LIM');
    hotel = await createFixtureProduct(server.db, idOu, {
      code: 'T-HTL', name: 'Alpaca Inn', type: 'HOTEL', unit: 'ROOM',
      instances: [{ code: 'DBL', name: 'Double room' }, { code: 'SGL', name: 'Single room' }],
    });
    tour = await createFixtureProduct(server.db, idOu, { code: 'T-TOUR', name: 'Barranco walk', hasInventory: false });
    closed = await createFixtureProduct(server.db, idOu, { code: 'T-OLD', name: 'Condor lodge', type: 'HOTEL', status: 'INACTIVE' });
    cuscoProduct = await createFixtureProduct(server.db, await ouId(server.db, 'CUZ'), { code: 'T-CUZ', name: 'Cusco only', type: 'HOTEL' });
    idCategory = await createFixtureCategory(server.db, idOu, 'Test destination', [hotel.idProduct, tour.idProduct, closed.idProduct]);
  });

  const [dbl, sgl] = [() => hotel.instances[0].idProductInstance, () => hotel.instances[1].idProductInstance];
  const create = (data: Record<string, unknown>, who = admin) => who.gql<{ createInventoryTransaction: Record<string, unknown> }>(CREATE, { data });
  const sale = (data: Record<string, unknown>, who = admin) => who.gql<{ setInventorySaleStatus: Record<string, unknown> }>(SALE, { data });
  const grid = async (input: Record<string, unknown>, who = admin) => ok(await who.gql<Grid>(GRID, { input })).checkAvailability;
  const ledger = () => tableDump(server, 'inventory_transaction');

  describe('createInventoryTransaction', () => {
    it('records a transaction of the caller, answering who made it', async () => {
      const created = ok(await create({
        idProductInstance: dbl(), dateFrom: d(0), dateTo: d(29), transactionType: 'ADD_CAPACITY', quantity: 8, note: ' Contract 2031 ',
      })).createInventoryTransaction;
      expect(created).toMatchObject({
        idProductInstance: dbl(), dateFrom: d(0), dateTo: d(29), transactionType: 'ADD_CAPACITY', quantity: 8,
        note: 'Contract 2031', createdBy: 'Demo Administrator',
      });
      ok(await create({ idProductInstance: sgl(), dateFrom: d(0), dateTo: d(9), transactionType: 'ADD_CAPACITY', quantity: 3 }));
      ok(await create({ idProductInstance: dbl(), dateFrom: d(5), dateTo: d(6), transactionType: 'BLOCK', quantity: 2 }));
      ok(await create({ idProductInstance: dbl(), dateFrom: d(6), dateTo: d(7), transactionType: 'ADJUSTMENT', quantity: -1 }));
    });

    it('answers every missing field at once and changes nothing', async () => {
      const before = await ledger();
      expectValidation(await create({}), {
        idProductInstance: REQUIRED, dateFrom: REQUIRED, dateTo: REQUIRED, transactionType: REQUIRED, quantity: REQUIRED,
      });
      expect(await ledger()).toEqual(before);
    });

    it('rejects an end date before the start date with a clear message', async () => {
      const before = await ledger();
      const response = await create({ idProductInstance: dbl(), dateFrom: d(5), dateTo: d(4), transactionType: 'ADD_CAPACITY', quantity: 1 });
      expectValidation(response, { dateTo: 'The end date cannot be before the start date' });
      expectValidation(await create({ idProductInstance: dbl(), dateFrom: d(0), dateTo: d(800), transactionType: 'ADD_CAPACITY', quantity: 1 }),
        { dateTo: 'The range can be at most 2 years' });
      expect(await ledger()).toEqual(before);
    });

    it('applies the quantity rules of each type', async () => {
      const base = { idProductInstance: dbl(), dateFrom: d(1), dateTo: d(1) };
      expectValidation(await create({ ...base, transactionType: 'RELEASE', quantity: -1 }), { quantity: 'Must be greater than 0' });
      const zero = await create({ ...base, transactionType: 'ADJUSTMENT', quantity: 0 });
      expectValidation(zero, { quantity: 'An adjustment cannot be 0' });
      expectFieldCodes(zero, { quantity: 'ZERO_NOT_ALLOWED' });
      expectValidation(await create({ ...base, transactionType: 'ADD_CAPACITY', quantity: 100_001 }), { quantity: 'At most 100000 units' });
    });

    it('refuses to go below what is held, naming the day', async () => {
      await server.db.transaction((tx) => holdInventory(tx, {
        idProductInstance: sgl(), dateFrom: d(3), dateTo: d(4), quantity: 2, holdRef: 'test-booking',
      }, null));
      const before = await ledger();
      const response = await create({ idProductInstance: sgl(), dateFrom: d(0), dateTo: d(9), transactionType: 'RELEASE', quantity: 2 });
      expectValidation(response, { quantity: `On ${d(3)} 2 units are held and only 1 are free: cannot take away 2` });
      expectFieldCodes(response, { quantity: ['HELD_SHORTFALL', { day: d(3), held: 2, free: 1, quantity: 2 }] });
      expect(await ledger()).toEqual(before);
    });

    it('is for products with inventory, of the caller OU, and for whoever holds the operation', async () => {
      const base = { dateFrom: d(1), dateTo: d(1), transactionType: 'ADD_CAPACITY', quantity: 1 };
      expectValidation(await create({ ...base, idProductInstance: tour.instances[0].idProductInstance }), {
        idProductInstance: 'This product does not keep inventory',
      });
      const before = await ledger();
      const other = await create({ ...base, idProductInstance: cuscoProduct.instances[0].idProductInstance });
      expect(codeOf(other)).toBe('NOT_FOUND');
      expect(fieldsOf(other)).toEqual({ idProductInstance: 'Product instance not found' });
      expect(codeOf(await create({ ...base, idProductInstance: dbl() }, cusco))).toBe('NOT_FOUND');
      expect(codeOf(await create({ ...base, idProductInstance: 'not-an-id' }))).toBe('NOT_FOUND');
      expect(codeOf(await create({ ...base, idProductInstance: dbl() }, resadm))).toBe('FORBIDDEN');
      expect(await ledger()).toEqual(before);
    });
  });

  describe('setInventorySaleStatus', () => {
    it('sets a period, with its rules', async () => {
      const period = ok(await sale({ idProductInstance: dbl(), dateFrom: d(10), dateTo: d(12), saleStatus: 'STOP_SALE' })).setInventorySaleStatus;
      expect(period).toMatchObject({ dateFrom: d(10), dateTo: d(12), saleStatus: 'STOP_SALE', releaseDays: 0, createdBy: 'Demo Administrator' });
      ok(await sale({ idProductInstance: dbl(), dateFrom: d(12), dateTo: d(14), saleStatus: 'ON_REQUEST', releaseDays: 3 }));
      ok(await sale({ idProductInstance: sgl(), dateFrom: d(0), dateTo: d(20), saleStatus: 'FREE_SALE', releaseDays: 2 }));
      expectValidation(await sale({}), { idProductInstance: REQUIRED, dateFrom: REQUIRED, dateTo: REQUIRED, saleStatus: REQUIRED });
      expectValidation(await sale({ idProductInstance: dbl(), dateFrom: d(2), dateTo: d(1), saleStatus: 'FREE_SALE', releaseDays: 366 }), {
        dateTo: 'The end date cannot be before the start date', releaseDays: 'Must be between 0 and 365',
      });
      expect(codeOf(await sale({ idProductInstance: dbl(), dateFrom: d(1), dateTo: d(1), saleStatus: 'STOP_SALE' }, cusco))).toBe('NOT_FOUND');
      // Products without inventory still have a sale status.
      ok(await sale({ idProductInstance: tour.instances[0].idProductInstance, dateFrom: d(2), dateTo: d(2), saleStatus: 'STOP_SALE' }));
    });

    it('lists the ledger and the periods of an instance newest first, paged', async () => {
      const response = ok(await admin.gql<{ checkAvailability: { rows: {
        instance: { idProductInstance: string;
          inventoryTransactions: { count: number; data: { transactionType: string; quantity: number; createdBy: string }[] };
          salePeriods: { count: number; data: { saleStatus: string; releaseDays: number; createdBy: string }[] } };
      }[] } }>(HISTORY, { input: { productIds: [hotel.idProduct], dateFrom: d(0), dateTo: d(0) }, take: 2, skip: 0 }));
      const [first] = response.checkAvailability.rows;
      expect(first.instance.idProductInstance).toBe(dbl());
      expect(first.instance.inventoryTransactions.count).toBe(3);
      expect(first.instance.inventoryTransactions.data).toMatchObject([
        { transactionType: 'ADJUSTMENT', quantity: -1, createdBy: 'Demo Administrator' },
        { transactionType: 'BLOCK', quantity: 2 },
      ]);
      expect(first.instance.salePeriods.count).toBe(2);
      expect(first.instance.salePeriods.data.map((p) => p.saleStatus)).toEqual(['ON_REQUEST', 'STOP_SALE']);
      const bad = await admin.gql(HISTORY, { input: { productIds: [hotel.idProduct], dateFrom: d(0), dateTo: d(0) }, take: 0 });
      expect(codeOf(bad)).toBe('VALIDATION');
    });
  });

  describe('checkAvailability', () => {
    it('answers a grid of instances by date: product name, then instance order', async () => {
      const result = await grid({ productIds: [tour.idProduct, hotel.idProduct], dateFrom: d(-1), dateTo: d(13), quantity: 2 });
      expect(result.dates).toEqual(Array.from({ length: 15 }, (_, i) => d(i - 1)));
      expect(result.rows.map((r) => [r.instance.code, r.instance.idProduct])).toEqual([
        ['DBL', hotel.idProduct], ['SGL', hotel.idProduct], ['STD', tour.idProduct],
      ]);
      const [double, single, walk] = result.rows.map((r) => r.days);
      // Double: 8 from d0 to d29, BLOCK 2 on d5-d6, ADJUSTMENT -1 on d6-d7; stop sale d10-d12, on request d12-d14.
      expect(double.map((day) => day.capacity)).toEqual([0, 8, 8, 8, 8, 8, 6, 5, 7, 8, 8, 8, 8, 8, 8]);
      expect(double.map((day) => day.block)).toEqual([
        'RELEASE_PERIOD', null, null, null, null, null, null, null, null, null, null, 'STOP_SALE', 'STOP_SALE', 'ON_REQUEST', 'ON_REQUEST',
      ]);
      expect(double[13]).toMatchObject({ date: d(12), saleStatus: 'ON_REQUEST', releaseDays: 3, bookable: false });
      // Single: 3 rooms d0-d9, 2 held on d3-d4, release period 2 days from d0.
      expect(single.map((day) => [day.capacity, day.held, day.free, day.block])).toEqual([
        [0, 0, 0, 'RELEASE_PERIOD'], [3, 0, 3, 'RELEASE_PERIOD'], [3, 0, 3, 'RELEASE_PERIOD'], [3, 0, 3, null],
        [3, 2, 1, 'INSUFFICIENT'], [3, 2, 1, 'INSUFFICIENT'], [3, 0, 3, null], [3, 0, 3, null], [3, 0, 3, null],
        [3, 0, 3, null], [3, 0, 3, null], [0, 0, 0, 'NO_CAPACITY'], [0, 0, 0, 'NO_CAPACITY'], [0, 0, 0, 'NO_CAPACITY'],
        [0, 0, 0, 'NO_CAPACITY'],
      ]);
      // The walk keeps no inventory: never limited, but its stop sale applies.
      expect(walk.every((day) => day.capacity === null && day.free === null)).toBe(true);
      expect(walk.filter((day) => !day.bookable).map((day) => [day.date, day.block])).toEqual([[d(2), 'STOP_SALE']]);
    });

    it('takes the active instances of active products of a category', async () => {
      const result = await grid({ idProductCategory: idCategory, dateFrom: d(0), dateTo: d(0) });
      expect(result.rows.map((r) => r.instance.code)).toEqual(['DBL', 'SGL', 'STD']);
      // Picked by name, an inactive product shows, marked INACTIVE.
      const picked = await grid({ productIds: [closed.idProduct], dateFrom: d(0), dateTo: d(0) });
      expect(picked.rows[0].days[0]).toMatchObject({ block: 'INACTIVE', bookable: false });
    });

    it('validates the question', async () => {
      const q = (input: Record<string, unknown>) => admin.gql(GRID, { input });
      expectValidation(await q({}), { productIds: 'Choose products or a category', dateFrom: REQUIRED, dateTo: REQUIRED });
      expectValidation(await q({ productIds: [hotel.idProduct], dateFrom: d(3), dateTo: d(2) }), {
        dateTo: 'The end date cannot be before the start date',
      });
      expectValidation(await q({ productIds: [hotel.idProduct], dateFrom: d(0), dateTo: d(62) }), { dateTo: 'The range can be at most 62 days' });
      ok(await q({ productIds: [hotel.idProduct], dateFrom: d(0), dateTo: d(61) }));
      expectValidation(await q({ productIds: [hotel.idProduct], dateFrom: d(0), dateTo: d(1), quantity: 0 }), { quantity: 'Must be at least 1' });
    });

    it('sees only the caller OU', async () => {
      const other = await admin.gql(GRID, { input: { productIds: [cuscoProduct.idProduct], dateFrom: d(0), dateTo: d(0) } });
      expect(codeOf(other)).toBe('NOT_FOUND');
      expect(fieldsOf(other)).toEqual({ productIds: 'Product not found' });
      const category = await cusco.gql(GRID, { input: { idProductCategory: idCategory, dateFrom: d(0), dateTo: d(0) } });
      expect(fieldsOf(category)).toEqual({ idProductCategory: 'Product category not found' });
      expect(codeOf(await cusco.gql(GRID, { input: { productIds: [hotel.idProduct], dateFrom: d(0), dateTo: d(0) } }))).toBe('NOT_FOUND');
    });

    it('keeps the grid to 200 instances', async () => {
      const big = await createFixtureProduct(server.db, idOu, { code: 'T-BIG', name: 'Big hotel' });
      await server.db.query(
        `insert into product_instance (id_product, code, name, short_name, sort_order)
         select $1, 'R' || i, 'Room ' || i, 'Room ' || i, i from generate_series(1, 200) i`,
        [big.idProduct],
      );
      const refused = await admin.gql(GRID, { input: { productIds: [big.idProduct], dateFrom: d(0), dateTo: d(0) } });
      expectValidation(refused, { productIds: 'These products have 201 instances; the grid shows at most 200' });
      expectFieldCodes(refused, { productIds: ['TOO_MANY', { max: 200, count: 201 }] });
    });
  });
});
