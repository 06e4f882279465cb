// The Home dashboard (issue 10): homeDashboard's p50/p95 for one OU holding 100,000 reservations with 200,000 items
// spread over three years (so today has a few hundred services), besides another OU of the same size that the
// figures must not read. On PostgreSQL when BENCH_DATABASE_URL is set (a scratch database is created and dropped),
// else on in-memory PGlite. Rows are written with set-based SQL in the shape the writers keep.
import { openPglite, openPostgres, type Database } from '../server/src/db/database.ts';
import { loadDemoData } from '../server/src/db/demoData.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { today } from '../server/src/domain/calendar.ts';
import { homeDashboard } from '../server/src/domain/homeDashboard.ts';
import { createScratchPostgres } from '../server/src/testing/testServer.ts';

const RESERVATIONS = 100_000;
const RUNS = 50;

async function populate(db: Database, code: string, day: string) {
  const [{ idOu }] = await db.query<{ idOu: string }>(`select id_ou as "idOu" from ou where code = $1`, [code]);
  const customers = (await db.query<{ id: string }>(
    `select e.id_entity as id from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $1`, [idOu],
  )).map((r) => r.id);
  const instances = (await db.query<{ id: string }>(
    `select i.id_product_instance as id from product_instance i join product p using (id_product) where p.id_ou = $1`, [idOu],
  )).map((r) => r.id);
  const [{ id: idCurrency }] = await db.query<{ id: string }>(
    `select v.id_general_parameter_value as id from general_parameter_value v join general_parameter g using (id_general_parameter)
     where g.id_ou is null and g.code = 'CURRENCY' and v.code = 'USD'`,
  );
  // Reservation dates over the three years before today; services up to a year and a half after the reservation.
  await db.query(
    `insert into reservation (id_ou, code, reservation_date, id_entity, passenger_count, status, id_currency, amount, pending_amount)
     select $1, 'B' || $6 || '-' || n, $5::date - (n % 1095), ($2::uuid[])[1 + n % array_length($2::uuid[], 1)], 1 + n % 6,
       (array['QUOTE', 'CONFIRMED', 'CONFIRMED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'])[1 + n % 6], $3,
       ((n * 7919) % 500000) / 100.0, ((n * 7919) % 500000) / 100.0 * (n % 2)
     from generate_series(1, $4::int) n`,
    [idOu, customers, idCurrency, RESERVATIONS, day, code],
  );
  await db.query(
    `insert into reservation_item (id_reservation, item_number, id_product_instance, service_date, quantity, status,
       unit_price, amount, pending_amount)
     select r.id_reservation, k, ($2::uuid[])[1 + (hashtext(r.code) & 65535) % array_length($2::uuid[], 1)],
       r.reservation_date + (hashtext(r.code) & 511) + k, 1 + k, case when r.status = 'QUOTE' then 'PENDING' when r.status = 'CANCELLED' then 'CANCELLED' else 'CONFIRMED' end,
       r.amount / 2, r.amount / 2, r.pending_amount / 2
     from reservation r cross join generate_series(1, 2) k
     where r.id_ou = $1 and r.code like 'B%'`,
    [idOu, instances],
  );
  return idOu;
}

export async function benchHome() {
  const url = process.env.BENCH_DATABASE_URL;
  const scratch = url ? await createScratchPostgres(url) : undefined;
  const db = scratch ? await openPostgres(scratch.databaseUrl) : await openPglite();
  const engine = scratch ? 'PostgreSQL' : 'PGlite';
  try {
    const day = today();
    const t0 = performance.now();
    await migrate(db);
    await loadDemoData(db);
    const lima = await populate(db, 'LIM', day);
    await populate(db, 'CUZ', day);
    await db.query('vacuum analyze reservation');
    await db.query('vacuum analyze reservation_item');
    console.log(`home: ${(2 * RESERVATIONS).toLocaleString('en')} reservations, ${(4 * RESERVATIONS).toLocaleString('en')} items on ${engine} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    if (process.env.BENCH_KEEP_DB) return;
    for (let i = 0; i < 5; i++) await homeDashboard(db, lima, day);
    const times: number[] = [];
    let last = await homeDashboard(db, lima, day);
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      last = await homeDashboard(db, lima, day);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
    console.log(`  homeDashboard (one OU of ${RESERVATIONS.toLocaleString('en')})   p50 ${pct(50)} ms   p95 ${pct(95)} ms   (${RUNS} runs; ${last.todayServices.serviceCount} services today, ${last.receivables[0]?.reservationCount ?? 0} receivables)`);
  } finally {
    await db.close();
    if (process.env.BENCH_KEEP_DB && scratch) console.log(`kept ${scratch.name}`);
    else await scratch?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchHome();
