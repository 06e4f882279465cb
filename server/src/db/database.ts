import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { checkStatementFault, withRetry } from './retry.ts';

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction; rolls back when it throws. A serialization failure or deadlock runs fn again, a few
   * times with jittered backoff (db/retry.ts): fn must touch nothing outside the database except through `onAbandon`.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

// Both drivers hand back the same shapes: money (numeric) and dates stay strings so no float ever touches them.
const keepString = (value: string) => value;
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

/** The PGlite under each embedded database, for dumpPglite. */
const pgliteOf = new WeakMap<Database, PGlite>();

/** `loadDataDir`: start from a dump of another database's files (dumpPglite) instead of an empty one (tests). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  // Loaded only when the embedded database is used: a server on PostgreSQL does not carry it (about 45 MB resident).
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  const db = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: keepString, [DATE]: keepString },
    loadDataDir,
  });
  const run = async <T>(q: { query: PGlite['query'] }, sql: string, params?: unknown[]) =>
    (await q.query<T>(sql, params)).rows;
  const database: Database = {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    transaction: (fn) => withRetry(() => db.transaction((tx) => {
      const handle = {};
      return fn({ query: async (sql, params) => {
        checkStatementFault(handle, sql);
        return run(tx, sql, params);
      } });
    })),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
  pgliteOf.set(database, db);
  return database;
}

/** The files of an embedded database as an uncompressed tar, for openPglite's loadDataDir. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const db = pgliteOf.get(database);
  if (!db) throw new Error('not an embedded database');
  return db.dumpDataDir('none');
}

pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(DATE, keepString);

/**
 * The name a parameterised statement is prepared under on each pooled connection, so PostgreSQL parses and plans it once
 * per connection instead of on every call (most requests are a handful of sub-millisecond reads, where parsing and
 * planning were half the database's work). Capped: statement texts built from a variable number of rows keep coming,
 * and a prepared statement lives as long as its connection; texts beyond the cap run unnamed, as before.
 */
const preparedNames = new Map<string, string>();
export const PREPARED_STATEMENTS_KEPT = 500;
export function preparedStatementName(sql: string): string | undefined {
  let name = preparedNames.get(sql);
  if (name === undefined && preparedNames.size < PREPARED_STATEMENTS_KEPT) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    preparedNames.set(sql, name);
  }
  return name;
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 12 });
  // An idle pooled connection that the server drops (restart, failover, a database dropped with force) is emitted
  // as a pool 'error'; without a listener that would crash the process. The pool replaces the connection on demand.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01') console.error('PostgreSQL idle connection error:', error.message);
  });
  const toRows = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) =>
    (await client.query(params ? { name: preparedStatementName(sql), text: sql, values: params } : { text: sql })).rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params) => toRows(pool, sql, params),
    transaction: (fn) => withRetry(async () => {
      const client = await pool.connect();
      const handle = {};
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async (sql, params) => {
          checkStatementFault(handle, sql);
          return toRows(client, sql, params);
        } });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
