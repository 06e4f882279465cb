// Cashier (issue 9): completed cashier transactions per second under 8 concurrent cashiers. Each cashier has today's
// daily cashier open and completes transactions of one confirmed item each (cash, with change), through the same
// domain writer the mutation uses, each in its own database transaction. All cashiers share the OU's transaction and
// receipt counters (the contention a real counter has); the run ends by checking that the numbers have no gap. Then the
// same 8 cashiers apply one customer's single advance 1.00 at a time (all on one locked row) until it is used up. On
// PostgreSQL when BENCH_DATABASE_URL is set (a scratch database is created and dropped), else on in-memory PGlite.
import { openPglite, openPostgres } from '../server/src/db/database.ts';
import { loadDemoData } from '../server/src/db/demoData.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { createAdvance } from '../server/src/domain/advances.ts';
import { completeCashierTransaction } from '../server/src/domain/cashierTransactions.ts';
import { openDay, payableProduct, payableReservation } from '../server/src/testing/cashierFixtures.ts';
import { catalogValueId } from '../server/src/testing/productFixtures.ts';
import { createScratchPostgres } from '../server/src/testing/testServer.ts';

const CASHIERS = 8;
const TRANSACTIONS = 400;

export async function benchCashier() {
  const url = process.env.BENCH_DATABASE_URL;
  const scratch = url ? await createScratchPostgres(url) : undefined;
  const db = scratch ? await openPostgres(scratch.databaseUrl) : await openPglite();
  const engine = scratch ? 'PostgreSQL' : 'PGlite';
  try {
    await migrate(db);
    await loadDemoData(db);
    const [{ idOu }] = await db.query<{ idOu: string }>(`select id_ou as "idOu" from ou where code = 'LIM'`);
    const usd = await catalogValueId(db, 'CURRENCY', 'USD');
    // Eight cashiers: copies of the demo administrator, each with today's day open.
    const cashiers: string[] = [];
    for (let n = 0; n < CASHIERS; n++) {
      const [{ id }] = await db.query<{ id: string }>(
        `insert into app_user (id_ou, id_entity, name, user_name, email, password_hash)
         select id_ou, id_entity, 'Bench cashier ' || $1, 'Bench cashier ' || $1, 'cashier' || $1 || '@bench.test', password_hash
         from app_user where email = 'admin@tourdesk.test' returning id_user as id`,
        [n],
      );
      await openDay(db, idOu, id);
      cashiers.push(id);
    }
    const instance = await payableProduct(db, idOu, 'BENCH-CASH', TRANSACTIONS);
    const items: string[] = [];
    await db.transaction(async (tx) => {
      for (let n = 0; n < TRANSACTIONS; n++) items.push((await payableReservation(tx, idOu, instance, ['87.50'])).items[0]);
    });
    let next = 0;
    const started = performance.now();
    await Promise.all(cashiers.map(async (idUser) => {
      while (next < items.length) {
        const n = next++;
        await db.transaction((tx) => completeCashierTransaction(tx, { idOu, idUser }, {
          idempotencyKey: `bench-${n}`, items: [{ idReservationItem: items[n], amountToPay: '87.50' }],
          payments: [{ method: 'CASH', idCurrency: usd, amount: '100.00' }],
        }));
      }
    }));
    const seconds = (performance.now() - started) / 1000;
    const [check] = await db.query<{ n: number; max: number; docs: number; maxDoc: number }>(
      `select count(*)::int as n, max(number)::int as max,
         (select count(*)::int from fiscal_document where id_ou = $1) as docs,
         (select max(correlative)::int from fiscal_document where id_ou = $1) as "maxDoc"
       from cashier_transaction where id_ou = $1`,
      [idOu],
    );
    if (check.n !== TRANSACTIONS || check.max !== TRANSACTIONS || check.docs !== check.maxDoc) {
      throw new Error(`cashier bench ended wrong: ${JSON.stringify(check)}`);
    }
    console.log(`cashier transactions (${engine}): ${TRANSACTIONS} completed by ${CASHIERS} concurrent cashiers: `
      + `${(TRANSACTIONS / seconds).toFixed(0)} transactions/s, numbers 1..${check.max} without gaps`);
    await benchAdvance(db, engine, idOu, usd, cashiers);
  } finally {
    await db.close();
    await scratch?.drop();
  }
}

const APPLICATIONS = 200;

/** One advance of APPLICATIONS × 1.00 applied by every cashier at once: the hot row is the advance. */
async function benchAdvance(db: Awaited<ReturnType<typeof openPglite>>, engine: string, idOu: string, usd: string, cashiers: string[]) {
  const instance = await payableProduct(db, idOu, 'BENCH-ADV', APPLICATIONS);
  const items: string[] = [];
  await db.transaction(async (tx) => {
    for (let n = 0; n < APPLICATIONS; n++) items.push((await payableReservation(tx, idOu, instance, ['1.00'])).items[0]);
  });
  const [{ idEntity }] = await db.query<{ idEntity: string }>(
    `select r.id_entity as "idEntity" from reservation_item i join reservation r using (id_reservation) where i.id_reservation_item = $1`, [items[0]],
  );
  const { idAdvance } = await db.transaction((tx) => createAdvance(tx, { idOu, idUser: cashiers[0] }, {
    idempotencyKey: 'bench-advance', idEntity, idCurrency: usd, amount: String(APPLICATIONS), method: 'CASH',
  }));
  let next = 0;
  const started = performance.now();
  await Promise.all(cashiers.map(async (idUser) => {
    while (next < items.length) {
      const n = next++;
      await db.transaction((tx) => completeCashierTransaction(tx, { idOu, idUser }, {
        idempotencyKey: `bench-adv-${n}`, items: [{ idReservationItem: items[n], amountToPay: '1.00' }],
        payments: [{ method: 'ADVANCE', idAdvance, idCurrency: usd, amount: '1.00' }],
      }));
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  const [advance] = await db.query<{ available: string; status: string }>(
    `select available_amount::text as available, status from advance where id_advance = $1`, [idAdvance],
  );
  if (advance.available !== '0.00' || advance.status !== 'APPLIED') throw new Error(`advance bench ended wrong: ${JSON.stringify(advance)}`);
  console.log(`advance applications (${engine}): ${APPLICATIONS} by ${CASHIERS} concurrent cashiers on one advance: `
    + `${(APPLICATIONS / seconds).toFixed(0)} applications/s, used up exactly`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCashier();
