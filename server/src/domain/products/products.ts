import type { RuleProblem } from '../../../../rules/fields.ts';
import { PRODUCT_LIMITS, productProblems } from '../../../../rules/product.ts';
import type { Viewer } from '../../context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { CATALOG, ENTITY_ROLE } from '../../db/generalParameterData.ts';
import { notFound } from '../../graphql/errors.ts';
import type { ProductInput, ProductSearchInput, Status } from '../../graphql/resolvers-types.ts';
import { conflict, containsPattern, duplicate, FieldErrors, isForeignKeyViolation, isUniqueViolation, isUuid, pageOf } from '../../graphql/validation.ts';
import type {
  ProductCategoryModel, ProductFeatureItemModel, ProductFeatureModel, ProductIdentificationModel,
  ProductInstanceModel, ProductModel,
} from '../../models.ts';
import { CODE_HAS_SPACES, INVALID_CHOICE, checkCatalogRefs } from '../generalParameters.ts';
import { setInventoryLimited } from '../inventory.ts';
import { deleteDerivedInstanceRows, instanceReferences, referencedProducts } from '../productReferences.ts';
import { foldSearchText } from '../searchText.ts';
import { CATEGORY_COLUMNS, FEATURE_COLUMNS, ITEM_COLUMNS } from './catalog.ts';

/*
 * Products of the caller's OU: what it sells (hotels, tours, transfers, tickets, trains), each with its categories,
 * features, the subfeature items it is offered in, identifications and instances (the sellable variants, which keep
 * their own inventory). A product something refers to (packages, holds, the inventory ledger; later reservations and
 * rates) is never deleted, only disabled: see domain/productReferences.ts. Rules, reads and writes live here;
 * resolvers/products.ts maps GraphQL to these calls. Lock order: the product row, then its links, identifications and
 * instances.
 */


const PRODUCT_CODE_TAKEN = 'A product with this code already exists';
const INSTANCE_CODE_TAKEN = 'This code is already used in this product';
export const NOT_A_SUPPLIER = 'This entity is not a supplier';
export const SUPPLIER_DISABLED = 'This supplier is disabled';
export const NOT_A_PRODUCT_ITEM = "Choose one of the product's subfeature items";
const NOT_AN_INSTANCE_OF_PRODUCT = 'This instance does not belong to the product';
const IDENTIFICATION_REPEATED = 'This identification is repeated';

const PRODUCT_COLUMNS = `p.id_product as "idProduct", p.id_ou as "idOu", p.code, p.name, p.short_name as "shortName",
  p.id_product_type as "idProductType", p.id_product_unit as "idProductUnit", p.id_supplier as "idSupplier",
  p.has_inventory as "hasInventory", p.tax_international_code as "taxInternationalCode",
  p.operational_code as "operationalCode", p.id_status as "idStatus", p.id_user_create as "idUserCreate",
  p.id_user_update as "idUserUpdate", p.created_at as "createdAt", p.updated_at as "updatedAt"`;

export const INSTANCE_COLUMNS = `i.id_product_instance as "idProductInstance", i.id_product as "idProduct", i.code,
  i.name, i.short_name as "shortName", i.id_status as "idStatus"`;

const PRODUCT_SORTS = {
  code: 'upper(p.code)', name: 'lower(p.name)', createdAt: 'p.created_at', updatedAt: 'p.updated_at',
};

/** A product of the OU, or null (also for another OU's and malformed ids). */
export async function findProduct(db: Queryable, idOu: string, id: string, lock = false) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<ProductModel>(
    `select ${PRODUCT_COLUMNS} from product p where p.id_product = $1 and p.id_ou = $2 ${lock ? 'for update of p' : ''}`,
    [id, idOu],
  );
  return row ?? null;
}

/** An instance of one of the OU's products, or null. */
export async function findInstance(db: Queryable, idOu: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<ProductInstanceModel>(
    `select ${INSTANCE_COLUMNS} from product_instance i join product p using (id_product)
     where i.id_product_instance = $1 and p.id_ou = $2`,
    [id, idOu],
  );
  return row ?? null;
}

/* ---------- search ---------- */

/**
 * The products list: a page of the OU's products whose code, name or short name contains the text (any case, any
 * accents: search_text is stored folded and the trigram index serves the LIKE), filtered and sorted, with the total.
 */
