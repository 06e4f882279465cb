// Rate search p50/p95 over 1,000 products x 12 months of rates (issue 7): checkRates, the function reservations price
// with, called directly (the query cost) and through the GraphQL endpoint (app.inject: auth, permission check,
// validation, resolvers; no socket), 500 questions each. On PostgreSQL when BENCH_DATABASE_URL is set (a scratch
// database is created and dropped), else on in-memory PGlite. The rates are written with set-based SQL; their amounts
// come from the pricing function (a table of price points the rows pick from).
import { addDays, today } from '../server/src/domain/calendar.ts';
import { priceRate } from '../server/src/domain/pricing.ts';
import { checkRates, type RateQuestionInput } from '../server/src/domain/rateSearch.ts';
import { openPglite, openPostgres, type Database } from '../server/src/db/database.ts';
import { DEMO_PASSWORD, loadDemoData } from '../server/src/db/demoData.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { searchRateRows } from '../server/src/domain/rates/rates.ts';
import { createServer } from '../server/src/server.ts';
import { TestClient, createScratchPostgres } from '../server/src/testing/testServer.ts';

const PRODUCTS = 1_000;
const MONTHS = 12;
const PRICE_POINTS = 200;
const SEARCHES = 500;
/** Products whose rates include a customer's own. */
const CUSTOMER_SHARE = 10;

interface World {
  idOu: string;
  products: { idProduct: string; idInstance: string }[];
  customers: string[];
  adult: string;
  child: string;
  rates: number;
}

const valueId = async (db: Database, catalog: string, code: string) =>
  (await db.query<{ id: string }>(
    `select v.id_general_parameter_value as id from general_parameter_value v join general_parameter g using (id_general_parameter)
     where g.id_ou is null and g.code = $1 and v.code = $2`, [catalog, code],
  ))[0].id;

/** Price points from the pricing function: what the generated rates cost (JSON, for the set-based insert). */
function pricePoints() {
  return Array.from({ length: PRICE_POINTS }, (_, i) => JSON.stringify(priceRate({
    purchaseUnitPrice: `${20 + ((i * 37) % 280)}.${String((i * 13) % 100).padStart(2, '0')}`,
    purchaseTaxPercentage: i % 3 ? '18' : '0',
    ...(i % 2 ? { profitPercentage: '25' } : { profitAmount: '12.50' }),
    sellingTaxPercentage: '18',
  })));
}

