import type { RuleProblem } from '../../../../rules/fields.ts';
import { distinctSubfeatureIds, rateFieldProblems } from '../../../../rules/rate.ts';
import type { Viewer } from '../../context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { CATALOG, isCustomerRole } from '../../db/generalParameterData.ts';
import { appError, notFound } from '../../graphql/errors.ts';
import type { RateInput, RateSearchInput } from '../../graphql/resolvers-types.ts';
import { FieldErrors, containsPattern, isUuid, pageOf } from '../../graphql/validation.ts';
import type { ProductInstanceModel, RateModel, RateSubfeatureModel } from '../../models.ts';
import { readCancellationPolicy, writeCancellationPolicy } from '../cancellation.ts';
import { INVALID_CHOICE, checkCatalogRefs } from '../generalParameters.ts';
import { END_BEFORE_START, INVALID_DATE, RANGE_TOO_LONG } from '../inventory.ts';
import { computePricing, readPricing, type RatePricing } from '../pricing.ts';
import { INSTANCE_COLUMNS } from '../products/products.ts';
import { RATE_COLUMNS, featureKeyOf } from '../rateSearch.ts';
import { foldSearchText } from '../searchText.ts';
import { RATE_SUBFEATURE_COLUMNS } from './catalog.ts';

/*
 * Rate instances: what a product instance costs and sells for, per service period and purchase period, for every
 * customer or for one. The amounts come from the one pricing function and are stored as it answered. Two enabled
 * rates of one instance, customer scope and feature values must not both cover a day of service bought on a same
 * day: the check runs under a transaction-scoped advisory lock on the instance, so two saves cannot both pass it. Rules,
 * reads and writes live here; resolvers/rates.ts maps GraphQL to these calls. Lock order: the rate row, then the
 * advisory locks of its instances in id order.
 */

export const NOT_A_CUSTOMER = 'This entity is not a customer';
export const CUSTOMER_DISABLED = 'This customer is disabled';
export const ONE_VALUE_PER_DIMENSION = 'Only one value per dimension';
export const NOT_FOR_PRODUCT_TYPE = 'This value does not apply to this product type';

/** Advisory lock namespace of the overlap rule (entities use 5). */
const RATE_LOCK = 7;

const RATE_SORTS = {
  code: 'r.code', serviceFrom: 'r.service_from', purchaseFrom: 'r.purchase_from', updatedAt: 'r.updated_at',
  product: 'lower(p.name)',
};

/** A rate of the OU, or null (also for another OU's and malformed ids). */
export async function findRate(db: Queryable, idOu: string, id: string, lock = false) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<RateModel>(
    `select ${RATE_COLUMNS} from rate_instance r where r.id_rate_instance = $1 and r.id_ou = $2
     ${lock ? 'for update of r' : ''}`,
    [id, idOu],
  );
  return row ?? null;
}

/* ---------- search ---------- */

/** 'RT-000123', 'rt-123' or '123': the rate code the text names, if it names one. */
function rateCodeOf(text: string) {
  const match = /^(?:RT-?)?(\d{1,12})$/i.exec(text.trim());
  return match ? `RT-${match[1].padStart(6, '0')}` : null;
}

/**
 * The rates list, every filter index-backed: the instance and product filters read rate_instance_instance_idx, the
 * customer filter its own index, the text the rate code's unique index and the products' trigram index (matches
 * collected first, like the entities list). Only the product sort joins the products, walking them in name order.
 */
