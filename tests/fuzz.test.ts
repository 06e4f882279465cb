/**
 * Issue 11, faults: generated GraphQL requests to every Query and Mutation field of schema.graphql
 * (tests/support/fuzzRequests.ts) sent in-process to the real app as the demo administrator of Lima: wrong types,
 * huge strings, negative and overflowing amounts, impossible dates, unknown ids and ids of the Cusco office.
 * 10,000 requests per run, shared among the databases under test. Every answer is below 500; a refused request
 * changed no row (a trigger logs every committed row change, tests/support/changeLog.ts); no request, refused or
 * not, changed a row of the other office.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../server/src/graphql/globalId.ts';
import { signIn, type SignedIn } from '../server/src/testing/adminFixtures.ts';
import { ouId } from '../server/src/testing/productFixtures.ts';
import { createTestServer, dbKinds, type TestServer } from '../server/src/testing/testServer.ts';
import { changesOfOu, changesSince, installChangeLog, lastChange } from './support/changeLog.ts';
import { fuzzOperations, type IdPools } from './support/fuzzRequests.ts';

const TOTAL = 10_000;
const RUNS = Number(process.env.FUZZ_RUNS ?? Math.floor(TOTAL / dbKinds.length));
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every id found in the rows of the OU's tables (and global ids of its reservations and products). */
async function idsOf(server: TestServer, idOu: string, exclude: Set<string>): Promise<string[]> {
  const tables = await server.db.query<{ t: string }>(
    `select table_name as t from information_schema.columns where table_schema = 'public' and column_name = 'id_ou'
       and table_name not in ('session', 'fuzz_change') order by 1`,
  );
  const ids = new Set<string>();
  for (const { t } of tables) {
    for (const row of await server.db.query<{ r: Record<string, unknown> }>(`select to_jsonb(x) as r from "${t}" x where id_ou = $1 limit 30`, [idOu])) {
      for (const value of Object.values(row.r)) if (typeof value === 'string' && UUID.test(value) && !exclude.has(value)) ids.add(value);
    }
  }
  const nodes = await server.db.query<{ type: string; id: string }>(
    `select 'Reservation' as type, id_reservation::text as id from reservation where id_ou = $1
     union all select 'Product', id_product::text from product where id_ou = $1 limit 40`, [idOu],
  );
  return [...ids, ...nodes.map((n) => toGlobalId(n.type, n.id))];
}

describe.each(dbKinds)('fuzzing every operation (%s)', (kind) => {
  let server: TestServer;
  let admin: SignedIn;
  let lim: string;
  let cuz: string;
  let pools: IdPools;

  beforeAll(async () => {
    server = await createTestServer(kind);
    admin = await signIn(server, 'ADMIN');
    lim = await ouId(server.db, 'LIM');
    cuz = await ouId(server.db, 'CUZ');
    await installChangeLog(server.db);
    // The caller's own user, sessions and role stay out of the pools: disabling them would only end the run early.
    const own = await server.db.query<{ id: string }>(
      `select $1::text as id union all select id_session::text from session where id_user = $1::uuid
       union all select id_role::text from role where code = 'ADMIN'`, [admin.idUser],
    );
    const exclude = new Set(own.map((r) => r.id));
    pools = { own: await idsOf(server, lim, exclude), otherOu: await idsOf(server, cuz, exclude) };
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it(`${RUNS} generated requests: no 5xx, refused requests change nothing, the other OU is untouched`, async () => {
    expect(pools.otherOu.length).toBeGreaterThan(20);
    const operations = fuzzOperations(pools);
    const serverErrors: string[] = [];
    const unexpected: string[] = [];
    const changedWhenRefused: string[] = [];
    const otherOuChanged: string[] = [];
    const outcomes = new Map<string, { ok: number; refused: number }>();
    const started = performance.now();
    let signIns = 1;
    for (let n = 0; n < RUNS; n++) {
      // Round robin over the operations, so each gets its share.
      const operation = operations[n % operations.length];
      const [variables] = fc.sample(operation.variables, { numRuns: 1, seed: SEED + n });
      const before = await lastChange(server.db);
      const response = await admin.client.post('/graphql', { query: operation.document, variables }, { token: admin.token });
      const label = `${operation.name} ${JSON.stringify(variables).slice(0, 300)}`;
      if (response.statusCode >= 500) serverErrors.push(`${response.statusCode} ${label}`);
      let body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] } = {};
      try {
        body = response.json();
      } catch { /* a refusal before GraphQL (body too large): not JSON */ }
      const codes = (body.errors ?? []).map((e) => e.extensions?.code);
      if (codes.includes('INTERNAL_SERVER_ERROR')) unexpected.push(`${label} -> ${JSON.stringify(body.errors).slice(0, 400)}`);
      if (codes.includes('UNAUTHENTICATED')) {
        // A generated change ended the administrator's session (e.g. their role's permissions): sign in again.
        admin = await signIn(server, 'ADMIN');
        signIns++;
      }
      const refused = body.data?.[operation.name] == null;
      const tally = outcomes.get(operation.name) ?? { ok: 0, refused: 0 };
      tally[refused ? 'refused' : 'ok']++;
      outcomes.set(operation.name, tally);
      if (await lastChange(server.db) > before) {
        if (refused) {
          const changes = await changesSince(server.db, before);
          changedWhenRefused.push(`${label}: ${changes.map((c) => `${c.op} ${c.table}`).join(', ')}`);
        }
        const foreign = await changesOfOu(server.db, before, cuz);
        if (foreign.length) otherOuChanged.push(`${label}: ${foreign.map((c) => `${c.op} ${c.table}`).join(', ')}`);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const succeeded = [...outcomes].filter(([, t]) => t.ok > 0).map(([name]) => name);
    console.log(`fuzz (${kind}): ${RUNS} requests over ${operations.length} operations in ${seconds.toFixed(1)} s `
      + `(${(RUNS / seconds).toFixed(0)}/s); ${succeeded.length} operations answered at least once, ${signIns} sign-ins`);
    expect(serverErrors).toEqual([]);
    expect(unexpected).toEqual([]);
    expect(changedWhenRefused).toEqual([]);
    expect(otherOuChanged).toEqual([]);
    expect(outcomes.size).toBe(operations.length);
  }, 900_000);
});
