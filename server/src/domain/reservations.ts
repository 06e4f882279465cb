/*
 * Reservations and their items (issue 8): the writers the resolvers, the demo data and the bench share.
 *
 * Lock order, always: the reservation row ("for update"), then its item rows, then inventory (the instances in id
 * order, as domain/inventory.ts requires). Every writer runs inside the caller's transaction, so a refused hold
 * (NO_AVAILABILITY) rolls back everything the call did.
 *
 * Money: item amounts come from the rate search (or a recorded manual override) as exact decimals; the reservation's
 * amount and pending amount are summed in SQL (numeric) over the items that are not cancelled.
 */
import type { Queryable } from '../db/database.ts';
import { CATALOG, isCustomerRole } from '../db/generalParameterData.ts';
import { appError, fieldError, forbidden, notFound, reasonError } from '../graphql/errors.ts';
import { FieldErrors, REQUIRED, isUuid } from '../graphql/validation.ts';
import type { ReservationItemModel, ReservationModel } from '../models.ts';
import { INVALID_CHOICE, checkCatalogRefs } from './generalParameters.ts';
import { foldSearchText } from './searchText.ts';
import { addDays, isDate, today } from './calendar.ts';
import { cancellationFeesOf, readCancellationReason } from './cancellation.ts';
import { INVALID_DATE, holdInventory, holdInventoryItems, releaseHold, type HoldInput } from './inventory.ts';
import { add, compare, divide, format, isDecimal, isNegative, multiply, scaleOf, subtract } from './money.ts';
import { expandPackage } from './packages.ts';
import { syncPaymentSchedule } from './paymentSchedules/schedule.ts';
import { syncExpectedCosts } from './supplierPayables/expectedCosts.ts';
import { MAX_SUPPLIER_REFERENCE, parseServiceTime } from '../../../rules/reservationItem.ts';
import { MAX_AMOUNT, lineTotals } from './pricing.ts';
import { MAX_NIGHTS, MAX_QUOTE_UNITS, PRICE_TYPE, checkRates } from './rateSearch.ts';
import {
  assertEditable, assertItemTransition, assertReservationTransition, type ItemStatus,
} from './reservationStatus.ts';

/** Who writes: the OU everything must belong to, the author, and whether they may set a price by hand. */
export interface Actor {
  idOu: string;
  idUser: string | null;
  canOverridePrice: boolean;
}

/** The BACK permission that lets a person price an item by hand (a capability, not a GraphQL operation). */
export const PRICE_OVERRIDE_PERMISSION = 'reservationItemPriceOverride';

const MAX_PASSENGER_COUNT = 99;
const MAX_FILE_NUMBER = 30;
const MAX_OVERRIDE_REASON = 200;
export const STALE = 'This reservation was changed by someone else; reload it';
const STALE_ITEM = 'This item was changed by someone else; reload it';
export const MAX_PASSENGERS_EXCEEDED = 'Max passenger number exceeded for reservation.';
export const NOT_A_CUSTOMER = 'This entity is not a customer';
const OTHER_CURRENCY = "The rate is in another currency than the reservation's";
export const CHOOSE_ACTIVE_INSTANCE = 'Choose an active product instance';
export const ONLY_PENDING_DELETED = 'Only a pending item can be deleted; cancel it instead';
const RATE_DOES_NOT_APPLY = 'This rate does not apply to the item';
export const INVALID_TIME = 'Enter a time as HH:MM (24 h)';

export const RESERVATION_COLUMNS = `r.id_reservation as "idReservation", r.id_ou as "idOu", r.code,
  r.file_number as "fileNumber", r.reservation_date as "reservationDate", r.id_entity as "idEntity",
  r.passenger_count as "passengerCount", r.status, r.id_currency as "idCurrency", r.id_language as "idLanguage",
  r.amount, r.pending_amount as "pendingAmount", r.cancellation_reason as "cancellationReason", r.version,
  r.id_user_create as "idUserCreate",
  r.id_user_update as "idUserUpdate", r.created_at as "createdAt", r.updated_at as "updatedAt"`;

export const ITEM_COLUMNS = `i.id_reservation_item as "idReservationItem", i.id_reservation as "idReservation",
  i.item_number as "itemNumber", i.id_product_instance as "idProductInstance", i.id_package as "idPackage",
  i.service_date as "serviceDate", to_char(i.service_time, 'HH24:MI') as "serviceTime",
  i.supplier_reference as "supplierReference", i.nights, i.quantity, i.status, i.id_rate_instance as "idRateInstance",
  i.unit_price as "unitPrice", i.amount, i.pending_amount as "pendingAmount", i.price_overridden as "priceOverridden",
  i.override_reason as "overrideReason", i.id_inventory_hold as "idInventoryHold",
  i.cancellation_fee as "cancellationFee", i.cancellation_reason as "cancellationReason", i.version,
  i.created_at as "createdAt", i.updated_at as "updatedAt"`;

const holdRefOf = (idReservationItem: string) => `reservation-item:${idReservationItem}`;
const lastDay = (item: Pick<ReservationItemModel, 'serviceDate' | 'nights'>) => addDays(item.serviceDate, item.nights - 1);

/* ---------- reading ---------- */

/** A reservation of the OU (null for another OU's and malformed ids); `lock` takes its row for the transaction. */
export async function findReservation(db: Queryable, idOu: string, id: string, lock = false) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<ReservationModel>(
    `select ${RESERVATION_COLUMNS} from reservation r where r.id_reservation = $1 and r.id_ou = $2 ${lock ? 'for update' : ''}`,
    [id, idOu],
  );
  return row ?? null;
}

/** An item of the OU, or null. */
export async function findItem(db: Queryable, idOu: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<ReservationItemModel>(
    `select ${ITEM_COLUMNS} from reservation_item i join reservation r using (id_reservation)
     where i.id_reservation_item = $1 and r.id_ou = $2`,
    [id, idOu],
  );
  return row ?? null;
}

/** The reservation then the item, both locked (the lock order of the header); NOT_FOUND when either is missing. */
async function lockItem(tx: Queryable, idOu: string, idReservationItem: string) {
  const seen = await findItem(tx, idOu, idReservationItem);
  if (!seen) throw notFound('Reservation item');
  const reservation = (await findReservation(tx, idOu, seen.idReservation, true))!;
  const [item] = await tx.query<ReservationItemModel>(
    `select ${ITEM_COLUMNS} from reservation_item i where i.id_reservation_item = $1 for update`, [idReservationItem],
  );
  if (!item) throw notFound('Reservation item');
  return { reservation, item };
}

async function lockReservation(tx: Queryable, idOu: string, idReservation: string) {
  const reservation = await findReservation(tx, idOu, idReservation, true);
  if (!reservation) throw notFound('Reservation');
  return reservation;
}

