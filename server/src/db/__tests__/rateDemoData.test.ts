import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, setTodayForTests } from '../../domain/calendar.ts';
import { priceRate } from '../../domain/pricing.ts';
import { checkRates } from '../../domain/rateSearch.ts';
import { createFixtureProduct, ouId } from '../../testing/productFixtures.ts';
import { catalogLookup, type CatalogLookup } from '../../testing/rateFixtures.ts';
import { createTestServer, dbKinds, type TestServer } from '../../testing/testServer.ts';
import { seedDemoRates, seasonPeriods } from '../rateDemoData.ts';

const TODAY = '2033-01-10';

describe('seasonPeriods', () => {
  it('cuts the 12 months where the season changes (May to September is high)', () => {
    expect(seasonPeriods('2033-01-10')).toEqual([
      { from: '2033-01-10', to: '2033-04-30', season: 'LOW' },
      { from: '2033-05-01', to: '2033-09-30', season: 'HIGH' },
      { from: '2033-10-01', to: '2034-01-09', season: 'LOW' },
    ]);
    expect(seasonPeriods('2032-06-15')).toEqual([
      { from: '2032-06-15', to: '2032-09-30', season: 'HIGH' },
      { from: '2032-10-01', to: '2033-04-30', season: 'LOW' },
      { from: '2033-05-01', to: '2033-06-14', season: 'HIGH' },
    ]);
  });
});