export async function populate(db: Database): Promise<World> {
  await migrate(db);
  await loadDemoData(db);
  const [{ idOu }] = await db.query<{ idOu: string }>(`select id_ou as "idOu" from ou where code = 'LIM'`);
  const [tour, pax, supplier, usd, perPerson, seasonType, paxType, adult, child] = await Promise.all([
    valueId(db, 'PRODUCT_TYPE', 'TOUR'), valueId(db, 'PRODUCT_UNIT', 'PAX'),
    db.query<{ id: string }>(`select l.id_entity as id from entity_ou l where l.id_ou = $1 limit 1`, [idOu]).then((r) => r[0].id),
    valueId(db, 'CURRENCY', 'USD'), valueId(db, 'PRICE_TYPE', 'PER_PERSON'), valueId(db, 'RATE_FEATURE_TYPE', 'SEASON'),
    valueId(db, 'RATE_FEATURE_TYPE', 'PASSENGER'), valueId(db, 'PASSENGER_TYPE', 'ADULT'), valueId(db, 'PASSENGER_TYPE', 'CHILD'),
  ]);
  const customers = (await db.query<{ id: string }>(
    `select e.id_entity as id from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $1
     join general_parameter_value r on r.id_general_parameter_value = e.id_entity_role where r.code in ('CUSTOMER', 'BOTH')
     order by e.name limit 5`, [idOu],
  )).map((r) => r.id);
  const start = today();
  // 1,000 products with one instance each; month and passenger dimensions; per instance and month an adult and a
  // child rate (plus last year's price list, bought until a month ago, and for one product in ten a customer's own
  // rates): about 4 rates per instance and month.
  await db.query(
    `with products as (
       insert into product (id_ou, code, name, short_name, id_product_type, id_product_unit, id_supplier)
       select $1, 'BENCH-' || lpad(n::text, 4, '0'), 'Bench tour ' || n, 'Bench ' || n, $2, $3, $4 from generate_series(1, ${PRODUCTS}) n
       returning id_product)
     insert into product_instance (id_product, code, name, short_name) select id_product, 'STD', 'Standard', 'Std' from products`,
    [idOu, tour, pax, supplier],
  );
  await db.query(
    `with f as (insert into rate_feature (id_ou, code, name, short_name, id_type_feature)
       values ($1, 'BENCH-MONTH', 'Month', 'Month', $2), ($1, 'BENCH-PAX', 'Passenger', 'Passenger', $3) returning id_rate_feature, code)
     insert into rate_subfeature (id_ou, id_rate_feature, code, name, short_name, id_type_subfeature_item)
     select $1, f.id_rate_feature, v.code, v.code, v.code, v.item from f join (
       select 'BENCH-MONTH' as feature, 'BENCH-M' || m as code, null::uuid as item from generate_series(1, 12) m
       union all select 'BENCH-PAX', 'BENCH-ADT', $4::uuid union all select 'BENCH-PAX', 'BENCH-CHD', $5::uuid
     ) v on v.feature = f.code`,
    [idOu, seasonType, paxType, adult, child],
  );
  await db.query(
    `with bench_price as (select (n - 1)::int as n, p from unnest($6::jsonb[]) with ordinality as t(p, n)),
     slots as (
       select i.id_product_instance as instance, p.n, m.m, pax.code as pax, pax.id as pax_id, month.id_rate_subfeature as month_id,
         ($3::date + make_interval(months => m.m - 1))::date as service_from,
         ($3::date + make_interval(months => m.m))::date - 1 as service_to
       from (select id_product, (row_number() over (order by code))::int as n from product where code like 'BENCH-%') p
       join product_instance i using (id_product)
       cross join generate_series(1, ${MONTHS}) m(m)
       join rate_subfeature month on month.code = 'BENCH-M' || m.m and month.id_ou = $1
       cross join (select id_rate_subfeature as id, code from rate_subfeature where code in ('BENCH-ADT', 'BENCH-CHD') and id_ou = $1) pax),
     lists as (
       select s.*, null::uuid as entity, $3::date - 30 as purchase_from, s.service_to as purchase_to, 0 as shift from slots s
       union all select s.*, null, $3::date - 400, $3::date - 31, 7 from slots s
       union all select s.*, ($5::uuid[])[1 + (s.n / ${CUSTOMER_SHARE}) % array_length($5::uuid[], 1)], $3::date - 30, s.service_to, 3
         from slots s where s.n % ${CUSTOMER_SHARE} = 0),
     priced as (
       select l.*, b.p from lists l join bench_price b on b.n = (l.n * 7 + l.m + l.shift + (l.pax = 'BENCH-CHD')::int * 11) % ${PRICE_POINTS}),
     inserted as (
       insert into rate_instance (id_ou, id_product_instance, id_entity, id_currency, id_price_type, service_from, service_to,
         purchase_from, purchase_to, purchase_unit_price, purchase_tax_percentage, purchase_tax_amount, purchase_total,
         profit_percentage, profit_amount, profit, selling_tax_percentage, selling_unit_price, selling_tax_amount,
         selling_total, feature_key)
       select $1, instance, entity, $2, $4, service_from, service_to, purchase_from, purchase_to,
         (p->>'purchaseUnitPrice')::numeric, (p->>'purchaseTaxPercentage')::numeric, (p->>'purchaseTaxAmount')::numeric,
         (p->>'purchaseTotal')::numeric, (p->>'profitPercentage')::numeric, (p->>'profitAmount')::numeric,
         (p->>'profit')::numeric, (p->>'sellingTaxPercentage')::numeric, (p->>'sellingUnitPrice')::numeric,
         (p->>'sellingTaxAmount')::numeric, (p->>'sellingTotal')::numeric,
         (select string_agg(x::text, ',' order by x::text) from unnest(array[month_id, pax_id]) x)
       from priced
       returning id_rate_instance, feature_key)
     insert into rate_instance_subfeature (id_rate_instance, id_rate_subfeature)
     select id_rate_instance, unnest(string_to_array(feature_key, ',')::uuid[]) from inserted`,
    [idOu, usd, start, perPerson, customers, pricePoints()],
  );
  for (const table of ['product', 'product_instance', 'rate_instance', 'rate_instance_subfeature', 'rate_subfeature', 'rate_feature']) {
    await db.query(`vacuum analyze ${table}`);
  }
  const products = await db.query<{ idProduct: string; idInstance: string }>(
    `select p.id_product as "idProduct", i.id_product_instance as "idInstance" from product p join product_instance i using (id_product)
     where p.code like 'BENCH-%' order by p.code`,
  );
  const [{ rates }] = await db.query<{ rates: number }>('select count(*)::int as rates from rate_instance');
  return { idOu, products, customers, adult, child, rates };
}

