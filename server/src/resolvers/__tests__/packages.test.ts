import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar.ts';
import { applyInventoryTransaction, setSalePeriod, type InventoryTransactionType } from '../../domain/inventory.ts';
import { expandPackage } from '../../domain/packages.ts';
import { toGlobalId } from '../../graphql/globalId.ts';
import { codeOf, expectValidation, fieldsOf, ok, tableDump, expectFieldCodes } from '../../testing/adminFixtures.ts';
import { createFixtureProduct, ouId, type FixtureProduct } from '../../testing/productFixtures.ts';
import { dbKinds } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

const REQUIRED = 'This field is required';
const TODAY = '2032-01-05';
const d = (n: number) => addDays(TODAY, n);

const PACKAGE = `idPackage id code name shortName description durationDays idStatus itemCount createdAt updatedAt
  items { idPackageItem dayOffset nights quantity instance { idProductInstance idProduct code name } }`;
const CREATE = `mutation ($data: PackageInput!) { createPackage(data: $data) { ${PACKAGE} } }`;
const GET = `query ($id: ID!) { getPackageById(id: $id) { ${PACKAGE} } }`;
const SEARCH = `query ($input: SearchInput!) { searchPackages(input: $input) { count data { code name itemCount } } }`;
const AVAILABILITY = `query ($input: PackageAvailabilityInput!) { getPackageAvailability(input: $input) {
  startDate free bookable block limitingItem { idPackageItem dayOffset instance { code } } } }`;

interface PackageItem { idPackageItem: string; dayOffset: number; nights: number; quantity: number; instance: { idProductInstance: string; idProduct: string; code: string; name: string } }
interface Package {
  idPackage: string; id: string; code: string; name: string; shortName: string; description: string | null; durationDays: number;
  idStatus: string; itemCount: number; items: PackageItem[];
}
interface AvailabilityDay { startDate: string; free: number | null; bookable: boolean; block: string | null; limitingItem: { idPackageItem: string; dayOffset: number; instance: { code: string } } | null }

