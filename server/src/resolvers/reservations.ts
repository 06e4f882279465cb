import type { GraphQLContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { addDays, isDate } from '../domain/calendar.ts';
import { INVALID_DATE, readAvailability, readInstanceDays } from '../domain/inventory.ts';
import { PACKAGE_COLUMNS, loadPackageItems, packageAvailabilityOf, packageReadRange } from '../domain/packages.ts';
import { RATE_COLUMNS, checkRates } from '../domain/rateSearch.ts';
import { revertPassengerChange } from '../domain/reservationPassengers.ts';
import { searchReservationRows } from '../domain/reservationList.ts';
import { ITEM_TRANSITIONS, RESERVATION_TRANSITIONS } from '../domain/reservationStatus.ts';
import {
  ITEM_COLUMNS, PRICE_OVERRIDE_PERMISSION, addItem, addPackage,
  cancelReservation, confirmReservation, createReservation, deleteItem, findItem, findReservation, lockRevertibleEntry,
  previewCancellationFees, previewItemChange, pricingPassengers,
  revertItemChange, setItemStatus, updateItem, updateReservation, type Actor,
} from '../domain/reservations.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { notFound } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { BookableServiceSearchInput, Resolvers } from '../graphql/resolvers-types.ts';
import { FieldErrors, containsPattern, isUuid } from '../graphql/validation.ts';
import type { EntityModel, PackageModel, ProductInstanceModel, RateModel, ReservationItemModel } from '../models.ts';
import { batchLoader, perRequest } from './batch.ts';
import { foldSearchText } from '../domain/searchText.ts';
import { valueLoader } from './generalParameters.ts';
import { INSTANCE_COLUMNS } from '../domain/products/products.ts';
import { toRateQuote } from './rates.ts';

/*
 * Reservations (issue 8): the list, the editor's data and every change to a reservation and its items. The rules
 * live in domain/reservations.ts (shared with the demo data and the bench); here are the GraphQL shapes, the
 * batched loaders of the field resolvers and the one transaction each mutation runs in.
 */

/** What the reservations list shows of a reservation's services and passengers (one read per page). */
interface TravelSummary { firstServiceDate: string | null; lastServiceDate: string | null; leadPassengerName: string | null }

/** The person calling, as the domain needs them: OU, author and whether they may price by hand. */
async function actorOf(context: GraphQLContext): Promise<Actor> {
  const viewer = viewerOf(context);
  const canOverridePrice = viewer.isAdmin || (await context.backPermissions()).has(PRICE_OVERRIDE_PERMISSION);
  return { idOu: viewer.idOu, idUser: viewer.idUser, canOverridePrice };
}

const inTransaction = async <T>(context: GraphQLContext, fn: (tx: Queryable, actor: Actor) => Promise<T>) => {
  const actor = await actorOf(context);
  return context.db.transaction((tx) => fn(tx, actor));
};

/* ---------- loaders ---------- */

interface HistoryEntry {
  idReservationHistory: string;
  subject: 'ITEM' | 'PASSENGER';
  idSubject: string;
  operation: string;
  before: string | null;
  after: string | null;
  canRevert: boolean;
  createdAt: Date;
  createdBy: string | null;
}

/** History entries of subjects (items or passengers), newest first, each saying whether it can be reverted now. */
async function loadHistory(db: Queryable, subjectIds: readonly string[]) {
  const rows = await db.query<HistoryEntry>(
    `select h.id_reservation_history as "idReservationHistory", h.subject, h.id_subject as "idSubject", h.operation,
       h.before::text as before, h.after::text as after,
       (row_number() over (partition by h.id_subject order by h.created_at desc, h.id_reservation_history desc) = 1
         and h.before is not null) as "canRevert",
       h.created_at as "createdAt", u.name as "createdBy"
     from reservation_history h left join app_user u on u.id_user = h.id_user_create
     where h.id_subject = any($1::uuid[])
     order by h.id_subject, h.created_at desc, h.id_reservation_history desc`,
    [subjectIds],
  );
  const grouped = new Map<string, HistoryEntry[]>(subjectIds.map((id) => [id, []]));
  for (const row of rows) grouped.get(row.idSubject)?.push(row);
  return grouped;
}

const loaders = perRequest((context: GraphQLContext) => ({
  items: batchLoader<string, ReservationItemModel[]>(async (ids) => {
    const rows = await context.db.query<ReservationItemModel>(
      `select ${ITEM_COLUMNS} from reservation_item i where i.id_reservation = any($1::uuid[]) order by i.item_number`, [ids],
    );
    const grouped = new Map<string, ReservationItemModel[]>(ids.map((id) => [id, []]));
    for (const row of rows) grouped.get(row.idReservation)!.push(row);
    return grouped;
  }),
  passengerCounts: batchLoader<string, number>(async (ids) => {
    const rows = await context.db.query<{ id: string; count: number }>(
      `select id_reservation as id, count(*)::int as count from reservation_passenger
       where id_reservation = any($1::uuid[]) and status = 'ACTIVE' group by 1`,
      [ids],
    );
    return new Map(ids.map((id) => [id, rows.find((r) => r.id === id)?.count ?? 0]));
  }),
  travel: batchLoader<string, TravelSummary>(async (ids) => {
    const rows = await context.db.query<TravelSummary & { id: string }>(
      `select r.id_reservation as id,
         (select min(i.service_date)::text from reservation_item i
           where i.id_reservation = r.id_reservation and i.status <> 'CANCELLED') as "firstServiceDate",
         (select max(i.service_date + (i.nights - 1))::text from reservation_item i
           where i.id_reservation = r.id_reservation and i.status <> 'CANCELLED') as "lastServiceDate",
         (select p.first_name || ' ' || p.last_name from reservation_passenger p
           where p.id_reservation = r.id_reservation and p.status = 'ACTIVE'
           order by p.sort_order, p.created_at, p.id_reservation_passenger limit 1) as "leadPassengerName"
       from reservation r where r.id_reservation = any($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map(({ id, ...summary }) => [id, summary]));
  }),
  entity: batchLoader<string, EntityModel>(async (ids) => {
    const rows = await context.db.query<EntityModel>(
      `select id_entity as "idEntity", name, commercial_name as "commercialName", id_status as "idStatus"
       from entity where id_entity = any($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.idEntity, row]));
  }),
  language: batchLoader<string, { idLanguage: string; name: string; nameEs: string | null; shortName: string; code: string }>(async (ids) => {
    const rows = await context.db.query<{ idLanguage: string; name: string; nameEs: string | null; shortName: string; code: string }>(
      `select id_language as "idLanguage", name, name_es as "nameEs", short_name as "shortName", code from language where id_language = any($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.idLanguage, row]));
  }),
  instance: batchLoader<string, ProductInstanceModel>(async (ids) => {
    const rows = await context.db.query<ProductInstanceModel>(
      `select ${INSTANCE_COLUMNS} from product_instance i where i.id_product_instance = any($1::uuid[])`, [ids],
    );
    return new Map(rows.map((row) => [row.idProductInstance, row]));
  }),
  package: batchLoader<string, PackageModel>(async (ids) => {
    const rows = await context.db.query<PackageModel>(`select ${PACKAGE_COLUMNS} from package k where k.id_package = any($1::uuid[])`, [ids]);
    return new Map(rows.map((row) => [row.idPackage, row]));
  }),
  rate: batchLoader<string, RateModel>(async (ids) => {
    const rows = await context.db.query<RateModel>(`select ${RATE_COLUMNS} from rate_instance r where r.id_rate_instance = any($1::uuid[])`, [ids]);
    return new Map(rows.map((row) => [row.idRateInstance, row]));
  }),
  history: batchLoader<string, HistoryEntry[]>((ids) => loadHistory(context.db, ids)),
}));

/* ---------- revert ---------- */

async function revertChange(context: GraphQLContext, idReservationHistory: string) {
  const idHistory = await inTransaction(context, async (tx, actor) => {
    const { reservation, entry } = await lockRevertibleEntry(tx, actor.idOu, idReservationHistory);
    if (entry.subject === 'ITEM') await revertItemChange(tx, actor, entry, reservation);
    // Passenger changes belong to the passenger module, which checks and restores them its own way.
    else await revertPassengerChange(tx, entry, viewerOf(context));
    const [latest] = await tx.query<{ id: string }>(
      `select id_reservation_history as id from reservation_history where id_subject = $1
       order by created_at desc, id_reservation_history desc limit 1`,
      [entry.idSubject],
    );
    return { id: latest.id, idSubject: entry.idSubject };
  });
  const entries = (await loadHistory(context.db, [idHistory.idSubject])).get(idHistory.idSubject) ?? [];
  return entries.find((e) => e.idReservationHistory === idHistory.id)!;
}

/* ---------- bookable services ---------- */

const MAX_BOOKABLE = 50;

/**
 * Products (their active instances) and packages of the OU whose code or name holds the text, each with its
 * availability on the service date and its price in a constant number of queries: the matches, one availability
 * read of the instances, one rate search, the package items and one read of all the packages' part days.
 */
async function searchBookableServices(context: GraphQLContext, input: BookableServiceSearchInput) {
  const viewer = viewerOf(context);
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
  const { db } = context;
  // For a reservation, the quote is the price adding the service would give: its customer and its passengers.
  const reservation = input.idReservation ? await findReservation(db, viewer.idOu, input.idReservation) : null;
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
      [viewer.idOu, pattern, take],
    ),
    db.query<PackageModel>(
      `select ${PACKAGE_COLUMNS} from package k where k.id_ou = $1 and k.id_status = 'ACTIVE'
         and k.search_text like $2 order by lower(k.name) limit $3`,
      [viewer.idOu, pattern, take],
    ),
  ]);
  const ids = instances.map((i) => i.id);
  const to = addDays(input.serviceDate!, nights - 1);
  const [availability, quotes, packageItems] = await Promise.all([
    readAvailability(db, viewer.idOu, ids, input.serviceDate!, to, quantity),
    ids.length ? checkRates(db, viewer.idOu, {
      instanceIds: ids, serviceDate: input.serviceDate, idEntity, passengers,
      units: quantity, nights,
    }) : Promise.resolve([]),
    loadPackageItems(db, packages.map((p) => p.idPackage)),
  ]);
  const quoteOf = new Map(quotes.map((q) => [q.instance.idProductInstance, q]));
  const products = await Promise.all(availability.map(async ({ instance, days }) => {
    const quote = quoteOf.get(instance.idProductInstance);
    return {
      instance,
      // The day that stops the booking, else the first: one day stands for the stay.
      availability: days.find((d) => !d.bookable) ?? days[0],
      quote: quote ? await toRateQuote(context, quote) : null,
    };
  }));
  // Every package's parts from one read of their days (starting on the service date: offsets are never negative).
  const partsOf = (pkg: PackageModel) => packageItems.get(pkg.idPackage) ?? [];
  const withParts = packages.filter((pkg) => partsOf(pkg).length);
  const readTo = withParts.reduce((last, pkg) => {
    const { readTo: to } = packageReadRange(partsOf(pkg), input.serviceDate!, input.serviceDate!);
    return to > last ? to : last;
  }, input.serviceDate!);
  const partDays = withParts.length
    ? await readInstanceDays(db, viewer.idOu, withParts.flatMap((pkg) => partsOf(pkg).map((i) => i.idProductInstance)), input.serviceDate!, readTo)
    : [];
  const states = new Map(partDays.map((row) => [row.instance.idProductInstance, row.states]));
  const bundles = packages.map((pkg) => ({
    package: pkg,
    packageAvailability: packageAvailabilityOf(pkg, partsOf(pkg), states, input.serviceDate!, input.serviceDate!, input.serviceDate!, quantity)[0],
  }));
  return [...products, ...bundles];
}

/* ---------- the resolvers ---------- */

export const reservationResolvers: Resolvers = {
  Query: {
    searchReservations: (_parent, { input }, context) => searchReservationRows(context.db, viewerOf(context).idOu, input),
    getReservationById: (_parent, { id }, context) => findReservation(context.db, viewerOf(context).idOu, id),
    getReservationItemById: (_parent, { id }, context) => findItem(context.db, viewerOf(context).idOu, id),
    searchBookableServices: (_parent, { input }, context) => searchBookableServices(context, input) as never,
    reservationCancellationFees: (_parent, { idReservation, idReservationItem }, context) =>
      previewCancellationFees(context.db, viewerOf(context).idOu, idReservation, idReservationItem),
    previewReservationItemChange: async (_parent, { data }, context) => {
      const price = await previewItemChange(context.db, await actorOf(context), data);
      const rate = price.idRateInstance ? await loaders(context).rate.load(price.idRateInstance) : null;
      return { ...price, rate } as never;
    },
  },
  Mutation: {
    createReservation: (_parent, { data }, context) => inTransaction(context, (tx, actor) => createReservation(tx, actor, data)),
    updateReservation: (_parent, { data }, context) => inTransaction(context, (tx, actor) => updateReservation(tx, actor, data)),
    confirmReservation: (_parent, { idReservation, version }, context) =>
      inTransaction(context, (tx, actor) => confirmReservation(tx, actor, idReservation, version)),
    cancelReservation: (_parent, { idReservation, reason }, context) =>
      inTransaction(context, (tx, actor) => cancelReservation(tx, actor, idReservation, reason)),
    addReservationItem: (_parent, { data }, context) => inTransaction(context, (tx, actor) => addItem(tx, actor, data)),
    addReservationPackage: (_parent, args, context) => inTransaction(context, (tx, actor) => addPackage(tx, actor, args)),
    updateReservationItem: (_parent, { data }, context) => inTransaction(context, (tx, actor) => updateItem(tx, actor, data)),
    confirmReservationItem: (_parent, { idReservationItem }, context) =>
      inTransaction(context, (tx, actor) => setItemStatus(tx, actor, idReservationItem, 'CONFIRMED')),
    cancelReservationItem: (_parent, { idReservationItem, reason }, context) =>
      inTransaction(context, (tx, actor) => setItemStatus(tx, actor, idReservationItem, 'CANCELLED', reason)),
    deleteReservationItem: (_parent, { idReservationItem }, context) =>
      inTransaction(context, (tx, actor) => deleteItem(tx, actor, idReservationItem)),
    revertReservationChange: (_parent, { idReservationHistory }, context) => revertChange(context, idReservationHistory),
  },
  Reservation: {
    id: (r) => toGlobalId('Reservation', r.idReservation),
    entity: (r, _args, context) => loaders(context).entity.load(r.idEntity),
    currency: (r, _args, context) => valueLoader(context).load(r.idCurrency),
    language: (r, _args, context) => (r.idLanguage ? loaders(context).language.load(r.idLanguage) : null) as never,
    items: async (r, _args, context) => (await loaders(context).items.load(r.idReservation)) ?? [],
    registeredPassengerCount: async (r, _args, context) => (await loaders(context).passengerCounts.load(r.idReservation)) ?? 0,
    leadPassengerName: async (r, _args, context) => (await loaders(context).travel.load(r.idReservation))?.leadPassengerName ?? null,
    firstServiceDate: async (r, _args, context) => (await loaders(context).travel.load(r.idReservation))?.firstServiceDate ?? null,
    lastServiceDate: async (r, _args, context) => (await loaders(context).travel.load(r.idReservation))?.lastServiceDate ?? null,
    allowedTransitions: (r) => [...RESERVATION_TRANSITIONS[r.status]],
  },
  ReservationItem: {
    id: (i) => toGlobalId('ReservationItem', i.idReservationItem),
    instance: async (i, _args, context) => {
      const instance = await loaders(context).instance.load(i.idProductInstance);
      if (!instance) throw notFound('Product instance');
      return instance;
    },
    package: (i, _args, context) => (i.idPackage ? loaders(context).package.load(i.idPackage) : null),
    serviceDateTo: (i) => addDays(i.serviceDate, i.nights - 1),
    allowedTransitions: (i) => [...ITEM_TRANSITIONS[i.status]],
    rate: (i, _args, context) => (i.idRateInstance ? loaders(context).rate.load(i.idRateInstance) : null),
    // A cancelled item still owes the unpaid part of its fee.
    amountPayable: (i) => (i.status === 'CONFIRMED' || i.cancellationFee !== null ? i.pendingAmount : '0.00'),
    history: async (i, _args, context) => (await loaders(context).history.load(i.idReservationItem)) ?? [],
  },
};
