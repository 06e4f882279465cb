/*
 * Inventory: the one place that writes inventory_day (migration 0004).
 *
 * The ledger (inventory_transaction), the sale-period history (inventory_sale_period) and the holds (inventory_hold)
 * are the record; inventory_day folds them into one row per instance and day {capacity, held, sale status, release
 * days} so availability reads a primary-key range. Every writer here runs inside the caller's transaction and changes
 * the day rows only after locking them:
 *
 *   1. lock the product_instance row ("for no key update": foreign-key checks of new rows are not blocked), so the
 *      writers of one instance take turns however their ranges overlap and however often one transaction comes
 *      back to the instance;
 *   2. insert the missing day rows of the range, in day order, "on conflict do nothing" (so there is a row to lock);
 *   3. select the range's rows "for update", in day order;
 *   4. check, then update.
 *
 * A transaction that writes several instances must take them in one global order (by id), or two such
 * transactions can deadlock on the instance locks: holdInventoryItems and releaseHold sort them.
 *
 * Capacity moves only through the ledger (applyInventoryTransaction) and never drops below what is held; held moves
 * only through holds (holdInventory, releaseHold) and never rises above capacity for a product with inventory.
 * Products without inventory are not limited by capacity, but their holds are still counted and their sale status
 * still applies.
 */
import { dateRange } from '../../../rules/dates.ts';
import { Problems, type RuleProblem } from '../../../rules/fields.ts';
import { INVENTORY_LIMITS, inventoryTransactionProblems, salePeriodProblems } from '../../../rules/product.ts';
import type { Queryable } from '../db/database.ts';
import { appError, fieldError } from '../graphql/errors.ts';
import type { AvailabilityBlock, InventoryTransactionType, SaleStatus } from '../graphql/resolvers-types.ts';
import { FieldErrors, isUuid, notFoundField } from '../graphql/validation.ts';
import type { ProductInstanceModel } from '../models.ts';
import { daysBetween, eachDay, toEpochDay, today } from './calendar.ts';

export type { AvailabilityBlock, InventoryTransactionType, SaleStatus };


/** Units one transaction or hold may move, and the longest range one call may cover. */
const MAX_UNITS = INVENTORY_LIMITS.units;
const MAX_RANGE_YEARS = INVENTORY_LIMITS.rangeYears;
/** The availability grids answer at most this many days, so they stay instant. */
export const MAX_GRID_DAYS = 62;

export const END_BEFORE_START = 'The end date cannot be before the start date';
export const INVALID_DATE = 'Enter a valid date';
export const RANGE_TOO_LONG = `The range can be at most ${MAX_RANGE_YEARS} years`;
export const NO_INVENTORY = 'This product does not keep inventory';
const WHOLE_NUMBER = 'Enter a whole number';

/** How each transaction type moves capacity: RELEASE and BLOCK take units away; ADJUSTMENT carries its own sign. */
const SIGN: Record<InventoryTransactionType, 1 | -1> = { ADD_CAPACITY: 1, RELEASE: -1, BLOCK: -1, ADJUSTMENT: 1 };

// ---------------------------------------------------------------------------------------------------------------
// Input rules (shared with the resolvers, so the form and a direct caller hear the same messages)

/**
 * A required date range: both dates real, the end not before the start, at most `maxDays` days (counting both ends)
 * or, without it, at most two years. Answers whether the range is usable.
 */
export function checkDateRange(
  errors: FieldErrors, from: string | null | undefined, to: string | null | undefined,
  options: { maxDays?: number; fromField?: string; toField?: string } = {},
): boolean {
  const problems = new Problems();
  const ok = dateRange(problems, from, to, {
    maxDays: options.maxDays, maxYears: MAX_RANGE_YEARS, fromPath: options.fromField, toPath: options.toField,
  });
  errors.addProblems(problems.list, inventoryEnglish);
  return ok;
}

