// Reservations (issue 8): the list query's p50/p95 over 100,000 reservations of one OU, per shape of
// server/src/domain/reservationList.ts (the plain first page and a deep one, every sort column both ways, status, date
// range, text by code or 1-2 characters, file number, customer, passenger name and document), and confirmations per second
// when agents race for one instance-day: 400 pending items confirmed at concurrency 12 for 200 units (half are
// refused with NO_AVAILABILITY; the day must end exactly full). On PostgreSQL when BENCH_DATABASE_URL is set (a
// scratch database is created and dropped), else on in-memory PGlite. The reservations are written with set-based
// SQL in the shape the writers keep (folded search columns); the race goes through the reservation writers.
import { applyInventoryTransaction } from '../server/src/domain/inventory.ts';
import { addItem, createReservation, setItemStatus, type Actor } from '../server/src/domain/reservations.ts';
import { openPglite, openPostgres, type Database } from '../server/src/db/database.ts';
import { loadDemoData } from '../server/src/db/demoData.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { searchReservationRows } from '../server/src/domain/reservationList.ts';
import { createFixtureProduct } from '../server/src/testing/productFixtures.ts';
import { createScratchPostgres } from '../server/src/testing/testServer.ts';
import type { ReservationSearchInput } from '../server/src/graphql/resolvers-types.ts';

const RESERVATIONS = 100_000;
const SEARCHES = 200;
const RACERS = 400;
const UNITS = 200;
const CONCURRENCY = 12;
const RACE_DAY = '2031-06-15';

const FIRST = ['ana', 'luis', 'maria', 'jorge', 'sofia', 'carlos', 'lucia', 'diego', 'emma', 'noah', 'yuki', 'hans', 'pierre', 'giulia'];
// Surnames from syllables (12 x 12 x 12 = 1,728): a real passenger list is that varied, not 20 names repeated.
const SYLLABLES = [['qui', 'ma', 'gar', 'ro', 'smi', 'mul', 'ta', 'du', 'ros', 'hua', 'flo', 'tor'],
  ['spe', 'ma', 'ci', 'ja', 'th', 'le', 'na', 'bo', 'si', 'ca', 're', 'ri'],
  ['z', 'ni', 'ra', 's', 'son', 'ler', 'ka', 'is', 'no', 'man', 'do', 'ez']];
const LAST = SYLLABLES[0].flatMap((a) => SYLLABLES[1].flatMap((b) => SYLLABLES[2].map((c) => a + b + c)));

interface World {
  idOu: string;
  /** The demo data's last code number: generated codes follow it. */
  firstCode: number;
  customers: string[];
  idCurrency: string;
}

