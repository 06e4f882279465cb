// Audit trail (issue 11): what the audit trigger adds to a write, and the History panel's first page over a large log.
// (1) 1,000 single-row product updates by a signed-in caller (actorDatabase), with the audit trigger and with it
// disabled; (2) 200,000 audit entries over 2,000 products, then the first page of one product's History. On
// PostgreSQL when BENCH_DATABASE_URL is set (a scratch database is created and dropped), else on in-memory PGlite.
import { actorDatabase } from '../server/src/audit/actorDatabase.ts';
import { auditHistoryPage } from '../server/src/audit/auditHistory.ts';
import { openPglite, openPostgres } from '../server/src/db/database.ts';
import { loadDemoData } from '../server/src/db/demoData.ts';
import { migrate } from '../server/src/db/migrate.ts';
import { createFixtureProduct } from '../server/src/testing/productFixtures.ts';
import { createScratchPostgres } from '../server/src/testing/testServer.ts';

const UPDATES = 1000;
const PRODUCTS = 2000;
const ENTRIES_PER_PRODUCT = 100;
const READS = 200;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function benchAudit() {
  const url = process.env.BENCH_DATABASE_URL;
  const scratch = url ? await createScratchPostgres(url) : undefined;
  const raw = scratch ? await openPostgres(scratch.databaseUrl) : await openPglite();
  const engine = scratch ? 'PostgreSQL' : 'PGlite';
  try {
    await migrate(raw);
    await loadDemoData(raw);
    const [admin] = await raw.query<{ idUser: string; idOu: string }>(
      `select id_user as "idUser", id_ou as "idOu" from app_user where email = 'admin@tourdesk.test'`,
    );
    const db = actorDatabase(raw, { ...admin, idSession: '00000000-0000-4000-8000-000000000001' });
    const product = await createFixtureProduct(raw, admin.idOu, { code: 'BENCH-AUDIT', name: 'Bench audit' });
    const updates = async () => {
      const times: number[] = [];
      for (let n = 0; n < UPDATES; n++) {
        const started = performance.now();
        await db.query('update product set name = $2, updated_at = now() where id_product = $1', [product.idProduct, `Bench audit ${n}`]);
        times.push(performance.now() - started);
      }
      return times;
    };
    const audited = await updates();
    await raw.query('alter table product disable trigger audit_row');
    const bare = await updates();
    await raw.query('alter table product enable trigger audit_row');
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    console.log(`audit (${engine}): product update p50 ${ms(percentile(audited, 0.5))} / p95 ${ms(percentile(audited, 0.95))} with the trigger,`
      + ` p50 ${ms(percentile(bare, 0.5))} / p95 ${ms(percentile(bare, 0.95))} without (mean +${ms(mean(audited) - mean(bare))} per write)`);

    // A large log: many products' histories interleaved, as a busy office writes them.
    await raw.query(
      `insert into audit_log (at, id_ou, id_user, operation, record_type, record_id, subject_type, subject_id, changes)
       select now() - (g * interval '1 minute'), $1, $2, 'UPDATE', 'product', md5(p::text)::uuid::text, 'product',
         md5(p::text)::uuid::text,
         jsonb_build_object('name', jsonb_build_object('old', 'A' || g, 'new', 'B' || g))
       from generate_series(1, $3::int) g, lateral (select g % $4::int as p) x`,
      [admin.idOu, admin.idUser, PRODUCTS * ENTRIES_PER_PRODUCT, PRODUCTS],
    );
    const reads: number[] = [];
    for (let n = 0; n < READS; n++) {
      const [{ id }] = await raw.query<{ id: string }>('select md5($1::text)::uuid::text as id', [String(n % PRODUCTS)]);
      const started = performance.now();
      const page = await auditHistoryPage(raw, { recordType: 'PRODUCT', id, idOu: admin.idOu, first: 20 });
      if (page.entries.length !== 20) throw new Error(`expected a full page, got ${page.entries.length}`);
      reads.push(performance.now() - started);
    }
    console.log(`audit (${engine}): History first page over ${(PRODUCTS * ENTRIES_PER_PRODUCT).toLocaleString('en')} entries`
      + ` p50 ${ms(percentile(reads, 0.5))} / p95 ${ms(percentile(reads, 0.95))}`);
  } finally {
    await raw.close();
    await scratch?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAudit();
