import { randomUUID } from 'node:crypto';
import { addDays, addYears, today } from '../domain/calendar.ts';
import { format, multiply, round } from '../domain/money.ts';
import { priceRate, type PricingInput, type RatePricing } from '../domain/pricing.ts';
import { PRICE_TYPE, featureKeyOf } from '../domain/rateSearch.ts';
import type { Queryable } from './database.ts';
import { DEMO_HISTORY_DAYS } from './inventoryDemoData.ts';
import { CATALOG, ENTITY_ROLE } from './generalParameterData.ts';

/*
 * Demo rates (issue 7): per OU, the pricing dimensions a Cusco operator uses (season, passenger type, occupancy) and
 * rates for every product instance of the OU over the next 12 months, in two seasons (Peru's dry season, May to
 * September, is the high one), priced in US dollars with the 18% IGV as selling tax. A few customers get their own,
 * cheaper rates. Prices go through the pricing function like any rate; rows are written with a handful of set-based
 * statements, so the seed stays fast whatever the number of products.
 */

type OuCode = 'LIM' | 'CUZ';
/** Catalog value ids by catalog and value code (what seedGeneralParameters returns). */
type CatalogIds = Record<string, Record<string, string>>;

const HIGH_SEASON_MONTHS = new Set([5, 6, 7, 8, 9]);
const IGV = '18';

/** [code, name, short name, RATE_FEATURE_TYPE, PRODUCT_TYPE or null, values: [code, name, short name, item]]. */
type Dimension = [string, string, string, string, string | null, [string, string, string, string | null][]];

const DIMENSIONS: Dimension[] = [
  ['SEASON', 'Season', 'Season', 'SEASON', null, [
    ['LOW', 'Low season', 'Low', null], ['HIGH', 'High season', 'High', null],
  ]],
  ['PAX', 'Passenger type', 'Passenger', 'PASSENGER', null, [
    ['ADT', 'Adult', 'Adult', 'ADULT'], ['CHD', 'Child', 'Child', 'CHILD'], ['SNR', 'Senior', 'Senior', 'SENIOR'],
  ]],
  ['OCC', 'Occupancy', 'Occupancy', 'OCCUPANCY', 'HOTEL', [
    ['SGL', 'Single occupancy', 'Single', null], ['DBL', 'Double occupancy', 'Double', null],
  ]],
];

/** How a product type is priced: price type, purchase range in whole dollars, purchase tax, profit. */
interface TypePlan {
  priceType: string;
  range: [number, number];
  purchaseTax: string;
  profit: Pick<PricingInput, 'profitPercentage' | 'profitAmount'>;
  /** Passenger type values priced, with their share of the adult price. */
  passengers?: [string, string][];
  /** Cancellation tiers: [days before the service or fewer, fee %] (issue 8 item 10). */
  cancellation: [number, string][];
}

/** Cancellation policies the way suppliers in Cusco write them: the closer to the day, the more it costs. */
const STAY_POLICY: [number, string][] = [[30, '0'], [14, '25'], [7, '50'], [1, '100']];
const SERVICE_POLICY: [number, string][] = [[7, '25'], [2, '50'], [0, '100']];
const FIXED_POLICY: [number, string][] = [[15, '50'], [3, '100']];

const ADULT_CHILD: [string, string][] = [['ADT', '1'], ['CHD', '0.70']];

const PLANS: Record<string, TypePlan> = {
  TOUR: { priceType: PRICE_TYPE.perPerson, range: [35, 120], purchaseTax: IGV, profit: { profitPercentage: '25' }, passengers: ADULT_CHILD,
    cancellation: SERVICE_POLICY },
  TICKET: { priceType: PRICE_TYPE.perPerson, range: [15, 65], purchaseTax: '0', profit: { profitAmount: '5.00' },
    passengers: [...ADULT_CHILD, ['SNR', '0.50']], cancellation: FIXED_POLICY },
  TRAIN: { priceType: PRICE_TYPE.perPerson, range: [65, 180], purchaseTax: '0', profit: { profitPercentage: '15' }, passengers: ADULT_CHILD,
    cancellation: FIXED_POLICY },
  HOTEL: { priceType: PRICE_TYPE.perNight, range: [60, 260], purchaseTax: '0', profit: { profitPercentage: '20' },
    cancellation: STAY_POLICY },
  TRANSFER: { priceType: PRICE_TYPE.perUnit, range: [25, 90], purchaseTax: IGV, profit: { profitAmount: '12.00' },
    cancellation: SERVICE_POLICY },
  GUIDE: { priceType: PRICE_TYPE.perUnit, range: [40, 90], purchaseTax: '0', profit: { profitPercentage: '20' },
    cancellation: SERVICE_POLICY },
  MEAL: { priceType: PRICE_TYPE.perPerson, range: [12, 35], purchaseTax: IGV, profit: { profitPercentage: '30' }, passengers: ADULT_CHILD,
    cancellation: SERVICE_POLICY },
  FLIGHT: { priceType: PRICE_TYPE.perPerson, range: [80, 200], purchaseTax: IGV, profit: { profitAmount: '15.00' }, passengers: ADULT_CHILD,
    cancellation: FIXED_POLICY },
};

