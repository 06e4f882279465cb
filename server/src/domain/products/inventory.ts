import type { Viewer } from '../../context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { fieldError } from '../../graphql/errors.ts';
import type {
  AvailabilityInput, InventorySalePeriodInput, InventoryTransactionInput as TransactionFields,
} from '../../graphql/resolvers-types.ts';
import { FieldErrors, isUuid, notFoundField, pageOf } from '../../graphql/validation.ts';
import { eachDay } from '../calendar.ts';
import {
  MAX_GRID_DAYS, applyInventoryTransaction, checkDateRange, checkSalePeriodInput, checkTransactionInput, checkUnits,
  readAvailability, setSalePeriod, type InventoryTransactionInput, type SalePeriodInput,
} from '../inventory.ts';

/*
 * Inventory screens: the ledger and sale periods of an instance, and the availability grid. Every write goes through
 * domain/inventory.ts (its lock order) inside one transaction, after the field rules and the OU check here (an
 * instance belongs to the OU of its product).
 */

/** The grid answers at most this many instances (and MAX_GRID_DAYS days), so it stays instant. */
const MAX_GRID_INSTANCES = 200;
const CHOOSE_PRODUCTS = 'Choose products or a category';

/** NOT_FOUND unless the instance belongs to a product of the OU. */
async function requireOuInstance(db: Queryable, idOu: string, idProductInstance: string) {
  const found = isUuid(idProductInstance) && (await db.query(
    `select 1 from product_instance pi join product p on p.id_product = pi.id_product
     where pi.id_product_instance = $1 and p.id_ou = $2`,
    [idProductInstance, idOu],
  )).length > 0;
  if (!found) throw notFoundField('Product instance', 'idProductInstance');
}

/** Who made a ledger or period row: the user's name. */
async function userName(db: Queryable, idUser: string | null) {
  if (!idUser) return null;
  const [row] = await db.query<{ name: string }>('select name from app_user where id_user = $1', [idUser]);
  return row?.name ?? null;
}

/** A page of an instance's ledger or sale periods: newest first, with the author's name and the total. */
export async function pageOfRows<T>(
  db: Queryable, table: 'inventory_transaction' | 'inventory_sale_period', columns: string, idProductInstance: string,
  args: { skip?: number | null; take?: number | null },
) {
  const page = pageOf(args, { createdAt: 'created_at' }, 'createdAt');
  const alias = table === 'inventory_transaction' ? 't' : 's';
  const [data, [{ count }]] = await Promise.all([
    db.query<T & { createdBy: string | null }>(
      `select ${columns}, u.name as "createdBy" from ${table} ${alias}
       left join app_user u on u.id_user = ${alias}.id_user_create
       where ${alias}.id_product_instance = $1
       order by ${alias}.created_at desc, ${alias}.id_${table} desc offset $2 limit $3`,
      [idProductInstance, page.skip, page.take],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from ${table} ${alias} where ${alias}.id_product_instance = $1`, [idProductInstance]),
  ]);
  return { data, count };
}

/**
 * The instances a grid shows: every instance of the products picked, and the active instances of active products
 * in the category. NOT_FOUND for a product or category the OU does not have.
 */
async function gridInstances(db: Queryable, idOu: string, productIds: string[], idCategory: string | null) {
  if (productIds.some((id) => !isUuid(id))) throw notFoundField('Product', 'productIds');
  if (idCategory) {
    const category = isUuid(idCategory) && (await db.query(
      'select 1 from product_category where id_product_category = $1 and id_ou = $2', [idCategory, idOu],
    )).length > 0;
    if (!category) throw notFoundField('Product category', 'idProductCategory');
  }
  const rows = await db.query<{ idProduct: string; idProductInstance: string | null }>(
    `select p.id_product as "idProduct", pi.id_product_instance as "idProductInstance"
     from product p
     left join product_instance pi on pi.id_product = p.id_product
       and (p.id_product = any($2::uuid[]) or pi.id_status = 'ACTIVE')
     where p.id_ou = $1 and (p.id_product = any($2::uuid[])
       or ($3::uuid is not null and p.id_status = 'ACTIVE' and exists (
         select 1 from product_category_link l where l.id_product = p.id_product and l.id_product_category = $3)))`,
    [idOu, productIds, idCategory],
  );
  const found = new Set(rows.map((r) => r.idProduct));
  if (productIds.some((id) => !found.has(id))) throw notFoundField('Product', 'productIds');
  return [...new Set(rows.map((r) => r.idProductInstance).filter((id): id is string => id !== null))];
}

/** The availability grid: the days of the instances picked (or of a category's), each day's state. */
export async function checkAvailability(db: Queryable, idOu: string, input: AvailabilityInput) {
  const errors = new FieldErrors();
  checkDateRange(errors, input.dateFrom, input.dateTo, { maxDays: MAX_GRID_DAYS });
  const quantity = checkUnits(errors, 'quantity', input.quantity, 1, 1)!;
  const productIds = [...new Set(input.productIds ?? [])];
  const idCategory = input.idProductCategory?.trim() || null;
  if (!productIds.length && !idCategory) errors.addCode('productIds', 'REQUIRED', {}, CHOOSE_PRODUCTS);
  else if (productIds.length > MAX_GRID_INSTANCES) errors.addCode('productIds', 'TOO_MANY', { max: MAX_GRID_INSTANCES }, `Choose at most ${MAX_GRID_INSTANCES} products`);
  errors.check();
  const instanceIds = await gridInstances(db, idOu, productIds, idCategory);
  if (instanceIds.length > MAX_GRID_INSTANCES) {
    throw fieldError(productIds.length ? 'productIds' : 'idProductCategory', 'TOO_MANY',
      `These products have ${instanceIds.length} instances; the grid shows at most ${MAX_GRID_INSTANCES}`,
      { max: MAX_GRID_INSTANCES, count: instanceIds.length });
  }
  const rows = await readAvailability(db, idOu, instanceIds, input.dateFrom!, input.dateTo!, quantity);
  return { dates: eachDay(input.dateFrom!, input.dateTo!), rows: rows.map(({ instance, days }) => ({ instance, days })) };
}

/** Checks, then writes one inventory row of an instance of the OU in one transaction; answers it with its author's name. */
async function writeInstanceRow<T extends { idUserCreate: string | null }>(
  db: Database, viewer: Viewer, idProductInstance: string, write: (tx: Queryable) => Promise<T>,
) {
  const row = await db.transaction(async (tx) => {
    await requireOuInstance(tx, viewer.idOu, idProductInstance);
    return write(tx);
  });
  return { ...row, createdBy: await userName(db, row.idUserCreate) };
}

/** A ledger transaction (capacity added, released, blocked or adjusted) on an instance of the OU. */
export function recordInventoryTransaction(db: Database, viewer: Viewer, data: TransactionFields) {
  const errors = new FieldErrors();
  checkTransactionInput(errors, data as Partial<InventoryTransactionInput>);
  errors.check();
  return writeInstanceRow(db, viewer, data.idProductInstance!,
    (tx) => applyInventoryTransaction(tx, data as InventoryTransactionInput, viewer.idUser));
}

/** A sale period (free sale, on request, stop sale) on an instance of the OU. */
export function recordSalePeriod(db: Database, viewer: Viewer, data: InventorySalePeriodInput) {
  const errors = new FieldErrors();
  checkSalePeriodInput(errors, data as Partial<SalePeriodInput>);
  errors.check();
  return writeInstanceRow(db, viewer, data.idProductInstance!, (tx) => setSalePeriod(tx, data as SalePeriodInput, viewer.idUser));
}
