import type { Queryable } from '../db/database.ts';

/*
 * What refers to a product or to one of its instances: the one list that decides whether deleting a product deletes
 * it or only disables it (deleteOrDisableProduct, Product.isReferenced) and whether an instance may be removed from a
 * product. Later issues add their tables here (reservation items, rates) and every rule follows.
 */

interface Reference {
  table: string;
  column: string;
  /** How a message names these rows ("The instance DBL has inventory transactions"). */
  what: string;
}

/** Rows that point at an instance. The inventory ledger and the sale periods are history that is never deleted. */
const INSTANCE_REFERENCES: readonly Reference[] = [
  { table: 'inventory_transaction', column: 'id_product_instance', what: 'inventory transactions' },
  { table: 'inventory_sale_period', column: 'id_product_instance', what: 'sale periods' },
  { table: 'inventory_hold', column: 'id_product_instance', what: 'inventory holds' },
  { table: 'package_item', column: 'id_product_instance', what: 'packages' },
  { table: 'rate_instance', column: 'id_product_instance', what: 'rates' },
  { table: 'reservation_item', column: 'id_product_instance', what: 'reservations' },
];

/** Rows that point at a product itself (none yet: rates and reservation items of later issues go here). */
const PRODUCT_REFERENCES: readonly Reference[] = [];

/**
 * Rows computed from the references above: with none of those left they hold nothing worth keeping, so they go
 * with the instance.
 */
const INSTANCE_DERIVED = [{ table: 'inventory_day', column: 'id_product_instance' }] as const;

const refersTo = (ref: Reference, outer: string) =>
  `exists (select 1 from ${ref.table} r where r.${ref.column} = ${outer})`;

/** Per instance id, what refers to it (instances nothing refers to are left out). */
export async function instanceReferences(db: Queryable, idInstances: readonly string[]) {
  const found = new Map<string, string[]>();
  if (!idInstances.length) return found;
  const rows = await db.query<{ id: string; what: string }>(
    INSTANCE_REFERENCES.map((ref) =>
      `select i.id_product_instance as id, '${ref.what}' as what from product_instance i
       where i.id_product_instance = any($1::uuid[]) and ${refersTo(ref, 'i.id_product_instance')}`).join(' union all '),
    [idInstances],
  );
  for (const row of rows) found.set(row.id, [...(found.get(row.id) ?? []), row.what]);
  return found;
}

/** The products among the given ones that something refers to, directly or through one of their instances. */
export async function referencedProducts(db: Queryable, idProducts: readonly string[]) {
  if (!idProducts.length) return new Set<string>();
  const throughInstances = INSTANCE_REFERENCES.map((ref) => refersTo(ref, 'i.id_product_instance')).join(' or ');
  const direct = PRODUCT_REFERENCES.map((ref) =>
    ` union select p.id_product as id from product p
      where p.id_product = any($1::uuid[]) and ${refersTo(ref, 'p.id_product')}`).join('');
  const rows = await db.query<{ id: string }>(
    `select distinct i.id_product as id from product_instance i
     where i.id_product = any($1::uuid[]) and (${throughInstances})${direct}`,
    [idProducts],
  );
  return new Set(rows.map((row) => row.id));
}

/** Deletes the derived rows of instances about to be deleted (call only for instances nothing refers to). */
export async function deleteDerivedInstanceRows(tx: Queryable, idInstances: readonly string[]) {
  if (!idInstances.length) return;
  for (const derived of INSTANCE_DERIVED) {
    await tx.query(`delete from ${derived.table} where ${derived.column} = any($1::uuid[])`, [idInstances]);
  }
}
