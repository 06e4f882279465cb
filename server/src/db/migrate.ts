import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** Applies every server/migrations/*.sql not yet recorded, in file-name order, each in its own transaction. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  // Two servers starting on one PostgreSQL at once must not both apply a migration, nor race to create this table
  // ("create table if not exists" is not safe against a concurrent create).
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727274)');
    await tx.query(`create table if not exists schema_migration (
      name text primary key, applied_at timestamptz not null default now())`);
  });
  const applied = new Set(
    (await db.query<{ name: string }>('select name from schema_migration')).map((r) => r.name),
  );
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(727274)');
      const again = await tx.query('select 1 from schema_migration where name = $1', [file]);
      if (again.length) return;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migration (name) values ($1)', [file]);
      done.push(file);
    });
  }
  return done;
}

/** Splits a migration on semicolons that end a line, keeping $$-quoted function bodies whole. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    const dollars = (line.match(/\$\$/g) ?? []).length;
    if (dollars % 2 === 1) inDollar = !inDollar;
    current += line + '\n';
    if (!inDollar && /;\s*$/.test(line)) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
