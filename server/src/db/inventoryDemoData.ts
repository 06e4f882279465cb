/*
 * Demo inventory and packages (issue 6): a year of allotments from today for every demo product that keeps
 * inventory, with the seasons a Cusco operator lives by, and three packages. Written set-based (a few statements,
 * whatever the number of instances) and folded into inventory_day by rebuildInventoryDays, so seeding takes well
 * under a second on PGlite.
 */
import { addDays, isDate, today } from '../domain/calendar.ts';
import { rebuildInventoryDays, type InventoryTransactionType, type SaleStatus } from '../domain/inventory.ts';
import type { Queryable } from './database.ts';

/** The seeded window: today and the 364 days after it. */
export const DEMO_INVENTORY_DAYS = 365;
/** Days of allotment before today: the demo's past business (services already done) was booked against them. */
export const DEMO_HISTORY_DAYS = 75;

interface SeedInstance {
  idProductInstance: string;
  productCode: string;
  instanceCode: string;
  productType: string;
  productName: string;
}

interface LedgerRow {
  id: string;
  from: string;
  to: string;
  type: InventoryTransactionType;
  quantity: number;
  note: string;
}

interface PeriodRow {
  id: string;
  from: string;
  to: string;
  status: SaleStatus;
  releaseDays: number;
}

/** A stable number in [min, max] from a text, so every seed gives every instance the same allotment. */
function pick(text: string, min: number, max: number) {
  let hash = 2166136261;
  for (const c of text) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
  return min + (hash % (max - min + 1));
}

/** Rooms per room type (instance codes start with the room: 'DBL-BB'), seats per tour, train or ticket. */
function allotment(instance: SeedInstance): number {
  const key = `${instance.productCode}/${instance.instanceCode}`;
  if (instance.productType === 'HOTEL') {
    const rooms: Record<string, [number, number]> = { SGL: [5, 10], DBL: [12, 20], TWN: [8, 14], TPL: [5, 8], SUI: [5, 6] };
    const [min, max] = rooms[instance.instanceCode.slice(0, 3).toUpperCase()] ?? [5, 20];
    return pick(key, min, max);
  }
  if (instance.productType === 'TOUR') return pick(key, 12, 30);
  if (instance.productType === 'TRAIN') return pick(key, 16, 40);
  if (instance.productType === 'TICKET') return pick(key, 20, 60);
  return pick(key, 10, 20);
}

/** Days before the date that unsold units go back: hotels a week, trains two days, tours and tickets less. */
const RELEASE_DAYS: Record<string, number> = { HOTEL: 7, TRAIN: 2, TOUR: 3, TICKET: 1 };

/**
 * The next occurrence of a yearly period (month-day to month-day, possibly over New Year) that meets the window,
 * clipped to it; null when none does.
 */
function season(window: { from: string; to: string }, start: string, end: string): { from: string; to: string } | null {
  const firstYear = Number(window.from.slice(0, 4)) - 1;
  for (let year = firstYear; year <= firstYear + 2; year++) {
    const from = `${year}-${start}`;
    const toYear = end < start ? year + 1 : year;
    let to = `${toYear}-${end}`;
    // "To the end of February" in a common year.
    if (end === '02-29' && !isDate(to)) to = `${toYear}-02-28`;
    if (!isDate(from) || !isDate(to)) continue;
    if (to < window.from || from > window.to) continue;
    return { from: from < window.from ? window.from : from, to: to > window.to ? window.to : to };
  }
  return null;
}

