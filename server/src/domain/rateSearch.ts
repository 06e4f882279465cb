/*
 * The rate search (issue 7): which enabled rate prices a product instance for a service date bought on a purchase
 * date, for a customer and a party of passengers, and what that comes to. The rates screen's "Search rates" asks
 * through checkRates; reservations price their items with the same functions, so a quote and a booking never
 * disagree.
 *
 * The rules, per instance:
 * - a rate applies when it is enabled and its service range holds the service date and its purchase range holds
 *   the purchase date (both ends included), and it is the customer's own rate or an all-customers one;
 * - per-person rates price each passenger type with the rate whose PASSENGER dimension value stands for that type,
 *   else with a rate that has no PASSENGER dimension; per-unit rates price the units; per-night rates units × nights;
 * - among the rates that fit, the customer's own beats the all-customers one, then a passenger-type rate beats a
 *   generic one, then the narrower service range (a promotion inside the season), then the latest purchase range,
 *   then the code: the choice is always the same for the same data.
 * Two queries whatever the number of instances and rates: one looks up what the question names (instances,
 * passenger types, customer), one reads the candidate rates of all the instances through rate_instance_search_idx;
 * the choice is made in memory.
 */
import type { Queryable } from '../db/database.ts';
import { CATALOG } from '../db/generalParameterData.ts';
import { FieldErrors, isUuid } from '../graphql/validation.ts';
import type { ProductInstanceModel, RateModel } from '../models.ts';
import { INVALID_CHOICE, visibleTo } from './generalParameters.ts';
import { daysBetween, isDate, today } from './calendar.ts';
import { INVALID_DATE } from './inventory.ts';
import { lineTotals, sumLines, type LineTotals } from './pricing.ts';

export const CHOOSE_PRODUCT = 'Choose a product or an instance';
const MAX_PASSENGERS = 1000;
export const MAX_QUOTE_UNITS = 1000;
export const MAX_NIGHTS = 365;

/** RATE_FEATURE_TYPE code of the dimension whose values stand for passenger types. */
export const PASSENGER_DIMENSION = 'PASSENGER';

/** SQL: the id of the PASSENGER value of RATE_FEATURE_TYPE (a shared catalog). */
const PASSENGER_DIMENSION_ID = `(select v.id_general_parameter_value from general_parameter_value v
  join general_parameter g using (id_general_parameter)
  where g.id_ou is null and upper(g.code) = '${CATALOG.rateFeatureType}' and upper(v.code) = '${PASSENGER_DIMENSION}')`;

/** PRICE_TYPE value codes. */
export const PRICE_TYPE = { perPerson: 'PER_PERSON', perUnit: 'PER_UNIT', perNight: 'PER_NIGHT' } as const;

export const RATE_COLUMNS = `r.id_rate_instance as "idRateInstance", r.id_ou as "idOu", r.code,
  r.id_product_instance as "idProductInstance", r.id_entity as "idEntity", r.id_currency as "idCurrency",
  r.id_price_type as "idPriceType", r.service_from as "serviceFrom", r.service_to as "serviceTo",
  r.purchase_from as "purchaseFrom", r.purchase_to as "purchaseTo", r.enabled,
  r.purchase_unit_price as "purchaseUnitPrice", r.purchase_tax_percentage as "purchaseTaxPercentage",
  r.purchase_tax_amount as "purchaseTaxAmount", r.purchase_total as "purchaseTotal",
  r.profit_percentage as "profitPercentage", r.profit_amount as "profitAmount", r.profit,
  r.selling_tax_percentage as "sellingTaxPercentage", r.selling_unit_price as "sellingUnitPrice",
  r.selling_tax_amount as "sellingTaxAmount", r.selling_total as "sellingTotal", r.created_at as "createdAt",
  r.updated_at as "updatedAt"`;

/**
 * A rate's feature values as rate_instance.feature_key stores them: sorted ids joined with ','. Two rates have the
 * same values exactly when their keys are equal (the overlap rule compares keys).
 */
