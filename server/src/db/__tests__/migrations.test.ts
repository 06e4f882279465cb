import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../database.ts';
import { loadDemoData } from '../demoData.ts';
import { migrate, splitStatements } from '../migrate.ts';
import { ROLE_CODES } from '../../auth/permissionCatalog.ts';
import { countRows, createScratchPostgres, dbKinds, type DbKind } from '../../testing/testServer.ts';

const MIGRATIONS = readdirSync(fileURLToPath(new URL('../../../migrations/', import.meta.url)))
  .filter((f) => f.endsWith('.sql'))
  .sort();

/** A fresh, empty database of the kind, and how to get rid of it. */
async function emptyDatabase(kind: DbKind) {
  if (kind === 'pglite') {
    const db = await openPglite();
    return { db, open: undefined, close: () => db.close() };
  }
  const scratch = await createScratchPostgres();
  const db = await openPostgres(scratch.databaseUrl);
  const extra: Database[] = [];
  return {
    db,
    /** Another connection pool on the same database (a second server process). */
    open: async () => {
      const other = await openPostgres(scratch.databaseUrl);
      extra.push(other);
      return other;
    },
    close: async () => {
      await Promise.all([db, ...extra].map((d) => d.close()));
      await scratch.drop();
    },
  };
}

const tableExists = async (db: Database, name: string) =>
  (await db.query<{ t: string | null }>('select to_regclass($1)::text as t', [name]))[0].t !== null;

describe('splitStatements', () => {
  it('splits on semicolons that end a line and trims', () => {
    expect(splitStatements('create table a (id int);\n  create table b (id int);  \n')).toEqual([
      'create table a (id int);',
      'create table b (id int);',
    ]);
  });

  it('keeps a statement spread over several lines whole', () => {
    const sql = 'create table a (\n  id int,\n  name text\n);\ncreate index a_idx on a (name);\n';
    expect(splitStatements(sql)).toEqual(['create table a (\n  id int,\n  name text\n);', 'create index a_idx on a (name);']);
  });

  it('drops whole-line comments, even ones ending in a semicolon', () => {
    const sql = '-- Foundation;\ncreate table a (id int);\n  -- another note;\ncreate table b (id int);\n';
    expect(splitStatements(sql)).toEqual(['create table a (id int);', 'create table b (id int);']);
  });

  it('keeps $$-quoted function bodies whole, semicolons and comments included', () => {
    const fn = [
      'create function touch() returns trigger language plpgsql as $$',
      'begin',
      '  -- keep me;',
      '  new.updated_at = now();',
      '  return new;',
      'end;',
      '$$;',
    ].join('\n');
    const sql = `${fn}\ncreate table a (id int);\n`;
    expect(splitStatements(sql)).toEqual([fn, 'create table a (id int);']);
  });

  it('handles a one-line $$ body', () => {
    expect(splitStatements("create function one() returns int language sql as $$ select 1; $$;\nselect 2;")).toEqual([
      'create function one() returns int language sql as $$ select 1; $$;',
      'select 2;',
    ]);
  });

  it('keeps a last statement without a semicolon and ignores blank input', () => {
    expect(splitStatements('select 1;\nselect 2')).toEqual(['select 1;', 'select 2']);
    expect(splitStatements('\n  \n-- only a comment\n')).toEqual([]);
  });
});