/** Varied questions: one instance or a whole product, any day of the 12 months, a customer a third of the time. */
function questions(world: World): RateQuestionInput[] {
  let seed = 11;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  return Array.from({ length: SEARCHES }, (_, i) => {
    const product = world.products[next(world.products.length)];
    return {
      ...(i % 2 ? { idProductInstance: product.idInstance } : { idProduct: product.idProduct }),
      serviceDate: addDays(today(), next(365)),
      idEntity: i % 3 === 0 ? world.customers[next(world.customers.length)] : null,
      passengers: [{ idPassengerType: world.adult, count: 2 }, { idPassengerType: world.child, count: 1 }],
    };
  });
}

async function measure(label: string, list: RateQuestionInput[], run: (q: RateQuestionInput) => Promise<void>) {
  for (const q of list.slice(0, 20)) await run(q);
  const times: number[] = [];
  for (const q of list) {
    const started = performance.now();
    await run(q);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(`${label.padEnd(44)} p50 ${pct(50)} ms   p95 ${pct(95)} ms   (${list.length} runs)`);
}

export async function benchRates() {
  const url = process.env.BENCH_DATABASE_URL;
  const scratch = url ? await createScratchPostgres(url) : undefined;
  const db = scratch ? await openPostgres(scratch.databaseUrl) : await openPglite();
  const where = scratch ? 'PostgreSQL' : 'PGlite (set BENCH_DATABASE_URL for PostgreSQL, the target database)';
  const engine = scratch ? 'PostgreSQL' : 'PGlite';
  try {
    const t0 = performance.now();
    const world = await populate(db);
    console.log(`rate search: ${world.products.length.toLocaleString('en')} products, ${world.rates.toLocaleString('en')} rates `
      + `generated on ${where} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const list = questions(world);
    let unpriced = 0;
    await measure(`checkRates, domain function (${engine})`, list, async (q) => {
      const quotes = await checkRates(db, world.idOu, q);
      unpriced += quotes.filter((quote) => !quote.found).length;
    });
    if (unpriced) throw new Error(`${unpriced} quotes found no rate: the generated data is wrong`);

    const { app } = await createServer({ db, seed: false, logger: false });
    try {
      const client = new TestClient(app);
      const token = await client.login('admin@tourdesk.test', DEMO_PASSWORD);
      const query = `query ($input: CheckRatesInput!) { checkRates(input: $input) { found sellingTotal purchaseTotal
        currency { code } lines { quantity sellingUnitPrice sellingTotal passengerType { code } rate { code } } } }`;
      await measure(`checkRates, GraphQL endpoint (${engine})`, list, async (input) => {
        const response = await client.graphql<{ checkRates: { found: boolean }[] }>(query, { input }, token);
        if (response.errors || !response.data?.checkRates.every((quote) => quote.found)) throw new Error(JSON.stringify(response.errors));
      });
    } finally {
      await app.close();
    }
    await measure(`rates list of a product (${engine})`, list, async (q) => {
      const product = world.products.find((p) => p.idProduct === q.idProduct || p.idInstance === q.idProductInstance)!;
      await searchRateRows(db, world.idOu, { idProduct: product.idProduct, take: 20 });
    });
  } finally {
    await db.close();
    await scratch?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRates();
