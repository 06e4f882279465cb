/**
 * Helpers for the rate suites: catalog value ids by code, and pricing dimensions written with SQL so the rate suites
 * do not depend on the rate catalog resolvers (which have their own suite).
 */
import type { Queryable } from '../db/database.ts';

/** A look-up of shared catalog value ids: v('PASSENGER_TYPE', 'ADULT'). */
export async function catalogLookup(db: Queryable) {
  const rows = await db.query<{ catalog: string; code: string; id: string }>(
    `select upper(g.code) as catalog, upper(v.code) as code, v.id_general_parameter_value as id
     from general_parameter_value v join general_parameter g using (id_general_parameter) where g.id_ou is null`,
  );
  const ids = new Map(rows.map((row) => [`${row.catalog}.${row.code}`, row.id]));
  return (catalog: string, code: string) => {
    const id = ids.get(`${catalog}.${code}`.toUpperCase());
    if (!id) throw new Error(`no ${catalog} value ${code}`);
    return id;
  };
}

export type CatalogLookup = Awaited<ReturnType<typeof catalogLookup>>;

interface DimensionSpec {
  code: string;
  /** RATE_FEATURE_TYPE code. */
  type: string;
  /** PRODUCT_TYPE code the dimension is for; every type when absent. */
  productType?: string;
  /** Value codes, each with the PASSENGER_TYPE code it stands for (passenger dimensions). */
  values: [string, string?][];
}

/**
 * Inserts rate features and their values in the OU; answers value ids by 'DIMENSION.VALUE' (codes are prefixed with
 * `prefix` in the database so suites can share an OU).
 */
export async function createDimensions(db: Queryable, idOu: string, v: CatalogLookup, specs: DimensionSpec[], prefix = '') {
  const ids: Record<string, string> = {};
  for (const spec of specs) {
    const [feature] = await db.query<{ id: string }>(
      `insert into rate_feature (id_ou, code, name, short_name, id_type_feature, id_type_category_product)
       values ($1, $2, $2, $2, $3, $4) returning id_rate_feature as id`,
      [idOu, `${prefix}${spec.code}`, v('RATE_FEATURE_TYPE', spec.type), spec.productType ? v('PRODUCT_TYPE', spec.productType) : null],
    );
    ids[spec.code] = feature.id;
    for (const [order, [code, passengerType]] of spec.values.entries()) {
      const [value] = await db.query<{ id: string }>(
        `insert into rate_subfeature (id_ou, id_rate_feature, code, name, short_name, sort_order, id_type_subfeature_item)
         values ($1, $2, $3, $4, $4, $5, $6) returning id_rate_subfeature as id`,
        [idOu, feature.id, `${prefix}${spec.code}-${code}`, code, order, passengerType ? v('PASSENGER_TYPE', passengerType) : null],
      );
      ids[`${spec.code}.${code}`] = value.id;
    }
  }
  return ids;
}

/** An entity of the OU by commercial name (demo data). */
export async function entityId(db: Queryable, commercialName: string) {
  const [row] = await db.query<{ id: string }>('select id_entity as id from entity where commercial_name = $1', [commercialName]);
  if (!row) throw new Error(`no entity ${commercialName}`);
  return row.id;
}