async function populate(db: Database): Promise<World> {
  await migrate(db);
  await loadDemoData(db);
  const [{ idOu }] = await db.query<{ idOu: string }>(`select id_ou as "idOu" from ou where code = 'LIM'`);
  const customers = (await db.query<{ id: string }>(
    `select e.id_entity as id from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $1
     join general_parameter_value r on r.id_general_parameter_value = e.id_entity_role where r.code in ('CUSTOMER', 'BOTH')`,
    [idOu],
  )).map((r) => r.id);
  const [{ id: idCurrency }] = await db.query<{ id: string }>(
    `select v.id_general_parameter_value as id from general_parameter_value v join general_parameter g using (id_general_parameter)
     where g.id_ou is null and g.code = 'CURRENCY' and v.code = 'USD'`,
  );
  const [counter] = await db.query<{ last: number }>('select last_number::int as last from reservation_counter where id_ou = $1', [idOu]);
  const firstCode = (counter?.last ?? 0) + 1;
  // Customer names are folded in JS by the writers; ASCII-only generated passengers fold with lower().
  await db.query(
    `insert into reservation (id_ou, code, file_number, reservation_date, id_entity, passenger_count, status, id_currency,
       amount, pending_amount, search_text, passenger_search_text)
     select $1, 'LIM-' || lpad((n + $7 - 1)::text, 6, '0'), case when n % 3 > 0 then 'EXP-' || (2024 + n % 3) || '-' || lpad((n % 9973)::text, 4, '0') end,
       date '2025-01-01' + (n % 1095), c.id, 1 + n % 6,
       (array['QUOTE', 'CONFIRMED', 'CONFIRMED', 'PARTIALLY_PAID', 'PAID', 'CANCELLED'])[1 + n % 6], $3,
       ((n * 7919) % 500000) / 100.0, ((n * 7919) % 500000) / 100.0 * (n % 2),
       lower('LIM-' || lpad((n + $7 - 1)::text, 6, '0') || ' ' || coalesce(case when n % 3 > 0 then 'EXP-' || (2024 + n % 3) || '-' || lpad((n % 9973)::text, 4, '0') end, '')
         || ' ' || c.name || ' ' || c.commercial_name),
       (select string_agg(($4::text[])[1 + (n * 7 + p) % 14] || ' ' || ($5::text[])[1 + (n * 13 + p * 3) % 1728] || ' '
          || (10000000 + (n * 31 + p) * 97 % 89999999)::text, ' ') from generate_series(0, n % 6) p)
     from generate_series(1, $6::int) n
     join lateral (select e.id_entity as id, e.name, e.commercial_name from entity e
                   where e.id_entity = ($2::uuid[])[1 + n % array_length($2::uuid[], 1)]) c on true`,
    [idOu, customers, idCurrency, FIRST, LAST, RESERVATIONS, firstCode],
  );
  await db.query(
    `insert into reservation_counter (id_ou, last_number) values ($1, $2)
     on conflict (id_ou) do update set last_number = excluded.last_number`, [idOu, firstCode - 1 + RESERVATIONS],
  );
  // As autovacuum leaves a settled table: statistics and the visibility map (index-only counts).
  await db.query('vacuum analyze reservation');
  return { idOu, firstCode, customers, idCurrency };
}

/** Every shape of the list query (reservationList.ts), as the screen asks for them. */
export function searches(world: Pick<World, 'firstCode'>): { label: string; inputs: ReservationSearchInput[] }[] {
  const pick = (i: number) => 1 + ((i * 7919) % RESERVATIONS);
  const list = (f: (i: number) => ReservationSearchInput) => Array.from({ length: SEARCHES }, (_, i) => f(i));
  const sorts = ['code', 'fileNumber', 'reservationDate', 'entity', 'passengerCount', 'status', 'amount', 'createdAt'];
  return [
    { label: 'first page, newest first', inputs: list(() => ({ take: 20 })) },
    { label: 'page 40, newest first', inputs: list(() => ({ skip: 780, take: 20 })) },
    ...sorts.flatMap((sortBy) => (['ASC', 'DESC'] as const).map((sortDirection) => ({
      label: `sort by ${sortBy} ${sortDirection.toLowerCase()}`, inputs: list(() => ({ sortBy, sortDirection })),
    }))),
    { label: 'status', inputs: list((i) => ({ status: (['QUOTE', 'CONFIRMED', 'PAID', 'CANCELLED'] as const)[i % 4] })) },
    { label: 'date range (a month)', inputs: list((i) => ({ dateFrom: `2026-0${1 + (i % 9)}-01`, dateTo: `2026-0${1 + (i % 9)}-28` })) },
    { label: 'status + date range', inputs: list((i) => ({ status: 'CONFIRMED', dateFrom: `2026-0${1 + (i % 9)}-01`, dateTo: `2026-0${1 + (i % 9)}-28` })) },
    { label: 'text: reservation code', inputs: list((i) => ({ text: `LIM-${String(world.firstCode - 1 + pick(i)).padStart(6, '0')}` })) },
    { label: 'text: code start, 3+ characters', inputs: list((i) => ({ text: ['lim', 'lim-0', 'lim-00'][i % 3] })) },
    { label: 'text: 1-2 characters', inputs: list((i) => ({ text: ['l', 'li', 'x', 'lm'][i % 4] })) },
    { label: 'text: file number', inputs: list((i) => ({ text: `EXP-${2024 + (i % 3)}-${String(pick(i) % 9973).padStart(4, '0')}` })) },
    { label: 'text: passenger surname', inputs: list((i) => ({ text: LAST[(i * 37) % LAST.length] })) },
    { label: 'text: passenger name + surname', inputs: list((i) => ({ text: `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}` })) },
    { label: 'text: document number', inputs: list((i) => ({ text: String(10000000 + (pick(i) * 31) * 97 % 89999999) })) },
    { label: 'text: customer name', inputs: list((i) => ({ text: ['andes', 'travel', 'inca', 'condor'][i % 4] })) },
    { label: 'text: customer + status + dates', inputs: list((i) => ({ text: ['andes', 'travel'][i % 2], status: 'PAID', dateFrom: '2026-01-01', dateTo: '2026-06-30' })) },
  ];
}