/** The ledger and sale periods of one instance over the window. */
function planInstance(instance: SeedInstance, index: { hotel: number }, window: { from: string; to: string }) {
  const ledger: LedgerRow[] = [];
  const periods: PeriodRow[] = [];
  const id = instance.idProductInstance;
  const base = allotment(instance);
  const add = (range: { from: string; to: string } | null, type: InventoryTransactionType, quantity: number, note: string) => {
    if (range && quantity !== 0) ledger.push({ id, ...range, type, quantity, note });
  };
  const period = (range: { from: string; to: string } | null, status: SaleStatus, releaseDays: number) => {
    if (range) periods.push({ id, ...range, status, releaseDays });
  };
  const type = instance.productType;
  const contract = { from: addDays(window.from, -DEMO_HISTORY_DAYS), to: window.to };
  add(contract, 'ADD_CAPACITY', base, 'Annual allotment contract');
  add(season(window, '06-01', '08-31'), 'ADD_CAPACITY', Math.ceil(base / 4), 'High season: extra allotment');
  period(contract, 'FREE_SALE', RELEASE_DAYS[type] ?? 0);

  if (type === 'HOTEL') {
    add(season(window, '02-01', '03-15'), 'RELEASE', Math.floor(base * 0.3), 'Low season: rooms given back to the hotel');
    if (/CUZ|CUSCO/i.test(instance.productCode)) {
      add(season(window, '06-20', '06-26'), 'BLOCK', 2, 'Held back for Inti Raymi groups');
    }
    // Every other hotel sells the year end on request (minimum stays); the first one closes for a renovation.
    if (index.hotel % 2 === 1) period(season(window, '12-24', '01-02'), 'ON_REQUEST', 7);
    if (index.hotel === 0) period({ from: addDays(window.from, 40), to: addDays(window.from, 44) }, 'STOP_SALE', 7);
  }
  if (type === 'TRAIN') {
    add({ from: addDays(window.from, 45), to: addDays(window.from, 51) }, 'ADJUSTMENT', -2, 'One carriage out of service');
  }
  // The Inca Trail closes every February for maintenance.
  if (/INCA ?TRAIL|INCATRAIL/i.test(`${instance.productCode} ${instance.productName}`)) {
    period(season(window, '02-01', '02-29'), 'STOP_SALE', RELEASE_DAYS[type] ?? 0);
  }
  return { ledger, periods };
}

async function seedInstances(tx: Queryable): Promise<SeedInstance[]> {
  return tx.query<SeedInstance>(
    `select pi.id_product_instance as "idProductInstance", p.code as "productCode", pi.code as "instanceCode",
       upper(t.code) as "productType", p.name as "productName"
     from product_instance pi
     join product p on p.id_product = pi.id_product
     join general_parameter_value t on t.id_general_parameter_value = p.id_product_type
     where p.has_inventory
       -- Instances that already have a ledger keep it: seeding twice adds nothing.
       and not exists (select 1 from inventory_transaction t where t.id_product_instance = pi.id_product_instance)
     order by p.code, pi.sort_order, pi.code`,
  );
}

/** The seeded rows read as made by an administrator (the ledger shows who), when there is one yet. */
async function seedUser(tx: Queryable): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `select u.id_user as id from app_user u join user_role ur on ur.id_user = u.id_user
     join role r on r.id_role = ur.id_role and r.code = 'ADMIN' order by u.created_at limit 1`,
  );
  return row?.id ?? null;
}

/**
 * Writes rows with created_at a millisecond apart in list order, all before now: the latest sale period decides a
 * day, and anything staff do later comes after the seed.
 */
async function insertLedger(tx: Queryable, rows: LedgerRow[], idUser: string | null) {
  if (!rows.length) return;
  await tx.query(
    `insert into inventory_transaction (id_product_instance, date_from, date_to, transaction_type, quantity, note,
       id_user_create, created_at)
     select r.id, r.date_from, r.date_to, r.type, r.quantity, r.note, $7, now() - (($8 - r.n) * interval '1 millisecond')
     from unnest($1::uuid[], $2::date[], $3::date[], $4::text[], $5::int[], $6::text[]) with ordinality
       as r(id, date_from, date_to, type, quantity, note, n)`,
    [rows.map((r) => r.id), rows.map((r) => r.from), rows.map((r) => r.to), rows.map((r) => r.type),
      rows.map((r) => r.quantity), rows.map((r) => r.note), idUser, rows.length + 1],
  );
}

