import { Problems, type RuleProblem } from '../../../../rules/fields.ts';
import { categoryProblems, code as codeRule, featureProblems } from '../../../../rules/product.ts';
import type { Viewer } from '../../context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { CATALOG } from '../../db/generalParameterData.ts';
import { notFound } from '../../graphql/errors.ts';
import type { ProductCategoryInput, ProductFeatureInput, ProductFeatureItemInput, SearchInput } from '../../graphql/resolvers-types.ts';
import { conflict, duplicate, FieldErrors, isForeignKeyViolation, isUniqueViolation, isUuid, pageOf } from '../../graphql/validation.ts';
import type { ProductCategoryModel, ProductFeatureItemModel, ProductFeatureModel } from '../../models.ts';
import { CODE_HAS_SPACES, checkCatalogRefs } from '../generalParameters.ts';

/*
 * The product catalog's building blocks, each belonging to one OU: categories (destination, theme, ...), features
 * (what describes a product: amenities, inclusions, policies) and subfeatures (the dimensions a product's instances
 * differ by: room type, meal plan, language). Features and subfeatures share one table (product_feature.kind) and
 * one set of rules; each keeps its items, maintained as a whole list like general parameter values. Rules, reads and
 * writes live here; resolvers/productCatalog.ts maps GraphQL to these calls. Lock order: the category or feature row,
 * then its items.
 */

const CATEGORY_NAME_TAKEN = 'A category with this name already exists';
const ITEM_CODE_TAKEN = 'This code is already used in this feature';
const NOT_AN_ITEM_OF_FEATURE = 'This item does not belong to the feature';

export type FeatureKind = 'FEATURE' | 'SUBFEATURE';

const KIND_LABEL: Record<FeatureKind, { one: string; codeTaken: string }> = {
  FEATURE: { one: 'Feature', codeTaken: 'A feature with this code already exists' },
  SUBFEATURE: { one: 'Subfeature', codeTaken: 'A subfeature with this code already exists' },
};

export const CATEGORY_COLUMNS = `c.id_product_category as "idProductCategory", c.id_ou as "idOu", c.name,
  c.short_name as "shortName", c.id_category_type as "idCategoryType", c.created_at as "createdAt",
  c.updated_at as "updatedAt"`;

export const FEATURE_COLUMNS = `f.id_product_feature as "idProductFeature", f.id_ou as "idOu", f.kind, f.code, f.name,
  f.short_name as "shortName", f.id_feature_type as "idFeatureType", f.created_at as "createdAt",
  f.updated_at as "updatedAt"`;

export const ITEM_COLUMNS = `fi.id_product_feature_item as "idProductFeatureItem",
  fi.id_product_feature as "idProductFeature", fi.code, fi.name, fi.short_name as "shortName", fi.value,
  fi.id_item_type as "idItemType"`;

const PRODUCT_COUNT = `(select count(*) from product_category_link l where l.id_product_category = c.id_product_category)::int`;
const ITEM_COUNT = `(select count(*) from product_feature_item x where x.id_product_feature = f.id_product_feature)::int`;

const CATEGORY_SORTS = {
  name: 'lower(c.name)', shortName: 'lower(c.short_name)', productCount: '"productCount"', createdAt: 'c.created_at',
  updatedAt: 'c.updated_at',
};
const FEATURE_SORTS = {
  code: 'upper(f.code)', name: 'lower(f.name)', shortName: 'lower(f.short_name)', itemCount: '"itemCount"',
  createdAt: 'f.created_at', updatedAt: 'f.updated_at',
};

type CategoryRow = ProductCategoryModel & { productCount?: number };
type FeatureRow = ProductFeatureModel & { itemCount?: number };

/** A category of the OU, or null (also for another OU's and malformed ids). */
export async function findCategory(db: Queryable, idOu: string, id: string, lock = false) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<CategoryRow>(
    `select ${CATEGORY_COLUMNS}, ${PRODUCT_COUNT} as "productCount" from product_category c
     where c.id_product_category = $1 and c.id_ou = $2 ${lock ? 'for update of c' : ''}`,
    [id, idOu],
  );
  return row ?? null;
}

/** A feature or subfeature of the OU (of the given kind when one is named), or null. */
export async function findFeature(db: Queryable, idOu: string, id: string, kind?: FeatureKind, lock = false) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<FeatureRow>(
    `select ${FEATURE_COLUMNS}, ${ITEM_COUNT} as "itemCount" from product_feature f
     where f.id_product_feature = $1 and f.id_ou = $2 and ($3::text is null or f.kind = $3)
     ${lock ? 'for update of f' : ''}`,
    [id, idOu, kind ?? null],
  );
  return row ?? null;
}