export async function searchRateRows(db: Queryable, idOu: string, input: RateSearchInput) {
  const page = pageOf(input, RATE_SORTS, 'code');
  const errors = new FieldErrors();
  const params: unknown[] = [idOu];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters = ['r.id_ou = $1'];
  const id = (field: 'idProduct' | 'idProductInstance' | 'idEntity') => {
    const value = input[field]?.trim();
    if (value && !isUuid(value)) errors.addCode(field, 'INVALID_CHOICE', {}, INVALID_CHOICE);
    return value && isUuid(value) ? param(value) : null;
  };
  const [product, instance, customer] = [id('idProduct'), id('idProductInstance'), id('idEntity')];
  errors.check();
  if (product) filters.push(`r.id_product_instance in (select id_product_instance from product_instance where id_product = ${product})`);
  if (instance) filters.push(`r.id_product_instance = ${instance}`);
  if (customer) filters.push(`r.id_entity = ${customer}`);
  if (input.enabled != null) filters.push(`r.enabled = ${param(input.enabled)}`);
  if (input.serviceDate) {
    const at = param(input.serviceDate);
    filters.push(`r.service_from <= ${at}::date and r.service_to >= ${at}::date`);
  }
  let hits = '';
  if (page.text) {
    const code = rateCodeOf(page.text);
    hits = `with hits as materialized (
        select r.id_rate_instance from product p join product_instance i using (id_product)
        join rate_instance r using (id_product_instance)
        where p.id_ou = $1 and p.search_text like ${param(containsPattern(foldSearchText(page.text)))}
        ${code ? `union select id_rate_instance from rate_instance where code = ${param(code)}` : ''}) `;
    filters.push('r.id_rate_instance in (select id_rate_instance from hits)');
  }
  const where = filters.join(' and ');
  const filterParams = [...params];
  const direction = input.sortDirection === 'DESC' ? 'desc' : 'asc';
  const from = input.sortBy === 'product'
    ? `product p join product_instance i on i.id_product = p.id_product and p.id_ou = $1
       join rate_instance r on r.id_product_instance = i.id_product_instance`
    : 'rate_instance r';
  const order = input.sortBy === 'product' ? `${page.orderBy}, p.id_product ${direction}, r.code` : `${page.orderBy}, r.code`;
  const [data, [{ count }]] = await Promise.all([
    db.query<RateModel>(
      `${hits}select ${RATE_COLUMNS} from ${from} where ${where}
       order by ${order} offset ${param(page.skip)} limit ${param(page.take)}`,
      params,
    ),
    db.query<{ count: number }>(`${hits}select count(*)::int as count from rate_instance r where ${where}`, filterParams),
  ]);
  return { data, count };
}

/* ---------- create and update ---------- */

/** The English text of a rate's field codes, for the old `fields` map. */
function rateEnglish(problem: RuleProblem): string | undefined {
  switch (problem.code) {
    case 'INVALID_CHOICE': return INVALID_CHOICE;
    case 'INVALID_DATE': return INVALID_DATE;
    case 'END_BEFORE_START': return END_BEFORE_START;
    case 'RANGE_TOO_MANY_YEARS': return RANGE_TOO_LONG;
    case 'TOO_MANY': return `At most ${problem.params.max} values`;
    default: return undefined;
  }
}

/** The rules of rules/rate.ts (the rate form's own); answers the fields as given, read only once `errors` pass. */
function readRate(errors: FieldErrors, data: RateInput) {
  errors.addProblems(rateFieldProblems(data), rateEnglish);
  const chosen = (value: string | null | undefined) => value?.trim() || undefined;
  return {
    idProductInstance: chosen(data.idProductInstance),
    idEntity: chosen(data.idEntity) ?? null,
    idCurrency: chosen(data.idCurrency),
    idPriceType: chosen(data.idPriceType),
    serviceFrom: data.serviceFrom!,
    serviceTo: data.serviceTo!,
    purchaseFrom: data.purchaseFrom!,
    purchaseTo: data.purchaseTo!,
    enabled: data.enabled ?? null,
    subfeatureIds: distinctSubfeatureIds(data.subfeatureIds),
    pricing: readPricing(errors, data.pricing, 'pricing.'),
    cancellationPolicy: readCancellationPolicy(errors, data.cancellationPolicy),
  };
}

type RateFields = ReturnType<typeof readRate>;

