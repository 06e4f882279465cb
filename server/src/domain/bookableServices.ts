import type { Queryable } from '../db/database.ts';
import { notFound } from '../graphql/errors.ts';
import type { BookableServiceSearchInput } from '../graphql/resolvers-types.ts';
import { FieldErrors, containsPattern, isUuid } from '../graphql/validation.ts';
import type { PackageModel } from '../models.ts';
import { addDays, isDate } from './calendar.ts';
import { INVALID_DATE, readAvailability, readInstanceDays } from './inventory.ts';
import { PACKAGE_COLUMNS, loadPackageItems, packageAvailabilityOf, packageReadRange } from './packages.ts';
import { checkRates } from './rateSearch.ts';
import { findReservation, pricingPassengers } from './reservations.ts';
import { foldSearchText } from './searchText.ts';

/* The services a reservation can add: the reservation editor's search, with availability and price. */

const MAX_BOOKABLE = 50;

/**
 * Products (their active instances) and packages of the OU whose code or name holds the text, each with its
 * availability on the service date and its price in a constant number of queries: the matches, one availability
 * read of the instances, one rate search, the package items and one read of all the packages' part days.
 */
export async function searchBookableServices(db: Queryable, idOu: string, input: BookableServiceSearchInput) {
  const errors = new FieldErrors();
  if (!input.serviceDate) errors.addCode('serviceDate', 'REQUIRED');
  else if (!isDate(input.serviceDate)) errors.addCode('serviceDate', 'INVALID_DATE', {}, INVALID_DATE);
  const quantity = input.quantity ?? 1;
  const nights = input.nights ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 1000) errors.addCode('quantity', 'NUMBER_RANGE', { min: 1, max: 1000 }, 'Must be a whole number from 1 to 1000');
  if (!Number.isInteger(nights) || nights < 1 || nights > 365) errors.addCode('nights', 'NUMBER_RANGE', { min: 1, max: 365 }, 'Must be a whole number from 1 to 365');
  const take = Math.min(Math.max(input.take ?? 20, 1), MAX_BOOKABLE);
  if (input.idEntity && !isUuid(input.idEntity)) errors.addCode('idEntity', 'INVALID_CHOICE', {}, 'Choose one of the listed options');
  errors.check();
  // For a reservation, the quote is the price adding the service would give: its customer and its passengers.
  const reservation = input.idReservation ? await findReservation(db, idOu, input.idReservation) : null;
  if (input.idReservation && !reservation) throw notFound('Reservation');
  const idEntity = reservation?.idEntity ?? input.idEntity;
  const passengers = reservation ? await pricingPassengers(db, reservation) : input.passengers;
  const pattern = containsPattern(foldSearchText(input.text?.trim() ?? ''));
  const [instances, packages] = await Promise.all([
    db.query<{ id: string }>(
      `select i.id_product_instance as id from product p join product_instance i using (id_product)
       where p.id_ou = $1 and p.id_status = 'ACTIVE' and i.id_status = 'ACTIVE'
         and (p.search_text like $2 or lower(i.name) like $2 or lower(i.code) like $2)
       order by lower(p.name), i.sort_order, i.id_product_instance limit $3`,
      [idOu, pattern, take],
    ),
    db.query<PackageModel>(
      `select ${PACKAGE_COLUMNS} from package k where k.id_ou = $1 and k.id_status = 'ACTIVE'
         and k.search_text like $2 order by lower(k.name) limit $3`,
      [idOu, pattern, take],
    ),
  ]);
  const ids = instances.map((i) => i.id);
  const to = addDays(input.serviceDate!, nights - 1);
  const [availability, quotes, packageItems] = await Promise.all([
    readAvailability(db, idOu, ids, input.serviceDate!, to, quantity),
    ids.length ? checkRates(db, idOu, {
      instanceIds: ids, serviceDate: input.serviceDate, idEntity, passengers,
      units: quantity, nights,
    }) : Promise.resolve([]),
    loadPackageItems(db, packages.map((p) => p.idPackage)),
  ]);
  const quoteOf = new Map(quotes.map((q) => [q.instance.idProductInstance, q]));
  const products = availability.map(({ instance, days }) => ({
    instance,
    // The day that stops the booking, else the first: one day stands for the stay.
    availability: days.find((d) => !d.bookable) ?? days[0],
    quote: quoteOf.get(instance.idProductInstance) ?? null,
  }));
  // Every package's parts from one read of their days (starting on the service date: offsets are never negative).
  const partsOf = (pkg: PackageModel) => packageItems.get(pkg.idPackage) ?? [];
  const withParts = packages.filter((pkg) => partsOf(pkg).length);
  const readTo = withParts.reduce((last, pkg) => {
    const { readTo: to } = packageReadRange(partsOf(pkg), input.serviceDate!, input.serviceDate!);
    return to > last ? to : last;
  }, input.serviceDate!);
  const partDays = withParts.length
    ? await readInstanceDays(db, idOu, withParts.flatMap((pkg) => partsOf(pkg).map((i) => i.idProductInstance)), input.serviceDate!, readTo)
    : [];
  const states = new Map(partDays.map((row) => [row.instance.idProductInstance, row.states]));
  const bundles = packages.map((pkg) => ({
    package: pkg,
    packageAvailability: packageAvailabilityOf(pkg, partsOf(pkg), states, input.serviceDate!, input.serviceDate!, input.serviceDate!, quantity)[0],
  }));
  return [...products, ...bundles];
}
