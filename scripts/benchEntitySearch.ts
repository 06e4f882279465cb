// Entity search p50/p95 over 100,000 generated entities: the entities list's query (searchEntityRows, the same
// function the resolver runs) 500 times with varied name and document-number prefixes. On PostgreSQL when
// BENCH_DATABASE_URL is set (a scratch database is created and dropped), else on in-memory PGlite.
import { openPglite, openPostgres, type Database } from '../server/src/db/database.ts';
import { loadDemoData } from '../server/src/db/demoData.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { searchEntityRows } from '../server/src/domain/entities.ts';
import { createScratchPostgres } from '../server/src/testing/testServer.ts';

const ENTITIES = 100_000;
const SEARCHES = 500;

const FIRST = ['Andes', 'Inca', 'Condor', 'Pacific', 'Sol', 'Luna', 'Puma', 'Wayra', 'Inti', 'Killa', 'Titicaca',
  'Amazonas', 'Colca', 'Paracas', 'Nazca', 'Huascaran', 'Vilcanota', 'Sacsayhuaman', 'Qorikancha', 'Misti'];
const SECOND = ['Travel', 'Tours', 'Hotel', 'Transportes', 'Viajes', 'Expeditions', 'Lodge', 'Servicios', 'Adventures',
  'Logistics', 'Operadores', 'Hostal', 'Restaurante', 'Turismo', 'Journeys'];
const SUFFIX = ['S.A.C.', 'E.I.R.L.', 'S.A.', 'S.R.L.', 'LLC', 'GmbH', 'Ltd.'];

const sqlArray = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(', ')}]`;

async function populate(db: Database) {
  await migrate(db);
  await loadDemoData(db);
  const [{ idOu }] = await db.query<{ idOu: string }>(`select id_ou as "idOu" from ou where code = 'LIM'`);
  const roles = (await db.query<{ id: string }>(
    `select v.id_general_parameter_value as id from general_parameter_value v join general_parameter g using (id_general_parameter)
     where g.code = 'ENTITY_ROLE' order by v.sort_order`,
  )).map((r) => r.id);
  const [{ ruc }] = await db.query<{ ruc: string }>(
    `select v.id_general_parameter_value as ruc from general_parameter_value v join general_parameter g using (id_general_parameter)
     where g.code = 'IDENTITY_DOCUMENT_TYPE' and v.code = 'RUC'`,
  );
  // Names like "Condor Viajes 48213 S.A.C."; RUC-like document numbers 20000000001...; roles spread evenly.
  await db.exec(`
    insert into entity (name, commercial_name, id_entity_role, id_identity_document_type, identity_document_number)
    select f[1 + i % ${FIRST.length}] || ' ' || s[1 + (i / ${FIRST.length}) % ${SECOND.length}] || ' ' || i || ' '
             || x[1 + i % ${SUFFIX.length}],
           s[1 + (i / ${FIRST.length}) % ${SECOND.length}] || ' ' || f[1 + i % ${FIRST.length}] || ' ' || i,
           (array['${roles.join("'::uuid, '")}'::uuid])[1 + i % ${roles.length}],
           '${ruc}'::uuid, (20000000000 + i)::text
    from generate_series(1, ${ENTITIES}) i,
         (select ${sqlArray(FIRST)} as f, ${sqlArray(SECOND)} as s, ${sqlArray(SUFFIX)} as x) words;
    insert into entity_ou (id_entity, id_ou)
    select id_entity, '${idOu}'::uuid from entity where identity_document_number like '2000%'
    on conflict do nothing;
  `);
  // What autovacuum does on a live database: the link trigger rewrote every new row once.
  for (const table of ['entity', 'entity_ou', 'general_parameter_value', 'general_parameter']) await db.query(`vacuum analyze ${table}`);
  return idOu;
}

type Search = { text?: string; role?: 'CUSTOMER' | 'SUPPLIER' };

/** What a person types: name fragments (3 to 6 letters), name word pairs, document-number prefixes, a full name. */
function searches(): Search[] {
  const out: Search[] = [];
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let i = 0; i < SEARCHES; i++) {
    const kind = i % 4;
    if (kind === 0) out.push({ text: FIRST[next(FIRST.length)].slice(0, 3 + next(4)).toLowerCase() });
    else if (kind === 1) out.push({ text: `${SECOND[next(SECOND.length)]} ${FIRST[next(FIRST.length)].slice(0, 3)}` });
    else if (kind === 2) out.push({ text: String(20_000_000_000 + next(ENTITIES)).slice(0, 8 + next(4)) });
    else out.push({ text: `${FIRST[next(FIRST.length)]} ${SECOND[next(SECOND.length)]} ${next(ENTITIES)}`, role: next(2) ? 'CUSTOMER' : 'SUPPLIER' });
  }
  return out;
}

async function measure(db: Database, idOu: string, label: string, list: Search[]) {
  // Warm the caches and plans the way a running server has them.
  for (const input of list.slice(0, 20)) await searchEntityRows(db, idOu, { ...input, take: 20 });
  const times: number[] = [];
  for (const input of list) {
    const started = performance.now();
    await searchEntityRows(db, idOu, { ...input, take: 20 });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(`${label.padEnd(38)} p50 ${pct(50)} ms   p95 ${pct(95)} ms   (${list.length} runs, first page of 20 + total count)`);
}

export async function benchEntitySearch() {
  const url = process.env.BENCH_DATABASE_URL;
  const scratch = url ? await createScratchPostgres(url) : undefined;
  const db = scratch ? await openPostgres(scratch.databaseUrl) : await openPglite();
  const where = scratch ? 'PostgreSQL' : 'PGlite (set BENCH_DATABASE_URL for PostgreSQL, the target database)';
  try {
    const t0 = performance.now();
    const idOu = await populate(db);
    console.log(`entity search: ${ENTITIES.toLocaleString('en')} entities generated on ${where} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await measure(db, idOu, `entity search (${scratch ? 'PostgreSQL' : 'PGlite'})`, searches());
    const lists: Search[] = Array.from({ length: 100 }, (_, i) => [{}, { role: 'CUSTOMER' as const }, { role: 'SUPPLIER' as const }][i % 3]);
    await measure(db, idOu, 'entities list, no text (all/by role)', lists);
  } finally {
    await db.close();
    await scratch?.drop();
  }
}