/** The items of a feature in their order. */
export function featureItems(db: Queryable, idProductFeature: string) {
  return db.query<ProductFeatureItemModel>(
    `select ${ITEM_COLUMNS} from product_feature_item fi where fi.id_product_feature = $1
     order by fi.sort_order, upper(fi.code), fi.id_product_feature_item`,
    [idProductFeature],
  );
}

export async function searchCategories(db: Queryable, idOu: string, input: SearchInput) {
  const page = pageOf(input, CATEGORY_SORTS, 'name');
  const where = 'c.id_ou = $1 and ($2::text is null or c.name ilike $2 or c.short_name ilike $2)';
  const params = [idOu, page.pattern];
  const [data, [{ count }]] = await Promise.all([
    db.query<CategoryRow>(
      `select ${CATEGORY_COLUMNS}, ${PRODUCT_COUNT} as "productCount" from product_category c where ${where}
       order by ${page.orderBy}, c.id_product_category offset $3 limit $4`,
      [...params, page.skip, page.take],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from product_category c where ${where}`, params),
  ]);
  return { data, count };
}

export async function searchFeatures(db: Queryable, idOu: string, kind: FeatureKind, input: SearchInput) {
  const page = pageOf(input, FEATURE_SORTS, 'name');
  const where = `f.id_ou = $1 and f.kind = $2
    and ($3::text is null or f.code ilike $3 or f.name ilike $3 or f.short_name ilike $3)`;
  const params = [idOu, kind, page.pattern];
  const [data, [{ count }]] = await Promise.all([
    db.query<FeatureRow>(
      `select ${FEATURE_COLUMNS}, ${ITEM_COUNT} as "itemCount" from product_feature f where ${where}
       order by ${page.orderBy}, f.id_product_feature offset $4 limit $5`,
      [...params, page.skip, page.take],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from product_feature f where ${where}`, params),
  ]);
  return { data, count };
}

/* ---------- categories ---------- */

const trimmed = (value: string | null | undefined) => value?.trim() || undefined;

/** The English texts of the rule codes whose general words say less (the old `fields` map). */
function catalogEnglish(p: RuleProblem): string | undefined {
  switch (p.code) {
    case 'HAS_SPACES': return CODE_HAS_SPACES;
    case 'DUPLICATE': return ITEM_CODE_TAKEN;
    case 'TOO_MANY': return `At most ${p.params.max} items`;
    default: return undefined;
  }
}

/** The field rules of a category (rules/product.ts, the form's own). */
function readCategory(errors: FieldErrors, data: ProductCategoryInput) {
  errors.addProblems(categoryProblems(data), catalogEnglish);
  return { name: trimmed(data.name), shortName: trimmed(data.shortName), idCategoryType: trimmed(data.idCategoryType) };
}

/** Reads, checks and writes a category; answers its id. Bad input writes nothing. */
export async function saveCategory(db: Database, viewer: Viewer, data: ProductCategoryInput, update: boolean) {
  const errors = new FieldErrors();
  const fields = readCategory(errors, data);
  const id = update ? errors.id('idProductCategory', data.idProductCategory) : undefined;
  // Without the id the database checks would judge the input as a new row: answer the field rules alone.
  if (update && !id) errors.check();
  if (id && !isUuid(id)) throw notFound('Product category');
  return db.transaction(async (tx) => {
    if (id && !(await findCategory(tx, viewer.idOu, id, true))) throw notFound('Product category');
    await checkCatalogRefs(tx, viewer.idOu, errors, [
      { field: 'idCategoryType', catalog: CATALOG.productCategoryType, id: fields.idCategoryType },
    ]);
    if (fields.name && !errors.fields.name) {
      const taken = await tx.query(
        `select 1 from product_category where id_ou = $1 and lower(name) = lower($2)
           and ($3::uuid is null or id_product_category <> $3)`,
        [viewer.idOu, fields.name, id ?? null],
      );
      if (taken.length) errors.addCode('name', 'DUPLICATE', {}, CATEGORY_NAME_TAKEN);
    }
    errors.check();
    const values = [fields.name, fields.shortName, fields.idCategoryType, viewer.idUser];
    if (!update) {
      const [row] = await tx.query<{ id: string }>(
        `insert into product_category (id_ou, name, short_name, id_category_type, id_user_create, id_user_update)
         values ($5, $1, $2, $3, $4, $4) returning id_product_category as id`,
        [...values, viewer.idOu],
      );
      return row.id;
    }
    await tx.query(
      `update product_category set name = $1, short_name = $2, id_category_type = $3, id_user_update = $4,
         updated_at = now()
       where id_product_category = $5`,
      [...values, id],
    );
    return id!;
  }).catch((error: unknown) => {
    // A simultaneous save of the same name got there first.
    if (isUniqueViolation(error)) throw duplicate(CATEGORY_NAME_TAKEN, 'name');
    throw error;
  });
}