describe.each(dbKinds)('migrations and demo data (%s)', (kind) => {
  let fresh: Awaited<ReturnType<typeof emptyDatabase>>;
  const dirs: string[] = [];
  beforeEach(async () => {
    fresh = await emptyDatabase(kind);
  });
  afterEach(async () => {
    await fresh?.close();
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const scratchDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'td-migrations-'));
    dirs.push(dir);
    return dir;
  };

  it('applies every migration once; running again applies nothing', async () => {
    const { db } = fresh;
    expect(MIGRATIONS.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual(MIGRATIONS);
    const rows = await db.query<{ name: string; appliedAt: string }>(
      'select name, applied_at::text as "appliedAt" from schema_migration order by name',
    );
    expect(rows.map((r) => r.name)).toEqual(MIGRATIONS);

    expect(await migrate(db)).toEqual([]);
    expect(await db.query('select name, applied_at::text as "appliedAt" from schema_migration order by name')).toEqual(rows);
    for (const table of ['app_user', 'role', 'permission', 'session', 'refresh_token', 'password_reset', 'ou']) {
      expect(await tableExists(db, table), table).toBe(true);
    }
  });

  it('applies only new files, in name order, keeping $$ bodies whole', async () => {
    const { db } = fresh;
    const dir = scratchDir();
    writeFileSync(join(dir, '0002_second.sql'), 'create table second (id int);\n');
    writeFileSync(join(dir, '0001_first.sql'), [
      '-- first',
      'create table first (id int, touched int not null default 0);',
      'create function bump() returns trigger language plpgsql as $$',
      'begin',
      '  new.touched = old.touched + 1;',
      '  return new;',
      'end;',
      '$$;',
      'create trigger first_bump before update on first for each row execute function bump();',
      '',
    ].join('\n'));
    writeFileSync(join(dir, 'README.txt'), 'not a migration;\n');
    expect(await migrate(db, dir)).toEqual(['0001_first.sql', '0002_second.sql']);
    await db.query('insert into first (id) values (1)');
    await db.query('update first set id = 2');
    expect(await db.query('select id, touched from first')).toEqual([{ id: 2, touched: 1 }]);

    writeFileSync(join(dir, '0003_third.sql'), 'create table third (id int);\n');
    expect(await migrate(db, dir)).toEqual(['0003_third.sql']);
    expect(await migrate(db, dir)).toEqual([]);
    expect((await db.query<{ name: string }>('select name from schema_migration order by name')).map((r) => r.name))
      .toEqual(['0001_first.sql', '0002_second.sql', '0003_third.sql']);
  });

  it('rolls a failing migration back entirely and does not record it', async () => {
    const { db } = fresh;
    const dir = scratchDir();
    writeFileSync(join(dir, '0001_ok.sql'), 'create table ok_table (id int);\n');
    writeFileSync(join(dir, '0002_bad.sql'), 'create table half_done (id int);\nselect * from no_such_table;\n');
    await expect(migrate(db, dir)).rejects.toThrow(/no_such_table/);
    expect(await tableExists(db, 'ok_table')).toBe(true);
    expect(await tableExists(db, 'half_done')).toBe(false);
    expect((await db.query<{ name: string }>('select name from schema_migration')).map((r) => r.name)).toEqual(['0001_ok.sql']);

    // Fixed, it applies on the next start.
    writeFileSync(join(dir, '0002_bad.sql'), 'create table half_done (id int);\n');
    expect(await migrate(db, dir)).toEqual(['0002_bad.sql']);
  });

  it('loads the demo data only on an empty database', async () => {
    const { db } = fresh;
    await migrate(db);
    expect(await loadDemoData(db)).toBe(true);
    const users = await db.query<{ email: string; idStatus: string; roles: string[] }>(
      `select u.email, u.id_status as "idStatus", array_agg(r.code) as roles from app_user u
       join user_role ur using (id_user) join role r using (id_role) group by u.email, u.id_status order by u.email`,
    );
    expect(users.map((u) => u.email).sort()).toEqual(ROLE_CODES.map((c) => `${c.toLowerCase()}@tourdesk.test`).sort());
    expect(users.every((u) => u.idStatus === 'ACTIVE' && u.roles.length === 1)).toBe(true);
    const counts = async () => ({
      users: await countRows(db, 'app_user'),
      roles: await countRows(db, 'role'),
      permissions: await countRows(db, 'permission'),
      ous: await countRows(db, 'ou'),
      countries: await countRows(db, 'country'),
    });
    const before = await counts();
    expect(before.countries).toBeGreaterThan(0);

    expect(await loadDemoData(db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  // PGlite is one embedded connection: two servers or a real deadlock exist only on PostgreSQL.
  if (kind === 'postgres') it('two servers starting at once migrate and seed exactly once', async () => {
    const other = await fresh.open!();
    const applied = await Promise.all([migrate(fresh.db), migrate(other)]);
    expect(applied.flat().sort()).toEqual(MIGRATIONS);
    const seeded = await Promise.all([loadDemoData(fresh.db), loadDemoData(other)]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect(await countRows(fresh.db, 'app_user')).toBe(ROLE_CODES.length);
  });
});