/** The instance must be the OU's; answers its product type (which subfeatures must suit). */
async function checkInstance(tx: Queryable, idOu: string, errors: FieldErrors, id: string | undefined) {
  if (!id) return null;
  const [row] = isUuid(id)
    ? await tx.query<{ idProductType: string }>(
      `select p.id_product_type as "idProductType" from product_instance i join product p using (id_product)
       where i.id_product_instance = $1 and p.id_ou = $2`,
      [id, idOu],
    )
    : [];
  if (!row) errors.addCode('idProductInstance', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  return row?.idProductType ?? null;
}

/** A rate's own customer: an entity of the OU whose role is CUSTOMER or BOTH, active unless it already had it. */
async function checkCustomer(tx: Queryable, idOu: string, errors: FieldErrors, idEntity: string | null, current: string | null) {
  if (!idEntity || errors.fields.idEntity) return;
  const [row] = await tx.query<{ role: string | null; idStatus: string }>(
    `select upper(v.code) as role, e.id_status as "idStatus" from entity e
     join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $2
     left join general_parameter_value v on v.id_general_parameter_value = e.id_entity_role
     where e.id_entity = $1`,
    [idEntity, idOu],
  );
  if (!row) errors.addCode('idEntity', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  else if (!isCustomerRole(row.role)) errors.addCode('idEntity', 'NOT_A_CUSTOMER', {}, NOT_A_CUSTOMER);
  else if (row.idStatus !== 'ACTIVE' && idEntity !== current) errors.addCode('idEntity', 'CUSTOMER_DISABLED', {}, CUSTOMER_DISABLED);
}

/** Each value must be the OU's, suit the product type, and be the only one of its dimension. */
async function checkSubfeatures(
  tx: Queryable, idOu: string, errors: FieldErrors, ids: string[], idProductType: string | null,
) {
  const valid = ids.filter(isUuid);
  if (!valid.length) return;
  const rows = await tx.query<{ id: string; idFeature: string; feature: string; categories: (string | null)[] }>(
    `select s.id_rate_subfeature as id, f.id_rate_feature as "idFeature", f.name as feature,
       array[s.id_type_category_product, f.id_type_category_product]::text[] as categories
     from rate_subfeature s join rate_feature f using (id_rate_feature)
     where s.id_rate_subfeature = any($1::uuid[]) and s.id_ou = $2`,
    [valid, idOu],
  );
  const found = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    const at = `subfeatureIds.${i}`;
    const row = found.get(id);
    if (!row) {
      if (isUuid(id)) errors.addCode(at, 'INVALID_CHOICE', {}, INVALID_CHOICE);
      return;
    }
    if (seen.has(row.idFeature)) errors.addCode(at, 'ONE_VALUE_PER_DIMENSION', { feature: row.feature }, `${ONE_VALUE_PER_DIMENSION} (${row.feature})`);
    seen.add(row.idFeature);
    if (idProductType && row.categories.some((c) => c && c !== idProductType)) errors.addCode(at, 'NOT_FOR_PRODUCT_TYPE', {}, NOT_FOR_PRODUCT_TYPE);
  });
}

/** Serializes the saves and enablings of an instance's rates until the transaction ends. */
async function lockInstances(tx: Queryable, ids: (string | null | undefined)[]) {
  for (const id of [...new Set(ids.filter((x): x is string => Boolean(x)))].sort()) {
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [RATE_LOCK, id]);
  }
}

interface OverlapScope {
  idRateInstance?: string;
  idProductInstance: string;
  idEntity: string | null;
  featureKey: string;
  serviceFrom: string;
  serviceTo: string;
  purchaseFrom: string;
  purchaseTo: string;
}

/**
 * Refuses a rate that an enabled rate of the same instance, customer scope and feature values already covers: both
 * the service ranges and the purchase ranges overlap. Call under lockInstances.
 */
async function refuseOverlap(tx: Queryable, scope: OverlapScope) {
  const [other] = await tx.query<{ id: string; code: string; serviceFrom: string; serviceTo: string; purchaseFrom: string; purchaseTo: string }>(
    `select id_rate_instance as id, code, service_from as "serviceFrom", service_to as "serviceTo",
       purchase_from as "purchaseFrom", purchase_to as "purchaseTo"
     from rate_instance
     where id_product_instance = $1 and enabled and id_entity is not distinct from $2::uuid and feature_key = $3
       and service_from <= $5::date and service_to >= $4::date and purchase_from <= $7::date and purchase_to >= $6::date
       and ($8::uuid is null or id_rate_instance <> $8::uuid)
     order by service_from, code limit 1`,
    [scope.idProductInstance, scope.idEntity, scope.featureKey, scope.serviceFrom, scope.serviceTo, scope.purchaseFrom,
      scope.purchaseTo, scope.idRateInstance ?? null],
  );
  if (!other) return;
  throw appError('CONFLICT',
    `This rate overlaps the enabled rate ${other.code} (service ${other.serviceFrom} to ${other.serviceTo}, purchase `
    + `${other.purchaseFrom} to ${other.purchaseTo}) for the same instance, customer and features`,
    {
      rate: { idRateInstance: other.id, code: other.code }, reason: 'RATE_OVERLAP',
      params: { code: other.code, serviceFrom: other.serviceFrom, serviceTo: other.serviceTo, purchaseFrom: other.purchaseFrom, purchaseTo: other.purchaseTo },
    });
}