/* ---------- features and subfeatures ---------- */

interface ItemFields {
  id?: string;
  code?: string;
  name?: string;
  shortName?: string;
  value: string | null;
  idItemType?: string;
}

/** A code: trimmed, required, no spaces (rules/product.ts; also the rate catalogs'). */
export function readCode(errors: FieldErrors, field: string, value: string | null | undefined, max: number) {
  const problems = new Problems();
  const code = codeRule(problems, field, value, max);
  errors.addProblems(problems.list, catalogEnglish);
  return code;
}

function readItems(errors: FieldErrors, items: readonly ProductFeatureItemInput[]): ItemFields[] {
  const seenIds = new Set<string>();
  return items.map((input, i) => {
    const id = trimmed(input.idProductFeatureItem);
    if (id && (!isUuid(id) || seenIds.has(id))) errors.addCode(`items.${i}.idProductFeatureItem`, 'NOT_OWNED', {}, NOT_AN_ITEM_OF_FEATURE);
    if (id) seenIds.add(id);
    return {
      id,
      code: trimmed(input.code),
      name: trimmed(input.name),
      shortName: trimmed(input.shortName),
      value: input.value?.trim() || null,
      idItemType: trimmed(input.idItemType),
    };
  });
}

/** The field rules of a feature and its items (rules/product.ts, the form's own); owned item ids are checked here. */
function readFeature(errors: FieldErrors, data: ProductFeatureInput) {
  errors.addProblems(featureProblems(data), catalogEnglish);
  return {
    code: trimmed(data.code),
    name: trimmed(data.name),
    shortName: trimmed(data.shortName),
    idFeatureType: trimmed(data.idFeatureType),
    items: data.items == null ? null : readItems(errors, data.items),
  };
}

type FeatureFields = ReturnType<typeof readFeature>;

/** What only the database can tell: catalog choices, a free code, items that belong to this feature. */
async function checkFeature(
  tx: Queryable, viewer: Viewer, errors: FieldErrors, kind: FeatureKind, fields: FeatureFields, id?: string,
) {
  await checkCatalogRefs(tx, viewer.idOu, errors, [
    { field: 'idFeatureType', catalog: CATALOG.featureType, id: fields.idFeatureType },
    ...(fields.items ?? []).map((item, i) => ({ field: `items.${i}.idItemType`, catalog: CATALOG.featureItemType, id: item.idItemType })),
  ]);
  if (fields.code && !errors.fields.code) {
    const taken = await tx.query(
      `select 1 from product_feature where id_ou = $1 and kind = $2 and upper(code) = upper($3)
         and ($4::uuid is null or id_product_feature <> $4)`,
      [viewer.idOu, kind, fields.code, id ?? null],
    );
    if (taken.length) errors.addCode('code', 'DUPLICATE', {}, KIND_LABEL[kind].codeTaken);
  }
  const owned = new Set(id ? (await featureItems(tx, id)).map((item) => item.idProductFeatureItem) : []);
  fields.items?.forEach((item, i) => {
    if (item.id && !owned.has(item.id)) errors.addCode(`items.${i}.idProductFeatureItem`, 'NOT_OWNED', {}, NOT_AN_ITEM_OF_FEATURE);
  });
}

/**
 * Refuses, before any write, to remove an item a product or an instance uses; the message names the item and one
 * product that uses it.
 */
async function refuseRemovingUsedItems(tx: Queryable, idProductFeature: string, items: ItemFields[]) {
  const kept = items.filter((item) => item.id).map((item) => item.id!);
  const [used] = await tx.query<{ item: string; product: string }>(
    `select fi.name as item, p.code as product
     from product_feature_item fi
     join (select id_product_feature_item, id_product from product_subfeature_item_link
           union all
           select ii.id_product_feature_item, i.id_product from product_instance_item ii
           join product_instance i using (id_product_instance)) u using (id_product_feature_item)
     join product p using (id_product)
     where fi.id_product_feature = $1 and not (fi.id_product_feature_item = any($2::uuid[]))
     order by fi.sort_order, upper(p.code) limit 1`,
    [idProductFeature, kept],
  );
  if (used) throw conflict(`The item "${used.item}" is used by the product ${used.product} and cannot be removed`, 'items',
    'ITEM_IN_USE', { item: used.item, product: used.product });
}