/** A customer's own rates: a smaller margin on the same purchase price. */
const CUSTOMER_PROFIT: Pick<PricingInput, 'profitPercentage' | 'profitAmount'> = { profitPercentage: '12' };
const CUSTOMERS_PER_OU = 3;

function value(catalogs: CatalogIds, catalog: string, code: string) {
  const id = catalogs[catalog]?.[code];
  if (!id) throw new Error(`demo data: no ${catalog} value ${code}`);
  return id;
}

/** A stable whole number in [min, max] from a text (the same product always costs the same). */
function pick(text: string, [min, max]: [number, number]) {
  let hash = 7;
  for (const c of text) hash = (hash * 31 + c.charCodeAt(0)) % 1_000_003;
  return min + (hash % (max - min + 1));
}

interface Period {
  from: string;
  to: string;
  season: 'LOW' | 'HIGH';
}

/** From `from` to 12 months after `start`, cut where the season changes. */
export function seasonPeriods(start: string, from = start): Period[] {
  const end = addDays(addYears(start, 1), -1);
  const periods: Period[] = [];
  for (let day = from; day <= end;) {
    const [y, m] = day.split('-').map(Number);
    const monthEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    const to = monthEnd < end ? monthEnd : end;
    const season = HIGH_SEASON_MONTHS.has(m) ? 'HIGH' : 'LOW';
    const last = periods.at(-1);
    if (last && last.season === season) last.to = to;
    else periods.push({ from: day, to, season });
    day = addDays(to, 1);
  }
  return periods;
}

/** The OU's dimensions and their values; answers value ids by 'DIMENSION.VALUE'. */
async function seedDimensions(tx: Queryable, idOu: string, catalogs: CatalogIds) {
  const ids = new Map<string, string>();
  for (const [order, [code, name, shortName, type, productType, values]] of DIMENSIONS.entries()) {
    const [feature] = await tx.query<{ id: string }>(
      `insert into rate_feature (id_ou, code, name, short_name, sort_order, id_type_feature, id_type_category_product)
       values ($1, $2, $3, $4, $5, $6, $7) returning id_rate_feature as id`,
      [idOu, code, name, shortName, order, value(catalogs, CATALOG.rateFeatureType, type),
        productType ? value(catalogs, CATALOG.productType, productType) : null],
    );
    const rows = await tx.query<{ id: string; code: string }>(
      `insert into rate_subfeature (id_ou, id_rate_feature, code, name, short_name, sort_order, id_type_subfeature_item)
       select $1, $2, v.code, v.name, v.short_name, v.ord - 1, v.item
       from unnest($3::text[], $4::text[], $5::text[], $6::uuid[]) with ordinality as v(code, name, short_name, item, ord)
       returning id_rate_subfeature as id, code`,
      [idOu, feature.id, values.map((v) => `${code}-${v[0]}`), values.map((v) => v[1]), values.map((v) => v[2]),
        values.map((v) => (v[3] ? value(catalogs, CATALOG.passengerType, v[3]) : null))],
    );
    for (const row of rows) ids.set(row.code.replace('-', '.'), row.id);
  }
  return ids;
}

interface DemoInstance {
  id: string;
  code: string;
  productCode: string;
  type: string;
}

interface RateRow {
  idInstance: string;
  idEntity: string | null;
  priceType: string;
  period: Period;
  pricing: RatePricing;
  subfeatures: string[];
  cancellation: [number, string][];
}