async function insertPeriods(tx: Queryable, rows: PeriodRow[], idUser: string | null) {
  if (!rows.length) return;
  await tx.query(
    `insert into inventory_sale_period (id_product_instance, date_from, date_to, sale_status, release_days,
       id_user_create, created_at)
     select r.id, r.date_from, r.date_to, r.status, r.release_days, $6, now() - (($7 - r.n) * interval '1 millisecond')
     from unnest($1::uuid[], $2::date[], $3::date[], $4::text[], $5::int[]) with ordinality
       as r(id, date_from, date_to, status, release_days, n)`,
    [rows.map((r) => r.id), rows.map((r) => r.from), rows.map((r) => r.to), rows.map((r) => r.status),
      rows.map((r) => r.releaseDays), idUser, rows.length + 1],
  );
}

interface PackageSpec {
  ou: string;
  code: string;
  name: string;
  shortName: string;
  description: string;
  durationDays: number;
  /** [product code patterns (SQL like, first match wins), instance code pattern, day offset, nights, quantity]. */
  items: [string[], string, number, number, number][];
}

/** The packages of the story, for two travellers sharing a double room. */
const DEMO_PACKAGES: PackageSpec[] = [
  {
    ou: 'CUZ', code: 'CUZ-4D3N', name: 'Cusco 4D/3N', shortName: 'Cusco 4D/3N', durationDays: 4,
    description: 'Three nights in Cusco with the city tour and the Sacred Valley, airport transfers included. For two travellers.',
    items: [
      [['TRF-CUZ-APT-HTL', 'TRF-CUZ-APT%', 'TRF-%CUZ%'], 'VAN%', 0, 1, 1],
      [['HTL-CUZ-PLAZAIMP', 'HTL-CUZ-%', 'HTL-%CUZ%'], 'DBL%', 0, 3, 1],
      [['TOUR-CUZ-CITY', 'TOUR-CUZ-%'], 'SHR-EN%', 1, 1, 2],
      [['TOUR-CUZ-SACVAL', 'TOUR-%SAC%'], 'SHR-EN%', 2, 1, 2],
      [['TRF-CUZ-HTL-APT', 'TRF-CUZ-%APT', 'TRF-%CUZ%'], 'VAN%', 3, 1, 1],
    ],
  },
  {
    ou: 'CUZ', code: 'SVMP-3D2N', name: 'Sacred Valley & Machu Picchu 3D/2N', shortName: 'Valley & MAPI 3D/2N', durationDays: 3,
    description: 'The Sacred Valley with a night in the valley, the train to Aguas Calientes, a night there and a guided '
      + 'visit to Machu Picchu. For two travellers.',
    items: [
      [['TOUR-CUZ-SACVAL', 'TOUR-%SAC%'], 'SHR-EN%', 0, 1, 2],
      [['HTL-URB-TAMBO', 'HTL-URB-%', 'HTL-%VALLE%'], 'DBL%', 0, 1, 1],
      [['TRF-URB-HTL-OLL', 'TRF-%OLL%'], 'VAN%', 1, 1, 1],
      [['TRN-OLL-MAP-SAR', 'TRN-OLL-MAP-%', 'TRN-%'], 'EXP%', 1, 1, 2],
      [['HTL-MAP-CLOUDFOREST', 'HTL-MAP-%'], 'DBL%', 1, 1, 1],
      [['TKT-MAP-CIRCUIT2', 'TKT-MAP-%'], '%', 2, 1, 2],
      [['TOUR-MAP-GUIDED', 'TOUR-MAP-%'], 'SHR-EN%', 2, 1, 2],
      [['TRN-MAP-OLL-SAR', 'TRN-MAP-OLL-%'], 'EXP%', 2, 1, 2],
    ],
  },
  {
    ou: 'LIM', code: 'LIM-GASTRO-2D1N', name: 'Lima gastronomic 2D/1N', shortName: 'Lima food 2D/1N', durationDays: 2,
    description: 'A night in Miraflores with the culinary tour (market, ceviche and pisco) and the city tour. For two travellers.',
    items: [
      [['TRF-LIM-APT-MIR', 'TRF-LIM-%'], 'CAR%', 0, 1, 1],
      [['HTL-LIM-COSTAVERDE', 'HTL-LIM-%'], 'DBL%', 0, 1, 1],
      [['TOUR-LIM-GASTRO', 'TOUR-LIM-%GAS%', 'TOUR-LIM-%FOOD%'], 'PRV-EN%', 0, 1, 2],
      [['TOUR-LIM-CITY', 'TOUR-LIM-%'], 'SHR-EN%', 1, 1, 2],
    ],
  },
];