/** Makes the feature's items exactly the list given, in its order (removed ones were checked first). */
async function writeItems(tx: Queryable, idProductFeature: string, items: ItemFields[]) {
  const kept = items.filter((item) => item.id).map((item) => item.id!);
  try {
    await tx.query(
      `delete from product_feature_item where id_product_feature = $1 and not (id_product_feature_item = any($2::uuid[]))`,
      [idProductFeature, kept],
    );
  } catch (error) {
    // refuseRemovingUsedItems looked first; a product started using the item meanwhile.
    if (isForeignKeyViolation(error)) throw conflict('An item you removed is in use and cannot be removed', 'items', 'REMOVED_IN_USE');
    throw error;
  }
  // Codes may swap between kept items ("SGL" <-> "DBL"): park them first so no step sees a duplicate.
  if (kept.length) {
    await tx.query(
      `update product_feature_item set code = '~' || id_product_feature_item::text
       where id_product_feature_item = any($1::uuid[])`,
      [kept],
    );
  }
  for (const [order, item] of items.entries()) {
    const values = [item.code, item.name, item.shortName, item.value, item.idItemType, order];
    if (item.id) {
      await tx.query(
        `update product_feature_item set code = $1, name = $2, short_name = $3, value = $4, id_item_type = $5,
           sort_order = $6
         where id_product_feature_item = $7`,
        [...values, item.id],
      );
    } else {
      await tx.query(
        `insert into product_feature_item (code, name, short_name, value, id_item_type, sort_order, id_product_feature)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [...values, idProductFeature],
      );
    }
  }
}

/** Reads, checks and writes a feature or subfeature with its items; answers its id. */
export async function saveFeature(db: Database, viewer: Viewer, kind: FeatureKind, data: ProductFeatureInput, update: boolean) {
  const errors = new FieldErrors();
  const fields = readFeature(errors, data);
  const id = update ? errors.id('idProductFeature', data.idProductFeature) : undefined;
  // Without the id the database checks would judge the input as a new row: answer the field rules alone.
  if (update && !id) errors.check();
  if (id && !isUuid(id)) throw notFound(KIND_LABEL[kind].one);
  return db.transaction(async (tx) => {
    if (id && !(await findFeature(tx, viewer.idOu, id, kind, true))) throw notFound(KIND_LABEL[kind].one);
    await checkFeature(tx, viewer, errors, kind, fields, id);
    errors.check();
    if (id && fields.items) await refuseRemovingUsedItems(tx, id, fields.items);
    const values = [fields.code, fields.name, fields.shortName, fields.idFeatureType, viewer.idUser];
    let idFeature = id;
    if (!update) {
      const [row] = await tx.query<{ id: string }>(
        `insert into product_feature (code, name, short_name, id_feature_type, id_user_create, id_user_update, id_ou, kind)
         values ($1, $2, $3, $4, $5, $5, $6, $7) returning id_product_feature as id`,
        [...values, viewer.idOu, kind],
      );
      idFeature = row.id;
    } else {
      await tx.query(
        `update product_feature set code = $1, name = $2, short_name = $3, id_feature_type = $4, id_user_update = $5,
           updated_at = now()
         where id_product_feature = $6`,
        [...values, idFeature],
      );
    }
    if (fields.items) await writeItems(tx, idFeature!, fields.items);
    return idFeature!;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) {
      const constraint = (error as { constraint?: string }).constraint ?? '';
      if (constraint === 'product_feature_item_code_key') throw duplicate(ITEM_CODE_TAKEN, 'items');
      throw duplicate(KIND_LABEL[kind].codeTaken, 'code');
    }
    throw error;
  });
}

/** Features by id, for ProductFeatureItem.feature. */
export async function featuresById(db: Queryable, ids: string[]) {
  const rows = await db.query<FeatureRow>(
    `select ${FEATURE_COLUMNS} from product_feature f where f.id_product_feature = any($1::uuid[])`, [ids],
  );
  return new Map(rows.map((row) => [row.idProductFeature, row]));
}

/** How many products a category is linked to (the list query already counts them). */
export async function categoryProductCount(db: Queryable, category: CategoryRow) {
  return category.productCount ?? (await db.query<{ n: number }>(
    'select count(*)::int as n from product_category_link where id_product_category = $1', [category.idProductCategory],
  ))[0].n;
}

/** How many items a feature has (the list query already counts them). */
export async function featureItemCount(db: Queryable, feature: FeatureRow) {
  return feature.itemCount ?? (await db.query<{ n: number }>(
    'select count(*)::int as n from product_feature_item where id_product_feature = $1', [feature.idProductFeature],
  ))[0].n;
}