async function measure(label: string, inputs: ReservationSearchInput[], run: (input: ReservationSearchInput) => Promise<void>) {
  for (const input of inputs.slice(0, 10)) await run(input);
  const times: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await run(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(`  ${label.padEnd(36)} p50 ${pct(50)} ms   p95 ${pct(95)} ms   (${inputs.length} runs)`);
}

/** RACERS pending items for one day of an instance with UNITS free, confirmed CONCURRENCY at a time. */
async function race(db: Database, world: World, engine: string) {
  const product = await createFixtureProduct(db, world.idOu, { code: 'BENCH-RACE', name: 'Bench Race Hotel', type: 'HOTEL', unit: 'ROOM' });
  const idInstance = product.instances[0].idProductInstance;
  const actor: Actor = { idOu: world.idOu, idUser: null, canOverridePrice: true };
  const items: string[] = [];
  await db.transaction(async (tx) => {
    await applyInventoryTransaction(tx, { idProductInstance: idInstance, dateFrom: RACE_DAY, dateTo: RACE_DAY, transactionType: 'ADD_CAPACITY', quantity: UNITS }, null);
    for (let n = 0; n < RACERS; n++) {
      const r = await createReservation(tx, actor, {
        reservationDate: '2031-01-01', idEntity: world.customers[n % world.customers.length], passengerCount: 1, idCurrency: world.idCurrency,
      });
      items.push((await addItem(tx, actor, {
        idReservation: r.idReservation, idProductInstance: idInstance, serviceDate: RACE_DAY, quantity: 1, unitPrice: '100', overrideReason: 'bench',
      })).idReservationItem);
    }
  });
  let next = 0;
  let confirmed = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < items.length) {
      const id = items[next++];
      try {
        await db.transaction((tx) => setItemStatus(tx, actor, id, 'CONFIRMED'));
        confirmed++;
      } catch (error) {
        if ((error as { extensions?: { code?: string } }).extensions?.code !== 'NO_AVAILABILITY') throw error;
        refused++;
      }
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  const [day] = await db.query<{ capacity: number; held: number }>(
    'select capacity, held from inventory_day where id_product_instance = $1 and day = $2', [idInstance, RACE_DAY],
  );
  if (confirmed !== UNITS || day.held !== UNITS) throw new Error(`race ended wrong: ${confirmed} confirmed, held ${day.held}`);
  console.log(`  confirmations under contention (${engine}): ${RACERS} attempts for ${UNITS} units at concurrency ${CONCURRENCY}: `
    + `${(RACERS / seconds).toFixed(0)} attempts/s, ${(confirmed / seconds).toFixed(0)} confirmed/s, ${refused} refused, held ${day.held}/${day.capacity}`);
}

export async function benchReservations() {
  const url = process.env.BENCH_DATABASE_URL;
  const scratch = url ? await createScratchPostgres(url) : undefined;
  const db = scratch ? await openPostgres(scratch.databaseUrl) : await openPglite();
  const engine = scratch ? 'PostgreSQL' : 'PGlite';
  try {
    const t0 = performance.now();
    const world = await populate(db);
    console.log(`reservations: ${RESERVATIONS.toLocaleString('en')} generated on ${engine} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    for (const { label, inputs } of process.env.BENCH_SKIP_SEARCH ? [] : searches(world)) {
      await measure(label, inputs, async (input) => {
        await searchReservationRows(db, world.idOu, input);
      });
    }
    await race(db, world, engine);
  } finally {
    await db.close();
    // BENCH_KEEP_DB=1 leaves the scratch database for EXPLAIN.
    if (process.env.BENCH_KEEP_DB && scratch) console.log(`kept ${scratch.name}`);
    else await scratch?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReservations();
