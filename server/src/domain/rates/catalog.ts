import type { RuleProblem } from '../../../../rules/fields.ts';
import { RATE_CATALOG_LIMITS, rateFeatureProblems, rateSubfeatureProblems } from '../../../../rules/rate.ts';
import type { Viewer } from '../../context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { CATALOG } from '../../db/generalParameterData.ts';
import { notFound } from '../../graphql/errors.ts';
import type { RateFeatureInput, RateSubfeatureInput, RateSubfeatureSearchInput, SearchInput } from '../../graphql/resolvers-types.ts';
import { duplicate, FieldErrors, isUniqueViolation, isUuid, pageOf } from '../../graphql/validation.ts';
import type { RateFeatureModel, RateSubfeatureModel } from '../../models.ts';
import { CODE_HAS_SPACES, INVALID_CHOICE, checkCatalogRefs, visibleTo } from '../generalParameters.ts';
import { PASSENGER_DIMENSION } from '../rateSearch.ts';

/*
 * The dimensions rates are priced by (rate features: season, passenger type, occupancy, ...) and their values (rate
 * subfeatures: High season, Adult, Double). Both belong to one OU. A value of a PASSENGER dimension stands for a
 * PASSENGER_TYPE value: that is how the rate search matches a rate to the passengers it prices. Rules, reads and writes
 * live here; resolvers/rateCatalog.ts maps GraphQL to these calls. Lock order: the row saved, then the dimension a
 * subfeature names.
 */

export const FEATURE_CODE_TAKEN = 'A rate feature with this code already exists';
export const SUBFEATURE_CODE_TAKEN = 'A rate subfeature with this code already exists';
export const CHOOSE_PASSENGER_TYPE = 'Choose a passenger type';
export const PASSENGER_TYPE_TAKEN = 'Another value of this dimension already stands for this passenger type';
export const VALUES_NOT_PASSENGER_TYPES = 'Every value of a passenger dimension must stand for a passenger type';
export const DIMENSION_USED = 'Rates use this value: its dimension cannot change';
export const ORDER_RANGE = `Must be a whole number from 0 to ${RATE_CATALOG_LIMITS.order}`;

const RATE_FEATURE_COLUMNS = `f.id_rate_feature as "idRateFeature", f.id_ou as "idOu", f.code, f.name,
  f.short_name as "shortName", f.sort_order as "order", f.id_type_feature as "idTypeFeature",
  f.id_type_category_product as "idTypeCategoryProduct", f.created_at as "createdAt", f.updated_at as "updatedAt"`;

export const RATE_SUBFEATURE_COLUMNS = `s.id_rate_subfeature as "idRateSubfeature", s.id_ou as "idOu", s.code, s.name,
  s.short_name as "shortName", s.sort_order as "order", s.id_rate_feature as "idTypeSubfeature",
  s.id_type_category_product as "idTypeCategoryProduct", s.id_type_subfeature_item as "idTypeSubfeatureItem",
  s.created_at as "createdAt", s.updated_at as "updatedAt"`;

const FEATURE_SORTS = {
  order: 'f.sort_order', code: 'upper(f.code)', name: 'lower(f.name)', shortName: 'lower(f.short_name)',
  createdAt: 'f.created_at', updatedAt: 'f.updated_at',
};
const SUBFEATURE_SORTS = {
  order: 's.sort_order', code: 'upper(s.code)', name: 'lower(s.name)', shortName: 'lower(s.short_name)',
  typeSubfeature: 'lower(f.name)', createdAt: 's.created_at', updatedAt: 's.updated_at',
};

/** A rate feature of the OU, or null (also for another OU's and malformed ids). */
export async function findRateFeature(db: Queryable, idOu: string, id: string, lock = false) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<RateFeatureModel>(
    `select ${RATE_FEATURE_COLUMNS} from rate_feature f where f.id_rate_feature = $1 and f.id_ou = $2
     ${lock ? 'for update of f' : ''}`,
    [id, idOu],
  );
  return row ?? null;
}

/** A rate subfeature of the OU, or null. */
export async function findRateSubfeature(db: Queryable, idOu: string, id: string, lock = false) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<RateSubfeatureModel>(
    `select ${RATE_SUBFEATURE_COLUMNS} from rate_subfeature s where s.id_rate_subfeature = $1 and s.id_ou = $2
     ${lock ? 'for update of s' : ''}`,
    [id, idOu],
  );
  return row ?? null;
}