/** The first active instance matching the patterns in the OU, or null. */
async function findDemoInstance(tx: Queryable, idOu: string, productPatterns: string[], instancePattern: string) {
  for (const pattern of productPatterns) {
    const [row] = await tx.query<{ id: string }>(
      `select pi.id_product_instance as id from product_instance pi join product p on p.id_product = pi.id_product
       where p.id_ou = $1 and upper(p.code) like $2 and upper(pi.code) like $3
         and p.id_status = 'ACTIVE' and pi.id_status = 'ACTIVE'
       order by p.code, pi.sort_order, pi.code limit 1`,
      [idOu, pattern, instancePattern],
    );
    if (row) return row.id;
  }
  return null;
}

/**
 * Creates a package in the first OU (its own first) where at least two of its parts exist; parts that exist
 * nowhere are left out. Answers whether it was created.
 */
async function seedPackage(tx: Queryable, spec: PackageSpec, idUser: string | null): Promise<boolean> {
  const ous = await tx.query<{ id: string }>('select id_ou as id from ou order by (code = $1) desc, code', [spec.ou]);
  for (const { id: idOu } of ous) {
    const items: { id: string; dayOffset: number; nights: number; quantity: number }[] = [];
    for (const [patterns, instancePattern, dayOffset, nights, quantity] of spec.items) {
      const id = await findDemoInstance(tx, idOu, patterns, instancePattern);
      if (id) items.push({ id, dayOffset, nights, quantity });
    }
    if (items.length < 2) continue;
    const [row] = await tx.query<{ id: string }>(
      `insert into package (id_ou, code, name, short_name, description, duration_days, id_user_create, id_user_update)
       values ($1, $2, $3, $4, $5, $6, $7, $7) on conflict do nothing returning id_package as id`,
      [idOu, spec.code, spec.name, spec.shortName, spec.description, spec.durationDays, idUser],
    );
    if (!row) return false;
    await tx.query(
      `insert into package_item (id_package, id_product_instance, day_offset, nights, quantity, sort_order)
       select $1::uuid, r.id, r.day_offset, r.nights, r.quantity, r.n - 1
       from unnest($2::uuid[], $3::int[], $4::int[], $5::int[]) with ordinality as r(id, day_offset, nights, quantity, n)`,
      [row.id, items.map((i) => i.id), items.map((i) => i.dayOffset), items.map((i) => i.nights), items.map((i) => i.quantity)],
    );
    return true;
  }
  return false;
}

/**
 * Gives every demo instance that keeps inventory a year of allotments from today (with seasons, a renovation stop
 * sale, the Inca Trail's February closure, year-end on request, release periods) and creates the three demo
 * packages. Runs inside the demo-data transaction, after the products.
 */
export async function seedDemoInventory(tx: Queryable) {
  const from = today();
  const window = { from, to: addDays(from, DEMO_INVENTORY_DAYS - 1) };
  const instances = await seedInstances(tx);
  const idUser = await seedUser(tx);
  const ledger: LedgerRow[] = [];
  const periods: PeriodRow[] = [];
  const index = { hotel: -1 };
  let lastHotel = '';
  for (const instance of instances) {
    if (instance.productType === 'HOTEL' && instance.productCode !== lastHotel) {
      index.hotel++;
      lastHotel = instance.productCode;
    }
    const plan = planInstance(instance, index, window);
    ledger.push(...plan.ledger);
    periods.push(...plan.periods);
  }
  await insertLedger(tx, ledger, idUser);
  await insertPeriods(tx, periods, idUser);
  await rebuildInventoryDays(tx, instances.map((i) => i.idProductInstance));
  let packages = 0;
  for (const spec of DEMO_PACKAGES) if (await seedPackage(tx, spec, idUser)) packages++;
  return { instances: instances.length, transactions: ledger.length, salePeriods: periods.length, packages };
}
