/**
 * A row-level change log for the fuzz suite: a trigger on every business table records each committed insert,
 * update and delete (table, operation, the row as JSON) in `fuzz_change`. It is written inside the changing
 * transaction, so a rolled-back write leaves no entry: "this refused request changed nothing" is "no new entry", and
 * "the other OU is untouched" is "no entry for a row of that OU". Installed only in the scratch databases of tests.
 */
import type { Database } from '../../server/src/db/database.ts';

/** Bookkeeping of sign-in and sessions, not business data: a request may touch it whatever its outcome. */
const VOLATILE = /^(session|refresh_token|password_reset|schema_migration|fuzz_change)$|audit|login|throttle|attempt/;

export async function installChangeLog(db: Database): Promise<string[]> {
  const tables = (await db.query<{ t: string }>(
    `select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )).map((r) => r.t).filter((t) => !VOLATILE.test(t));
  await db.exec(`
    create table fuzz_change (n bigserial primary key, table_name text not null, op text not null, row_data jsonb not null);
    create function fuzz_record() returns trigger language plpgsql as $$
    begin
      insert into fuzz_change (table_name, op, row_data)
      values (tg_table_name, tg_op, to_jsonb(case when tg_op = 'DELETE' then old else new end));
      return null;
    end $$;
    ${tables.map((t) => `create trigger fuzz_record after insert or update or delete on "${t}" for each row execute function fuzz_record();`).join('\n')}
  `);
  return tables;
}

/** The latest change's number (0 when none). */
export async function lastChange(db: Database): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>('select coalesce(max(n), 0)::int as n from fuzz_change');
  return n;
}

export interface Change { table: string; op: string }

/** Changes after `since`. */
export async function changesSince(db: Database, since: number): Promise<Change[]> {
  return db.query<Change>('select table_name as "table", op from fuzz_change where n > $1 order by n', [since]);
}

/**
 * Changes after `since` to rows of the OU: rows carrying its id_ou, the children of its reservations, products and
 * product instances, and rows of entities only it holds.
 */
export async function changesOfOu(db: Database, since: number, idOu: string): Promise<Change[]> {
  return db.query<Change>(
    `select c.table_name as "table", c.op from fuzz_change c where c.n > $1 and (
       c.row_data->>'id_ou' = $2::text
       or (c.row_data->>'id_reservation')::uuid in (select id_reservation from reservation where id_ou = $2::uuid)
       or (c.row_data->>'id_product')::uuid in (select id_product from product where id_ou = $2::uuid)
       or (c.row_data->>'id_product_instance')::uuid in
         (select i.id_product_instance from product_instance i join product p using (id_product) where p.id_ou = $2::uuid)
       or (c.row_data->>'id_entity')::uuid in
         (select id_entity from entity_ou where id_ou = $2::uuid except select id_entity from entity_ou where id_ou <> $2::uuid))
     order by c.n`,
    [since, idOu],
  );
}