/** The English texts of the rule codes whose general words say less (the old `fields` map). */
function inventoryEnglish(p: RuleProblem): string | undefined {
  switch (p.code) {
    case 'INVALID_DATE': return INVALID_DATE;
    case 'END_BEFORE_START': return END_BEFORE_START;
    case 'RANGE_TOO_LONG': return `The range can be at most ${p.params.maxDays} days`;
    case 'RANGE_TOO_MANY_YEARS': return RANGE_TOO_LONG;
    case 'NOT_WHOLE_NUMBER': return WHOLE_NUMBER;
    case 'ZERO_NOT_ALLOWED': return 'An adjustment cannot be 0';
    case 'NUMBER_TOO_SMALL': return 'Must be greater than 0';
    case 'NUMBER_TOO_LARGE': return `At most ${p.params.max} units`;
    case 'NUMBER_RANGE': return `Must be between ${p.params.min} and ${p.params.max}`;
    default: return undefined;
  }
}

/** A whole number of units within [min, MAX_UNITS]; null or undefined is "required" unless a default is given. */
export function checkUnits(errors: FieldErrors, field: string, value: number | null | undefined, min = 1, fallback?: number) {
  if (value === null || value === undefined) {
    if (fallback === undefined) errors.addCode(field, 'REQUIRED');
    return fallback;
  }
  if (!Number.isInteger(value)) errors.addCode(field, 'NOT_WHOLE_NUMBER', {}, WHOLE_NUMBER);
  else if (value < min) errors.addCode(field, 'NUMBER_TOO_SMALL', { min }, `Must be at least ${min}`);
  else if (value > MAX_UNITS) errors.addCode(field, 'NUMBER_TOO_LARGE', { max: MAX_UNITS }, `At most ${MAX_UNITS} units`);
  return value;
}

function checkInstanceId(errors: FieldErrors, id: string | null | undefined) {
  if (!id || !id.trim()) errors.addCode('idProductInstance', 'REQUIRED');
}

export interface InventoryTransactionInput {
  idProductInstance: string;
  dateFrom: string;
  dateTo: string;
  transactionType: InventoryTransactionType;
  quantity: number;
  note?: string | null;
}

/** The rules of an inventory transaction that need no database. */
export function checkTransactionInput(errors: FieldErrors, input: Partial<InventoryTransactionInput>) {
  checkInstanceId(errors, input.idProductInstance);
  // The rules of the form's own (rules/product.ts).
  errors.addProblems(inventoryTransactionProblems(input), inventoryEnglish);
}

export interface SalePeriodInput {
  idProductInstance: string;
  dateFrom: string;
  dateTo: string;
  saleStatus: SaleStatus;
  /** Defaults to 0. */
  releaseDays?: number | null;
}

export function checkSalePeriodInput(errors: FieldErrors, input: Partial<SalePeriodInput>) {
  checkInstanceId(errors, input.idProductInstance);
  // The rules of the form's own (rules/product.ts).
  errors.addProblems(salePeriodProblems(input), inventoryEnglish);
}

// ---------------------------------------------------------------------------------------------------------------
// Reading and locking day rows

interface InstanceInfo {
  idProductInstance: string;
  idOu: string;
  hasInventory: boolean;
  /** Both the instance and its product are ACTIVE. */
  active: boolean;
}

/** The instance with what the rules need, locked (step 1 of the header); NOT_FOUND when there is none. */
async function lockInstance(tx: Queryable, idProductInstance: string): Promise<InstanceInfo> {
  const [row] = isUuid(idProductInstance)
    ? await tx.query<InstanceInfo>(
      `select pi.id_product_instance as "idProductInstance", p.id_ou as "idOu", p.has_inventory as "hasInventory",
         (pi.id_status = 'ACTIVE' and p.id_status = 'ACTIVE') as active
       from product_instance pi join product p on p.id_product = pi.id_product
       where pi.id_product_instance = $1
       for no key update of pi`,
      [idProductInstance],
    )
    : [];
  if (!row) throw notFoundField('Product instance', 'idProductInstance');
  return row;
}

interface DayRow {
  day: string;
  capacity: number;
  held: number;
  saleStatus: SaleStatus;
  releaseDays: number;
}

/** Step 1 for several instances, in id order. */
async function lockInstances(tx: Queryable, instanceIds: readonly string[]) {
  await tx.query(
    'select 1 from product_instance where id_product_instance = any($1::uuid[]) order by id_product_instance for no key update',
    [[...new Set(instanceIds)]],
  );
}