export async function searchRateFeatures(db: Queryable, idOu: string, input: SearchInput) {
  const page = pageOf(input, FEATURE_SORTS, 'order');
  const where = 'f.id_ou = $1 and ($2::text is null or f.code ilike $2 or f.name ilike $2 or f.short_name ilike $2)';
  const params = [idOu, page.pattern];
  const [data, [{ count }]] = await Promise.all([
    db.query<RateFeatureModel>(
      `select ${RATE_FEATURE_COLUMNS} from rate_feature f where ${where}
       order by ${page.orderBy}, lower(f.name), f.id_rate_feature offset $3 limit $4`,
      [...params, page.skip, page.take],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from rate_feature f where ${where}`, params),
  ]);
  return { data, count };
}

export async function searchRateSubfeatures(db: Queryable, idOu: string, input: RateSubfeatureSearchInput) {
  const page = pageOf(input, SUBFEATURE_SORTS, 'order');
  const dimension = input.idTypeSubfeature?.trim() || null;
  if (dimension && !isUuid(dimension)) {
    const errors = new FieldErrors();
    errors.addCode('idTypeSubfeature', 'INVALID_CHOICE', {}, INVALID_CHOICE);
    errors.check();
  }
  const where = `s.id_ou = $1 and ($2::uuid is null or s.id_rate_feature = $2)
    and ($3::text is null or s.code ilike $3 or s.name ilike $3 or s.short_name ilike $3)`;
  const params = [idOu, dimension, page.pattern];
  const [data, [{ count }]] = await Promise.all([
    db.query<RateSubfeatureModel>(
      `select ${RATE_SUBFEATURE_COLUMNS} from rate_subfeature s join rate_feature f using (id_rate_feature)
       where ${where} order by ${page.orderBy}, lower(s.name), s.id_rate_subfeature offset $4 limit $5`,
      [...params, page.skip, page.take],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from rate_subfeature s where ${where}`, params),
  ]);
  return { data, count };
}

/* ---------- shared field rules ---------- */

/** The English text of the catalog's field codes, for the old `fields` map. */
function catalogEnglish(problem: RuleProblem): string | undefined {
  if (problem.code === 'NUMBER_RANGE') return ORDER_RANGE;
  return problem.code === 'HAS_SPACES' ? CODE_HAS_SPACES : undefined;
}

/** The fields both catalogs share, as given (read only once `errors` pass). */
function readNames(data: { code?: string | null; name?: string | null; shortName?: string | null; order?: number | null }) {
  return { code: data.code?.trim(), name: data.name?.trim(), shortName: data.shortName?.trim(), order: data.order ?? 0 };
}

/** The code must be free among the OU's rows of the table (case-insensitive), the row itself aside. */
async function checkCodeFree(
  tx: Queryable, errors: FieldErrors, table: 'rate_feature' | 'rate_subfeature', idOu: string, code: string | undefined,
  id: string | undefined, message: string,
) {
  if (!code || errors.fields.code) return;
  const taken = await tx.query(
    `select 1 from ${table} where id_ou = $1 and upper(code) = upper($2) and ($3::uuid is null or id_${table} <> $3)`,
    [idOu, code, id ?? null],
  );
  if (taken.length) errors.addCode('code', 'DUPLICATE', {}, message);
}

/** Reads the id an update names; a malformed or missing one answers the field rule alone. */
function readUpdateId(errors: FieldErrors, field: string, value: string | null | undefined, update: boolean, what: string) {
  if (!update) return undefined;
  const id = errors.id(field, value);
  if (!id) errors.check();
  if (!isUuid(id)) throw notFound(what);
  return id;
}

/* ---------- rate features ---------- */

/** The rules of rules/rate.ts (the feature form's own). */
function readFeature(errors: FieldErrors, data: RateFeatureInput) {
  errors.addProblems(rateFeatureProblems(data), catalogEnglish);
  return {
    ...readNames(data),
    idTypeFeature: data.idTypeFeature?.trim() || undefined,
    idTypeCategoryProduct: data.idTypeCategoryProduct?.trim() || null,
  };
}

/**
 * A dimension may become a PASSENGER one only when each of its values already stands for a passenger type, each
 * for a different one: the rate search reads those values as passenger types.
 */
async function checkValuesArePassengerTypes(tx: Queryable, errors: FieldErrors, idRateFeature: string) {
  const [stray] = await tx.query(
    `select 1 from rate_subfeature s
     left join general_parameter_value v on v.id_general_parameter_value = s.id_type_subfeature_item
     left join general_parameter g on g.id_general_parameter = v.id_general_parameter
     where s.id_rate_feature = $1 and (g.code is null or upper(g.code) <> '${CATALOG.passengerType}')
     union all
     select 1 from rate_subfeature s where s.id_rate_feature = $1
     group by s.id_type_subfeature_item having count(*) > 1
     limit 1`,
    [idRateFeature],
  );
  if (stray) errors.addCode('idTypeFeature', 'VALUES_NOT_PASSENGER_TYPES', {}, VALUES_NOT_PASSENGER_TYPES);
}