async function currentSubfeatureIds(tx: Queryable, idRateInstance: string) {
  return (await tx.query<{ id: string }>(
    'select id_rate_subfeature as id from rate_instance_subfeature where id_rate_instance = $1', [idRateInstance],
  )).map((row) => row.id);
}

/** Writes the rate row (insert without `current`) and its values; answers its id. */
async function writeRate(
  tx: Queryable, viewer: Viewer, fields: RateFields, pricing: RatePricing, scope: OverlapScope, enabled: boolean,
  subfeatureIds: string[],
) {
  const values = [scope.idProductInstance, scope.idEntity, fields.idCurrency, fields.idPriceType, scope.serviceFrom,
    scope.serviceTo, scope.purchaseFrom, scope.purchaseTo, enabled, pricing.purchaseUnitPrice, pricing.purchaseTaxPercentage,
    pricing.purchaseTaxAmount, pricing.purchaseTotal, pricing.profitPercentage, pricing.profitAmount, pricing.profit,
    pricing.sellingTaxPercentage, pricing.sellingUnitPrice, pricing.sellingTaxAmount, pricing.sellingTotal,
    scope.featureKey, viewer.idUser];
  let id = scope.idRateInstance;
  if (!id) {
    [{ id }] = await tx.query<{ id: string }>(
      `insert into rate_instance (id_product_instance, id_entity, id_currency, id_price_type, service_from, service_to,
         purchase_from, purchase_to, enabled, purchase_unit_price, purchase_tax_percentage, purchase_tax_amount,
         purchase_total, profit_percentage, profit_amount, profit, selling_tax_percentage, selling_unit_price,
         selling_tax_amount, selling_total, feature_key, id_user_create, id_user_update, id_ou)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22, $23)
       returning id_rate_instance as id`,
      [...values, viewer.idOu],
    );
  } else {
    await tx.query(
      `update rate_instance set id_product_instance = $1, id_entity = $2, id_currency = $3, id_price_type = $4,
         service_from = $5, service_to = $6, purchase_from = $7, purchase_to = $8, enabled = $9,
         purchase_unit_price = $10, purchase_tax_percentage = $11, purchase_tax_amount = $12, purchase_total = $13,
         profit_percentage = $14, profit_amount = $15, profit = $16, selling_tax_percentage = $17,
         selling_unit_price = $18, selling_tax_amount = $19, selling_total = $20, feature_key = $21,
         id_user_update = $22, updated_at = now()
       where id_rate_instance = $23`,
      [...values, id],
    );
    await tx.query('delete from rate_instance_subfeature where id_rate_instance = $1', [id]);
  }
  await tx.query(
    'insert into rate_instance_subfeature (id_rate_instance, id_rate_subfeature) select $1, unnest($2::uuid[])',
    [id, subfeatureIds],
  );
  return id!;
}

/** Reads, checks and writes a rate; answers its id. Nothing is written unless every rule passes. */
export async function saveRate(db: Database, viewer: Viewer, data: RateInput, update: boolean) {
  const errors = new FieldErrors();
  const fields = readRate(errors, data);
  let id: string | undefined;
  if (update) {
    id = errors.id('idRateInstance', data.idRateInstance);
    if (!id) errors.check();
    if (!isUuid(id)) throw notFound('Rate');
  }
  return db.transaction(async (tx) => {
    const current = id ? await findRate(tx, viewer.idOu, id, true) : null;
    if (id && !current) throw notFound('Rate');
    const subfeatureIds = fields.subfeatureIds ?? (current ? await currentSubfeatureIds(tx, current.idRateInstance) : []);
    const idProductType = await checkInstance(tx, viewer.idOu, errors, fields.idProductInstance);
    await checkCustomer(tx, viewer.idOu, errors, fields.idEntity, current?.idEntity ?? null);
    await checkCatalogRefs(tx, viewer.idOu, errors, [
      { field: 'idCurrency', catalog: CATALOG.currency, id: fields.idCurrency },
      { field: 'idPriceType', catalog: CATALOG.priceType, id: fields.idPriceType },
    ]);
    await checkSubfeatures(tx, viewer.idOu, errors, subfeatureIds, idProductType);
    errors.check();
    const pricing = computePricing(fields.pricing!);
    const enabled = fields.enabled ?? current?.enabled ?? true;
    const scope: OverlapScope = {
      idRateInstance: id, idProductInstance: fields.idProductInstance!, idEntity: fields.idEntity,
      featureKey: featureKeyOf(subfeatureIds), serviceFrom: fields.serviceFrom, serviceTo: fields.serviceTo,
      purchaseFrom: fields.purchaseFrom, purchaseTo: fields.purchaseTo,
    };
    await lockInstances(tx, [scope.idProductInstance, current?.idProductInstance]);
    if (enabled) await refuseOverlap(tx, scope);
    const idRate = await writeRate(tx, viewer, fields, pricing, scope, enabled, subfeatureIds);
    // Omitted on update: the policy stays as it was.
    if (fields.cancellationPolicy) await writeCancellationPolicy(tx, idRate, fields.cancellationPolicy);
    return idRate;
  });
}

