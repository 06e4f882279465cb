import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { dumpPglite, openPglite, openPostgres, type Database } from '../db/database.ts';
import { loadDemoData } from '../db/demoData.ts';
import { migrate } from '../db/migrate.ts';
import { today } from '../domain/calendar.ts';

/**
 * Migrating and seeding a database took most of a test server's set-up (seconds each, for about two hundred servers
 * per run and database kind). Within one test run every server with the same seed options starts from the same
 * data, so it is made once and copied: a PGlite dump of the data files, or a PostgreSQL template database.
 *
 * What the copy holds is exactly what migrate + loadDemoData wrote; what differs per server (its keys, hence the demo
 * users' encrypted authenticator secrets, and the permission sync) is still done on each copy by createTestServer.
 * The seed reads today(): the date is part of the snapshot's name, as is the business-day option.
 *
 * Snapshots live for one test run (the server project's globalSetup names the run and removes them after): the seed
 * code spans many modules, and a snapshot kept across runs could outlive a change to any of them.
 */

const RUN_ENV = 'TOURDESK_TEST_SNAPSHOTS';

export interface SnapshotRun {
  id: string;
  dir: string;
}

/** This test run's snapshot place, or undefined outside a run that set one up (benches build every server afresh). */
export function snapshotRun(): SnapshotRun | undefined {
  const value = process.env[RUN_ENV];
  if (!value) return undefined;
  const [id, dir] = JSON.parse(value) as [string, string];
  return { id, dir };
}

/** For the globalSetup: names a new run and its directory, and returns how to remove what the run made. */
export async function startSnapshotRun(baseDir: string, databaseUrl = process.env.TEST_DATABASE_URL) {
  const id = randomBytes(4).toString('hex');
  const dir = join(baseDir, `tourdesk-test-snapshots-${id}`);
  await mkdir(dir, { recursive: true });
  process.env[RUN_ENV] = JSON.stringify([id, dir]);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (!databaseUrl) return;
    await withAdmin(databaseUrl, async (client) => {
      const { rows } = await client.query<{ name: string }>(
        'select datname as name from pg_database where datname like $1', [`${templatePrefix(id)}%`]);
      for (const { name } of rows) await client.query(`drop database if exists "${name}" with (force)`);
    });
  };
}

const snapshotKey = (businessDay: boolean) => `${businessDay ? 'day' : 'plain'}_${today().replaceAll('-', '')}`;

async function seed(db: Database, businessDay: boolean) {
  await migrate(db);
  await loadDemoData(db, { businessDay });
}

const pgliteSnapshots = new Map<string, Promise<string>>();

/**
 * An embedded database holding the migrated demo data, loaded from the run's dump (made by whichever test file needed
 * it first; two files racing both make it and the first one published is kept, see publishOnce).
 */
export async function openSeededPglite(run: SnapshotRun, businessDay: boolean): Promise<Database> {
  const key = snapshotKey(businessDay);
  let file = pgliteSnapshots.get(key);
  if (!file) {
    file = pgliteSnapshotFile(run, key, businessDay);
    pgliteSnapshots.set(key, file);
    file.catch(() => pgliteSnapshots.delete(key));
  }
  return openPglite(undefined, await openAsBlob(await file));
}

async function pgliteSnapshotFile(run: SnapshotRun, key: string, businessDay: boolean): Promise<string> {
  const file = join(run.dir, `${key}.tar`);
  try {
    await openAsBlob(file);
    return file;
  } catch {
    // Not made yet.
  }
  const db = await openPglite();
  try {
    await seed(db, businessDay);
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await (await dumpPglite(db)).arrayBuffer()));
    await publishOnce(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

/**
 * Makes the finished `partial` the file at `to` unless another test file published it first; either way `partial` goes.
 * Never replaces `to`: a blob from openAsBlob reads its file lazily and fails ("The blob could not be read") once the
 * file under its path has changed, which a rename over it did to a server of the other worker that was still loading.
 */
export async function publishOnce(partial: string, to: string): Promise<void> {
  try {
    await link(partial, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(partial, { force: true });
  }
}

const templatePrefix = (runId: string) => `td_template_${runId}_`;
const templates = new Map<string, Promise<string>>();

/**
 * Creates a PostgreSQL database for one test server as a copy of the run's seeded template, making the template
 * first when no test file has.
 */
export async function createSeededPostgres(run: SnapshotRun, baseUrl: string, name: string, businessDay: boolean): Promise<void> {
  const key = snapshotKey(businessDay);
  let template = templates.get(key);
  if (!template) {
    template = postgresTemplate(run, baseUrl, key, businessDay);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  const from = await template;
  await withAdmin(baseUrl, (client) => client.query(`create database "${name}" template "${from}"`));
}

async function postgresTemplate(run: SnapshotRun, baseUrl: string, key: string, businessDay: boolean): Promise<string> {
  const name = `${templatePrefix(run.id)}${key}`;
  const exists = async () => withAdmin(baseUrl, async (client) =>
    (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
  if (await exists()) return name;
  // Made under another name and renamed when complete and closed (a template must have no connections), so a test
  // file never copies a half-seeded template; two files racing both make one, and the second drops its own.
  const building = `${name}_${randomBytes(3).toString('hex')}`;
  await withAdmin(baseUrl, (client) => client.query(`create database "${building}"`));
  try {
    const url = new URL(baseUrl);
    url.pathname = `/${building}`;
    const db = await openPostgres(url.toString());
    try {
      await seed(db, businessDay);
    } finally {
      await db.close();
    }
    await withAdmin(baseUrl, (client) => client.query(`alter database "${building}" rename to "${name}"`));
  } catch (error) {
    await withAdmin(baseUrl, (client) => client.query(`drop database if exists "${building}" with (force)`));
    if ((error as { code?: string }).code === '42P04' && (await exists())) return name;
    throw error;
  }
  return name;
}

async function withAdmin<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