/** Steps 2 and 3 of the header: a row for every day of [from, to], locked, in day order. */
async function lockDays(tx: Queryable, idProductInstance: string, from: string, to: string): Promise<DayRow[]> {
  await tx.query(
    `insert into inventory_day (id_product_instance, day, limited)
     select $1::uuid, d::date, (select p.has_inventory from product_instance pi join product p using (id_product)
                                where pi.id_product_instance = $1)
     from generate_series($2::date, $3::date, interval '1 day') d order by 2
     on conflict do nothing`,
    [idProductInstance, from, to],
  );
  const rows = await tx.query<DayRow>(
    `select day, capacity, held, sale_status as "saleStatus", release_days as "releaseDays"
     from inventory_day where id_product_instance = $1 and day between $2 and $3
     order by day for update`,
    [idProductInstance, from, to],
  );
  if (rows.length !== daysBetween(from, to) + 1) throw new Error('inventory_day rows missing after upsert');
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// What a day allows

/** One day of one instance as a booking sees it. */
export interface DayState {
  /** Whether capacity limits the instance (its product has inventory). */
  limited: boolean;
  /** Instance and product active. */
  active: boolean;
  capacity: number;
  held: number;
  saleStatus: SaleStatus;
  releaseDays: number;
  /** Days from today to the date (negative for a past date). */
  daysAhead: number;
}

/**
 * Why `quantity` units cannot be booked directly on the day, or null when they can. Order matters: the first
 * reason is the one staff need to hear (a stop sale says more than "nothing free").
 */
export function dayBlock(state: DayState, quantity: number): AvailabilityBlock | null {
  if (!state.active) return 'INACTIVE';
  if (state.saleStatus === 'STOP_SALE') return 'STOP_SALE';
  if (state.saleStatus === 'ON_REQUEST') return 'ON_REQUEST';
  if (!state.limited) return null;
  // Unsold allotment inside the release period went back to the supplier; a past date is past every release period.
  if (state.daysAhead < state.releaseDays || state.daysAhead < 0) return 'RELEASE_PERIOD';
  const free = Math.max(0, state.capacity - state.held);
  if (free === 0) return 'NO_CAPACITY';
  if (free < quantity) return 'INSUFFICIENT';
  return null;
}

interface AvailabilityDayState {
  date: string;
  /** Null when capacity does not limit the instance. */
  capacity: number | null;
  held: number;
  free: number | null;
  saleStatus: SaleStatus;
  releaseDays: number;
  bookable: boolean;
  block: AvailabilityBlock | null;
}

export function describeDay(date: string, state: DayState, quantity: number): AvailabilityDayState {
  const block = dayBlock(state, quantity);
  return {
    date,
    capacity: state.limited ? state.capacity : null,
    held: state.held,
    free: state.limited ? Math.max(0, state.capacity - state.held) : null,
    saleStatus: state.saleStatus,
    releaseDays: state.releaseDays,
    bookable: block === null,
    block,
  };
}

function stateOf(row: Omit<DayRow, 'day'> | undefined, limited: boolean, active: boolean, daysAhead: number): DayState {
  return {
    limited,
    active,
    // A day nothing touched has no capacity (and no sale restriction).
    capacity: row?.capacity ?? 0,
    held: row?.held ?? 0,
    saleStatus: row?.saleStatus ?? 'FREE_SALE',
    releaseDays: row?.releaseDays ?? 0,
    daysAhead,
  };
}

const NO_AVAILABILITY_REASON: Record<AvailabilityBlock, (day: string, s: DayState, quantity: number) => string> = {
  INACTIVE: () => 'The product instance is inactive',
  STOP_SALE: (day) => `${day} is closed for sale (stop sale)`,
  ON_REQUEST: (day) => `${day} is on request: it cannot be booked directly`,
  RELEASE_PERIOD: (day, s) => (s.daysAhead < 0
    ? `${day} is in the past`
    : `${day} is inside the release period of ${s.releaseDays} days: it cannot be booked directly`),
  NO_CAPACITY: (day, s) => `Nothing is free on ${day} (capacity ${s.capacity}, held ${s.held})`,
  INSUFFICIENT: (day, s, quantity) =>
    `Only ${Math.max(0, s.capacity - s.held)} free on ${day} (capacity ${s.capacity}, held ${s.held}); ${quantity} asked`,
};

/** The error a refused hold answers: which day, and why. */
export function noAvailability(
  idProductInstance: string, day: string, block: AvailabilityBlock, state: DayState, quantity: number,
) {
  const message = NO_AVAILABILITY_REASON[block](day, state, quantity);
  const free = state.limited ? Math.max(0, state.capacity - state.held) : null;
  const reason = block === 'RELEASE_PERIOD' && state.daysAhead < 0 ? 'PAST_DAY' : block;
  return appError('NO_AVAILABILITY', message, {
    idProductInstance, day, block, free, reason,
    params: { day, releaseDays: state.releaseDays, capacity: state.capacity, held: state.held, free, quantity },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Writers

interface InventoryTransactionRecord {
  idInventoryTransaction: string;
  idProductInstance: string;
  dateFrom: string;
  dateTo: string;
  transactionType: InventoryTransactionType;
  quantity: number;
  note: string | null;
  createdAt: Date;
  idUserCreate: string | null;
}

export const TRANSACTION_COLUMNS = `t.id_inventory_transaction as "idInventoryTransaction",
  t.id_product_instance as "idProductInstance", t.date_from as "dateFrom", t.date_to as "dateTo",
  t.transaction_type as "transactionType", t.quantity, t.note, t.created_at as "createdAt",
  t.id_user_create as "idUserCreate"`;

/** The first day the change would leave below what is held (or below 0), as a field error on quantity; null when none. */
function capacityShortfall(days: DayRow[], delta: number) {
  const short = days.find((d) => d.capacity + delta < Math.max(d.held, 0));
  if (!short) return null;
  const free = Math.max(0, short.capacity - short.held);
  const { day, held, capacity } = short;
  return held > 0
    ? fieldError('quantity', 'HELD_SHORTFALL', `On ${day} ${held} units are held and only ${free} are free: cannot take away ${-delta}`,
      { day, held, free, quantity: -delta })
    : fieldError('quantity', 'CAPACITY_SHORTFALL', `On ${day} the capacity is ${capacity}: cannot take away ${-delta}`,
      { day, capacity, quantity: -delta });
}

/**
 * Records an inventory transaction and moves the capacity of every day of its range: ADD_CAPACITY +q, RELEASE and
 * BLOCK -q, ADJUSTMENT its signed q. Refused (VALIDATION on quantity, naming the first day) when a day would end
 * below what is held or below 0; only for products with inventory.
 */
export async function applyInventoryTransaction(
  tx: Queryable, input: InventoryTransactionInput, idUser: string | null,
): Promise<InventoryTransactionRecord> {
  const errors = new FieldErrors();
  checkTransactionInput(errors, input);
  errors.check();
  const instance = await lockInstance(tx, input.idProductInstance);
  if (!instance.hasInventory) throw fieldError('idProductInstance', 'NO_INVENTORY', NO_INVENTORY);
  const delta = SIGN[input.transactionType] * input.quantity;
  const days = await lockDays(tx, instance.idProductInstance, input.dateFrom, input.dateTo);
  const shortfall = delta < 0 ? capacityShortfall(days, delta) : null;
  if (shortfall) throw shortfall;
  await tx.query(
    'update inventory_day set capacity = capacity + $4 where id_product_instance = $1 and day between $2 and $3',
    [instance.idProductInstance, input.dateFrom, input.dateTo, delta],
  );
  // clock_timestamp, not now(): several rows written in one transaction still sort in the order they were made.
  const [row] = await tx.query<InventoryTransactionRecord>(
    `insert into inventory_transaction as t (id_product_instance, date_from, date_to, transaction_type, quantity, note,
       id_user_create, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, clock_timestamp()) returning ${TRANSACTION_COLUMNS}`,
    [instance.idProductInstance, input.dateFrom, input.dateTo, input.transactionType, input.quantity,
      input.note?.trim() || null, idUser],
  );
  return row;
}

interface SalePeriodRecord {
  idInventorySalePeriod: string;
  idProductInstance: string;
  dateFrom: string;
  dateTo: string;
  saleStatus: SaleStatus;
  releaseDays: number;
  createdAt: Date;
  idUserCreate: string | null;
}

export const SALE_PERIOD_COLUMNS = `s.id_inventory_sale_period as "idInventorySalePeriod",
  s.id_product_instance as "idProductInstance", s.date_from as "dateFrom", s.date_to as "dateTo",
  s.sale_status as "saleStatus", s.release_days as "releaseDays", s.created_at as "createdAt",
  s.id_user_create as "idUserCreate"`;

/**
 * Sets the sale status and release period of every day of the range (the latest period decides a day). A stop sale
 * applies even where units are held: those bookings stand, nothing new is sold.
 */
export async function setSalePeriod(tx: Queryable, input: SalePeriodInput, idUser: string | null): Promise<SalePeriodRecord> {
  const errors = new FieldErrors();
  checkSalePeriodInput(errors, input);
  errors.check();
  const instance = await lockInstance(tx, input.idProductInstance);
  const releaseDays = input.releaseDays ?? 0;
  await lockDays(tx, instance.idProductInstance, input.dateFrom, input.dateTo);
  await tx.query(
    `update inventory_day set sale_status = $4, release_days = $5
     where id_product_instance = $1 and day between $2 and $3`,
    [instance.idProductInstance, input.dateFrom, input.dateTo, input.saleStatus, releaseDays],
  );
  const [row] = await tx.query<SalePeriodRecord>(
    `insert into inventory_sale_period as s (id_product_instance, date_from, date_to, sale_status, release_days,
       id_user_create, created_at)
     values ($1, $2, $3, $4, $5, $6, clock_timestamp()) returning ${SALE_PERIOD_COLUMNS}`,
    [instance.idProductInstance, input.dateFrom, input.dateTo, input.saleStatus, releaseDays, idUser],
  );
  return row;
}

export interface HoldInput {
  idProductInstance: string;
  dateFrom: string;
  dateTo: string;
  quantity: number;
  /** Names the holder (e.g. 'reservation-item:<id>'); releaseHold({ holdRef }) gives back all its holds. */
  holdRef: string;
}

interface HoldRecord {
  idInventoryHold: string;
  idProductInstance: string;
  dateFrom: string;
  dateTo: string;
  quantity: number;
  holdRef: string;
  releasedAt: Date | null;
  createdAt: Date;
}

const HOLD_COLUMNS = `h.id_inventory_hold as "idInventoryHold", h.id_product_instance as "idProductInstance",
  h.date_from as "dateFrom", h.date_to as "dateTo", h.quantity, h.hold_ref as "holdRef",
  h.released_at as "releasedAt", h.created_at as "createdAt"`;

function checkHoldInput(input: HoldInput) {
  const errors = new FieldErrors();
  checkInstanceId(errors, input.idProductInstance);
  checkDateRange(errors, input.dateFrom, input.dateTo);
  checkUnits(errors, 'quantity', input.quantity);
  if (!input.holdRef?.trim()) errors.addCode('holdRef', 'REQUIRED');
  else if (input.holdRef.length > 200) errors.addCode('holdRef', 'TOO_LONG', { max: 200 });
  errors.check();
}

/**
 * Holds `quantity` units of an instance on every day of [dateFrom, dateTo] for a booking: the one way reservations
 * take inventory. Succeeds only when every day is on free sale, outside the release period and (for a product with
 * inventory) has the units free; otherwise NO_AVAILABILITY naming the first day that stops it. Locks the day rows,
 * so two bookings for the last units cannot both succeed.
 */
export async function holdInventory(tx: Queryable, input: HoldInput, idUser: string | null): Promise<HoldRecord> {
  checkHoldInput(input);
  const instance = await lockInstance(tx, input.idProductInstance);
  const todayDay = toEpochDay(today());
  const days = await lockDays(tx, instance.idProductInstance, input.dateFrom, input.dateTo);
  for (const row of days) {
    const state = stateOf(row, instance.hasInventory, instance.active, toEpochDay(row.day) - todayDay);
    const block = dayBlock(state, input.quantity);
    if (block) throw noAvailability(instance.idProductInstance, row.day, block, state, input.quantity);
  }
  await tx.query(
    'update inventory_day set held = held + $4 where id_product_instance = $1 and day between $2 and $3',
    [instance.idProductInstance, input.dateFrom, input.dateTo, input.quantity],
  );
  const [hold] = await tx.query<HoldRecord>(
    `insert into inventory_hold as h (id_product_instance, date_from, date_to, quantity, hold_ref, id_user_create)
     values ($1, $2, $3, $4, $5, $6) returning ${HOLD_COLUMNS}`,
    [instance.idProductInstance, input.dateFrom, input.dateTo, input.quantity, input.holdRef.trim(), idUser],
  );
  return hold;
}

/**
 * Several holds in one transaction (a package's parts), taken in instance and date order so two such bookings
 * cannot deadlock. All or nothing: the first refusal throws and the caller's transaction rolls back.
 */
export async function holdInventoryItems(tx: Queryable, inputs: HoldInput[], idUser: string | null): Promise<HoldRecord[]> {
  const key = (h: HoldInput) => `${h.idProductInstance.toLowerCase()}|${h.dateFrom}`;
  const ordered = [...inputs].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const holds: HoldRecord[] = [];
  for (const input of ordered) holds.push(await holdInventory(tx, input, idUser));
  return holds;
}

/**
 * Gives held units back. Idempotent: a hold already released (released_at set) is left alone, so releasing twice
 * returns the units once. Answers the holds this call released.
 */
export async function releaseHold(
  tx: Queryable, which: { idInventoryHold: string } | { holdRef: string },
): Promise<HoldRecord[]> {
  const byId = 'idInventoryHold' in which;
  if (byId && !isUuid(which.idInventoryHold)) return [];
  const where = `${byId ? 'h.id_inventory_hold = $1' : 'h.hold_ref = $1'} and h.released_at is null`;
  const key = byId ? which.idInventoryHold : which.holdRef.trim();
  // Instances first, like every writer (a booking that holds and releases in one transaction cannot then deadlock
  // with another release); then the hold rows, so a second, concurrent release waits and finds them released.
  const instanceIds = (await tx.query<{ id: string }>(
    `select distinct h.id_product_instance as id from inventory_hold h where ${where}`, [key],
  )).map((r) => r.id);
  if (!instanceIds.length) return [];
  await lockInstances(tx, instanceIds);
  // A hold made meanwhile on another instance came after this release: it stays (locking its instance now would
  // break the order).
  const holds = await tx.query<HoldRecord>(
    `select ${HOLD_COLUMNS} from inventory_hold h where ${where} and h.id_product_instance = any($2::uuid[])
     order by h.id_product_instance, h.date_from, h.id_inventory_hold for update`,
    [key, instanceIds],
  );
  if (!holds.length) return [];
  for (const hold of holds) {
    await tx.query(
      `select 1 from inventory_day where id_product_instance = $1 and day between $2 and $3 order by day for update`,
      [hold.idProductInstance, hold.dateFrom, hold.dateTo],
    );
    await tx.query(
      'update inventory_day set held = held - $4 where id_product_instance = $1 and day between $2 and $3',
      [hold.idProductInstance, hold.dateFrom, hold.dateTo, hold.quantity],
    );
  }
  return tx.query<HoldRecord>(
    `update inventory_hold h set released_at = clock_timestamp() where h.id_inventory_hold = any($1::uuid[])
     returning ${HOLD_COLUMNS}`,
    [holds.map((h) => h.idInventoryHold)],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Availability

/** Raw day states of instances of one OU: what readAvailability and package availability build on. */
interface InstanceDays {
  instance: ProductInstanceModel;
  productName: string;
  hasInventory: boolean;
  active: boolean;
  /** State of each date of the range asked, in date order. */
  states: DayState[];
}

/**
 * The OU's instances among `instanceIds` with the state of each day of [from, to]: one query over the
 * inventory_day primary-key range. Ordered by product name, then the instance's sort order. Ids of other OUs (and
 * unknown ids) are left out.
 */
export async function readInstanceDays(
  db: Queryable, idOu: string, instanceIds: readonly string[], from: string, to: string,
): Promise<InstanceDays[]> {
  const ids = [...new Set(instanceIds.filter(isUuid))];
  if (!ids.length) return [];
  // One row per instance, its days packed as "offset,capacity,held,status,release;...": a grid of 50 x 31 days
  // crosses the wire as 50 rows, not 1,550.
  const rows = await db.query<ProductInstanceModel & {
    productName: string; hasInventory: boolean; active: boolean; days: string | null;
  }>(
    `select pi.id_product_instance as "idProductInstance", pi.id_product as "idProduct", pi.code, pi.name,
       pi.short_name as "shortName", pi.id_status as "idStatus", p.name as "productName",
       p.has_inventory as "hasInventory", (pi.id_status = 'ACTIVE' and p.id_status = 'ACTIVE') as active, d.days
     from product_instance pi
     join product p on p.id_product = pi.id_product
     left join lateral (
       select string_agg(concat_ws(',', x.day - $3::date, x.capacity, x.held, x.sale_status, x.release_days), ';') as days
       from inventory_day x where x.id_product_instance = pi.id_product_instance and x.day between $3 and $4
     ) d on true
     where pi.id_product_instance = any($2::uuid[]) and p.id_ou = $1
     order by lower(p.name), p.id_product, pi.sort_order, lower(pi.name), pi.id_product_instance`,
    [idOu, ids, from, to],
  );
  const length = daysBetween(from, to) + 1;
  const ahead = toEpochDay(from) - toEpochDay(today());
  return rows.map((row) => {
    const found: (Omit<DayRow, 'day'> | undefined)[] = new Array(length);
    for (const packed of row.days ? row.days.split(';') : []) {
      const [offset, capacity, held, saleStatus, releaseDays] = packed.split(',');
      found[Number(offset)] = {
        capacity: Number(capacity), held: Number(held), saleStatus: saleStatus as SaleStatus, releaseDays: Number(releaseDays),
      };
    }
    return {
      instance: {
        idProductInstance: row.idProductInstance, idProduct: row.idProduct, code: row.code, name: row.name,
        shortName: row.shortName, idStatus: row.idStatus,
      },
      productName: row.productName,
      hasInventory: row.hasInventory,
      active: row.active,
      states: Array.from({ length }, (_, i) => stateOf(found[i], row.hasInventory, row.active, ahead + i)),
    };
  });
}

interface InstanceAvailability {
  instance: ProductInstanceModel;
  hasInventory: boolean;
  days: AvailabilityDayState[];
}

/**
 * The availability grid: per instance (product name, then instance order) and per date of [from, to], what is free
 * and whether `quantity` units can be booked directly (the same rule holdInventory applies).
 */
export async function readAvailability(
  db: Queryable, idOu: string, instanceIds: readonly string[], from: string, to: string, quantity: number,
): Promise<InstanceAvailability[]> {
  const dates = eachDay(from, to);
  const instances = await readInstanceDays(db, idOu, instanceIds, from, to);
  return instances.map(({ instance, hasInventory, states }) => ({
    instance,
    hasInventory,
    days: states.map((state, i) => describeDay(dates[i], state, quantity)),
  }));
}

export const HELD_BEYOND_CAPACITY = (day: string, held: number, capacity: number) =>
  `On ${day} ${held} units are held and the capacity is ${capacity}: add capacity before keeping inventory`;

/**
 * A product starts or stops keeping inventory: its day rows follow (the check constraint caps held by capacity only
 * where `limited`). Starting is refused, naming the first day, where more units are held than the capacity.
 */
export async function setInventoryLimited(tx: Queryable, idProduct: string, limited: boolean) {
  const ids = (await tx.query<{ id: string }>(
    'select id_product_instance as id from product_instance where id_product = $1', [idProduct])).map((r) => r.id);
  if (!ids.length) return;
  await lockInstances(tx, ids);
  if (limited) {
    const [over] = await tx.query<{ day: string; held: number; capacity: number }>(
      `select day::text, held, capacity from inventory_day where id_product_instance = any($1::uuid[]) and held > capacity
       order by day limit 1`, [ids]);
    if (over) {
      throw fieldError('hasInventory', 'HELD_OVER_CAPACITY', HELD_BEYOND_CAPACITY(over.day, over.held, over.capacity), { ...over });
    }
  }
  // Day by day in the writers' order (instance, day), so this never deadlocks with a hold.
  await tx.query(
    `update inventory_day d set limited = $2 from (
       select id_product_instance, day from inventory_day where id_product_instance = any($1::uuid[])
       order by id_product_instance, day for update) o
     where d.id_product_instance = o.id_product_instance and d.day = o.day`,
    [ids, limited],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The fold, from the record: for seeding in bulk and for checking that inventory_day agrees with it

/** inventory_day as the ledger, the sale periods and the open holds of the instances in $1 say it should be. */
const FOLD = `
  with ids as (select unnest($1::uuid[]) as id),
  cap as (
    select t.id_product_instance as id, d::date as day,
      sum(case when t.transaction_type in ('RELEASE', 'BLOCK') then -t.quantity else t.quantity end)::int as capacity
    from inventory_transaction t join ids on ids.id = t.id_product_instance
    cross join generate_series(t.date_from, t.date_to, interval '1 day') d
    group by 1, 2),
  held as (
    select h.id_product_instance as id, d::date as day, sum(h.quantity)::int as held
    from inventory_hold h join ids on ids.id = h.id_product_instance
    cross join generate_series(h.date_from, h.date_to, interval '1 day') d
    where h.released_at is null
    group by 1, 2),
  period as (
    select distinct on (s.id_product_instance, d::date) s.id_product_instance as id, d::date as day, s.sale_status,
      s.release_days
    from inventory_sale_period s join ids on ids.id = s.id_product_instance
    cross join generate_series(s.date_from, s.date_to, interval '1 day') d
    order by s.id_product_instance, d::date, s.created_at desc, s.id_inventory_sale_period desc),
  fold as (
    select k.id, k.day, coalesce(c.capacity, 0) as capacity, coalesce(h.held, 0) as held,
      coalesce(p.sale_status, 'FREE_SALE') as sale_status, coalesce(p.release_days, 0) as release_days
    from (select id, day from cap union select id, day from held union select id, day from period) k
    left join cap c on c.id = k.id and c.day = k.day
    left join held h on h.id = k.id and h.day = k.day
    left join period p on p.id = k.id and p.day = k.day)`;

/**
 * Rewrites inventory_day for the instances from the record: for bulk loads (demo data, benchmarks) that write the
 * ledger, periods and holds set-based, and for repairs. Takes the instances' locks like every writer. Fails (check
 * constraint) where the record would take capacity below 0.
 */
export async function rebuildInventoryDays(tx: Queryable, instanceIds: readonly string[]) {
  await lockInstances(tx, instanceIds);
  await tx.query('delete from inventory_day where id_product_instance = any($1::uuid[])', [instanceIds]);
  await tx.query(
    `${FOLD} insert into inventory_day (id_product_instance, day, capacity, held, sale_status, release_days, limited)
     select f.id, f.day, f.capacity, f.held, f.sale_status, f.release_days, p.has_inventory
     from fold f join product_instance pi on pi.id_product_instance = f.id join product p on p.id_product = pi.id_product
     order by f.id, f.day`,
    [instanceIds],
  );
}

interface InventoryDrift {
  idProductInstance: string;
  day: string;
  stored: string | null;
  expected: string | null;
}

/**
 * Days where inventory_day differs from the fold of the record (an untouched day equals the empty row: capacity
 * 0, nothing held, free sale, no release period). Empty when the materialised table is right.
 */
export async function findInventoryDrift(db: Queryable, instanceIds: readonly string[]): Promise<InventoryDrift[]> {
  return db.query<InventoryDrift>(
    `${FOLD},
     stored as (
       select d.id_product_instance as id, d.day, d.capacity, d.held, d.sale_status, d.release_days
       from inventory_day d join ids on ids.id = d.id_product_instance),
     expected as (select * from fold)
     select coalesce(s.id, e.id) as "idProductInstance", coalesce(s.day, e.day)::text as day,
       case when s.id is null then null else concat_ws('/', s.capacity, s.held, s.sale_status, s.release_days) end as stored,
       case when e.id is null then null else concat_ws('/', e.capacity, e.held, e.sale_status, e.release_days) end as expected
     from stored s full join expected e on e.id = s.id and e.day = s.day
     where row(coalesce(s.capacity, 0), coalesce(s.held, 0), coalesce(s.sale_status, 'FREE_SALE'), coalesce(s.release_days, 0))
       is distinct from
       row(coalesce(e.capacity, 0), coalesce(e.held, 0), coalesce(e.sale_status, 'FREE_SALE'), coalesce(e.release_days, 0))
     order by 1, 2`,
    [instanceIds],
  );
}