export const featureKeyOf = (ids: readonly string[]) => [...ids].map((id) => id.toLowerCase()).sort().join(',');

/** What the caller asks (CheckRatesInput, plus a list of instances for reservations). */
export interface RateQuestionInput {
  idProduct?: string | null;
  idProductInstance?: string | null;
  /** Several instances at once (a reservation's items); used with or instead of the two above. */
  instanceIds?: readonly string[] | null;
  serviceDate?: string | null;
  /** Defaults to today. */
  purchaseDate?: string | null;
  idEntity?: string | null;
  passengers?: readonly { idPassengerType?: string | null; count?: number | null }[] | null;
  /** Defaults to 1. */
  units?: number | null;
  /** Defaults to 1. */
  nights?: number | null;
}

interface QuoteInstance extends ProductInstanceModel {
  productName: string;
  productStatus: 'ACTIVE' | 'INACTIVE';
}

/** A checked question: every id found in the OU, defaults filled in, passengers merged by type. */
export interface RateQuestion {
  idOu: string;
  instances: QuoteInstance[];
  serviceDate: string;
  purchaseDate: string;
  idEntity: string | null;
  passengers: { idPassengerType: string; name: string; count: number }[];
  units: number;
  nights: number;
}

interface QuoteLine extends LineTotals {
  rate: RateModel;
  /** The passenger type the line prices; null for per-unit and per-night rates. */
  idPassengerType: string | null;
}

export interface InstanceQuote {
  instance: QuoteInstance;
  found: boolean;
  noRateReason: string | null;
  /** The same as a code's figures (FieldErrorCode NO_RATE), for a refusal the screen words in its language. */
  noRateParams: NoRateParams | null;
  idCurrency: string | null;
  lines: QuoteLine[];
  sellingTotal: string | null;
  purchaseTotal: string | null;
}

/** A rate that applies on the dates, with what the choice needs to know. */
interface Candidate extends RateModel {
  priceTypeCode: string;
  /** The PASSENGER_TYPE value of its PASSENGER dimension value, when it has one. */
  passengerItem: string | null;
  hasPassengerDimension: boolean;
}

/* ---------- the question ---------- */

/** A whole number in [1, max], or the default when absent. */
function readCount(errors: FieldErrors, field: string, value: number | null | undefined, max: number, fallback?: number) {
  if (value === null || value === undefined) {
    if (fallback === undefined) errors.addCode(field, 'REQUIRED');
    return fallback ?? 0;
  }
  if (!Number.isInteger(value) || value < 1 || value > max) errors.addCode(field, 'NUMBER_RANGE', { min: 1, max }, `Must be a whole number from 1 to ${max}`);
  return value;
}

function readId(errors: FieldErrors, field: string, value: string | null | undefined) {
  const id = value?.trim() || null;
  if (id && !isUuid(id)) errors.addCode(field, 'INVALID_CHOICE', {}, INVALID_CHOICE);
  return id;
}

function readDate(errors: FieldErrors, field: string, value: string | null | undefined, fallback?: string) {
  if (!value) {
    if (!fallback) errors.addCode(field, 'REQUIRED');
    return fallback ?? '';
  }
  if (!isDate(value)) errors.addCode(field, 'INVALID_DATE', {}, INVALID_DATE);
  return value;
}

/** Passengers by type, counts of a repeated type added up (in the order first given). */
function readPassengers(errors: FieldErrors, passengers: RateQuestionInput['passengers']) {
  const byType = new Map<string, number>();
  (passengers ?? []).forEach((p, i) => {
    const id = readId(errors, `passengers.${i}.idPassengerType`, p.idPassengerType);
    if (!id && !errors.fields[`passengers.${i}.idPassengerType`]) errors.addCode(`passengers.${i}.idPassengerType`, 'REQUIRED');
    const count = readCount(errors, `passengers.${i}.count`, p.count, MAX_PASSENGERS);
    if (id) byType.set(id, (byType.get(id) ?? 0) + count);
  });
  const total = [...byType.values()].reduce((a, b) => a + b, 0);
  if (total > MAX_PASSENGERS) errors.addCode('passengers', 'TOO_MANY', { max: MAX_PASSENGERS }, `At most ${MAX_PASSENGERS} passengers`);
  return byType;
}