/** Locks product instances in id order (the inventory lock order) before a call that touches several. */
async function lockInstancesInOrder(tx: Queryable, ids: readonly string[]) {
  await tx.query(
    `select 1 from product_instance where id_product_instance = any($1::uuid[])
     order by id_product_instance for no key update`,
    [[...new Set(ids)]],
  );
}

/* ---------- derived columns ---------- */

/**
 * Rewrites the folded search columns from the rows: code, file number and customer names; passenger names and
 * documents (cancelled passengers left out). The passenger writers call it too.
 */
export async function refreshReservationSearchText(tx: Queryable, idReservation: string) {
  const [row] = await tx.query<{ main: string; passengers: string }>(
    `select concat_ws(' ', r.code, r.file_number, e.name, e.commercial_name) as main,
       coalesce((select string_agg(concat_ws(' ', p.first_name, p.last_name, p.document_number), ' ' order by p.sort_order)
         from reservation_passenger p where p.id_reservation = r.id_reservation and p.status <> 'CANCELLED'), '') as passengers
     from reservation r join entity e using (id_entity) where r.id_reservation = $1`,
    [idReservation],
  );
  if (!row) return;
  await tx.query(
    'update reservation set search_text = $2, passenger_search_text = $3 where id_reservation = $1',
    [idReservation, foldSearchText(row.main), foldSearchText(row.passengers)],
  );
}

/**
 * Amount and pending amount (exact numeric sums), and a new version: the items that are not cancelled count with
 * their amount, the cancelled ones with the fee their cancellation charged (its unpaid part is their pending amount).
 */
export async function recomputeAmounts(tx: Queryable, idReservation: string, idUser: string | null) {
  await tx.query(
    `update reservation r set amount = s.amount, pending_amount = s.pending, version = r.version + 1,
       id_user_update = $2, updated_at = now()
     from (select coalesce(sum(case when status <> 'CANCELLED' then amount else cancellation_fee end), 0) as amount,
             coalesce(sum(pending_amount) filter (where status <> 'CANCELLED' or cancellation_fee is not null), 0) as pending
           from reservation_item where id_reservation = $1) s
     where r.id_reservation = $1`,
    [idReservation, idUser],
  );
  await syncPaymentSchedule(tx, idReservation);
  await syncExpectedCosts(tx, idReservation);
}

/* ---------- history ---------- */

type HistoryOperation = 'CREATE' | 'UPDATE' | 'DELETE' | 'STATUS' | 'REVERT';

/** One history entry of an item: the row before and after (null when it did not exist). */
async function writeItemHistory(
  tx: Queryable, idUser: string | null, operation: HistoryOperation,
  before: ReservationItemModel | null, after: ReservationItemModel | null,
) {
  const subject = (after ?? before)!;
  // clock_timestamp: several changes of one subject in one transaction still keep their order.
  await tx.query(
    `insert into reservation_history (id_reservation, subject, id_subject, operation, before, after, id_user_create, created_at)
     values ($1, 'ITEM', $2, $3, $4::jsonb, $5::jsonb, $6, clock_timestamp())`,
    [subject.idReservation, subject.idReservationItem, operation, before && JSON.stringify(before),
      after && JSON.stringify(after), idUser],
  );
}

async function readItem(tx: Queryable, id: string) {
  const [row] = await tx.query<ReservationItemModel>(`select ${ITEM_COLUMNS} from reservation_item i where i.id_reservation_item = $1`, [id]);
  return row;
}

/* ---------- the reservation ---------- */

interface ReservationFields {
  idReservation?: string | null;
  version?: number | null;
  fileNumber?: string | null;
  reservationDate?: string | null;
  idEntity?: string | null;
  passengerCount?: number | null;
  idCurrency?: string | null;
  idLanguage?: string | null;
}

function readReservationFields(errors: FieldErrors, data: ReservationFields) {
  const fileNumber = errors.text('fileNumber', data.fileNumber, { max: MAX_FILE_NUMBER }) || null;
  if (!data.reservationDate) errors.addCode('reservationDate', 'REQUIRED');
  else if (!isDate(data.reservationDate)) errors.addCode('reservationDate', 'INVALID_DATE', {}, INVALID_DATE);
  const count = data.passengerCount;
  if (count === null || count === undefined) errors.addCode('passengerCount', 'REQUIRED');
  else if (!Number.isInteger(count) || count < 1 || count > MAX_PASSENGER_COUNT) {
    errors.addCode('passengerCount', 'NUMBER_RANGE', { min: 1, max: MAX_PASSENGER_COUNT }, `Must be a whole number from 1 to ${MAX_PASSENGER_COUNT}`);
  }
  const idEntity = errors.id('idEntity', data.idEntity);
  const idCurrency = errors.id('idCurrency', data.idCurrency);
  const idLanguage = data.idLanguage?.trim() || null;
  for (const [field, id] of [['idEntity', idEntity], ['idCurrency', idCurrency], ['idLanguage', idLanguage]] as const) {
    if (id && !isUuid(id)) errors.addCode(field, 'INVALID_CHOICE', {}, INVALID_CHOICE);
  }
  return { fileNumber, reservationDate: data.reservationDate!, idEntity: idEntity!, passengerCount: count!, idCurrency: idCurrency!, idLanguage };
}