describe.each(dbKinds)('demo rates (%s)', (kind) => {
  let server: TestServer;
  let ous: Record<'LIM' | 'CUZ', string>;
  let v: CatalogLookup;
  let written = 0;
  let seconds = 0;

  beforeAll(async () => {
    setTodayForTests(TODAY);
    server = await createTestServer(kind);
    ous = { LIM: await ouId(server.db, 'LIM'), CUZ: await ouId(server.db, 'CUZ') };
    v = await catalogLookup(server.db);
    // Whatever the demo already holds, the seed runs here on a known calendar and a known catalog.
    // (Demo reservations price their items with demo rates, so they go first.)
    await server.db.exec(`delete from reservation; delete from rate_instance_subfeature; delete from rate_instance;
      delete from rate_subfeature; delete from rate_feature;`);
    await createFixtureProduct(server.db, ous.LIM, { code: 'ZFIX-MEAL', name: 'Fixture dinner show', type: 'MEAL', instances: [{ code: 'STD' }] });
    await createFixtureProduct(server.db, ous.LIM, { code: 'ZFIX-GUIDE', name: 'Fixture guide', type: 'GUIDE', unit: 'DAY', instances: [{ code: 'EN' }] });
    await createFixtureProduct(server.db, ous.CUZ, { code: 'ZFIX-HTL', name: 'Fixture hotel', type: 'HOTEL', unit: 'ROOM',
      instances: [{ code: 'SGL-BB' }, { code: 'DBL-BB' }, { code: 'TPL-BB' }] });
    const rows = await server.db.query<{ catalog: string; code: string; id: string }>(
      `select g.code as catalog, v.code, v.id_general_parameter_value as id
       from general_parameter_value v join general_parameter g using (id_general_parameter) where g.id_ou is null`,
    );
    const catalogs: Record<string, Record<string, string>> = {};
    for (const row of rows) (catalogs[row.catalog] ??= {})[row.code] = row.id;
    const started = performance.now();
    written = await server.db.transaction((tx) => seedDemoRates(tx, ous, catalogs));
    seconds = (performance.now() - started) / 1000;
  });
  afterAll(async () => {
    setTodayForTests(null);
    await server?.close();
  });

  const instancesOf = async (idOu: string) => server.db.query<{ id: string; code: string; product: string; type: string; active: boolean }>(
    `select i.id_product_instance as id, i.code, p.code as product, t.code as type,
       (i.id_status = 'ACTIVE' and p.id_status = 'ACTIVE') as active
     from product_instance i join product p using (id_product)
     join general_parameter_value t on t.id_general_parameter_value = p.id_product_type where p.id_ou = $1`,
    [idOu],
  );
  const ask = (idOu: string, ids: string[], serviceDate: string, extra: Record<string, unknown> = {}) => checkRates(server.db, idOu, {
    instanceIds: ids, serviceDate,
    passengers: [{ idPassengerType: v('PASSENGER_TYPE', 'ADULT'), count: 2 }, { idPassengerType: v('PASSENGER_TYPE', 'CHILD'), count: 1 }],
    units: 1, nights: 2, ...extra,
  });

  it('is quick', () => {
    console.log(`seedDemoRates (${kind}): ${written} rates in ${seconds.toFixed(2)} s`);
    expect(written).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(5);
  });

  it('prices every active instance of both OUs from today to the last day of the 12 months, bought today', async () => {
    for (const idOu of Object.values(ous)) {
      const instances = (await instancesOf(idOu)).filter((i) => i.active);
      expect(instances.length).toBeGreaterThan(0);
      for (const day of [TODAY, addDays(TODAY, 120), addDays(TODAY, 200), addDays(TODAY, 364)]) {
        const quotes = await ask(idOu, instances.map((i) => i.id), day);
        const missing = quotes.filter((q) => !q.found).map((q) => `${q.instance.code}: ${q.noRateReason}`);
        expect(missing, day).toEqual([]);
        expect(quotes.every((q) => q.idCurrency === v('CURRENCY', 'USD'))).toBe(true);
      }
      const after = await ask(idOu, instances.map((i) => i.id), addDays(TODAY, 365));
      expect(after.filter((q) => q.found)).toEqual([]);
    }
  });

  it('prices by the product type: per person with adult and child rates, per night, per unit', async () => {
    const instances = await instancesOf(ous.CUZ);
    const hotel = instances.find((i) => i.product === 'ZFIX-HTL' && i.code === 'DBL-BB')!;
    const [night] = await ask(ous.CUZ, [hotel.id], TODAY, { units: 2, nights: 3 });
    expect(night.lines.map((l) => [l.quantity, l.idPassengerType])).toEqual([[6, null]]);
    const all = await server.db.query<{ type: string; priceType: string; count: number }>(
      `select t.code as type, pt.code as "priceType", count(*)::int as count from rate_instance r
       join product_instance i using (id_product_instance) join product p using (id_product)
       join general_parameter_value t on t.id_general_parameter_value = p.id_product_type
       join general_parameter_value pt on pt.id_general_parameter_value = r.id_price_type group by 1, 2`,
    );
    const priceTypes = Object.fromEntries(all.map((row) => [row.type, row.priceType]));
    expect(priceTypes).toMatchObject({ TOUR: 'PER_PERSON', HOTEL: 'PER_NIGHT', MEAL: 'PER_PERSON', GUIDE: 'PER_UNIT' });
    expect(new Set(all.map((row) => `${row.type}`)).size).toBe(all.length);
    const tours = instances.filter((i) => i.type === 'TOUR' && i.active);
    const [tour] = await ask(ous.CUZ, [tours[0].id], TODAY);
    expect(tour.lines.map((l) => l.idPassengerType)).toEqual([v('PASSENGER_TYPE', 'ADULT'), v('PASSENGER_TYPE', 'CHILD')]);
    const [adult, child] = tour.lines.map((l) => Number(l.sellingUnitPrice.replace('.', '')));
    expect(child).toBeLessThan(adult);
  });

  it("prices a hotel's rooms from one figure: single below double below triple, half board above bed and breakfast", async () => {
    const rows = await server.db.query<{ product: string; room: string; price: string }>(
      `select p.code as product, i.code as room, min(r.purchase_unit_price)::text as price from rate_instance r
       join product_instance i using (id_product_instance) join product p using (id_product)
       join general_parameter_value t on t.id_general_parameter_value = p.id_product_type
       where t.code = 'HOTEL' and r.id_entity is null group by 1, 2`,
    );
    const price = (product: string, room: string) => rows.find((r) => r.product === product && r.room === room)?.price;
    const hotels = [...new Set(rows.filter((r) => r.room === 'SGL-BB').map((r) => r.product))];
    expect(hotels.length).toBeGreaterThan(1);
    for (const hotel of hotels) {
      const [single, double] = [Number(price(hotel, 'SGL-BB')), Number(price(hotel, 'DBL-BB'))];
      expect(single, hotel).toBeLessThan(double);
      if (price(hotel, 'TPL-BB')) expect(Number(price(hotel, 'TPL-BB')), hotel).toBeGreaterThan(double);
      if (price(hotel, 'DBL-HB')) expect(Number(price(hotel, 'DBL-HB')), hotel).toBeGreaterThan(double);
    }
  });

  it('charges more in the high season', async () => {
    const tour = (await instancesOf(ous.CUZ)).find((i) => i.type === 'TOUR' && i.active)!;
    const [low] = await ask(ous.CUZ, [tour.id], TODAY);
    const [high] = await ask(ous.CUZ, [tour.id], '2033-07-15');
    const cents = (text: string | null) => BigInt(text!.replace('.', ''));
    expect(cents(high.sellingTotal)).toBeGreaterThan(cents(low.sellingTotal));
  });

  it('gives a few customers their own, cheaper rates', async () => {
    for (const idOu of Object.values(ous)) {
      const own = await server.db.query<{ idEntity: string; idProductInstance: string; role: string; linked: boolean }>(
        `select distinct on (r.id_entity) r.id_entity as "idEntity", r.id_product_instance as "idProductInstance",
           role.code as role, exists (select 1 from entity_ou l where l.id_entity = r.id_entity and l.id_ou = r.id_ou) as linked
         from rate_instance r join entity e on e.id_entity = r.id_entity
         join general_parameter_value role on role.id_general_parameter_value = e.id_entity_role
         where r.id_ou = $1 and r.id_entity is not null order by r.id_entity, r.service_from`,
        [idOu],
      );
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const row of own) {
        expect(['CUSTOMER', 'BOTH']).toContain(row.role);
        expect(row.linked).toBe(true);
        const [mine] = await ask(idOu, [row.idProductInstance], TODAY, { idEntity: row.idEntity });
        const [general] = await ask(idOu, [row.idProductInstance], TODAY);
        expect(mine.lines.every((l) => l.rate.idEntity === row.idEntity)).toBe(true);
        expect(BigInt(mine.sellingTotal!.replace('.', ''))).toBeLessThan(BigInt(general.sellingTotal!.replace('.', '')));
      }
    }
  });

  it('stores exactly what the pricing function answers, 18% IGV selling tax, and no two rates overlap', async () => {
    const rows = await server.db.query<Record<string, string | null>>(
      `select purchase_unit_price as "purchaseUnitPrice", purchase_tax_percentage as "purchaseTaxPercentage",
         purchase_tax_amount as "purchaseTaxAmount", purchase_total as "purchaseTotal", profit_percentage as "profitPercentage",
         profit_amount as "profitAmount", profit, selling_tax_percentage as "sellingTaxPercentage",
         selling_unit_price as "sellingUnitPrice", selling_tax_amount as "sellingTaxAmount", selling_total as "sellingTotal"
       from rate_instance`,
    );
    for (const row of rows) {
      expect(priceRate({ ...row, profitAmount: row.profitPercentage === null ? row.profitAmount : null })).toEqual(row);
      expect(row.sellingTaxPercentage).toBe('18.00');
    }
    const [{ overlaps }] = await server.db.query<{ overlaps: number }>(
      `select count(*)::int as overlaps from rate_instance a join rate_instance b
         on a.id_product_instance = b.id_product_instance and a.id_rate_instance < b.id_rate_instance
        and a.id_entity is not distinct from b.id_entity and a.feature_key = b.feature_key and a.enabled and b.enabled
        and a.service_from <= b.service_to and b.service_from <= a.service_to
        and a.purchase_from <= b.purchase_to and b.purchase_from <= a.purchase_to`,
    );
    expect(overlaps).toBe(0);
  });
});