interface Lookup {
  instances: QuoteInstance[];
  /** Passenger type names by id (PASSENGER_TYPE values the OU sees). */
  passengerTypes: Record<string, string>;
  entityInOu: boolean;
  productInOu: boolean;
}

/**
 * Everything a question names, looked up within the OU in one round trip: the instances (the asked ones, or the
 * product's active ones), the passenger types' names, whether the customer and the product are the OU's.
 */
async function lookUp(db: Queryable, idOu: string, ids: string[], idProduct: string | null, types: string[], idEntity: string | null) {
  const [row] = await db.query<Lookup>(
    `select
       coalesce((select json_agg(json_build_object('idProductInstance', i.id_product_instance, 'idProduct', i.id_product,
           'code', i.code, 'name', i.name, 'shortName', i.short_name, 'idStatus', i.id_status, 'productName', p.name,
           'productStatus', p.id_status) order by lower(p.name), p.id_product, i.sort_order, upper(i.code), i.id_product_instance)
         from product_instance i join product p using (id_product)
         where p.id_ou = $1 and (i.id_product_instance = any($2::uuid[]) or (i.id_product = $3 and i.id_status = 'ACTIVE'))),
         '[]') as instances,
       coalesce((select json_object_agg(v.id_general_parameter_value, v.name)
         from general_parameter_value v join general_parameter g using (id_general_parameter)
         where v.id_general_parameter_value = any($4::uuid[]) and upper(g.code) = '${CATALOG.passengerType}' and ${visibleTo('$1')}),
         '{}') as "passengerTypes",
       ($5::uuid is null or exists (select 1 from entity_ou where id_entity = $5 and id_ou = $1)) as "entityInOu",
       ($3::uuid is null or exists (select 1 from product where id_product = $3 and id_ou = $1)) as "productInOu"`,
    [idOu, ids, idProduct, types, idEntity],
  );
  return row;
}

/**
 * Checks a question and looks up what it names (the instances, the passenger types, the customer) within the OU.
 * Throws one VALIDATION error with every problem; answers the question ready for quoteRates.
 */