/** The customer must be an entity of the OU with role CUSTOMER or BOTH. */
async function checkCustomer(tx: Queryable, idOu: string, errors: FieldErrors, idEntity: string) {
  if (!idEntity || errors.fields.idEntity) return;
  const [row] = await tx.query<{ role: string | null }>(
    `select upper(v.code) as role from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $2
     left join general_parameter_value v on v.id_general_parameter_value = e.id_entity_role where e.id_entity = $1`,
    [idEntity, idOu],
  );
  if (!row) errors.addCode('idEntity', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  else if (!isCustomerRole(row.role)) errors.addCode('idEntity', 'NOT_A_CUSTOMER', {}, NOT_A_CUSTOMER);
}

async function checkReferences(tx: Queryable, idOu: string, errors: FieldErrors, fields: ReturnType<typeof readReservationFields>) {
  await checkCustomer(tx, idOu, errors, fields.idEntity);
  if (fields.idCurrency && !errors.fields.idCurrency) {
    await checkCatalogRefs(tx, idOu, errors, [{ field: 'idCurrency', catalog: CATALOG.currency, id: fields.idCurrency }]);
  }
  if (fields.idLanguage && !errors.fields.idLanguage) {
    const found = await tx.query('select 1 from language where id_language = $1', [fields.idLanguage]);
    if (!found.length) errors.addCode('idLanguage', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  }
}

/** The next code of the OU ('LIM-000001'); the counter row stays locked until the transaction ends. */
async function nextCode(tx: Queryable, idOu: string) {
  const [row] = await tx.query<{ code: string; number: number }>(
    `insert into reservation_counter as c (id_ou, last_number) values ($1, 1)
     on conflict (id_ou) do update set last_number = c.last_number + 1
     returning (select upper(code) from ou where id_ou = $1) as code, last_number as number`,
    [idOu],
  );
  return `${row.code}-${String(row.number).padStart(6, '0')}`;
}

export async function createReservation(tx: Queryable, actor: Actor, data: ReservationFields): Promise<ReservationModel> {
  const errors = new FieldErrors();
  const fields = readReservationFields(errors, data);
  await checkReferences(tx, actor.idOu, errors, fields);
  errors.check();
  const code = await nextCode(tx, actor.idOu);
  const [{ id }] = await tx.query<{ id: string }>(
    `insert into reservation (id_ou, code, file_number, reservation_date, id_entity, passenger_count, id_currency,
       id_language, id_user_create, id_user_update)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id_reservation as id`,
    [actor.idOu, code, fields.fileNumber, fields.reservationDate, fields.idEntity, fields.passengerCount,
      fields.idCurrency, fields.idLanguage, actor.idUser],
  );
  await refreshReservationSearchText(tx, id);
  return (await findReservation(tx, actor.idOu, id))!;
}

async function activePassengerCount(db: Queryable, idReservation: string) {
  const [{ count }] = await db.query<{ count: number }>(
    `select count(*)::int as count from reservation_passenger where id_reservation = $1 and status = 'ACTIVE'`, [idReservation],
  );
  return count;
}

function checkVersion(current: number, given: number | null | undefined, message: string) {
  if (given === null || given === undefined) throw fieldError('version', 'REQUIRED', REQUIRED);
  if (given !== current) throw appError('CONFLICT', message, { version: current, reason: 'STALE' });
}

export async function updateReservation(tx: Queryable, actor: Actor, data: ReservationFields): Promise<ReservationModel> {
  const errors = new FieldErrors();
  const id = errors.id('idReservation', data.idReservation);
  const fields = readReservationFields(errors, data);
  if (data.version === null || data.version === undefined) errors.addCode('version', 'REQUIRED');
  if (!id) errors.check();
  const current = await lockReservation(tx, actor.idOu, id!);
  errors.check();
  checkVersion(current.version, data.version, STALE);
  if (current.status === 'CANCELLED') throw reasonError('CONFLICT', 'RESERVATION_CANCELLED', 'A cancelled reservation cannot change');
  await checkReferences(tx, actor.idOu, errors, fields);
  errors.check();
  if (fields.idCurrency !== current.idCurrency) {
    const [{ n }] = await tx.query<{ n: number }>(
      `select count(*)::int as n from reservation_item where id_reservation = $1 and status <> 'CANCELLED'`, [current.idReservation],
    );
    if (n > 0) errors.addCode('idCurrency', 'CURRENCY_LOCKED', {}, 'The currency cannot change while the reservation has items');
    errors.check();
  }
  const active = await activePassengerCount(tx, current.idReservation);
  if (fields.passengerCount < active) {
    throw appError('MAX_PASSENGERS_EXCEEDED', MAX_PASSENGERS_EXCEEDED, {
      fields: { passengerCount: MAX_PASSENGERS_EXCEEDED }, reason: 'PASSENGER_LIMIT', params: { max: fields.passengerCount, active },
      fieldErrors: [{ path: 'passengerCount', code: 'NUMBER_TOO_SMALL', params: { min: active } }],
    });
  }
  await tx.query(
    `update reservation set file_number = $2, reservation_date = $3, id_entity = $4, passenger_count = $5,
       id_currency = $6, id_language = $7, version = version + 1, id_user_update = $8, updated_at = now()
     where id_reservation = $1`,
    [current.idReservation, fields.fileNumber, fields.reservationDate, fields.idEntity, fields.passengerCount,
      fields.idCurrency, fields.idLanguage, actor.idUser],
  );
  await refreshReservationSearchText(tx, current.idReservation);
  return (await findReservation(tx, actor.idOu, current.idReservation))!;
}

/* ---------- pricing ---------- */

interface PriceAsked {
  idProductInstance: string;
  serviceDate: string;
  nights: number;
  quantity: number;
  /** Reprice with this rate instead of letting the rate search choose. */
  idRateInstance?: string | null;
}

interface ItemPrice {
  idRateInstance: string | null;
  unitPrice: string;
  amount: string;
  priceOverridden: boolean;
  overrideReason: string | null;
}

/** The reservation's passengers by type for the rate search: the active ones, or passengerCount adults. */
export async function pricingPassengers(tx: Queryable, reservation: ReservationModel) {
  const rows = await tx.query<{ idPassengerType: string; count: number }>(
    `select id_passenger_type as "idPassengerType", count(*)::int as count from reservation_passenger
     where id_reservation = $1 and status = 'ACTIVE' group by 1 order by 1`,
    [reservation.idReservation],
  );
  if (rows.length) return rows;
  const [adult] = await tx.query<{ id: string }>(
    `select v.id_general_parameter_value as id from general_parameter_value v join general_parameter g using (id_general_parameter)
     where g.id_ou is null and upper(g.code) = '${CATALOG.passengerType}' and upper(v.code) = 'ADULT'`,
  );
  return [{ idPassengerType: adult.id, count: reservation.passengerCount }];
}

const priceError = fieldError;

/** The price the rate search gives the item (the one way items are priced), in the reservation's currency. */
async function quoteItem(tx: Queryable, actor: Actor, reservation: ReservationModel, asked: PriceAsked): Promise<ItemPrice> {
  const passengers = await pricingPassengers(tx, reservation);
  const [quote] = await checkRates(tx, actor.idOu, {
    idProductInstance: asked.idProductInstance, serviceDate: asked.serviceDate, idEntity: reservation.idEntity,
    passengers, units: asked.quantity, nights: asked.nights,
  });
  if (!quote.found) throw priceError('idProductInstance', 'NO_RATE', quote.noRateReason!, quote.noRateParams!);
  if (quote.idCurrency !== reservation.idCurrency) throw priceError('idProductInstance', 'RATE_OTHER_CURRENCY', OTHER_CURRENCY);
  const units = quote.lines.reduce((n, line) => n + line.quantity, 0);
  // One line: its unit price; several passenger types: the average per person (the amount stays the exact sum).
  const unitPrice = quote.lines.length === 1 ? quote.lines[0].sellingUnitPrice : divide(quote.sellingTotal!, String(units));
  return {
    idRateInstance: quote.lines[0].rate.idRateInstance, unitPrice: format(unitPrice), amount: format(quote.sellingTotal!),
    priceOverridden: false, overrideReason: null,
  };
}

/** The price of a rate the editor chose: it must be the instance's, enabled, and apply on the dates to the customer. */
async function priceWithRate(tx: Queryable, actor: Actor, reservation: ReservationModel, asked: PriceAsked): Promise<ItemPrice> {
  const [rate] = isUuid(asked.idRateInstance) ? await tx.query<{
    idRateInstance: string; idCurrency: string; sellingTotal: string; purchaseTotal: string; priceType: string;
  }>(
    `select r.id_rate_instance as "idRateInstance", r.id_currency as "idCurrency", r.selling_total as "sellingTotal",
       r.purchase_total as "purchaseTotal", upper(pt.code) as "priceType"
     from rate_instance r join general_parameter_value pt on pt.id_general_parameter_value = r.id_price_type
     where r.id_rate_instance = $1 and r.id_ou = $2 and r.id_product_instance = $3 and r.enabled
       and r.service_from <= $4::date and r.service_to >= $4::date and r.purchase_from <= $5::date and r.purchase_to >= $5::date
       and (r.id_entity is null or r.id_entity = $6)`,
    [asked.idRateInstance, actor.idOu, asked.idProductInstance, asked.serviceDate, today(), reservation.idEntity],
  ) : [];
  if (!rate) throw priceError('idRateInstance', 'RATE_DOES_NOT_APPLY', RATE_DOES_NOT_APPLY);
  if (rate.idCurrency !== reservation.idCurrency) throw priceError('idRateInstance', 'RATE_OTHER_CURRENCY', OTHER_CURRENCY);
  const people = (await pricingPassengers(tx, reservation)).reduce((n, p) => n + p.count, 0);
  const units = rate.priceType === PRICE_TYPE.perPerson ? people
    : rate.priceType === PRICE_TYPE.perNight ? asked.quantity * asked.nights : asked.quantity;
  const line = lineTotals(rate, units);
  return { idRateInstance: rate.idRateInstance, unitPrice: line.sellingUnitPrice, amount: line.sellingTotal, priceOverridden: false, overrideReason: null };
}

/** A manual unit price: only with the permission, with a reason; recorded on the item. */
function overridePrice(actor: Actor, unitPrice: string, reason: string | null | undefined, quantity: number, idRateInstance: string | null): ItemPrice {
  if (!actor.canOverridePrice) throw forbidden(PRICE_OVERRIDE_PERMISSION);
  const errors = new FieldErrors();
  if (!isDecimal(unitPrice)) errors.addCode('unitPrice', 'NOT_A_NUMBER', {}, 'Enter a number');
  else if (isNegative(unitPrice)) errors.addCode('unitPrice', 'NEGATIVE', {}, 'Cannot be negative');
  else if (scaleOf(unitPrice) > 2) errors.addCode('unitPrice', 'TOO_MANY_DECIMALS', { max: 2 }, 'Use at most 2 decimals');
  else if (compare(unitPrice, MAX_AMOUNT) > 0) errors.addCode('unitPrice', 'AMOUNT_TOO_LARGE', { max: MAX_AMOUNT }, `At most ${MAX_AMOUNT}`);
  const why = errors.text('overrideReason', reason, { max: MAX_OVERRIDE_REASON, required: true });
  errors.check();
  return {
    idRateInstance, unitPrice: format(unitPrice), amount: format(multiply(unitPrice, String(quantity))),
    priceOverridden: true, overrideReason: why!,
  };
}

/* ---------- items ---------- */

export interface ItemFields {
  idReservation?: string | null;
  idProductInstance?: string | null;
  serviceDate?: string | null;
  serviceTime?: string | null;
  supplierReference?: string | null;
  nights?: number | null;
  quantity?: number | null;
  confirm?: boolean | null;
  unitPrice?: string | null;
  overrideReason?: string | null;
}

function readCount(errors: FieldErrors, field: string, value: number | null | undefined, max: number, fallback?: number) {
  if (value === null || value === undefined) {
    if (fallback === undefined) errors.addCode(field, 'REQUIRED');
    return fallback ?? 1;
  }
  if (!Number.isInteger(value) || value < 1 || value > max) errors.addCode(field, 'NUMBER_RANGE', { min: 1, max }, `Must be a whole number from 1 to ${max}`);
  return value;
}

/** An optional time of day 'HH:MM' (rules/reservationItem.ts); blank is null, undefined stays undefined. */
function readServiceTime(errors: FieldErrors, value: string | null | undefined) {
  if (value === undefined) return undefined;
  const parsed = parseServiceTime(value ?? '');
  if (parsed.valid) return parsed.value;
  errors.addCode('serviceTime', 'INVALID_TIME', {}, INVALID_TIME);
  return value!.trim();
}

/** The supplier's confirmation reference: trimmed, blank is null, undefined stays undefined. */
function readSupplierReference(errors: FieldErrors, value: string | null | undefined) {
  if (value === undefined) return undefined;
  return errors.text('supplierReference', value, { max: MAX_SUPPLIER_REFERENCE }) || null;
}

/** The instance must be the OU's and active (instance and product). */
async function checkInstance(tx: Queryable, idOu: string, errors: FieldErrors, id: string | undefined, field = 'idProductInstance') {
  if (!id || errors.fields[field]) return;
  const [row] = isUuid(id) ? await tx.query<{ active: boolean }>(
    `select (i.id_status = 'ACTIVE' and p.id_status = 'ACTIVE') as active from product_instance i join product p using (id_product)
     where i.id_product_instance = $1 and p.id_ou = $2`,
    [id, idOu],
  ) : [];
  if (!row) errors.addCode(field, 'INVALID_CHOICE', {}, INVALID_CHOICE);
  else if (!row.active) errors.addCode(field, 'NOT_ACTIVE', {}, CHOOSE_ACTIVE_INSTANCE);
}

/**
 * Runs a hold; a refusal answers 'No availability for <product (instance)> on <day>: <why>', keeping the domain's
 * extensions (day, block, free) so the screen can point at the day.
 */
async function withAvailability<T>(tx: Queryable, hold: () => Promise<T>): Promise<T> {
  try {
    return await hold();
  } catch (error) {
    const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
    if (extensions?.code !== 'NO_AVAILABILITY') throw error;
    const [row] = await tx.query<{ label: string }>(
      `select p.name || ' (' || i.name || ')' as label from product_instance i join product p using (id_product)
       where i.id_product_instance = $1`,
      [extensions.idProductInstance],
    );
    const { code, ...rest } = extensions;
    void code;
    // The screen names the service too: params.service beside the day and the figures.
    rest.params = { ...(rest.params as Record<string, string | number | null>), service: row?.label ?? null };
    throw appError('NO_AVAILABILITY', `No availability for ${row?.label ?? 'the service'} on ${String(extensions.day)}: ${(error as Error).message}`, rest);
  }
}

/** Holds the item's units for its dates and records the hold on the item. */
async function holdItem(tx: Queryable, actor: Actor, item: ReservationItemModel) {
  const hold = await withAvailability(tx, () => holdInventory(tx, holdInputOf(item), actor.idUser));
  await tx.query('update reservation_item set id_inventory_hold = $2 where id_reservation_item = $1', [item.idReservationItem, hold.idInventoryHold]);
}

const holdInputOf = (item: ReservationItemModel): HoldInput => ({
  idProductInstance: item.idProductInstance, dateFrom: item.serviceDate, dateTo: lastDay(item), quantity: item.quantity,
  holdRef: holdRefOf(item.idReservationItem),
});

async function releaseItem(tx: Queryable, item: ReservationItemModel) {
  await releaseHold(tx, { holdRef: holdRefOf(item.idReservationItem) });
  await tx.query('update reservation_item set id_inventory_hold = null where id_reservation_item = $1', [item.idReservationItem]);
}

interface ItemPart {
  idProductInstance: string;
  idPackage: string | null;
  serviceDate: string;
  serviceTime?: string | null;
  supplierReference?: string | null;
  nights: number;
  quantity: number;
}

async function insertItem(tx: Queryable, actor: Actor, idReservation: string, part: ItemPart, price: ItemPrice) {
  const [{ id }] = await tx.query<{ id: string }>(
    `insert into reservation_item (id_reservation, item_number, id_product_instance, id_package, service_date, nights,
       quantity, id_rate_instance, unit_price, amount, pending_amount, price_overridden, override_reason,
       id_user_create, id_user_update, service_time, supplier_reference)
     values ($1, (select coalesce(max(item_number), 0) + 1 from reservation_item where id_reservation = $1), $2, $3, $4,
       $5, $6, $7, $8, $9, $9, $10, $11, $12, $12, $13, $14)
     returning id_reservation_item as id`,
    [idReservation, part.idProductInstance, part.idPackage, part.serviceDate, part.nights, part.quantity,
      price.idRateInstance, price.unitPrice, price.amount, price.priceOverridden, price.overrideReason, actor.idUser,
      part.serviceTime ?? null, part.supplierReference ?? null],
  );
  return readItem(tx, id);
}

/** How a cancellation ends an item: the fee its policy charges (cancellationFeesOf) and why. */
interface Cancellation {
  fee: string;
  reason: string | null;
}

/**
 * Sets an item's status (history STATUS); holds or releases as the move needs. A cancelled item keeps its amount and
 * records the fee; what is still to pay of it is the fee less what was paid (never below 0).
 */
async function moveItem(tx: Queryable, actor: Actor, item: ReservationItemModel, to: ItemStatus, cancellation?: Cancellation) {
  assertItemTransition(item.status, to);
  if (to === 'CONFIRMED') await holdItem(tx, actor, item);
  if (item.status === 'CONFIRMED') await releaseItem(tx, item);
  const paid = subtract(item.amount, item.pendingAmount);
  const fee = to === 'CANCELLED' ? cancellation?.fee ?? '0.00' : null;
  const pending = fee === null ? item.pendingAmount : compare(fee, paid) > 0 ? format(subtract(fee, paid)) : '0.00';
  await tx.query(
    `update reservation_item set status = $2, version = version + 1, id_user_update = $3, updated_at = now(),
       pending_amount = $4, cancellation_fee = $5, cancellation_reason = $6
     where id_reservation_item = $1`,
    [item.idReservationItem, to, actor.idUser, pending, fee, to === 'CANCELLED' ? cancellation?.reason ?? null : null],
  );
  const after = await readItem(tx, item.idReservationItem);
  await writeItemHistory(tx, actor.idUser, 'STATUS', item, after);
  return after;
}

export async function addItem(tx: Queryable, actor: Actor, data: ItemFields): Promise<ReservationItemModel> {
  const errors = new FieldErrors();
  const idReservation = errors.id('idReservation', data.idReservation);
  const idProductInstance = errors.id('idProductInstance', data.idProductInstance);
  if (!data.serviceDate) errors.addCode('serviceDate', 'REQUIRED');
  else if (!isDate(data.serviceDate)) errors.addCode('serviceDate', 'INVALID_DATE', {}, INVALID_DATE);
  const serviceTime = readServiceTime(errors, data.serviceTime) ?? null;
  const supplierReference = readSupplierReference(errors, data.supplierReference) ?? null;
  const nights = readCount(errors, 'nights', data.nights, MAX_NIGHTS, 1);
  const quantity = readCount(errors, 'quantity', data.quantity, MAX_QUOTE_UNITS);
  if (!idReservation) errors.check();
  const reservation = await lockReservation(tx, actor.idOu, idReservation!);
  await checkInstance(tx, actor.idOu, errors, idProductInstance);
  errors.check();
  assertEditable(reservation.status);
  const asked = { idProductInstance: idProductInstance!, serviceDate: data.serviceDate!, nights, quantity };
  const price = data.unitPrice != null
    ? overridePrice(actor, data.unitPrice, data.overrideReason, quantity, null)
    : await quoteItem(tx, actor, reservation, asked);
  let item = await insertItem(tx, actor, reservation.idReservation, { ...asked, idPackage: null, serviceTime, supplierReference }, price);
  if (data.confirm) {
    await holdItem(tx, actor, item);
    await tx.query(`update reservation_item set status = 'CONFIRMED' where id_reservation_item = $1`, [item.idReservationItem]);
    item = await readItem(tx, item.idReservationItem);
  }
  await writeItemHistory(tx, actor.idUser, 'CREATE', null, item);
  await recomputeAmounts(tx, reservation.idReservation, actor.idUser);
  return item;
}

/** A package as its parts, priced each by the rate search, held together (instance order) when confirmed. */
export async function addPackage(
  tx: Queryable, actor: Actor, args: { idReservation: string; idPackage: string; startDate: string; quantity: number; confirm?: boolean | null },
): Promise<ReservationItemModel[]> {
  const errors = new FieldErrors();
  if (!isDate(args.startDate)) errors.addCode('startDate', 'INVALID_DATE', {}, INVALID_DATE);
  const quantity = readCount(errors, 'quantity', args.quantity, MAX_QUOTE_UNITS);
  const reservation = await lockReservation(tx, actor.idOu, args.idReservation);
  errors.check();
  assertEditable(reservation.status);
  const { package: pkg, parts } = await expandPackage(tx, actor.idOu, args.idPackage, args.startDate, quantity);
  if (pkg.idStatus !== 'ACTIVE' || !parts.length) throw priceError('idPackage', 'PACKAGE_NOT_ACTIVE', 'Choose an active package with items');
  const items: ReservationItemModel[] = [];
  for (const part of parts) {
    const asked = { idProductInstance: part.idProductInstance, serviceDate: part.dateFrom, nights: part.nights, quantity: part.quantity };
    const price = await quoteItem(tx, actor, reservation, asked);
    items.push(await insertItem(tx, actor, reservation.idReservation, { ...asked, idPackage: pkg.idPackage }, price));
  }
  if (args.confirm) {
    const holds = await withAvailability(tx, () => holdInventoryItems(tx, items.map(holdInputOf), actor.idUser));
    await tx.query(
      `update reservation_item i set status = 'CONFIRMED', id_inventory_hold = h.id
       from unnest($1::text[], $2::uuid[]) as h(ref, id) where 'reservation-item:' || i.id_reservation_item = h.ref`,
      [holds.map((h) => h.holdRef), holds.map((h) => h.idInventoryHold)],
    );
  }
  const written: ReservationItemModel[] = [];
  for (const item of items) {
    const after = await readItem(tx, item.idReservationItem);
    await writeItemHistory(tx, actor.idUser, 'CREATE', null, after);
    written.push(after);
  }
  await recomputeAmounts(tx, reservation.idReservation, actor.idUser);
  return written;
}

interface ItemUpdate {
  idReservationItem: string;
  version?: number | null;
  serviceDate?: string | null;
  /** Omitted (undefined) leaves it; null or blank clears it. */
  serviceTime?: string | null;
  supplierReference?: string | null;
  idProductInstance?: string | null;
  nights?: number | null;
  quantity?: number | null;
  idRateInstance?: string | null;
  unitPrice?: string | null;
  overrideReason?: string | null;
}

/** Writes the item's new state (the fields of a change or of a revert), moving its hold when it holds units. */
async function rewriteItem(
  tx: Queryable, actor: Actor, current: ReservationItemModel,
  next: Pick<ReservationItemModel, 'idProductInstance' | 'serviceDate' | 'serviceTime' | 'supplierReference' | 'nights' | 'quantity' | 'status'>
    & ItemPrice & { pendingAmount?: string },
) {
  const holdMoves = current.status === 'CONFIRMED' || next.status === 'CONFIRMED';
  if (holdMoves) {
    await lockInstancesInOrder(tx, [current.idProductInstance, next.idProductInstance]);
    if (current.status === 'CONFIRMED') await releaseHold(tx, { holdRef: holdRefOf(current.idReservationItem) });
  }
  await tx.query(
    `update reservation_item set id_product_instance = $2, service_date = $3, nights = $4, quantity = $5, status = $6,
       id_rate_instance = $7, unit_price = $8, amount = $9, pending_amount = $10, price_overridden = $11,
       override_reason = $12, id_inventory_hold = null, version = version + 1, id_user_update = $13, updated_at = now(),
       cancellation_fee = case when $6 = 'CANCELLED' then cancellation_fee end,
       cancellation_reason = case when $6 = 'CANCELLED' then cancellation_reason end,
       service_time = $14, supplier_reference = $15
     where id_reservation_item = $1`,
    [current.idReservationItem, next.idProductInstance, next.serviceDate, next.nights, next.quantity, next.status,
      next.idRateInstance, next.unitPrice, next.amount, next.pendingAmount ?? next.amount, next.priceOverridden,
      next.overrideReason, actor.idUser, next.serviceTime, next.supplierReference],
  );
  let after = await readItem(tx, current.idReservationItem);
  if (next.status === 'CONFIRMED') {
    await holdItem(tx, actor, after);
    after = await readItem(tx, current.idReservationItem);
  }
  return after;
}

/** The change's checked fields (errors collected, not thrown) and the state it asks for. */
function readItemChange(errors: FieldErrors, data: ItemUpdate, item: ReservationItemModel) {
  if (data.serviceDate != null && !isDate(data.serviceDate)) errors.addCode('serviceDate', 'INVALID_DATE', {}, INVALID_DATE);
  const serviceTime = readServiceTime(errors, data.serviceTime);
  const supplierReference = readSupplierReference(errors, data.supplierReference);
  const nights = data.nights == null ? undefined : readCount(errors, 'nights', data.nights, MAX_NIGHTS);
  const quantity = data.quantity == null ? undefined : readCount(errors, 'quantity', data.quantity, MAX_QUOTE_UNITS);
  const idRate = data.idRateInstance?.trim() || null;
  if (idRate && !isUuid(idRate)) errors.addCode('idRateInstance', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  const asked = {
    idProductInstance: data.idProductInstance?.trim() || item.idProductInstance, serviceDate: data.serviceDate ?? item.serviceDate,
    nights: nights ?? item.nights, quantity: quantity ?? item.quantity, idRateInstance: idRate,
    serviceTime: serviceTime === undefined ? item.serviceTime : serviceTime,
    supplierReference: supplierReference === undefined ? item.supplierReference : supplierReference,
  };
  return asked;
}

/**
 * A confirmed item whose change is only its quantity, or only more nights from the same start, keeps the price it was
 * confirmed at for what it already had; what it gains is priced by the rate search today. By its rate's price type:
 * - per unit or per night: fewer units keep the unit price (amount x new / old, exact since the amount is unit price x
 *   units); more units add the quote of the added units; per night, more nights add the quote of the added nights
 *   (from the old last night on). The unit price is then the amount over the units (x nights per night), rounded to
 *   cents; the amount stays the exact sum.
 * - per person, and per unit for nights: the amount does not depend on what changed, so it stays as it was.
 * Null for anything else, which reprices the whole item. A pending item never had a price anyone agreed to, so it
 * is always repriced whole.
 */
async function partialPrice(
  tx: Queryable, actor: Actor, reservation: ReservationModel, item: ReservationItemModel,
  asked: { idProductInstance: string; serviceDate: string; nights: number; quantity: number },
): Promise<ItemPrice | null> {
  if (item.status !== 'CONFIRMED' || !item.idRateInstance || asked.idProductInstance !== item.idProductInstance
    || asked.serviceDate !== item.serviceDate) return null;
  const onlyQuantity = asked.nights === item.nights;
  const moreNights = asked.quantity === item.quantity && asked.nights > item.nights;
  if (!onlyQuantity && !moreNights) return null;
  const [rate] = await tx.query<{ priceType: string }>(
    `select upper(pt.code) as "priceType" from rate_instance r
     join general_parameter_value pt on pt.id_general_parameter_value = r.id_price_type where r.id_rate_instance = $1`,
    [item.idRateInstance],
  );
  const kept: ItemPrice = {
    idRateInstance: item.idRateInstance, unitPrice: item.unitPrice, amount: item.amount,
    priceOverridden: item.priceOverridden, overrideReason: item.overrideReason,
  };
  const perNight = rate?.priceType === PRICE_TYPE.perNight;
  if (rate?.priceType === PRICE_TYPE.perPerson || (moreNights && !perNight)) return kept;
  if (onlyQuantity && asked.quantity < item.quantity) {
    return { ...kept, amount: format(divide(multiply(item.amount, String(asked.quantity)), String(item.quantity))) };
  }
  const added = await quoteItem(tx, actor, reservation, moreNights
    ? { ...asked, serviceDate: addDays(item.serviceDate, item.nights), nights: asked.nights - item.nights }
    : { ...asked, quantity: asked.quantity - item.quantity });
  const amount = format(add(item.amount, added.amount));
  return { ...kept, amount, unitPrice: divide(amount, String(perNight ? asked.quantity * asked.nights : asked.quantity)) };
}

/** The price after a change. Only what changed is repriced: leaving the priced fields alone keeps the old unit price. */
async function priceOfChange(
  tx: Queryable, actor: Actor, reservation: ReservationModel, item: ReservationItemModel, data: ItemUpdate,
  asked: ReturnType<typeof readItemChange>,
): Promise<ItemPrice> {
  const idRate = asked.idRateInstance;
  const changed = asked.idProductInstance !== item.idProductInstance || asked.serviceDate !== item.serviceDate
    || asked.nights !== item.nights || asked.quantity !== item.quantity || (idRate !== null && idRate !== item.idRateInstance);
  return data.unitPrice != null
    ? overridePrice(actor, data.unitPrice, data.overrideReason, asked.quantity, idRate ?? item.idRateInstance)
    : !changed ? { idRateInstance: item.idRateInstance, unitPrice: item.unitPrice, amount: item.amount, priceOverridden: item.priceOverridden, overrideReason: item.overrideReason }
    : idRate ? await priceWithRate(tx, actor, reservation, asked)
    : (await partialPrice(tx, actor, reservation, item, asked)) ?? await quoteItem(tx, actor, reservation, asked);
}

export async function updateItem(tx: Queryable, actor: Actor, data: ItemUpdate): Promise<ReservationItemModel> {
  const errors = new FieldErrors();
  if (data.version == null) errors.addCode('version', 'REQUIRED');
  const { reservation, item } = await lockItem(tx, actor.idOu, data.idReservationItem);
  const asked = readItemChange(errors, data, item);
  if (asked.idProductInstance !== item.idProductInstance) await checkInstance(tx, actor.idOu, errors, asked.idProductInstance);
  errors.check();
  checkVersion(item.version, data.version, STALE_ITEM);
  assertEditable(reservation.status);
  if (item.status === 'CANCELLED') throw reasonError('CONFLICT', 'ITEM_CANCELLED', 'A cancelled item cannot change');
  const price = await priceOfChange(tx, actor, reservation, item, data, asked);
  const after = await rewriteItem(tx, actor, item, { ...asked, status: item.status, ...price });
  await writeItemHistory(tx, actor.idUser, 'UPDATE', item, after);
  await recomputeAmounts(tx, reservation.idReservation, actor.idUser);
  return after;
}

/**
 * What an item change would cost, priced exactly as updateItem would (the item dialog shows it before saving);
 * nothing is written or held, so availability is only checked when the change is saved.
 */
export async function previewItemChange(db: Queryable, actor: Actor, data: ItemUpdate): Promise<ItemPrice> {
  const item = await findItem(db, actor.idOu, data.idReservationItem);
  if (!item) throw notFound('Reservation item');
  const reservation = (await findReservation(db, actor.idOu, item.idReservation))!;
  const errors = new FieldErrors();
  const asked = readItemChange(errors, data, item);
  if (asked.idProductInstance !== item.idProductInstance) await checkInstance(db, actor.idOu, errors, asked.idProductInstance);
  errors.check();
  return priceOfChange(db, actor, reservation, item, data, asked);
}

export async function setItemStatus(
  tx: Queryable, actor: Actor, idReservationItem: string, to: ItemStatus, reason?: string | null,
) {
  const why = to === 'CANCELLED' ? readCancellationReason(reason) : null;
  const { reservation, item } = await lockItem(tx, actor.idOu, idReservationItem);
  // A paid reservation's items stay as paid until a payment is voided: cancelling one would drop money from its totals.
  assertEditable(reservation.status);
  assertItemTransition(item.status, to);
  const cancellation = to === 'CANCELLED' ? { fee: (await cancellationFeesOf(tx, [item])).total, reason: why } : undefined;
  const after = await moveItem(tx, actor, item, to, cancellation);
  await recomputeAmounts(tx, reservation.idReservation, actor.idUser);
  return after;
}

export async function deleteItem(tx: Queryable, actor: Actor, idReservationItem: string) {
  const { reservation, item } = await lockItem(tx, actor.idOu, idReservationItem);
  if (item.status !== 'PENDING') throw reasonError('CONFLICT', 'ONLY_PENDING_DELETED', ONLY_PENDING_DELETED);
  assertEditable(reservation.status);
  await writeItemHistory(tx, actor.idUser, 'DELETE', item, null);
  await tx.query('delete from reservation_item where id_reservation_item = $1', [idReservationItem]);
  await recomputeAmounts(tx, reservation.idReservation, actor.idUser);
  // The reservation as the deletion left it (its totals moved), so the screen updates without asking again.
  return (await findReservation(tx, actor.idOu, reservation.idReservation))!;
}

async function itemsOf(tx: Queryable, idReservation: string, status: ItemStatus) {
  return tx.query<ReservationItemModel>(
    `select ${ITEM_COLUMNS} from reservation_item i where i.id_reservation = $1 and i.status = $2
     order by i.item_number for update`,
    [idReservation, status],
  );
}

/** QUOTE -> CONFIRMED: every pending item holds its units (all or nothing, in instance order). */
export async function confirmReservation(tx: Queryable, actor: Actor, idReservation: string, version?: number | null) {
  const reservation = await lockReservation(tx, actor.idOu, idReservation);
  if (version != null) checkVersion(reservation.version, version, STALE);
  assertReservationTransition(reservation.status, 'CONFIRMED');
  const pending = await itemsOf(tx, idReservation, 'PENDING');
  const holds = await withAvailability(tx, () => holdInventoryItems(tx, pending.map(holdInputOf), actor.idUser));
  const holdOf = new Map(holds.map((h) => [h.holdRef, h.idInventoryHold]));
  for (const item of pending) {
    await tx.query(
      `update reservation_item set status = 'CONFIRMED', id_inventory_hold = $2, version = version + 1, id_user_update = $3,
         updated_at = now() where id_reservation_item = $1`,
      [item.idReservationItem, holdOf.get(holdRefOf(item.idReservationItem)), actor.idUser],
    );
    await writeItemHistory(tx, actor.idUser, 'STATUS', item, await readItem(tx, item.idReservationItem));
  }
  await tx.query(`update reservation set status = 'CONFIRMED' where id_reservation = $1`, [idReservation]);
  await recomputeAmounts(tx, idReservation, actor.idUser);
  return (await findReservation(tx, actor.idOu, idReservation))!;
}

/** -> CANCELLED: every item is cancelled (paying its policy's fee) and gives its units back. */
export async function cancelReservation(tx: Queryable, actor: Actor, idReservation: string, reason?: string | null) {
  const why = readCancellationReason(reason);
  const reservation = await lockReservation(tx, actor.idOu, idReservation);
  assertReservationTransition(reservation.status, 'CANCELLED');
  const items = [...await itemsOf(tx, idReservation, 'CONFIRMED'), ...await itemsOf(tx, idReservation, 'PENDING')];
  const fees = new Map((await cancellationFeesOf(tx, items)).items.map((f) => [f.idReservationItem, f.fee]));
  // One release per reservation: releaseHold sorts the instances itself only within one call, so release per item
  // after locking all of them in order.
  await lockInstancesInOrder(tx, items.map((i) => i.idProductInstance));
  for (const item of items) {
    await moveItem(tx, actor, item, 'CANCELLED', { fee: fees.get(item.idReservationItem)!, reason: why });
  }
  await tx.query(`update reservation set status = 'CANCELLED', cancellation_reason = $2 where id_reservation = $1`, [idReservation, why]);
  await recomputeAmounts(tx, idReservation, actor.idUser);
  return (await findReservation(tx, actor.idOu, idReservation))!;
}

/**
 * What cancelling costs today: the reservation's items that are not cancelled yet, or the one item asked for, each
 * with the fee its rate's policy charges (the same function the cancel mutations charge with).
 */
export async function previewCancellationFees(db: Queryable, idOu: string, idReservation: string, idReservationItem?: string | null) {
  const reservation = await findReservation(db, idOu, idReservation);
  if (!reservation) throw notFound('Reservation');
  if (idReservationItem != null && !isUuid(idReservationItem)) throw notFound('Reservation item');
  const items = await db.query<ReservationItemModel>(
    `select ${ITEM_COLUMNS} from reservation_item i where i.id_reservation = $1 and i.status <> 'CANCELLED'
       and ($2::uuid is null or i.id_reservation_item = $2::uuid) order by i.item_number`,
    [idReservation, idReservationItem ?? null],
  );
  if (idReservationItem != null && !items.length) throw notFound('Reservation item');
  return cancellationFeesOf(db, items);
}

/* ---------- revert ---------- */

interface HistoryRow {
  idReservationHistory: string;
  idReservation: string;
  subject: 'ITEM' | 'PASSENGER';
  idSubject: string;
  operation: HistoryOperation;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The entry, locked with its reservation; CONFLICT unless it is the latest change of its subject and has a before. */
export async function lockRevertibleEntry(tx: Queryable, idOu: string, idReservationHistory: string) {
  const [seen] = isUuid(idReservationHistory) ? await tx.query<{ idReservation: string }>(
    `select h.id_reservation as "idReservation" from reservation_history h join reservation r using (id_reservation)
     where h.id_reservation_history = $1 and r.id_ou = $2`,
    [idReservationHistory, idOu],
  ) : [];
  if (!seen) throw notFound('History entry');
  const reservation = await lockReservation(tx, idOu, seen.idReservation);
  const [entry] = await tx.query<HistoryRow & { latest: boolean }>(
    `select h.id_reservation_history as "idReservationHistory", h.id_reservation as "idReservation", h.subject,
       h.id_subject as "idSubject", h.operation, h.before, h.after,
       h.id_reservation_history = (select l.id_reservation_history from reservation_history l where l.id_subject = h.id_subject
         order by l.created_at desc, l.id_reservation_history desc limit 1) as latest
     from reservation_history h where h.id_reservation_history = $1`,
    [idReservationHistory],
  );
  if (!entry.latest) throw reasonError('CONFLICT', 'NOT_LATEST_CHANGE', 'Only the latest change of an item or passenger can be reverted');
  if (!entry.before) throw reasonError('CONFLICT', 'NOTHING_TO_REVERT', 'This change has nothing to go back to');
  return { reservation, entry };
}

/** Restores an item as it was before the entry, as a new change (REVERT), holding or releasing as needed. */
export async function revertItemChange(tx: Queryable, actor: Actor, entry: HistoryRow, reservation: ReservationModel) {
  assertEditable(reservation.status);
  const before = entry.before as unknown as ReservationItemModel;
  const [current] = await tx.query<ReservationItemModel>(
    `select ${ITEM_COLUMNS} from reservation_item i where i.id_reservation_item = $1 for update`, [entry.idSubject],
  );
  const restored = {
    idProductInstance: before.idProductInstance, serviceDate: before.serviceDate, nights: before.nights,
    // History written before the columns existed has neither: the item had no time or reference then.
    serviceTime: before.serviceTime ?? null, supplierReference: before.supplierReference ?? null,
    quantity: before.quantity, status: before.status, idRateInstance: before.idRateInstance, unitPrice: before.unitPrice,
    amount: before.amount, pendingAmount: before.pendingAmount, priceOverridden: before.priceOverridden,
    overrideReason: before.overrideReason,
  };
  let after: ReservationItemModel;
  if (current) {
    after = await rewriteItem(tx, actor, current, restored);
  } else {
    // A deleted (pending) item comes back under its id and number.
    await tx.query(
      `insert into reservation_item (id_reservation_item, id_reservation, item_number, id_product_instance, id_package,
         service_date, nights, quantity, status, id_rate_instance, unit_price, amount, pending_amount, price_overridden,
         override_reason, id_user_create, id_user_update, service_time, supplier_reference)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'PENDING', $9, $10, $11, $12, $13, $14, $15, $15, $16, $17)`,
      [before.idReservationItem, before.idReservation, before.itemNumber, before.idProductInstance, before.idPackage,
        before.serviceDate, before.nights, before.quantity, before.idRateInstance, before.unitPrice, before.amount,
        before.pendingAmount, before.priceOverridden, before.overrideReason, actor.idUser, restored.serviceTime,
        restored.supplierReference],
    );
    after = await readItem(tx, before.idReservationItem);
    if (before.status === 'CONFIRMED') after = await rewriteItem(tx, actor, after, restored);
  }
  await writeItemHistory(tx, actor.idUser, 'REVERT', current ?? null, after);
  await recomputeAmounts(tx, reservation.idReservation, actor.idUser);
}