/** What a room type costs next to the hotel's double room, and what half board adds (per room and night). */
const ROOM_FACTOR: Record<string, string> = { SGL: '0.85', DBL: '1', TWN: '1', MAT: '1', TPL: '1.3', SUI: '1.8' };
const HALF_BOARD_FACTOR = '1.25';

/** A hotel's rooms priced from one figure per hotel, so a single never costs more than a double of the same plan. */
function roomPrice(instance: DemoInstance, range: [number, number]) {
  const [room, plan] = instance.code.split('-');
  const double = `${pick(instance.productCode, range)}`;
  const withBoard = plan === 'HB' ? multiply(double, HALF_BOARD_FACTOR) : double;
  return `${round(multiply(withBoard, ROOM_FACTOR[room] ?? '1'), 0)}.00`;
}

/** The occupancy a hotel instance is sold at ('DBL-BB' -> double); none for rooms of three. */
const occupancyOf = (instanceCode: string) => {
  const room = instanceCode.split('-')[0];
  if (room === 'SGL') return 'OCC.SGL';
  return ['DBL', 'TWN', 'MAT', 'SUI'].includes(room) ? 'OCC.DBL' : null;
};

/** The rates of one instance for one customer (or all), one per period and passenger type. */
function instanceRates(
  instance: DemoInstance, periods: Period[], values: Map<string, string>, idEntity: string | null,
): RateRow[] {
  const plan = PLANS[instance.type] ?? PLANS.TOUR;
  const base = instance.type === 'HOTEL' ? roomPrice(instance, plan.range) : `${pick(`${instance.productCode}/${instance.code}`, plan.range)}.00`;
  const profit = idEntity ? CUSTOMER_PROFIT : plan.profit;
  const occupancy = instance.type === 'HOTEL' ? occupancyOf(instance.code) : null;
  return periods.flatMap((period) => {
    // High season costs a fifth more, rounded to the dollar.
    const seasonal = period.season === 'HIGH' ? `${round(multiply(base, '1.2'), 0)}.00` : base;
    const slots: [string | null, string][] = plan.passengers ?? [[null, '1']];
    return slots.map(([passenger, share]) => ({
      idInstance: instance.id,
      idEntity,
      priceType: plan.priceType,
      period,
      pricing: priceRate({
        purchaseUnitPrice: format(multiply(seasonal, share)), purchaseTaxPercentage: plan.purchaseTax,
        sellingTaxPercentage: IGV, ...profit,
      }),
      cancellation: plan.cancellation,
      subfeatures: [`SEASON.${period.season}`, ...(passenger ? [`PAX.${passenger}`] : []), ...(occupancy ? [occupancy] : [])]
        .map((ref) => values.get(ref)!),
    }));
  });
}