export async function searchProductRows(db: Queryable, idOu: string, input: ProductSearchInput) {
  const page = pageOf(input, PRODUCT_SORTS, 'name');
  const errors = new FieldErrors();
  const params: unknown[] = [idOu];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters = ['p.id_ou = $1'];
  if (page.text) filters.push(`p.search_text like ${param(containsPattern(foldSearchText(page.text)))}`);
  if (page.status) filters.push(`p.id_status = ${param(page.status)}`);
  const idFilter = (field: 'idProductType' | 'idSupplier' | 'idProductCategory', condition: (at: string) => string) => {
    const id = input[field]?.trim();
    if (!id) return;
    if (!isUuid(id)) errors.addCode(field, 'INVALID_CHOICE', {}, INVALID_CHOICE);
    else filters.push(condition(param(id)));
  };
  idFilter('idProductType', (at) => `p.id_product_type = ${at}`);
  idFilter('idSupplier', (at) => `p.id_supplier = ${at}`);
  idFilter('idProductCategory', (at) =>
    `exists (select 1 from product_category_link l where l.id_product = p.id_product and l.id_product_category = ${at})`);
  errors.check();
  const where = filters.join(' and ');
  const filterParams = [...params];
  const [data, [{ count }]] = await Promise.all([
    db.query<ProductModel>(
      `select ${PRODUCT_COLUMNS} from product p where ${where}
       order by ${page.orderBy}, p.id_product offset ${param(page.skip)} limit ${param(page.take)}`,
      params,
    ),
    db.query<{ count: number }>(`select count(*)::int as count from product p where ${where}`, filterParams),
  ]);
  return { data, count };
}

/* ---------- reading the input ---------- */

interface InstanceFields {
  id?: string;
  code?: string;
  name?: string;
  shortName?: string;
  idStatus: Status | null;
  /** null: an existing instance keeps its items. */
  itemIds: IdList | null;
}

interface IdentificationFields {
  idIdentificationType?: string;
  value?: string;
}

/** A list of ids, trimmed and without repeats; `at` keeps each id's position in the input for field errors. */
interface IdList {
  ids: string[];
  at: Map<string, number>;
}

/** Reads a list of ids: repeated ones dropped, malformed ones a field error at their position. */
function readIds(errors: FieldErrors, field: string, input: readonly string[] | null | undefined): IdList | null {
  if (input == null) return null;
  if (input.length > PRODUCT_LIMITS.links) errors.addCode(field, 'TOO_MANY', { max: PRODUCT_LIMITS.links }, `At most ${PRODUCT_LIMITS.links} choices`);
  const at = new Map<string, number>();
  input.forEach((raw, i) => {
    const id = raw.trim();
    if (!isUuid(id)) errors.addCode(`${field}.${i}`, 'INVALID_CHOICE', {}, INVALID_CHOICE);
    else if (!at.has(id)) at.set(id, i);
  });
  return { ids: [...at.keys()], at };
}

/** Optional text: absent (undefined) leaves the stored value alone, null or blank clears it. */
const optionalText = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
const trimmed = (value: string | null | undefined) => value?.trim() || undefined;

function readInstances(errors: FieldErrors, data: ProductInput): InstanceFields[] | null {
  if (data.instances == null) return null;
  const seenIds = new Set<string>();
  return data.instances.map((input, i) => {
    const at = `instances.${i}`;
    const id = trimmed(input.idProductInstance);
    if (id && (!isUuid(id) || seenIds.has(id))) errors.addCode(`${at}.idProductInstance`, 'NOT_OWNED', {}, NOT_AN_INSTANCE_OF_PRODUCT);
    if (id) seenIds.add(id);
    return {
      id,
      code: trimmed(input.code),
      name: trimmed(input.name),
      shortName: trimmed(input.shortName),
      idStatus: input.idStatus ?? null,
      itemIds: readIds(errors, `${at}.itemIds`, input.itemIds),
    };
  });
}

/** The English texts of the rule codes whose general words say less (the old `fields` map). */
function productEnglish(p: RuleProblem): string | undefined {
  switch (p.code) {
    case 'HAS_SPACES': return CODE_HAS_SPACES;
    case 'DUPLICATE': return p.path.startsWith('identifications.') ? IDENTIFICATION_REPEATED : INSTANCE_CODE_TAKEN;
    case 'TOO_MANY': return `At most ${p.params.max} ${p.path}`;
    default: return undefined;
  }
}

