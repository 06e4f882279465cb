// Availability grid p50/p95: 1,000 generated products (3,000 instances) with a year of inventory, sale periods and
// a hold a week per instance, then the check-availability question for 50 instances x 31 days, 300 times with varied
// products and dates: through the GraphQL endpoint (app.inject: the whole request, auth and permission check
// included) and through the domain function alone (readAvailability). On PostgreSQL when BENCH_DATABASE_URL is set
// (a scratch database is created and dropped), else on in-memory PGlite.
import { addDays, today } from '../server/src/domain/calendar.ts';
import { readAvailability, rebuildInventoryDays } from '../server/src/domain/inventory.ts';
import { openPglite, openPostgres, type Database } from '../server/src/db/database.ts';
import { createServer } from '../server/src/server.ts';
import { catalogValueId } from '../server/src/testing/productFixtures.ts';
import { TestClient, createScratchPostgres } from '../server/src/testing/testServer.ts';

const PRODUCTS = 1000;
const DAYS = 365;
const RUNS = 300;
const GRID_DAYS = 31;
/** Products with 5 instances (every fifth); ten of them make the 50 rows of a grid. */
const PRODUCTS_PER_GRID = 10;

const GRID = `query Grid($input: AvailabilityInput!) { checkAvailability(input: $input) {
  dates rows { instance { idProductInstance code name } days { date capacity held free saleStatus bookable block } } } }`;

