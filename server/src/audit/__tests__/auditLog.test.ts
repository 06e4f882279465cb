/**
 * Issue 11 item 3, the trail itself: the log cannot be changed (trigger on both databases, privileges on
 * PostgreSQL), every business table carries the audit trigger, and sign-ins, failed sign-ins and denials are
 * recorded without the password.
 */
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { actorDatabase } from '../actorDatabase.ts';
import { openPostgres } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { codeOf, signIn } from '../../testing/adminFixtures.ts';
import { createScratchPostgres, dbKinds, DEMO_PASSWORD, demoEmail } from '../../testing/testServer.ts';
import { suiteServer } from '../../testing/suiteServer.ts';

/** Business tables without id_ou that must be audited too (children are listed through their parent's subject). */
const BUSINESS_TABLES = [
  'entity', 'entity_address', 'entity_contact', 'role', 'role_permission', 'permission', 'user_role',
  'general_parameter_value', 'product_feature_item', 'product_category_link', 'product_feature_link',
  'product_subfeature_item_link', 'product_identification', 'product_instance', 'product_instance_item',
  'inventory_transaction', 'inventory_sale_period', 'package_item', 'rate_instance_subfeature',
  'rate_cancellation_tier', 'reservation_item', 'reservation_passenger', 'reservation_remark', 'reservation_document',
  'daily_cashier_float', 'daily_cashier_count', 'cashier_transaction_item', 'payment_allocation',
];

/**
 * Tables with id_ou that are not business records, and why. Anything else with id_ou needs the audit trigger: a
 * later migration that creates a business table must call audit_attach.
 */
const NOT_AUDITED: Record<string, string> = {
  session: 'sign-ins and denials are audit events of their own; session rows are the session bookkeeping',
  reservation_counter: 'a number counter',
  cashier_transaction_counter: 'a number counter',
  document_series_counter: 'a correlative counter',
  idempotency_key: 'stored answers of repeated submits',
  audit_log: 'the log itself',
  mail_outbox: 'the mail log: each message written once, a sealed link mail must not be copied into the trail',
  sent_document: 'the log of sends: written once with its sender and time, never changed',
};

const LOG = `query ($type: AuditRecordType!, $id: ID!) { auditHistory(recordType: $type, id: $id, first: 50) {
  edges { node { operation user { name } details { key value } changes { field oldValue newValue } } } } }`;

