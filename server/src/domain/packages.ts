/*
 * Packages: a named bundle of product instances, each placed on a day of the trip (day_offset 0 is the start date)
 * and using `nights` consecutive days. A package is sold as its parts: availability is the minimum over the parts,
 * and a booking holds each part (expandPackage gives the parts with their dates).
 */
import type { Queryable } from '../db/database.ts';
import { notFound } from '../graphql/errors.ts';
import { isUuid } from '../graphql/validation.ts';
import type { PackageItemModel, PackageModel } from '../models.ts';
import { addDays, eachDay, toEpochDay } from './calendar.ts';
import { dayBlock, readInstanceDays, type AvailabilityBlock, type DayState } from './inventory.ts';

export const PACKAGE_COLUMNS = `k.id_package as "idPackage", k.id_ou as "idOu", k.code, k.name, k.short_name as "shortName",
  k.description, k.duration_days as "durationDays", k.id_status as "idStatus", k.created_at as "createdAt",
  k.updated_at as "updatedAt"`;

const PACKAGE_ITEM_COLUMNS = `i.id_package_item as "idPackageItem", i.id_package as "idPackage",
  i.id_product_instance as "idProductInstance", i.day_offset as "dayOffset", i.nights, i.quantity`;

/** A package of the OU, or null (also for another OU's and for malformed ids). */
export async function findPackage(db: Queryable, idOu: string, idPackage: string): Promise<PackageModel | null> {
  if (!isUuid(idPackage)) return null;
  const [row] = await db.query<PackageModel>(
    `select ${PACKAGE_COLUMNS} from package k where k.id_package = $1 and k.id_ou = $2`,
    [idPackage, idOu],
  );
  return row ?? null;
}

/** Packages by id (the request loaders' batched read). */
export async function packagesById(db: Queryable, ids: string[]) {
  const rows = await db.query<PackageModel>(`select ${PACKAGE_COLUMNS} from package k where k.id_package = any($1::uuid[])`, [ids]);
  return new Map(rows.map((row) => [row.idPackage, row]));
}

/** The items of each package, in their order. */
export async function loadPackageItems(db: Queryable, packageIds: readonly string[]): Promise<Map<string, PackageItemModel[]>> {
  const rows = await db.query<PackageItemModel>(
    `select ${PACKAGE_ITEM_COLUMNS} from package_item i where i.id_package = any($1::uuid[])
     order by i.id_package, i.sort_order, i.id_package_item`,
    [packageIds.filter(isUuid)],
  );
  const out = new Map<string, PackageItemModel[]>(packageIds.map((id) => [id, []]));
  for (const row of rows) out.get(row.idPackage)?.push(row);
  return out;
}

interface PackagePart {
  idPackageItem: string;
  idProductInstance: string;
  dayOffset: number;
  nights: number;
  /** The first and the last day the part uses (a 3-night stay from the 10th uses the 10th to the 12th). */
  dateFrom: string;
  dateTo: string;
  /** Units for the packages asked: the item's quantity times the number of packages. */
  quantity: number;
}

/** Where a part of a package falls for a start date. */
export const partOf = (item: PackageItemModel, startDate: string, packages = 1): PackagePart => ({
  idPackageItem: item.idPackageItem,
  idProductInstance: item.idProductInstance,
  dayOffset: item.dayOffset,
  nights: item.nights,
  dateFrom: addDays(startDate, item.dayOffset),
  dateTo: addDays(startDate, item.dayOffset + item.nights - 1),
  quantity: item.quantity * packages,
});

/**
 * A package of the OU as the parts a booking adds for a start date, in the package's order: each part is an
 * instance, a date range and a quantity, ready for holdInventoryItems (with a holdRef of the booking's choosing).
 * NOT_FOUND for a package the OU does not have; the caller decides what an INACTIVE package means to it.
 */
export async function expandPackage(
  db: Queryable, idOu: string, idPackage: string, startDate: string, packages = 1,
): Promise<{ package: PackageModel; parts: PackagePart[] }> {
  const pkg = await findPackage(db, idOu, idPackage);
  if (!pkg) throw notFound('Package');
  const items = (await loadPackageItems(db, [pkg.idPackage])).get(pkg.idPackage) ?? [];
  return { package: pkg, parts: items.map((item) => partOf(item, startDate, packages)) };
}