describe.each(dbKinds)('packages (%s)', (kind) => {
  const { server, users: [admin], cusco } = suiteServer(kind, { users: ['ADMIN'], cusco: true, today: TODAY });
  let idOu: string;
  let hotel: FixtureProduct;
  let tour: FixtureProduct;
  let transfer: FixtureProduct;
  let retired: FixtureProduct;
  let cuscoHotel: FixtureProduct;

  beforeAll(async () => {
    idOu = await ouId(server.db, 'LIM');
    hotel = await createFixtureProduct(server.db, idOu, { code: 'P-HTL', name: 'Inti hotel', type: 'HOTEL', instances: [{ code: 'DBL' }] });
    tour = await createFixtureProduct(server.db, idOu, { code: 'P-TOUR', name: 'Valley tour', instances: [{ code: 'SHR-EN' }] });
    transfer = await createFixtureProduct(server.db, idOu, {
      code: 'P-TRF', name: 'Airport transfer', type: 'TRANSFER', unit: 'VEHICLE', hasInventory: false, instances: [{ code: 'VAN' }],
    });
    retired = await createFixtureProduct(server.db, idOu, { code: 'P-OLD', name: 'Old tour', instances: [{ code: 'X', status: 'INACTIVE' }] });
    cuscoHotel = await createFixtureProduct(server.db, await ouId(server.db, 'CUZ'), { code: 'P-CUZ', name: 'Cusco hotel', type: 'HOTEL' });
  });

  const id = (p: FixtureProduct) => p.instances[0].idProductInstance;
  const create = (data: Record<string, unknown>, who = admin) => who.gql<{ createPackage: Package }>(CREATE, { data });
  const valid = (extra: Record<string, unknown> = {}) => ({
    code: 'VALLE-3D2N', name: 'Valle Sagrado 3D/2N', shortName: 'Valle 3D', description: 'Two nights in the valley', durationDays: 3,
    items: [
      { idProductInstance: id(transfer), dayOffset: 0 },
      { idProductInstance: id(hotel), dayOffset: 0, nights: 2 },
      { idProductInstance: id(tour), dayOffset: 1, quantity: 2 },
    ],
    ...extra,
  });
  const dump = async () => [await tableDump(server, 'package'), await tableDump(server, 'package_item')];
  const capacity = (idProductInstance: string, transactionType: InventoryTransactionType, quantity: number, from: number, to: number) =>
    server.db.transaction((tx) => applyInventoryTransaction(tx, { idProductInstance, transactionType, quantity, dateFrom: d(from), dateTo: d(to) }, null));
  let valle: Package;

  describe('createPackage', () => {
    it('creates a package of the caller OU with its parts in order', async () => {
      valle = ok(await create(valid())).createPackage;
      expect(valle).toMatchObject({
        code: 'VALLE-3D2N', name: 'Valle Sagrado 3D/2N', shortName: 'Valle 3D', description: 'Two nights in the valley',
        durationDays: 3, idStatus: 'ACTIVE', itemCount: 3, id: toGlobalId('Package', valle.idPackage),
      });
      expect(valle.items.map((i) => [i.instance.code, i.instance.idProduct, i.dayOffset, i.nights, i.quantity])).toEqual([
        ['VAN', transfer.idProduct, 0, 1, 1], ['DBL', hotel.idProduct, 0, 2, 1], ['SHR-EN', tour.idProduct, 1, 1, 2],
      ]);
      const [row] = await server.db.query<{ idOu: string }>('select id_ou as "idOu" from package where id_package = $1', [valle.idPackage]);
      expect(row.idOu).toBe(idOu);
    });

    it('answers every missing field at once and changes nothing', async () => {
      const before = await dump();
      expectValidation(await create({}), {
        code: REQUIRED, name: REQUIRED, shortName: REQUIRED, durationDays: REQUIRED, items: 'Add at least one item',
      });
      expectValidation(await create(valid({ code: 'NEW', items: [{}] })), {
        'items.0.idProductInstance': REQUIRED, 'items.0.dayOffset': REQUIRED,
      });
      expect(await dump()).toEqual(before);
    });

    it('keeps each part inside the package days', async () => {
      const response = await create(valid({
        code: 'BAD-DAYS',
        items: [
          { idProductInstance: id(hotel), dayOffset: 3 },
          { idProductInstance: id(hotel), dayOffset: 1, nights: 3 },
          { idProductInstance: id(tour), dayOffset: -1, quantity: 0 },
        ],
      }));
      expectValidation(response, {
        'items.0.dayOffset': 'Must be a whole number from 0 to 2',
        'items.1.nights': "The part must end within the package's 3 days",
        'items.2.dayOffset': 'Must be a whole number from 0 to 2',
        'items.2.quantity': 'Must be a whole number from 1 to 99',
      });
      expectFieldCodes(response, {
        'items.0.dayOffset': ['NUMBER_RANGE', { min: 0, max: 2 }], 'items.1.nights': ['PART_BEYOND_PACKAGE', { days: 3 }],
      });
      expectValidation(await create(valid({ durationDays: 0 })), { durationDays: 'Must be a whole number from 1 to 365' }, true);
    });

    it('refuses a code with spaces, as every other code, and takes null nights and quantity as 1', async () => {
      const before = await dump();
      const spaced = await create(valid({ code: 'VALLE 3D' }));
      expectFieldCodes(spaced, { code: 'HAS_SPACES' });
      expectValidation(spaced, { code: 'The code cannot contain spaces' });
      expect(await dump()).toEqual(before);
      const nulls = ok(await create(valid({ code: 'NULLS', name: 'Null parts', shortName: 'Nulls', items: [{ idProductInstance: id(hotel), dayOffset: 2, nights: null, quantity: null }] })));
      expect(nulls.createPackage.items.map((i) => [i.dayOffset, i.nights, i.quantity])).toEqual([[2, 1, 1]]);
    });

    it('takes only active instances of the caller OU, and a code not yet used', async () => {
      const before = await dump();
      const inactive = await create(valid({
        code: 'OTHER',
        items: [
          { idProductInstance: id(retired), dayOffset: 0 },
          { idProductInstance: id(cuscoHotel), dayOffset: 0 },
          { idProductInstance: 'nonsense', dayOffset: 0 },
        ],
      }));
      expectFieldCodes(inactive, { 'items.0.idProductInstance': 'NOT_ACTIVE' });
      expectValidation(inactive, {
        'items.0.idProductInstance': 'Choose an active product instance',
        'items.1.idProductInstance': 'Choose an active product instance',
        'items.2.idProductInstance': 'Choose an active product instance',
      });
      expectValidation(await create(valid({ code: 'valle-3d2n' })), { code: 'A package with this code already exists' });
      expect(await dump()).toEqual(before);
      // Another OU may use the same code (with its own instances).
      const theirs = ok(await create(valid({ items: [{ idProductInstance: id(cuscoHotel), dayOffset: 0 }] }), cusco)).createPackage;
      expect(theirs.code).toBe('VALLE-3D2N');
    });
  });

  describe('reading', () => {
    it('gets a package of the caller OU by id and by node id, never another OU one', async () => {
      const got = ok(await admin.gql<{ getPackageById: Package }>(GET, { id: valle.idPackage })).getPackageById;
      expect(got).toEqual(valle);
      expect(ok(await cusco.gql<{ getPackageById: null }>(GET, { id: valle.idPackage })).getPackageById).toBeNull();
      expect(ok(await admin.gql<{ getPackageById: null }>(GET, { id: 'x' })).getPackageById).toBeNull();
      const node = 'query ($id: ID!) { node(id: $id) { id ... on Package { code } } }';
      expect(ok(await admin.gql<{ node: { code: string } }>(node, { id: valle.id })).node.code).toBe('VALLE-3D2N');
      expect(ok(await cusco.gql<{ node: null }>(node, { id: valle.id })).node).toBeNull();
    });

    it('searches the caller OU packages by code or name, any case or accents, paged', async () => {
      ok(await create(valid({ code: 'LIMA-GASTRO', name: 'Lima gastronómica 2D/1N', shortName: 'Lima food', durationDays: 2,
        items: [{ idProductInstance: id(tour), dayOffset: 1 }] })));
      const search = async (input: Record<string, unknown>, who = admin) =>
        ok(await who.gql<{ searchPackages: { count: number; data: { code: string; name: string; itemCount: number }[] } }>(SEARCH, { input })).searchPackages;
      // The demo packages are there too: look for this test's among them.
      const all = await search({ take: 100, sortBy: 'code', sortDirection: 'DESC' });
      expect(all.data).toEqual(expect.arrayContaining([
        { code: 'LIMA-GASTRO', name: 'Lima gastronómica 2D/1N', itemCount: 1 },
        { code: 'VALLE-3D2N', name: 'Valle Sagrado 3D/2N', itemCount: 3 },
      ]));
      expect(all.count).toBe(all.data.length);
      expect((await search({ text: 'GASTRONOMICA' })).data.map((p) => p.code)).toEqual(['LIMA-GASTRO']);
      expect((await search({ text: 'valle-3' })).data.map((p) => p.code)).toEqual(['VALLE-3D2N']);
      expect(await search({ take: 1, skip: 1, sortBy: 'code', sortDirection: 'DESC' })).toMatchObject({ count: all.count, data: [{ code: all.data[1].code }] });
      expect(await search({ status: 'INACTIVE' })).toEqual({ count: 0, data: [] });
      const cuscoCodes = (await search({ take: 100 }, cusco)).data.map((p) => p.code);
      expect(cuscoCodes).toContain('VALLE-3D2N');
      expect(cuscoCodes).not.toContain('LIMA-GASTRO');
      expect(codeOf(await admin.gql(SEARCH, { input: { sortBy: 'price' } }))).toBe('VALIDATION');
    });

    it('expands a package into its parts with their dates', async () => {
      const { parts } = await expandPackage(server.db, idOu, valle.idPackage, '2032-02-27', 2);
      expect(parts.map((p) => [p.idProductInstance, p.dateFrom, p.dateTo, p.quantity])).toEqual([
        [id(transfer), '2032-02-27', '2032-02-27', 2],
        [id(hotel), '2032-02-27', '2032-02-28', 2],
        [id(tour), '2032-02-28', '2032-02-28', 4],
      ]);
      await expect(expandPackage(server.db, await ouId(server.db, 'CUZ'), valle.idPackage, TODAY)).rejects.toMatchObject({
        extensions: { code: 'NOT_FOUND' },
      });
    });
  });

  describe('getPackageAvailability', () => {
    const ask = async (input: Record<string, unknown>) =>
      ok(await admin.gql<{ getPackageAvailability: AvailabilityDay[] }>(AVAILABILITY, { input })).getPackageAvailability;

    it('is, per start date, the minimum over the parts of what each part has free', async () => {
      // Hotel: 5 rooms d1-d10, 2 of them released on d4. Tour: 6 seats d1-d10, 5 blocked on d6 (2 seats per package).
      await capacity(id(hotel), 'ADD_CAPACITY', 5, 1, 10);
      await capacity(id(hotel), 'RELEASE', 3, 4, 4);
      await capacity(id(tour), 'ADD_CAPACITY', 6, 1, 10);
      await capacity(id(tour), 'BLOCK', 5, 6, 6);
      const hotelFree = (n: number) => (n >= 1 && n <= 10 ? (n === 4 ? 2 : 5) : 0);
      const tourFree = (n: number) => (n >= 1 && n <= 10 ? (n === 6 ? 1 : 6) : 0);
      const days = await ask({ idPackage: valle.idPackage, dateFrom: d(0), dateTo: d(10) });
      expect(days.map((day) => day.startDate)).toEqual(Array.from({ length: 11 }, (_, i) => d(i)));
      // Two hotel nights from the start; the tour (2 seats) the day after; the transfer is not limited.
      const expected = days.map((_, s) => Math.min(hotelFree(s), hotelFree(s + 1), Math.floor(tourFree(s + 1) / 2)));
      expect(days.map((day) => day.free)).toEqual(expected);
      expect(expected).toEqual([0, 3, 3, 2, 2, 0, 3, 3, 3, 3, 0]);
      expect(days.map((day) => day.bookable)).toEqual(expected.map((free) => free >= 1));
      const [first, , , , , fifth] = days;
      expect(first).toMatchObject({ bookable: false, block: 'NO_CAPACITY', limitingItem: { dayOffset: 0, instance: { code: 'DBL' } } });
      expect(fifth).toMatchObject({ bookable: false, block: 'INSUFFICIENT', limitingItem: { dayOffset: 1, instance: { code: 'SHR-EN' } } });
      expect(days[1].limitingItem).toBeNull();

      const three = await ask({ idPackage: valle.idPackage, dateFrom: d(1), dateTo: d(6), quantity: 3 });
      expect(three.map((day) => [day.free, day.bookable, day.block])).toEqual([
        [3, true, null], [3, true, null], [2, false, 'INSUFFICIENT'], [2, false, 'INSUFFICIENT'], [0, false, 'INSUFFICIENT'],
        [3, true, null],
      ]);
    });

    it('names the first part a stop sale or a release period closes', async () => {
      await server.db.transaction((tx) => setSalePeriod(tx, {
        idProductInstance: id(transfer), dateFrom: d(7), dateTo: d(7), saleStatus: 'STOP_SALE',
      }, null));
      const days = await ask({ idPackage: valle.idPackage, dateFrom: d(7), dateTo: d(8) });
      expect(days[0]).toMatchObject({ free: 3, bookable: false, block: 'STOP_SALE', limitingItem: { dayOffset: 0, instance: { code: 'VAN' } } });
      expect(days[1]).toMatchObject({ free: 3, bookable: true, block: null, limitingItem: null });
    });

    it('counts a part twice when two parts use one instance on one day', async () => {
      const twice = ok(await create(valid({
        code: 'TWO-ROOMS', durationDays: 1,
        items: [{ idProductInstance: id(hotel), dayOffset: 0 }, { idProductInstance: id(hotel), dayOffset: 0, quantity: 2 }],
      }))).createPackage;
      const days = await ask({ idPackage: twice.idPackage, dateFrom: d(3), dateTo: d(4) });
      expect(days.map((day) => [day.free, day.bookable])).toEqual([[1, true], [0, false]]);
    });

    it('validates the question and keeps to the caller OU', async () => {
      const q = (input: Record<string, unknown>, who = admin) => who.gql(AVAILABILITY, { input });
      expectValidation(await q({}), { idPackage: REQUIRED, dateFrom: REQUIRED, dateTo: REQUIRED });
      expectValidation(await q({ idPackage: valle.idPackage, dateFrom: d(2), dateTo: d(1) }), {
        dateTo: 'The end date cannot be before the start date',
      });
      expectValidation(await q({ idPackage: valle.idPackage, dateFrom: d(0), dateTo: d(62) }), { dateTo: 'The range can be at most 62 days' });
      const other = await q({ idPackage: valle.idPackage, dateFrom: d(0), dateTo: d(1) }, cusco);
      expect(codeOf(other)).toBe('NOT_FOUND');
      expect(fieldsOf(other)).toEqual({ idPackage: 'Package not found' });
    });
  });
});
