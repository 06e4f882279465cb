import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, setTodayForTests } from '../../domain/calendar.ts';
import { findInventoryDrift, readAvailability } from '../../domain/inventory.ts';
import { createFixtureProduct, ouId, type FixtureProduct } from '../../testing/productFixtures.ts';
import { createTestServer, dbKinds, type TestServer } from '../../testing/testServer.ts';
import { DEMO_HISTORY_DAYS, DEMO_INVENTORY_DAYS, seedDemoInventory } from '../inventoryDemoData.ts';

const TODAY = '2033-01-10';

describe.each(dbKinds)('demo inventory and packages (%s)', (kind) => {
  let server: TestServer;
  let lim: string;
  let cuz: string;
  const fixtures: Record<string, FixtureProduct> = {};
  let seeded: Awaited<ReturnType<typeof seedDemoInventory>>;
  let seconds = 0;

  beforeAll(async () => {
    setTodayForTests(TODAY);
    server = await createTestServer(kind);
    [lim, cuz] = [await ouId(server.db, 'LIM'), await ouId(server.db, 'CUZ')];
    // Products the package recipes recognise by code pattern (whatever the product seed holds besides).
    const make = async (key: string, idOu: string, spec: Parameters<typeof createFixtureProduct>[2]) => {
      fixtures[key] = await createFixtureProduct(server.db, idOu, spec);
    };
    await make('cuzHotel', cuz, { code: 'HTL-CUZ-ZFIX', name: 'Fixture Cusco hotel', type: 'HOTEL', instances: [{ code: 'DBL-BB' }, { code: 'SGL-BB' }] });
    await make('cuzTour', cuz, { code: 'TOUR-CUZ-ZFIX', name: 'Fixture city tour', hasInventory: false, instances: [{ code: 'SHR-EN' }] });
    await make('mapiHotel', cuz, { code: 'HTL-MAP-ZFIX', name: 'Fixture Aguas Calientes hotel', type: 'HOTEL', instances: [{ code: 'DBL-BB' }] });
    await make('train', cuz, { code: 'TRN-OLL-MAP-ZFIX', name: 'Fixture train', type: 'TRAIN', instances: [{ code: 'EXP' }, { code: 'VIS' }] });
    await make('trail', cuz, { code: 'TOUR-CUZ-ZINCATRAIL', name: 'Fixture Inca Trail', instances: [{ code: 'SHR-EN' }] });
    await make('limHotel', lim, { code: 'HTL-LIM-ZFIX', name: 'Fixture Miraflores hotel', type: 'HOTEL', instances: [{ code: 'DBL-BB' }] });
    await make('limTour', lim, { code: 'TOUR-LIM-ZFIX', name: 'Fixture food tour', instances: [{ code: 'PRV-EN' }, { code: 'SHR-EN' }] });
    const started = performance.now();
    seeded = await server.db.transaction((tx) => seedDemoInventory(tx));
    seconds = (performance.now() - started) / 1000;
  });
  afterAll(async () => {
    setTodayForTests(null);
    await server?.close();
  });

  const instanceIds = () => Object.values(fixtures).filter((p) => p !== fixtures.cuzTour).flatMap((p) => p.instances.map((i) => i.idProductInstance));
  const grid = async (product: FixtureProduct, idOu: string, from: number, to: number) =>
    readAvailability(server.db, idOu, product.instances.map((i) => i.idProductInstance), addDays(TODAY, from), addDays(TODAY, to), 1);

  it('is quick', () => {
    console.log(`seedDemoInventory (${kind}): ${seeded.instances} instances, ${seeded.transactions} transactions, `
      + `${seeded.salePeriods} sale periods, ${seeded.packages} packages in ${seconds.toFixed(2)} s`);
    expect(seconds).toBeLessThan(5);
  });

  it('gives every instance with inventory a year of allotment from today (and the demo history before it), and nothing to the others', async () => {
    const rows = await server.db.query<{ id: string; days: number; first: string; last: string; minimum: number }>(
      `select id_product_instance as id, count(*)::int as days, min(day)::text as first, max(day)::text as last,
         min(capacity)::int as minimum
       from inventory_day where id_product_instance = any($1::uuid[]) group by 1`,
      [instanceIds()],
    );
    expect(rows).toHaveLength(instanceIds().length);
    for (const row of rows) {
      expect(row).toMatchObject({
        days: DEMO_HISTORY_DAYS + DEMO_INVENTORY_DAYS,
        first: addDays(TODAY, -DEMO_HISTORY_DAYS),
        last: addDays(TODAY, DEMO_INVENTORY_DAYS - 1),
      });
      expect(row.minimum).toBeGreaterThan(0);
    }
    const tour = await server.db.query('select 1 from inventory_transaction where id_product_instance = $1', [fixtures.cuzTour.instances[0].idProductInstance]);
    expect(tour).toEqual([]);
    expect(await findInventoryDrift(server.db, instanceIds())).toEqual([]);
  });

  it('allots by kind of product, with release periods and the seasons', async () => {
    const [dbl, sgl] = await grid(fixtures.cuzHotel, cuz, 20, 20);
    expect(dbl.days[0].capacity).toBeGreaterThanOrEqual(12);
    expect(dbl.days[0].capacity).toBeLessThanOrEqual(20);
    expect(sgl.days[0].capacity).toBeGreaterThanOrEqual(5);
    expect(sgl.days[0].capacity).toBeLessThanOrEqual(10);
    expect(dbl.days[0]).toMatchObject({ releaseDays: 7, saleStatus: 'FREE_SALE' });
    // High season adds rooms; Inti Raymi holds two back in Cusco.
    const [june] = await grid(fixtures.cuzHotel, cuz, 150, 175);
    const july = june.days.find((day) => day.date === '2033-07-01')!;
    const intiRaymi = june.days.find((day) => day.date === '2033-06-24')!;
    expect(july.capacity).toBeGreaterThan(dbl.days[0].capacity!);
    expect(intiRaymi.capacity).toBe(july.capacity! - 2);
    const [exp] = await grid(fixtures.train, cuz, 30, 30);
    expect(exp.days[0]).toMatchObject({ releaseDays: 2 });
    expect(exp.days[0].capacity).toBeGreaterThanOrEqual(16);
    // The Inca Trail closes in February.
    const [trail] = await grid(fixtures.trail, cuz, 15, 40);
    expect(trail.days.filter((day) => day.date.slice(5, 7) === '02').every((day) => day.block === 'STOP_SALE')).toBe(true);
    expect(trail.days[0].saleStatus).toBe('FREE_SALE');
  });

  it('has stop sales and on-request periods', async () => {
    const statuses = await server.db.query<{ saleStatus: string }>(
      'select distinct sale_status as "saleStatus" from inventory_day order by 1',
    );
    expect(statuses.map((s) => s.saleStatus)).toEqual(['FREE_SALE', 'ON_REQUEST', 'STOP_SALE']);
  });

  it('creates the three packages of the story from the instances it finds', async () => {
    const packages = await server.db.query<{ code: string; name: string; ou: string; items: number; durationDays: number; bad: number }>(
      `select k.code, k.name, o.code as ou, k.duration_days as "durationDays",
         (select count(*)::int from package_item i where i.id_package = k.id_package) as items,
         (select count(*)::int from package_item i join product_instance pi using (id_product_instance)
            join product p using (id_product)
          where i.id_package = k.id_package and (p.id_ou <> k.id_ou or i.day_offset + i.nights > k.duration_days)) as bad
       from package k join ou o using (id_ou) order by k.name`,
    );
    expect(packages.map((p) => [p.name, p.ou, p.durationDays])).toEqual([
      ['Cusco 4D/3N', 'CUZ', 4], ['Lima gastronomic 2D/1N', 'LIM', 2], ['Sacred Valley & Machu Picchu 3D/2N', 'CUZ', 3],
    ]);
    for (const p of packages) {
      expect(p.items).toBeGreaterThanOrEqual(2);
      expect(p.bad).toBe(0);
    }
  });

  it('adds nothing when run again', async () => {
    const before = await server.db.query<{ n: number }>('select count(*)::int as n from inventory_transaction');
    const again = await server.db.transaction((tx) => seedDemoInventory(tx));
    expect(again).toMatchObject({ instances: 0, transactions: 0, packages: 0 });
    expect(await server.db.query('select count(*)::int as n from inventory_transaction')).toEqual(before);
  });
});