/**
 * The field rules (required fields, lengths, codes, repeats: rules/product.ts, the form's own) and the shapes of the
 * id lists; nothing touches the database here.
 */
function readProduct(errors: FieldErrors, data: ProductInput) {
  errors.addProblems(productProblems(data), productEnglish);
  return {
    code: trimmed(data.code),
    name: trimmed(data.name),
    shortName: trimmed(data.shortName),
    idProductType: trimmed(data.idProductType),
    idProductUnit: trimmed(data.idProductUnit),
    idSupplier: trimmed(data.idSupplier),
    hasInventory: data.hasInventory ?? undefined,
    taxInternationalCode: optionalText(data.taxInternationalCode),
    operationalCode: optionalText(data.operationalCode),
    categoryIds: readIds(errors, 'categoryIds', data.categoryIds),
    featureIds: readIds(errors, 'featureIds', data.featureIds),
    subfeatureItemIds: readIds(errors, 'subfeatureItemIds', data.subfeatureItemIds),
    identifications: data.identifications?.map((input) => ({
      idIdentificationType: trimmed(input.idIdentificationType), value: trimmed(input.value),
    })) ?? null,
    instances: readInstances(errors, data),
  };
}

type ProductFields = ReturnType<typeof readProduct>;

/* ---------- checks against the database ---------- */

/** Marks each id of the list that is not among the found ones. */
async function checkOwnedIds(
  tx: Queryable, errors: FieldErrors, field: string, list: IdList | null, sql: string, idOu: string,
) {
  if (!list?.ids.length) return;
  const found = new Set((await tx.query<{ id: string }>(sql, [list.ids, idOu])).map((row) => row.id));
  for (const [id, at] of list.at) {
    if (!found.has(id)) errors.addCode(`${field}.${at}`, 'INVALID_CHOICE', {}, INVALID_CHOICE);
  }
}