/** Enables (checking the overlap rule first) or disables a rate. */
export async function setRateEnabled(db: Database, viewer: Viewer, idRateInstance: string, enabled: boolean) {
  if (!isUuid(idRateInstance)) throw notFound('Rate');
  await db.transaction(async (tx) => {
    const current = await findRate(tx, viewer.idOu, idRateInstance, true);
    if (!current) throw notFound('Rate');
    await lockInstances(tx, [current.idProductInstance]);
    if (enabled && !current.enabled) {
      const [{ featureKey }] = await tx.query<{ featureKey: string }>(
        'select feature_key as "featureKey" from rate_instance where id_rate_instance = $1', [idRateInstance],
      );
      await refuseOverlap(tx, { ...current, featureKey });
    }
    await tx.query(
      `update rate_instance set enabled = $2, id_user_update = $3, updated_at = now()
       where id_rate_instance = $1 and enabled <> $2`,
      [idRateInstance, enabled, viewer.idUser],
    );
  });
  return (await findRate(db, viewer.idOu, idRateInstance))!;
}

/** The stored amounts of a rate, as the pricing function answered them. */
export const pricingOf = (r: RateModel): RatePricing => ({
  purchaseUnitPrice: r.purchaseUnitPrice, purchaseTaxPercentage: r.purchaseTaxPercentage,
  purchaseTaxAmount: r.purchaseTaxAmount, purchaseTotal: r.purchaseTotal, profitPercentage: r.profitPercentage,
  profitAmount: r.profitAmount, profit: r.profit, sellingTaxPercentage: r.sellingTaxPercentage,
  sellingUnitPrice: r.sellingUnitPrice, sellingTaxAmount: r.sellingTaxAmount, sellingTotal: r.sellingTotal,
});

/* ---------- reads by many ids (the request's loaders) ---------- */

/** Each rate's feature values, by dimension order. */
export async function subfeaturesOfRates(db: Queryable, ids: string[]) {
  const rows = await db.query<RateSubfeatureModel & { idRateInstance: string }>(
    `select rs.id_rate_instance as "idRateInstance", ${RATE_SUBFEATURE_COLUMNS}
     from rate_instance_subfeature rs join rate_subfeature s using (id_rate_subfeature)
     join rate_feature f on f.id_rate_feature = s.id_rate_feature
     where rs.id_rate_instance = any($1::uuid[]) order by f.sort_order, lower(f.name), s.sort_order, lower(s.name)`,
    [ids],
  );
  const grouped = new Map<string, RateSubfeatureModel[]>(ids.map((id) => [id, []]));
  for (const { idRateInstance, ...row } of rows) grouped.get(idRateInstance)!.push(row);
  return grouped;
}

export async function instancesById(db: Queryable, ids: string[]) {
  const rows = await db.query<ProductInstanceModel>(
    `select ${INSTANCE_COLUMNS} from product_instance i where i.id_product_instance = any($1::uuid[])`, [ids],
  );
  return new Map(rows.map((row) => [row.idProductInstance, row]));
}

/** Rate instances by id (the request loaders' batched read). */
export async function ratesById(db: Queryable, ids: string[]) {
  const rows = await db.query<RateModel>(`select ${RATE_COLUMNS} from rate_instance r where r.id_rate_instance = any($1::uuid[])`, [ids]);
  return new Map(rows.map((row) => [row.idRateInstance, row]));
}