async function readRateQuestion(db: Queryable, idOu: string, input: RateQuestionInput): Promise<RateQuestion> {
  const errors = new FieldErrors();
  const idProduct = readId(errors, 'idProduct', input.idProduct);
  const idInstance = readId(errors, 'idProductInstance', input.idProductInstance);
  const listed = (input.instanceIds ?? []).filter((id) => {
    if (!isUuid(id)) errors.addCode('instanceIds', 'INVALID_CHOICE', {}, INVALID_CHOICE);
    return isUuid(id);
  });
  const askedIds = [...new Set([...(idInstance ? [idInstance] : []), ...listed])];
  if (!idProduct && !askedIds.length && !errors.any) errors.addCode('idProduct', 'REQUIRED', {}, CHOOSE_PRODUCT);
  const serviceDate = readDate(errors, 'serviceDate', input.serviceDate);
  const purchaseDate = readDate(errors, 'purchaseDate', input.purchaseDate, today());
  const idEntity = readId(errors, 'idEntity', input.idEntity);
  const passengers = readPassengers(errors, input.passengers);
  const units = readCount(errors, 'units', input.units, MAX_QUOTE_UNITS, 1);
  const nights = readCount(errors, 'nights', input.nights, MAX_NIGHTS, 1);
  errors.check();

  const found = await lookUp(db, idOu, askedIds, idProduct, [...passengers.keys()], idEntity);
  const { instances } = found;
  const foundIds = new Set(instances.map((i) => i.idProductInstance));
  if (idInstance && !foundIds.has(idInstance)) errors.addCode('idProductInstance', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  if (listed.some((id) => !foundIds.has(id))) errors.addCode('instanceIds', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  if (!found.productInOu) errors.addCode('idProduct', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  if (!found.entityInOu) errors.addCode('idEntity', 'INVALID_CHOICE', {}, INVALID_CHOICE);
  [...passengers.keys()].forEach((id) => {
    if (Object.hasOwn(found.passengerTypes, id)) return;
    const at = (input.passengers ?? []).findIndex((p) => p.idPassengerType?.trim() === id);
    errors.addCode(`passengers.${at}.idPassengerType`, 'INVALID_CHOICE', {}, INVALID_CHOICE);
  });
  errors.check();
  return {
    idOu, instances, serviceDate, purchaseDate, idEntity, units, nights,
    passengers: [...passengers].map(([idPassengerType, count]) => ({ idPassengerType, name: found.passengerTypes[idPassengerType], count })),
  };
}

/* ---------- the answer ---------- */

/** Every enabled rate of the instances that applies on the dates to the customer (or to all), in one query. */
async function loadCandidates(db: Queryable, q: RateQuestion): Promise<Candidate[]> {
  if (!q.instances.length) return [];
  return db.query<Candidate>(
    `select ${RATE_COLUMNS}, upper(pt.code) as "priceTypeCode", px.item as "passengerItem",
       (px.id is not null) as "hasPassengerDimension"
     from rate_instance r
     join general_parameter_value pt on pt.id_general_parameter_value = r.id_price_type
     left join lateral (
       select s.id_rate_subfeature as id, s.id_type_subfeature_item as item
       from rate_instance_subfeature rs join rate_subfeature s using (id_rate_subfeature)
       join rate_feature f using (id_rate_feature)
       where rs.id_rate_instance = r.id_rate_instance and f.id_type_feature = ${PASSENGER_DIMENSION_ID}
       limit 1) px on true
     where r.id_product_instance = any($1::uuid[]) and r.enabled and r.id_ou = $2
       and r.service_from <= $3::date and r.service_to >= $3::date
       and r.purchase_from <= $4::date and r.purchase_to >= $4::date
       and (r.id_entity is null or r.id_entity = $5::uuid)`,
    [q.instances.map((i) => i.idProductInstance), q.idOu, q.serviceDate, q.purchaseDate, q.idEntity],
  );
}

/** The order of preference among the rates that fit (see the rules at the top); the first one wins. */
function preference(idPassengerType: string | null) {
  const rank = (c: Candidate) => [
    c.idEntity ? 0 : 1,
    idPassengerType && c.passengerItem === idPassengerType ? 0 : 1,
    daysBetween(c.serviceFrom, c.serviceTo),
  ];
  return (a: Candidate, b: Candidate) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
    if (a.purchaseFrom !== b.purchaseFrom) return a.purchaseFrom > b.purchaseFrom ? -1 : 1;
    return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
  };
}

/** The rate for one passenger type: one of its own type, else one without a passenger dimension. */
function rateForPassenger(perPerson: Candidate[], idPassengerType: string) {
  const fits = perPerson.filter((c) => c.passengerItem === idPassengerType || !c.hasPassengerDimension);
  return fits.sort(preference(idPassengerType))[0];
}

const label = (instance: QuoteInstance) => `${instance.productName} (${instance.name})`;

function answer(instance: QuoteInstance, lines: QuoteLine[]): InstanceQuote {
  return { instance, found: true, noRateReason: null, noRateParams: null, idCurrency: lines[0].rate.idCurrency, lines, ...sumLines(lines) };
}

/** Why no price was found (NO_RATE's params.problem). */
type NoRateProblem = 'DISABLED' | 'NO_RATE' | 'PASSENGERS_NEEDED' | 'NO_PASSENGER_RATE' | 'MIXED_CURRENCIES';

/** NO_RATE's figures: GraphQL's NoRate and a refusal's params. */
type NoRateParams = {
  problem: NoRateProblem; service: string; serviceDate: string | null; purchaseDate: string | null; passengerType: string | null;
};

function noRate(instance: QuoteInstance, reason: string, problem: NoRateProblem, q: RateQuestion, passengerType: string | null = null): InstanceQuote {
  const noRateParams: NoRateParams = {
    problem, service: label(instance), serviceDate: q.serviceDate, purchaseDate: q.purchaseDate, passengerType,
  };
  return { instance, found: false, noRateReason: reason, noRateParams, idCurrency: null, lines: [], sellingTotal: null, purchaseTotal: null };
}

const line = (rate: Candidate, quantity: number, idPassengerType: string | null): QuoteLine => {
  const { priceTypeCode, passengerItem, hasPassengerDimension, ...row } = rate;
  void priceTypeCode, void passengerItem, void hasPassengerDimension;
  return { rate: row, idPassengerType, ...lineTotals(rate, quantity) };
};

/** Chooses and prices the rates of one instance. */
function quoteInstance(q: RateQuestion, instance: QuoteInstance, candidates: Candidate[]): InstanceQuote {
  const when = `on ${q.serviceDate} bought on ${q.purchaseDate}`;
  if (instance.idStatus !== 'ACTIVE' || instance.productStatus !== 'ACTIVE') return noRate(instance, `${label(instance)} is disabled`, 'DISABLED', q);
  if (!candidates.length) return noRate(instance, `No enabled rate for ${label(instance)} ${when}`, 'NO_RATE', q);
  const perPerson = candidates.filter((c) => c.priceTypeCode === PRICE_TYPE.perPerson);
  const others = candidates.filter((c) => c.priceTypeCode !== PRICE_TYPE.perPerson);

  // Passengers given and per-person rates to price them: one line per passenger type.
  if (perPerson.length && (q.passengers.length || !others.length)) {
    if (!q.passengers.length) return noRate(instance, `${label(instance)} is priced per person: enter the passengers`, 'PASSENGERS_NEEDED', q);
    const lines: QuoteLine[] = [];
    for (const passenger of q.passengers) {
      const rate = rateForPassenger(perPerson, passenger.idPassengerType);
      if (!rate) return noRate(instance, `No rate for ${passenger.name} passengers of ${label(instance)} ${when}`, 'NO_PASSENGER_RATE', q, passenger.name);
      lines.push(line(rate, passenger.count, passenger.idPassengerType));
    }
    if (new Set(lines.map((l) => l.rate.idCurrency)).size > 1) {
      return noRate(instance, `The rates of ${label(instance)} for these passengers are in different currencies`, 'MIXED_CURRENCIES', q);
    }
    return answer(instance, lines);
  }
  const rate = others.sort(preference(null))[0];
  const quantity = rate.priceTypeCode === PRICE_TYPE.perNight ? q.units * q.nights : q.units;
  return answer(instance, [line(rate, quantity, null)]);
}

/** The applicable rates and prices of each instance of a checked question (see the rules at the top). */
async function quoteRates(db: Queryable, q: RateQuestion): Promise<InstanceQuote[]> {
  const candidates = await loadCandidates(db, q);
  const byInstance = new Map<string, Candidate[]>();
  for (const c of candidates) byInstance.set(c.idProductInstance, [...(byInstance.get(c.idProductInstance) ?? []), c]);
  return q.instances.map((instance) => quoteInstance(q, instance, byInstance.get(instance.idProductInstance) ?? []));
}

/** Checks the question, then answers it: what checkRates runs and what reservations call to price items. */
export async function checkRates(db: Queryable, idOu: string, input: RateQuestionInput): Promise<InstanceQuote[]> {
  return quoteRates(db, await readRateQuestion(db, idOu, input));
}