/** The supplier must be an entity of the OU whose role is supplier (or both); a new choice must be active. */
async function checkSupplier(tx: Queryable, viewer: Viewer, errors: FieldErrors, idSupplier: string, current?: ProductModel) {
  const [row] = isUuid(idSupplier)
    ? await tx.query<{ idStatus: string; role: string | null }>(
      `select e.id_status as "idStatus", upper(v.code) as role from entity e
       left join general_parameter_value v on v.id_general_parameter_value = e.id_entity_role
       where e.id_entity = $1 and exists (select 1 from entity_ou l where l.id_entity = e.id_entity and l.id_ou = $2)`,
      [idSupplier, viewer.idOu],
    )
    : [];
  if (!row) errors.addCode('idSupplier', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  else if (row.role !== ENTITY_ROLE.supplier && row.role !== ENTITY_ROLE.both) errors.addCode('idSupplier', 'NOT_A_SUPPLIER', {}, NOT_A_SUPPLIER);
  else if (row.idStatus !== 'ACTIVE' && current?.idSupplier !== idSupplier) errors.addCode('idSupplier', 'SUPPLIER_DISABLED', {}, SUPPLIER_DISABLED);
}

interface CurrentInstance {
  id: string;
  code: string;
  itemIds: string[];
}

/** The product's instances now, with their subfeature items. */
async function currentInstances(tx: Queryable, idProduct: string) {
  const rows = await tx.query<CurrentInstance>(
    `select i.id_product_instance as id, i.code,
       coalesce(array_agg(ii.id_product_feature_item::text) filter (where ii.id_product_feature_item is not null), '{}')
         as "itemIds"
     from product_instance i left join product_instance_item ii using (id_product_instance)
     where i.id_product = $1 group by i.id_product_instance, i.code`,
    [idProduct],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Instances name only subfeature items the product is offered in (after this call), and an update names only the
 * product's own instances.
 */
async function checkInstances(
  tx: Queryable, errors: FieldErrors, fields: ProductFields, current: ProductModel | undefined,
  existing: Map<string, CurrentInstance>,
) {
  const productItems = new Set(fields.subfeatureItemIds?.ids ?? (current
    ? (await tx.query<{ id: string }>(
      'select id_product_feature_item as id from product_subfeature_item_link where id_product = $1', [current.idProduct],
    )).map((row) => row.id)
    : []));
  if (fields.instances) {
    fields.instances.forEach((instance, i) => {
      if (instance.id && !existing.has(instance.id)) errors.addCode(`instances.${i}.idProductInstance`, 'NOT_OWNED', {}, NOT_AN_INSTANCE_OF_PRODUCT);
      if (instance.itemIds) {
        for (const [id, j] of instance.itemIds.at) {
          if (!productItems.has(id)) errors.addCode(`instances.${i}.itemIds.${j}`, 'NOT_A_PRODUCT_ITEM', {}, NOT_A_PRODUCT_ITEM);
        }
      } else if (instance.id && existing.get(instance.id)?.itemIds.some((id) => !productItems.has(id))) {
        errors.addCode(`instances.${i}.itemIds`, 'NOT_A_PRODUCT_ITEM', {}, NOT_A_PRODUCT_ITEM);
      }
    });
    return;
  }
  // Instances left alone must still fit the product's items.
  for (const instance of existing.values()) {
    if (instance.itemIds.some((id) => !productItems.has(id))) {
      errors.addCode('subfeatureItemIds', 'ITEM_REMOVED', { code: instance.code }, `The instance ${instance.code} uses an item you removed`);
    }
  }
}

/** What only the database can tell; every problem found is added before anything is written. */
async function checkProduct(
  tx: Queryable, viewer: Viewer, errors: FieldErrors, fields: ProductFields, current: ProductModel | undefined,
  existing: Map<string, CurrentInstance>,
) {
  await checkCatalogRefs(tx, viewer.idOu, errors, [
    { field: 'idProductType', catalog: CATALOG.productType, id: fields.idProductType },
    { field: 'idProductUnit', catalog: CATALOG.productUnit, id: fields.idProductUnit },
    ...(fields.identifications ?? []).map((identification, i) => ({
      field: `identifications.${i}.idIdentificationType`, catalog: CATALOG.productIdentificationType,
      id: identification.idIdentificationType,
    })),
  ]);
  if (fields.code && !errors.fields.code) {
    const taken = await tx.query(
      `select 1 from product where id_ou = $1 and upper(code) = upper($2) and ($3::uuid is null or id_product <> $3)`,
      [viewer.idOu, fields.code, current?.idProduct ?? null],
    );
    if (taken.length) errors.addCode('code', 'DUPLICATE', {}, PRODUCT_CODE_TAKEN);
  }
  if (fields.idSupplier) await checkSupplier(tx, viewer, errors, fields.idSupplier, current);
  await checkOwnedIds(tx, errors, 'categoryIds', fields.categoryIds,
    'select id_product_category as id from product_category where id_product_category = any($1::uuid[]) and id_ou = $2',
    viewer.idOu);
  await checkOwnedIds(tx, errors, 'featureIds', fields.featureIds,
    `select id_product_feature as id from product_feature
     where id_product_feature = any($1::uuid[]) and id_ou = $2 and kind = 'FEATURE'`,
    viewer.idOu);
  await checkOwnedIds(tx, errors, 'subfeatureItemIds', fields.subfeatureItemIds,
    `select fi.id_product_feature_item as id from product_feature_item fi join product_feature f using (id_product_feature)
     where fi.id_product_feature_item = any($1::uuid[]) and f.id_ou = $2 and f.kind = 'SUBFEATURE'`,
    viewer.idOu);
  await checkInstances(tx, errors, fields, current, existing);
}

/**
 * Refuses to remove an instance that something refers to (its inventory, holds, packages): the history must stay,
 * so the instance is disabled instead.
 */
async function refuseRemovingUsedInstances(tx: Queryable, removed: CurrentInstance[]) {
  const used = await instanceReferences(tx, removed.map((instance) => instance.id));
  const first = removed.find((instance) => used.has(instance.id));
  if (first) {
    throw conflict(
      `The instance ${first.code} has ${used.get(first.id)!.join(' and ')} and cannot be removed; disable it instead`,
      'instances', 'INSTANCE_IN_USE', { code: first.code },
    );
  }
}

/* ---------- writing ---------- */

async function writeProductRow(tx: Queryable, viewer: Viewer, fields: ProductFields, current?: ProductModel) {
  const values = [
    fields.code, fields.name, fields.shortName, fields.idProductType, fields.idProductUnit, fields.idSupplier,
    fields.hasInventory ?? current?.hasInventory ?? false,
    fields.taxInternationalCode === undefined ? current?.taxInternationalCode ?? null : fields.taxInternationalCode,
    fields.operationalCode === undefined ? current?.operationalCode ?? null : fields.operationalCode,
    viewer.idUser,
  ];
  if (!current) {
    const [row] = await tx.query<{ id: string }>(
      `insert into product (code, name, short_name, id_product_type, id_product_unit, id_supplier, has_inventory,
         tax_international_code, operational_code, id_user_create, id_user_update, id_ou)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11) returning id_product as id`,
      [...values, viewer.idOu],
    );
    return row.id;
  }
  await tx.query(
    `update product set code = $1, name = $2, short_name = $3, id_product_type = $4, id_product_unit = $5,
       id_supplier = $6, has_inventory = $7, tax_international_code = $8, operational_code = $9, id_user_update = $10,
       updated_at = now()
     where id_product = $11`,
    [...values, current.idProduct],
  );
  return current.idProduct;
}

/** Makes a link table hold exactly the given ids for the product. */
async function writeLinks(
  tx: Queryable, table: 'product_category_link' | 'product_feature_link' | 'product_subfeature_item_link',
  column: string, idProduct: string, ids: string[],
) {
  await tx.query(`delete from ${table} where id_product = $1 and not (${column} = any($2::uuid[]))`, [idProduct, ids]);
  await tx.query(
    `insert into ${table} (id_product, ${column}) select $1, unnest($2::uuid[]) on conflict do nothing`,
    [idProduct, ids],
  );
}

/**
 * Makes the product's identifications exactly the list given, in its order. The input carries no ids: a row with the
 * same type and value is kept (its id stays stable for the screens), the rest are replaced.
 */
async function writeIdentifications(tx: Queryable, idProduct: string, identifications: IdentificationFields[]) {
  const types = identifications.map((i) => i.idIdentificationType);
  const values = identifications.map((i) => i.value);
  await tx.query(
    `delete from product_identification d where d.id_product = $1 and not exists (
       select 1 from unnest($2::uuid[], $3::text[]) k(type, value)
       where k.type = d.id_identification_type and upper(k.value) = upper(d.value))`,
    [idProduct, types, values],
  );
  for (const [order, identification] of identifications.entries()) {
    await tx.query(
      `insert into product_identification (id_product, id_identification_type, value, sort_order) values ($1, $2, $3, $4)
       on conflict (id_product, id_identification_type, upper(value))
       do update set value = excluded.value, sort_order = excluded.sort_order`,
      [idProduct, identification.idIdentificationType, identification.value, order],
    );
  }
}

/** Makes the product's instances exactly the list given, in its order (removed ones were checked first). */
async function writeInstances(
  tx: Queryable, idProduct: string, instances: InstanceFields[], removed: CurrentInstance[], by: string,
) {
  const removedIds = removed.map((instance) => instance.id);
  if (removedIds.length) {
    await deleteDerivedInstanceRows(tx, removedIds);
    try {
      await tx.query('delete from product_instance where id_product_instance = any($1::uuid[])', [removedIds]);
    } catch (error) {
      // refuseRemovingUsedInstances looked first; something started using the instance meanwhile.
      if (isForeignKeyViolation(error)) throw conflict('An instance you removed is in use; disable it instead', 'instances', 'REMOVED_IN_USE');
      throw error;
    }
  }
  const kept = instances.filter((instance) => instance.id).map((instance) => instance.id!);
  // Codes may swap between kept instances: park them first so no step sees a duplicate.
  if (kept.length) {
    await tx.query(
      `update product_instance set code = '~' || id_product_instance::text where id_product_instance = any($1::uuid[])`,
      [kept],
    );
  }
  for (const [order, instance] of instances.entries()) {
    const values = [instance.code, instance.name, instance.shortName, instance.idStatus, order, by];
    let id = instance.id;
    if (id) {
      await tx.query(
        `update product_instance set code = $1, name = $2, short_name = $3, id_status = coalesce($4, id_status),
           sort_order = $5, id_user_update = $6, updated_at = now()
         where id_product_instance = $7`,
        [...values, id],
      );
    } else {
      [{ id }] = await tx.query<{ id: string }>(
        `insert into product_instance (code, name, short_name, id_status, sort_order, id_user_create, id_user_update, id_product)
         values ($1, $2, $3, coalesce($4, 'ACTIVE'), $5, $6, $6, $7) returning id_product_instance as id`,
        [...values, idProduct],
      );
    }
    if (instance.itemIds) {
      await tx.query(
        `delete from product_instance_item where id_product_instance = $1 and not (id_product_feature_item = any($2::uuid[]))`,
        [id, instance.itemIds.ids],
      );
      await tx.query(
        `insert into product_instance_item (id_product_instance, id_product_feature_item)
         select $1, unnest($2::uuid[]) on conflict do nothing`,
        [id, instance.itemIds.ids],
      );
    }
  }
}

/** Reads, checks and writes one product in one transaction; answers its id. Bad input writes nothing. */
export async function saveProduct(db: Database, viewer: Viewer, data: ProductInput, update: boolean) {
  const errors = new FieldErrors();
  const fields = readProduct(errors, data);
  const id = update ? errors.id('idProduct', data.idProduct) : undefined;
  // Without the id the database checks would judge the input as a new row: answer the field rules alone.
  if (update && !id) errors.check();
  if (id && !isUuid(id)) throw notFound('Product');
  return db.transaction(async (tx) => {
    const current = id ? await findProduct(tx, viewer.idOu, id, true) : undefined;
    if (id && !current) throw notFound('Product');
    const existing = current ? await currentInstances(tx, current.idProduct) : new Map<string, CurrentInstance>();
    // The database checks run even when a field rule already failed, so the form hears every problem at once.
    await checkProduct(tx, viewer, errors, fields, current ?? undefined, existing);
    errors.check();
    const keptIds = new Set(fields.instances?.map((instance) => instance.id));
    const removed = fields.instances ? [...existing.values()].filter((instance) => !keptIds.has(instance.id)) : [];
    await refuseRemovingUsedInstances(tx, removed);
    const idProduct = await writeProductRow(tx, viewer, fields, current ?? undefined);
    if (current && fields.hasInventory != null && fields.hasInventory !== current.hasInventory) {
      await setInventoryLimited(tx, idProduct, fields.hasInventory);
    }
    if (fields.categoryIds) await writeLinks(tx, 'product_category_link', 'id_product_category', idProduct, fields.categoryIds.ids);
    if (fields.featureIds) await writeLinks(tx, 'product_feature_link', 'id_product_feature', idProduct, fields.featureIds.ids);
    if (fields.subfeatureItemIds) {
      await writeLinks(tx, 'product_subfeature_item_link', 'id_product_feature_item', idProduct, fields.subfeatureItemIds.ids);
    }
    if (fields.identifications) await writeIdentifications(tx, idProduct, fields.identifications);
    if (fields.instances) await writeInstances(tx, idProduct, fields.instances, removed, viewer.idUser);
    return idProduct;
  }).catch((error: unknown) => {
    // A unique index caught what the checks could not see (a simultaneous save with the same code).
    if (isUniqueViolation(error)) {
      const constraint = (error as { constraint?: string }).constraint ?? '';
      if (constraint === 'product_instance_code_key') throw duplicate(INSTANCE_CODE_TAKEN, 'instances');
      throw duplicate(PRODUCT_CODE_TAKEN, 'code');
    }
    throw error;
  });
}

/* ---------- delete or disable ---------- */

/**
 * Deletes a product nothing refers to (its links, identifications and instances go with it); disables one that
 * something refers to. A reference that appears between the check and the delete makes the delete fail on its
 * foreign key: the savepoint turns that into a disable too.
 */
export async function deleteOrDisableProduct(db: Database, viewer: Viewer, idProduct: string) {
  if (!isUuid(idProduct)) throw notFound('Product');
  return db.transaction(async (tx) => {
    if (!(await findProduct(tx, viewer.idOu, idProduct, true))) throw notFound('Product');
    if (!(await referencedProducts(tx, [idProduct])).has(idProduct)) {
      await tx.query('savepoint delete_product');
      try {
        const instances = await tx.query<{ id: string }>(
          'select id_product_instance as id from product_instance where id_product = $1', [idProduct],
        );
        await deleteDerivedInstanceRows(tx, instances.map((row) => row.id));
        await tx.query('delete from product where id_product = $1', [idProduct]);
        await tx.query('release savepoint delete_product');
        return 'DELETED' as const;
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        await tx.query('rollback to savepoint delete_product');
      }
    }
    await tx.query(
      `update product set id_status = 'INACTIVE', id_user_update = $2, updated_at = now() where id_product = $1`,
      [idProduct, viewer.idUser],
    );
    return 'DISABLED' as const;
  });
}

/** Sets a product's status; answers false when the OU has no such product. */
export async function setProductStatus(db: Queryable, viewer: Viewer, idProduct: string, idStatus: Status) {
  if (!isUuid(idProduct)) return false;
  const rows = await db.query(
    `update product set id_status = $3, id_user_update = $4, updated_at = now()
     where id_product = $1 and id_ou = $2 returning id_product`,
    [idProduct, viewer.idOu, idStatus, viewer.idUser],
  );
  return rows.length > 0;
}

/* ---------- reads by many ids (the request's loaders) ---------- */

/** Groups rows carrying "groupKey" by it. */
async function grouped<T>(db: Queryable, sql: string, keys: string[]) {
  const rows = await db.query<T & { groupKey: string }>(sql, [keys.filter(isUuid)]);
  const groups = new Map<string, T[]>();
  for (const { groupKey, ...row } of rows) groups.set(groupKey, [...(groups.get(groupKey) ?? []), row as T]);
  return groups;
}

export async function productsById(db: Queryable, idOu: string, ids: string[]) {
  const rows = await db.query<ProductModel>(
    `select ${PRODUCT_COLUMNS} from product p where p.id_product = any($1::uuid[]) and p.id_ou = $2`,
    [ids.filter(isUuid), idOu],
  );
  return new Map(rows.map((row) => [row.idProduct, row]));
}

/** Whether something refers to each product (then it can only be disabled). */
export async function productsReferenced(db: Queryable, ids: string[]) {
  const referenced = await referencedProducts(db, ids.filter(isUuid));
  return new Map(ids.map((id) => [id, referenced.has(id)]));
}

/** The lists hanging off products and instances, each by parent id. */
export const productLists = {
  categories: (db: Queryable, ids: string[]) => grouped<ProductCategoryModel>(db,
    `select l.id_product as "groupKey", ${CATEGORY_COLUMNS}
     from product_category_link l join product_category c using (id_product_category)
     where l.id_product = any($1::uuid[]) order by lower(c.name), c.id_product_category`, ids),
  features: (db: Queryable, ids: string[]) => grouped<ProductFeatureModel>(db,
    `select l.id_product as "groupKey", ${FEATURE_COLUMNS}
     from product_feature_link l join product_feature f using (id_product_feature)
     where l.id_product = any($1::uuid[]) order by lower(f.name), f.id_product_feature`, ids),
  subfeatureItems: (db: Queryable, ids: string[]) => grouped<ProductFeatureItemModel>(db,
    `select l.id_product as "groupKey", ${ITEM_COLUMNS}
     from product_subfeature_item_link l join product_feature_item fi using (id_product_feature_item)
     join product_feature f using (id_product_feature)
     where l.id_product = any($1::uuid[]) order by lower(f.name), f.id_product_feature, fi.sort_order, fi.code`, ids),
  identifications: (db: Queryable, ids: string[]) => grouped<ProductIdentificationModel>(db,
    `select id_product as "groupKey", id_product_identification as "idProductIdentification",
       id_identification_type as "idIdentificationType", value
     from product_identification where id_product = any($1::uuid[]) order by sort_order, id_product_identification`, ids),
  instances: (db: Queryable, ids: string[]) => grouped<ProductInstanceModel>(db,
    `select i.id_product as "groupKey", ${INSTANCE_COLUMNS} from product_instance i
     where i.id_product = any($1::uuid[]) order by i.sort_order, upper(i.code), i.id_product_instance`, ids),
  instanceItems: (db: Queryable, ids: string[]) => grouped<ProductFeatureItemModel>(db,
    `select ii.id_product_instance as "groupKey", ${ITEM_COLUMNS}
     from product_instance_item ii join product_feature_item fi using (id_product_feature_item)
     join product_feature f using (id_product_feature)
     where ii.id_product_instance = any($1::uuid[]) order by lower(f.name), f.id_product_feature, fi.sort_order, fi.code`, ids),
};