/** Reads, checks and writes a rate feature; answers its id. Bad input writes nothing. */
export async function saveRateFeature(db: Database, viewer: Viewer, data: RateFeatureInput, update: boolean) {
  const errors = new FieldErrors();
  const fields = readFeature(errors, data);
  const id = readUpdateId(errors, 'idRateFeature', data.idRateFeature, update, 'Rate feature');
  return db.transaction(async (tx) => {
    if (id && !(await findRateFeature(tx, viewer.idOu, id, true))) throw notFound('Rate feature');
    const found = await checkCatalogRefs(tx, viewer.idOu, errors, [
      { field: 'idTypeFeature', catalog: CATALOG.rateFeatureType, id: fields.idTypeFeature },
      { field: 'idTypeCategoryProduct', catalog: CATALOG.productType, id: fields.idTypeCategoryProduct },
    ]);
    await checkCodeFree(tx, errors, 'rate_feature', viewer.idOu, fields.code, id, FEATURE_CODE_TAKEN);
    const isPassenger = fields.idTypeFeature && found.get(fields.idTypeFeature)?.code === PASSENGER_DIMENSION;
    if (id && isPassenger && !errors.fields.idTypeFeature) await checkValuesArePassengerTypes(tx, errors, id);
    errors.check();
    const values = [fields.code, fields.name, fields.shortName, fields.order, fields.idTypeFeature,
      fields.idTypeCategoryProduct, viewer.idUser];
    if (!id) {
      const [row] = await tx.query<{ id: string }>(
        `insert into rate_feature (code, name, short_name, sort_order, id_type_feature, id_type_category_product,
           id_user_create, id_user_update, id_ou)
         values ($1, $2, $3, $4, $5, $6, $7, $7, $8) returning id_rate_feature as id`,
        [...values, viewer.idOu],
      );
      return row.id;
    }
    await tx.query(
      `update rate_feature set code = $1, name = $2, short_name = $3, sort_order = $4, id_type_feature = $5,
         id_type_category_product = $6, id_user_update = $7, updated_at = now()
       where id_rate_feature = $8`,
      [...values, id],
    );
    return id;
  }).catch(codeRace(FEATURE_CODE_TAKEN));
}

/** A simultaneous save of the same code got there first (the unique index had the last word). */
const codeRace = (message: string) => (error: unknown): never => {
  if (isUniqueViolation(error)) throw duplicate(message, 'code');
  throw error;
};

/* ---------- rate subfeatures ---------- */

/** The rules of rules/rate.ts (the subfeature form's own) that need no record. */
function readSubfeature(errors: FieldErrors, data: RateSubfeatureInput) {
  errors.addProblems(rateSubfeatureProblems(data), catalogEnglish);
  return {
    ...readNames(data),
    idTypeSubfeature: data.idTypeSubfeature?.trim() || undefined,
    idTypeCategoryProduct: data.idTypeCategoryProduct?.trim() || null,
    idTypeSubfeatureItem: data.idTypeSubfeatureItem?.trim() || null,
  };
}

type SubfeatureFields = ReturnType<typeof readSubfeature>;