describe.each(dbKinds)('audit trail (%s)', (kind) => {
  const { server } = suiteServer(kind);

  it('puts the audit trigger on every table carrying id_ou and on every listed business table', async () => {
    const withOu = await server.db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = c.oid and a.attname = 'id_ou' and not a.attisdropped
       where c.relkind = 'r'`,
    );
    const audited = new Set((await server.db.query<{ name: string }>(
      `select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname = 'audit_row' and not t.tgisinternal`,
    )).map((r) => r.name));
    const expected = [...withOu.map((r) => r.name).filter((name) => !(name in NOT_AUDITED)), ...BUSINESS_TABLES];
    expect(withOu.length).toBeGreaterThan(15);
    expect(expected.filter((name) => !audited.has(name))).toEqual([]);
  });

  it('names the caller on a lone write and inside a transaction, and no one once the transaction is over', async () => {
    const [who] = await server.db.query<{ idUser: string; idOu: string }>(
      `select id_user as "idUser", id_ou as "idOu" from app_user where email = 'admin@tourdesk.test'`,
    );
    const actor = { ...who, idSession: '11111111-1111-4111-8111-111111111111' };
    const db = actorDatabase(server.db, actor);
    const [role] = await server.db.query<{ id: string }>(`select id_role as id from role where code = 'RESDEL'`);
    const entry = async () => (await server.db.query<{ idUser: string | null; idSession: string | null; idOu: string | null }>(
      `select id_user as "idUser", id_session as "idSession", id_ou as "idOu" from audit_log
       where record_type = 'role' and record_id = $1 order by id_audit_log desc limit 1`, [role.id],
    ))[0];
    await db.query(`update role set description = 'lone write' where id_role = $1`, [role.id]);
    expect(await entry()).toEqual({ idUser: actor.idUser, idSession: actor.idSession, idOu: actor.idOu });
    await db.transaction((tx) => tx.query(`update role set description = 'in a transaction' where id_role = $1`, [role.id]));
    expect(await entry()).toEqual({ idUser: actor.idUser, idSession: actor.idSession, idOu: actor.idOu });
    // Transaction-local: the next write on the same connection, without a caller, is the system's.
    await server.db.query(`update role set description = 'system' where id_role = $1`, [role.id]);
    expect(await entry()).toEqual({ idUser: null, idSession: null, idOu: null });
  });

  it('refuses to update, delete or truncate audit rows', async () => {
    const [{ n }] = await server.db.query<{ n: number }>('select count(*)::int as n from audit_log');
    expect(n).toBeGreaterThan(0);
    await expect(server.db.query(`update audit_log set operation = 'UPDATE'`)).rejects.toThrow(/append-only/);
    await expect(server.db.query('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(server.db.query('truncate audit_log')).rejects.toThrow(/append-only/);
    expect((await server.db.query<{ n: number }>('select count(*)::int as n from audit_log'))[0].n).toBe(n);
  });

  it('records sign-in, failed sign-in (name, never the password) and denials', async () => {
    const user = async (email: string) =>
      (await server.db.query<{ id: string }>('select id_user as id from app_user where email = $1', [email]))[0].id;
    const wrong = 'Wrong#Password-42';
    const client = server.client();
    await client.fetchCsrf();
    expect((await client.post('/auth/login', { name: demoEmail('RESVIEW'), password: wrong })).statusCode).toBe(401);
    expect((await client.post('/auth/login', { name: 'nobody@tourdesk.test', password: wrong })).statusCode).toBe(401);
    const viewer = await signIn(server, 'RESVIEW');
    // FORBIDDEN from the permission wrapper, and the FRONT access check answering false.
    expect(codeOf(await viewer.gql('{ getAllRoles { idRole } }'))).toBe('FORBIDDEN');
    const access = await viewer.gql<{ checkAccessToPermission: boolean }>(
      'query ($t: String!, $u: ID!) { checkAccessToPermission(target: $t, idUser: $u) }',
      { t: '/users/roles', u: viewer.idUser },
    );
    expect(access.data?.checkAccessToPermission).toBe(false);

    const idUser = await user(demoEmail('RESVIEW'));
    const rows = await server.db.query<{ operation: string; details: Record<string, string>; idSession: string | null }>(
      `select operation, details, id_session as "idSession" from audit_log
       where operation in ('SIGN_IN', 'SIGN_IN_FAILED', 'DENIED') and (id_user = $1 or details->>'name' = 'nobody@tourdesk.test')
       order by id_audit_log`,
      [idUser],
    );
    expect(rows.map((r) => [r.operation, r.details.name ?? r.details.operation ?? r.details.path, r.details.reason ?? null]))
      .toEqual([
        ['SIGN_IN_FAILED', demoEmail('RESVIEW'), 'WRONG_PASSWORD'],
        ['SIGN_IN_FAILED', 'nobody@tourdesk.test', 'UNKNOWN_NAME'],
        ['SIGN_IN', demoEmail('RESVIEW'), null],
        ['DENIED', 'getAllRoles', null],
        ['DENIED', '/users/roles', null],
      ]);
    expect(rows[2].idSession).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[3].idSession).toBe(rows[2].idSession);
    const everything = JSON.stringify(await server.db.query('select * from audit_log'));
    expect(everything).not.toContain(wrong);
    expect(everything).not.toContain(DEMO_PASSWORD);

    // The user's History panel shows them to an administrator.
    const admin = await signIn(server, 'ADMIN');
    const history = await admin.gql<{ auditHistory: { edges: { node: { operation: string } }[] } }>(LOG, { type: 'USER', id: idUser });
    expect(history.errors, JSON.stringify(history.errors)).toBeUndefined();
    expect(history.data!.auditHistory.edges.map((e) => e.node.operation)).toEqual(
      expect.arrayContaining(['SIGN_IN', 'SIGN_IN_FAILED', 'DENIED']),
    );
  });
});

describe.runIf(dbKinds.includes('postgres'))('audit log privileges (postgres)', () => {
  it('leaves the role that owns the schema without UPDATE, DELETE or TRUNCATE on the log', async () => {
    const scratch = await createScratchPostgres();
    const role = `td_app_${scratch.name.slice(-12)}`;
    const admin = new pg.Client({ connectionString: scratch.databaseUrl });
    await admin.connect();
    try {
      // The server's role as production runs it: owns the database and its tables, is no superuser.
      await admin.query(`create role ${role} login nosuperuser`);
      await admin.query(`alter database "${scratch.name}" owner to ${role}`);
      await admin.query(`alter schema public owner to ${role}`);
      const url = new URL(scratch.databaseUrl);
      url.username = role;
      const db = await openPostgres(url.toString());
      try {
        await migrate(db);
        const [entity] = await db.query<{ id: string }>(
          `insert into entity (name, commercial_name) values ('E', 'E') returning id_entity as id`,
        );
        await db.query(`update entity set name = 'F' where id_entity = $1`, [entity.id]);
        expect((await db.query<{ n: number }>('select count(*)::int as n from audit_log'))[0].n).toBeGreaterThan(0);
        await expect(db.query(`update audit_log set operation = 'UPDATE'`)).rejects.toThrow(/permission denied/);
        await expect(db.query('delete from audit_log')).rejects.toThrow(/permission denied/);
        await expect(db.query('truncate audit_log')).rejects.toThrow(/permission denied/);
      } finally {
        await db.close();
      }
    } finally {
      await admin.end();
      await scratch.drop();
      const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop role if exists ${role}`).finally(() => cleanup.end());
    }
  }, 120_000);
});
