/**
 * Products for the inventory and package suites, written with SQL so those suites do not depend on the product
 * resolvers: product type and unit from the shared catalogs, the supplier a demo entity of the OU.
 */
import type { Queryable } from '../db/database.ts';

interface FixtureInstance {
  idProductInstance: string;
  code: string;
  name: string;
}

export interface FixtureProduct {
  idProduct: string;
  code: string;
  name: string;
  instances: FixtureInstance[];
}

interface FixtureProductSpec {
  code: string;
  name: string;
  /** PRODUCT_TYPE code (HOTEL, TOUR, TRAIN, TRANSFER, ...); defaults to TOUR. */
  type?: string;
  /** PRODUCT_UNIT code; defaults to PAX. */
  unit?: string;
  hasInventory?: boolean;
  status?: 'ACTIVE' | 'INACTIVE';
  /** Instance codes and names; defaults to one instance 'STD'. */
  instances?: { code: string; name?: string; status?: 'ACTIVE' | 'INACTIVE' }[];
}

/** The id of a shared catalog value by catalog and value code. */
export async function catalogValueId(db: Queryable, catalog: string, code: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `select v.id_general_parameter_value as id from general_parameter_value v
     join general_parameter g using (id_general_parameter)
     where upper(g.code) = upper($1) and upper(v.code) = upper($2) and g.id_ou is null`,
    [catalog, code],
  );
  if (!row) throw new Error(`no ${catalog} value ${code}`);
  return row.id;
}

/** An entity linked to the OU, suppliers first (any will do for a foreign key). */
async function supplierOf(db: Queryable, idOu: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `select e.id_entity as id from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $1
     left join general_parameter_value r on r.id_general_parameter_value = e.id_entity_role
     order by (r.code in ('SUPPLIER', 'BOTH')) desc nulls last, e.name limit 1`,
    [idOu],
  );
  if (!row) throw new Error('the OU has no entity to act as supplier');
  return row.id;
}

export const ouId = async (db: Queryable, code: 'LIM' | 'CUZ') =>
  (await db.query<{ id: string }>('select id_ou as id from ou where code = $1', [code]))[0].id;

/** Inserts a product with its instances in the OU. */
export async function createFixtureProduct(db: Queryable, idOu: string, spec: FixtureProductSpec): Promise<FixtureProduct> {
  // One after the other: `db` may be a transaction, whose single connection runs one statement at a time.
  const type = await catalogValueId(db, 'PRODUCT_TYPE', spec.type ?? 'TOUR');
  const unit = await catalogValueId(db, 'PRODUCT_UNIT', spec.unit ?? 'PAX');
  const supplier = await supplierOf(db, idOu);
  const [product] = await db.query<{ id: string }>(
    `insert into product (id_ou, code, name, short_name, id_product_type, id_product_unit, id_supplier, has_inventory, id_status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id_product as id`,
    [idOu, spec.code, spec.name, spec.name.slice(0, 40), type, unit, supplier, spec.hasInventory ?? true, spec.status ?? 'ACTIVE'],
  );
  const instances: FixtureInstance[] = [];
  for (const [order, instance] of (spec.instances ?? [{ code: 'STD', name: 'Standard' }]).entries()) {
    const name = instance.name ?? instance.code;
    const [row] = await db.query<{ id: string }>(
      `insert into product_instance (id_product, code, name, short_name, id_status, sort_order)
       values ($1, $2, $3, $3, $4, $5) returning id_product_instance as id`,
      [product.id, instance.code, name, instance.status ?? 'ACTIVE', order],
    );
    instances.push({ idProductInstance: row.id, code: instance.code, name });
  }
  return { idProduct: product.id, code: spec.code, name: spec.name, instances };
}

/** Inserts a product category of the OU holding the given products. */
export async function createFixtureCategory(db: Queryable, idOu: string, name: string, productIds: string[]) {
  const type = await catalogValueId(db, 'PRODUCT_CATEGORY_TYPE', 'DESTINATION');
  const [category] = await db.query<{ id: string }>(
    `insert into product_category (id_ou, name, short_name, id_category_type) values ($1, $2, $2, $3)
     returning id_product_category as id`,
    [idOu, name, type],
  );
  for (const idProduct of productIds) {
    await db.query('insert into product_category_link (id_product, id_product_category) values ($1, $2)', [idProduct, category.id]);
  }
  return category.id;
}