/** The catalog value a subfeature stands for: any value the OU sees; a PASSENGER_TYPE one in a passenger dimension. */
async function checkItem(
  tx: Queryable, viewer: Viewer, errors: FieldErrors, fields: SubfeatureFields, isPassenger: boolean, id?: string,
) {
  const item = fields.idTypeSubfeatureItem;
  // A passenger dimension's value names its passenger type: the rule of rules/rate.ts once the dimension is known.
  if (!item) {
    errors.addProblems(rateSubfeatureProblems(fields, isPassenger).filter((p) => p.path === 'idTypeSubfeatureItem'));
    return;
  }
  const [row] = isUuid(item)
    ? await tx.query<{ catalog: string }>(
      `select upper(g.code) as catalog from general_parameter_value v join general_parameter g using (id_general_parameter)
       where v.id_general_parameter_value = $1 and ${visibleTo('$2')}`,
      [item, viewer.idOu],
    )
    : [];
  if (!row) errors.addCode('idTypeSubfeatureItem', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  else if (isPassenger && row.catalog !== CATALOG.passengerType) errors.addCode('idTypeSubfeatureItem', 'NOT_A_PASSENGER_TYPE', {}, CHOOSE_PASSENGER_TYPE);
  else if (isPassenger && fields.idTypeSubfeature) {
    // Two values of one passenger dimension for the same type would leave the rate search two answers.
    const [twin] = await tx.query(
      `select 1 from rate_subfeature where id_rate_feature = $1 and id_type_subfeature_item = $2
         and ($3::uuid is null or id_rate_subfeature <> $3)`,
      [fields.idTypeSubfeature, item, id ?? null],
    );
    if (twin) errors.addCode('idTypeSubfeatureItem', 'DUPLICATE', {}, PASSENGER_TYPE_TAKEN);
  }
}

/** What only the database can tell: the dimension, catalog choices, a free code, the rates that use the value. */
async function checkSubfeature(
  tx: Queryable, viewer: Viewer, errors: FieldErrors, fields: SubfeatureFields, current: RateSubfeatureModel | null,
) {
  await checkCatalogRefs(tx, viewer.idOu, errors, [
    { field: 'idTypeCategoryProduct', catalog: CATALOG.productType, id: fields.idTypeCategoryProduct },
  ]);
  const dimension = fields.idTypeSubfeature ? await findRateFeature(tx, viewer.idOu, fields.idTypeSubfeature) : null;
  if (fields.idTypeSubfeature && !dimension) errors.addCode('idTypeSubfeature', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  const [type] = dimension
    ? await tx.query<{ code: string }>(
      'select upper(code) as code from general_parameter_value where id_general_parameter_value = $1', [dimension.idTypeFeature],
    )
    : [];
  if (dimension) await checkItem(tx, viewer, errors, fields, type?.code === PASSENGER_DIMENSION, current?.idRateSubfeature);
  await checkCodeFree(tx, errors, 'rate_subfeature', viewer.idOu, fields.code, current?.idRateSubfeature, SUBFEATURE_CODE_TAKEN);
  // A rate holds at most one value per dimension: moving a used value to another dimension could break that.
  if (current && dimension && current.idTypeSubfeature !== dimension.idRateFeature) {
    const [used] = await tx.query('select 1 from rate_instance_subfeature where id_rate_subfeature = $1 limit 1', [current.idRateSubfeature]);
    if (used) errors.addCode('idTypeSubfeature', 'DIMENSION_USED', {}, DIMENSION_USED);
  }
}

/** Reads, checks and writes a rate subfeature; answers its id. Bad input writes nothing. */
export async function saveRateSubfeature(db: Database, viewer: Viewer, data: RateSubfeatureInput, update: boolean) {
  const errors = new FieldErrors();
  const fields = readSubfeature(errors, data);
  const id = readUpdateId(errors, 'idRateSubfeature', data.idRateSubfeature, update, 'Rate subfeature');
  return db.transaction(async (tx) => {
    const current = id ? await findRateSubfeature(tx, viewer.idOu, id, true) : null;
    if (id && !current) throw notFound('Rate subfeature');
    // Lock the dimension so two values cannot claim the same passenger type at once.
    if (fields.idTypeSubfeature && isUuid(fields.idTypeSubfeature)) {
      await findRateFeature(tx, viewer.idOu, fields.idTypeSubfeature, true);
    }
    await checkSubfeature(tx, viewer, errors, fields, current);
    errors.check();
    const values = [fields.code, fields.name, fields.shortName, fields.order, fields.idTypeSubfeature,
      fields.idTypeCategoryProduct, fields.idTypeSubfeatureItem, viewer.idUser];
    if (!id) {
      const [row] = await tx.query<{ id: string }>(
        `insert into rate_subfeature (code, name, short_name, sort_order, id_rate_feature, id_type_category_product,
           id_type_subfeature_item, id_user_create, id_user_update, id_ou)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) returning id_rate_subfeature as id`,
        [...values, viewer.idOu],
      );
      return row.id;
    }
    await tx.query(
      `update rate_subfeature set code = $1, name = $2, short_name = $3, sort_order = $4, id_rate_feature = $5,
         id_type_category_product = $6, id_type_subfeature_item = $7, id_user_update = $8, updated_at = now()
       where id_rate_subfeature = $9`,
      [...values, id],
    );
    return id;
  }).catch(codeRace(SUBFEATURE_CODE_TAKEN));
}

/** Rate features by id. */
export async function rateFeaturesById(db: Queryable, ids: string[]) {
  const rows = await db.query<RateFeatureModel>(
    `select ${RATE_FEATURE_COLUMNS} from rate_feature f where f.id_rate_feature = any($1::uuid[])`, [ids],
  );
  return new Map(rows.map((row) => [row.idRateFeature, row]));
}

/** Each rate feature's values, in their order. */
export async function subfeaturesOfFeatures(db: Queryable, ids: string[]) {
  const rows = await db.query<RateSubfeatureModel>(
    `select ${RATE_SUBFEATURE_COLUMNS} from rate_subfeature s where s.id_rate_feature = any($1::uuid[])
     order by s.sort_order, lower(s.name), s.id_rate_subfeature`,
    [ids],
  );
  const grouped = new Map<string, RateSubfeatureModel[]>(ids.map((id) => [id, []]));
  for (const row of rows) grouped.get(row.idTypeSubfeature)!.push(row);
  return grouped;
}