/** Writes the rows with two statements (the rates, then their values), ids made here so no row is read back. */
async function insertRates(tx: Queryable, idOu: string, rows: RateRow[], catalogs: CatalogIds, purchaseFrom: string) {
  if (!rows.length) return;
  const ids = rows.map(() => randomUUID());
  const column = <T>(get: (row: RateRow) => T) => rows.map(get);
  const p = (row: RateRow) => row.pricing;
  await tx.query(
    `insert into rate_instance (id_rate_instance, id_ou, id_product_instance, id_entity, id_currency, id_price_type,
       service_from, service_to, purchase_from, purchase_to, purchase_unit_price, purchase_tax_percentage,
       purchase_tax_amount, purchase_total, profit_percentage, profit_amount, profit, selling_tax_percentage,
       selling_unit_price, selling_tax_amount, selling_total, feature_key)
     select r.id, $1, r.instance, r.entity, $2, r.price_type, r.service_from, r.service_to, $3, r.service_to,
       r.unit, r.tax_pct, r.tax, r.purchase_total, r.profit_pct, r.profit_amount, r.profit, r.selling_tax_pct,
       r.selling_unit, r.selling_tax, r.selling_total, r.feature_key
     from unnest($4::uuid[], $5::uuid[], $6::uuid[], $7::uuid[], $8::date[], $9::date[], $10::numeric[], $11::numeric[],
       $12::numeric[], $13::numeric[], $14::numeric[], $15::numeric[], $16::numeric[], $17::numeric[], $18::numeric[],
       $19::numeric[], $20::numeric[], $21::text[])
       with ordinality as r(id, instance, entity, price_type, service_from, service_to, unit, tax_pct, tax,
         purchase_total, profit_pct, profit_amount, profit, selling_tax_pct, selling_unit, selling_tax, selling_total,
         feature_key, ord)
     order by r.ord`,
    [idOu, value(catalogs, CATALOG.currency, 'USD'), purchaseFrom, ids, column((r) => r.idInstance),
      column((r) => r.idEntity), column((r) => value(catalogs, CATALOG.priceType, r.priceType)),
      column((r) => r.period.from), column((r) => r.period.to), column((r) => p(r).purchaseUnitPrice),
      column((r) => p(r).purchaseTaxPercentage), column((r) => p(r).purchaseTaxAmount), column((r) => p(r).purchaseTotal),
      column((r) => p(r).profitPercentage), column((r) => p(r).profitAmount), column((r) => p(r).profit),
      column((r) => p(r).sellingTaxPercentage), column((r) => p(r).sellingUnitPrice), column((r) => p(r).sellingTaxAmount),
      column((r) => p(r).sellingTotal), column((r) => featureKeyOf(r.subfeatures))],
  );
  const tiers = rows.flatMap((row, i) => row.cancellation.map(([days, fee]) => [ids[i], days, fee] as const));
  await tx.query(
    `insert into rate_cancellation_tier (id_rate_instance, days_before, fee_percentage)
     select * from unnest($1::uuid[], $2::int[], $3::numeric[])`,
    [tiers.map((t) => t[0]), tiers.map((t) => t[1]), tiers.map((t) => t[2])],
  );
  const links = rows.flatMap((row, i) => row.subfeatures.map((id) => [ids[i], id]));
  await tx.query(
    'insert into rate_instance_subfeature (id_rate_instance, id_rate_subfeature) select * from unnest($1::uuid[], $2::uuid[])',
    [links.map((l) => l[0]), links.map((l) => l[1])],
  );
}

/** Active customers of the OU, agencies first: the ones that get their own rates. */
async function demoCustomers(tx: Queryable, idOu: string) {
  const rows = await tx.query<{ id: string }>(
    `select e.id_entity as id from entity e join entity_ou l on l.id_entity = e.id_entity and l.id_ou = $1
     join general_parameter_value r on r.id_general_parameter_value = e.id_entity_role
     left join general_parameter_value c on c.id_general_parameter_value = e.id_channel
     where e.id_status = 'ACTIVE' and upper(r.code) = any($2::text[])
     order by (upper(c.code) in ('AGENCY', 'WHOLESALER')) desc nulls last, e.name limit $3`,
    [idOu, [ENTITY_ROLE.customer, ENTITY_ROLE.both], CUSTOMERS_PER_OU],
  );
  return rows.map((row) => row.id);
}

/**
 * Loads the demo rates of each OU for the 12 months from `start` (today by default): dimensions, all-customer
 * rates for every product instance of the OU and, for a third of them each, the own rates of a few customers.
 * Run after the products are seeded. Answers how many rates it wrote.
 */
export async function seedDemoRates(tx: Queryable, ous: Record<OuCode, string>, catalogs: CatalogIds, start = today()) {
  // Services from the demo's history on (its past reservations were priced by these rates), on sale a month before.
  const periods = seasonPeriods(start, addDays(start, -DEMO_HISTORY_DAYS));
  const purchaseFrom = addDays(start, -30 - DEMO_HISTORY_DAYS);
  let written = 0;
  for (const idOu of Object.values(ous)) {
    const values = await seedDimensions(tx, idOu, catalogs);
    const instances = await tx.query<DemoInstance>(
      `select i.id_product_instance as id, i.code, p.code as "productCode", upper(t.code) as type
       from product_instance i join product p using (id_product)
       join general_parameter_value t on t.id_general_parameter_value = p.id_product_type
       where p.id_ou = $1 order by upper(p.code), i.sort_order, upper(i.code)`,
      [idOu],
    );
    const customers = await demoCustomers(tx, idOu);
    const rows = instances.flatMap((instance, i) => [
      ...instanceRates(instance, periods, values, null),
      ...customers.flatMap((idEntity, c) => (i % 3 === c % 3 ? instanceRates(instance, periods, values, idEntity) : [])),
    ]);
    await insertRates(tx, idOu, rows, catalogs, purchaseFrom);
    written += rows.length;
  }
  return written;
}