export interface PackageAvailabilityDay {
  startDate: string;
  /** Packages free: the minimum over the limited parts; null when no part is limited. */
  free: number | null;
  bookable: boolean;
  limitingItem: PackageItemModel | null;
  block: AvailabilityBlock | null;
}

/** Units each (instance, day) must give per package: two parts on one instance and day add up. */
function demandPerPackage(items: PackageItemModel[]) {
  const demand = new Map<string, number>();
  for (const item of items) {
    for (let n = 0; n < item.nights; n++) {
      const key = `${item.idProductInstance}|${item.dayOffset + n}`;
      demand.set(key, (demand.get(key) ?? 0) + item.quantity);
    }
  }
  return demand;
}

const MISSING: DayState = {
  limited: true, active: false, capacity: 0, held: 0, saleStatus: 'FREE_SALE', releaseDays: 0, daysAhead: 0,
};

/**
 * Per start date of [from, to]: how many packages are free (the minimum over the parts of what each part's days
 * have free, divided by what the part takes) and whether `packages` of them can be booked directly; otherwise the
 * first part that stops it, and why. One read of the parts' day rows.
 */
export async function packageAvailability(
  db: Queryable, idOu: string, pkg: PackageModel, items: PackageItemModel[], from: string, to: string, packages: number,
): Promise<PackageAvailabilityDay[]> {
  if (pkg.idStatus !== 'ACTIVE' || !items.length) return packageAvailabilityOf(pkg, items, new Map(), from, from, to, packages);
  const { readFrom, readTo } = packageReadRange(items, from, to);
  const instances = await readInstanceDays(db, idOu, items.map((i) => i.idProductInstance), readFrom, readTo);
  const states = new Map(instances.map((row) => [row.instance.idProductInstance, row.states]));
  return packageAvailabilityOf(pkg, items, states, readFrom, from, to, packages);
}

/** The days a package's parts use for start dates [from, to]. */
export function packageReadRange(items: PackageItemModel[], from: string, to: string) {
  const firstOffset = Math.min(...items.map((i) => i.dayOffset));
  const lastOffset = Math.max(...items.map((i) => i.dayOffset + i.nights - 1));
  return { readFrom: addDays(from, firstOffset), readTo: addDays(to, lastOffset) };
}

/**
 * packageAvailability over day states already read (several packages from one read): `states` holds each
 * instance's days from `statesFrom` on.
 */
export function packageAvailabilityOf(
  pkg: PackageModel, items: PackageItemModel[], states: Map<string, DayState[]>, statesFrom: string, from: string, to: string,
  packages: number,
): PackageAvailabilityDay[] {
  const starts = eachDay(from, to);
  if (pkg.idStatus !== 'ACTIVE' || !items.length) {
    return starts.map((startDate) => ({ startDate, free: null, bookable: false, limitingItem: null, block: 'INACTIVE' }));
  }
  const demand = demandPerPackage(items);
  const base = toEpochDay(statesFrom);

  return starts.map((startDate) => {
    // The states start at readFrom: the day `offset` after this start is at startIndex + offset.
    const startIndex = toEpochDay(startDate) - base;
    let free: number | null = null;
    let limitingItem: PackageItemModel | null = null;
    let block: AvailabilityBlock | null = null;
    for (const item of items) {
      for (let n = 0; n < item.nights; n++) {
        const offset = item.dayOffset + n;
        // An instance the OU no longer has (or a moved product) cannot be sold: it counts as inactive.
        const state = states.get(item.idProductInstance)?.[startIndex + offset] ?? MISSING;
        const perPackage = demand.get(`${item.idProductInstance}|${offset}`)!;
        if (state.limited) {
          const partFree = Math.floor(Math.max(0, state.capacity - state.held) / perPackage);
          free = free === null ? partFree : Math.min(free, partFree);
        }
        const dayBlocked = dayBlock(state, perPackage * packages);
        if (dayBlocked && !limitingItem) {
          limitingItem = item;
          block = dayBlocked;
        }
      }
    }
    return { startDate, free, bookable: limitingItem === null, limitingItem, block };
  });
}