/** Products BENCH-0001..1000 of Lima with (i mod 5) + 1 instances, a year of allotment, periods and weekly holds. */
export async function populate(db: Database) {
  const [{ idOu }] = await db.query<{ idOu: string }>(`select id_ou as "idOu" from ou where code = 'LIM'`);
  const [{ supplier }] = await db.query<{ supplier: string }>(
    'select id_entity as supplier from entity_ou where id_ou = $1 limit 1', [idOu],
  );
  const types = [await catalogValueId(db, 'PRODUCT_TYPE', 'HOTEL'), await catalogValueId(db, 'PRODUCT_TYPE', 'TOUR'),
    await catalogValueId(db, 'PRODUCT_TYPE', 'TRAIN')];
  const unit = await catalogValueId(db, 'PRODUCT_UNIT', 'PAX');
  const from = today();
  const to = addDays(from, DAYS - 1);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into product (id_ou, code, name, short_name, id_product_type, id_product_unit, id_supplier, has_inventory)
       select $1, 'BENCH-' || lpad(i::text, 4, '0'), 'Bench product ' || lpad(i::text, 4, '0'), 'Bench ' || i,
         ($2::uuid[])[1 + i % 3], $3, $4, true
       from generate_series(1, ${PRODUCTS}) i`,
      [idOu, types, unit, supplier],
    );
    await tx.query(
      `insert into product_instance (id_product, code, name, short_name, sort_order)
       select p.id_product, 'I' || n, 'Instance ' || n, 'I' || n, n
       from product p cross join generate_series(1, 5) n
       where p.code like 'BENCH-%' and n <= 1 + substr(p.code, 7)::int % 5`,
    );
    const ids = (await tx.query<{ id: string }>(
      `select pi.id_product_instance as id from product_instance pi join product p using (id_product) where p.code like 'BENCH-%'`,
    )).map((r) => r.id);
    // The allotment, a low-season release, stop sales on a tenth of the instances, release periods.
    await tx.query(
      `insert into inventory_transaction (id_product_instance, date_from, date_to, transaction_type, quantity, created_at)
       select id, $2::date, $3::date, 'ADD_CAPACITY', 10 + n % 30, now() - interval '1 minute'
       from unnest($1::uuid[]) with ordinality as i(id, n)
       union all
       select id, $2::date + 60, $2::date + 90, 'RELEASE', 3, now() - interval '50 seconds'
       from unnest($1::uuid[]) with ordinality as i(id, n)`,
      [ids, from, to],
    );
    await tx.query(
      `insert into inventory_sale_period (id_product_instance, date_from, date_to, sale_status, release_days, created_at)
       select id, $2::date, $3::date, 'FREE_SALE', n % 8, now() - interval '40 seconds'
       from unnest($1::uuid[]) with ordinality as i(id, n)
       union all
       select id, $2::date + (n % 300)::int, $2::date + (n % 300)::int + 6, 'STOP_SALE', 0, now() - interval '30 seconds'
       from unnest($1::uuid[]) with ordinality as i(id, n) where n % 10 = 0`,
      [ids, from, to],
    );
    // Reservations: one hold a week per instance, 1 to 4 nights, 1 to 3 units.
    await tx.query(
      `insert into inventory_hold (id_product_instance, date_from, date_to, quantity, hold_ref)
       select id, $2::date + w * 7 + (n % 3)::int, $2::date + w * 7 + (n % 3)::int + ((n + w) % 4)::int, 1 + (n * w) % 3,
         'bench-' || n || '-' || w
       from unnest($1::uuid[]) with ordinality as i(id, n) cross join generate_series(0, 51) w`,
      [ids, from],
    );
    await rebuildInventoryDays(tx, ids);
  });
  for (const table of ['product', 'product_instance', 'inventory_day', 'inventory_hold', 'inventory_transaction']) {
    await db.query(`vacuum analyze ${table}`);
  }
  const [{ days, holds }] = await db.query<{ days: number; holds: number }>(
    `select (select count(*)::int from inventory_day) as days, (select count(*)::int from inventory_hold) as holds`,
  );
  return { idOu, days, holds };
}

/** Each run: ten random 5-instance products and a random 31-day window of the year. */
async function questions(db: Database) {
  const products = (await db.query<{ id: string }>(
    `select id_product as id from product where code like 'BENCH-%' and substr(code, 7)::int % 5 = 4 order by code`,
  )).map((r) => r.id);
  let seed = 11;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  return Array.from({ length: RUNS }, () => {
    const productIds = new Set<string>();
    while (productIds.size < PRODUCTS_PER_GRID) productIds.add(products[next(products.length)]);
    const dateFrom = addDays(today(), next(DAYS - GRID_DAYS));
    return { productIds: [...productIds], dateFrom, dateTo: addDays(dateFrom, GRID_DAYS - 1), quantity: 2 };
  });
}

async function measure(label: string, runs: (() => Promise<void>)[]) {
  for (const run of runs.slice(0, 20)) await run();
  const times: number[] = [];
  for (const run of runs) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(`${label.padEnd(44)} p50 ${pct(50)} ms   p95 ${pct(95)} ms   (${runs.length} runs)`);
}

export async function benchAvailability() {
  const url = process.env.BENCH_DATABASE_URL;
  const scratch = url ? await createScratchPostgres(url) : undefined;
  const db = scratch ? await openPostgres(scratch.databaseUrl) : await openPglite();
  const where = scratch ? 'PostgreSQL' : 'PGlite';
  try {
    const t0 = performance.now();
    const { app } = await createServer({ db, logger: false });
    await app.ready();
    const { idOu, days, holds } = await populate(db);
    console.log(`availability: ${PRODUCTS.toLocaleString('en')} products, ${days.toLocaleString('en')} inventory days, `
      + `${holds.toLocaleString('en')} holds generated on ${where} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const client = new TestClient(app);
    const token = await client.login('admin@tourdesk.test');
    const asked = await questions(db);
    const instanceIds = await Promise.all(asked.map(async (q) => (await db.query<{ id: string }>(
      'select id_product_instance as id from product_instance where id_product = any($1::uuid[])', [q.productIds],
    )).map((r) => r.id)));
    let rows = 0;
    await measure(`availability grid, GraphQL (${where})`, asked.map((input) => async () => {
      const response = await client.graphql<{ checkAvailability: { rows: unknown[] } }>(GRID, { input }, token);
      if (response.errors || !response.data) throw new Error(JSON.stringify(response.errors));
      rows = Math.max(rows, response.data.checkAvailability.rows.length);
    }));
    await measure(`availability grid, readAvailability (${where})`, asked.map((q, i) => async () => {
      await readAvailability(db, idOu, instanceIds[i], q.dateFrom, q.dateTo, q.quantity);
    }));
    console.log(`  (up to ${rows} instances x ${GRID_DAYS} days per grid)`);
    await app.close();
  } finally {
    await db.close().catch(() => {});
    await scratch?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAvailability();
