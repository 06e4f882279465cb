import type { GraphQLContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { searchBookableServices } from '../domain/bookableServices.ts';
import { addDays } from '../domain/calendar.ts';
import { languagesById } from '../domain/catalogs.ts';
import { entitiesById } from '../domain/entities.ts';
import { packagesById } from '../domain/packages.ts';
import { instancesById, ratesById } from '../domain/rates/rates.ts';
import { searchReservationRows } from '../domain/reservationList.ts';
import {
  itemsOfReservations, passengerCountsOf, reservationHistory, revertReservationChange, travelSummaries,
} from '../domain/reservationReads.ts';
import { ITEM_TRANSITIONS, RESERVATION_TRANSITIONS } from '../domain/reservationStatus.ts';
import {
  PRICE_OVERRIDE_PERMISSION, addItem, addPackage, cancelReservation, confirmReservation, createReservation, deleteItem,
  findItem, findReservation, previewCancellationFees, previewItemChange, setItemStatus, updateItem, updateReservation,
  type Actor,
} from '../domain/reservations.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { notFound } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { BookableServiceSearchInput, Resolvers } from '../graphql/resolvers-types.ts';
import { batchLoader, perRequest } from './batch.ts';
import { valueLoader } from './generalParameters.ts';
import { toRateQuote } from './rates.ts';

/*
 * Reservations (issue 8): the list, the editor's data and every change to a reservation and its items. The rules
 * live in domain/reservations.ts (shared with the demo data and the bench), the reads beside it in
 * domain/reservationReads.ts and domain/bookableServices.ts; here are the GraphQL shapes, the batched loaders of the
 * field resolvers and the one transaction each mutation runs in.
 */

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

const loaders = perRequest((context: GraphQLContext) => ({
  items: batchLoader((ids: string[]) => itemsOfReservations(context.db, ids)),
  passengerCounts: batchLoader((ids: string[]) => passengerCountsOf(context.db, ids)),
  travel: batchLoader((ids: string[]) => travelSummaries(context.db, ids)),
  entity: batchLoader((ids: string[]) => entitiesById(context.db, ids)),
  language: batchLoader((ids: string[]) => languagesById(context.db, ids)),
  instance: batchLoader((ids: string[]) => instancesById(context.db, ids)),
  package: batchLoader((ids: string[]) => packagesById(context.db, ids)),
  rate: batchLoader((ids: string[]) => ratesById(context.db, ids)),
  history: batchLoader((ids: string[]) => reservationHistory(context.db, ids)),
}));

/** The bookable services with each product's quote as GraphQL answers it. */
async function bookableServices(context: GraphQLContext, input: BookableServiceSearchInput) {
  const services = await searchBookableServices(context.db, viewerOf(context).idOu, input);
  return Promise.all(services.map(async (service) => ('quote' in service && service.quote
    ? { ...service, quote: await toRateQuote(context, service.quote) }
    : { ...service, quote: null })));
}

/* ---------- the resolvers ---------- */

export const reservationResolvers: Resolvers = {
  Query: {
    searchReservations: (_parent, { input }, context) => searchReservationRows(context.db, viewerOf(context).idOu, input),
    getReservationById: (_parent, { id }, context) => findReservation(context.db, viewerOf(context).idOu, id),
    getReservationItemById: (_parent, { id }, context) => findItem(context.db, viewerOf(context).idOu, id),
    searchBookableServices: (_parent, { input }, context) => bookableServices(context, input),
    reservationCancellationFees: (_parent, { idReservation, idReservationItem }, context) =>
      previewCancellationFees(context.db, viewerOf(context).idOu, idReservation, idReservationItem),
    previewReservationItemChange: async (_parent, { data }, context) => {
      const price = await previewItemChange(context.db, await actorOf(context), data);
      const rate = price.idRateInstance ? await loaders(context).rate.load(price.idRateInstance) : null;
      return { ...price, rate };
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
    revertReservationChange: async (_parent, { idReservationHistory }, context) => revertReservationChange(context.db, await actorOf(context), viewerOf(context), idReservationHistory),
  },
  Reservation: {
    id: (r) => toGlobalId('Reservation', r.idReservation),
    entity: (r, _args, context) => loaders(context).entity.load(r.idEntity),
    currency: (r, _args, context) => valueLoader(context).load(r.idCurrency),
    language: (r, _args, context) => (r.idLanguage ? loaders(context).language.load(r.idLanguage) : null),
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
    // Read after the change's transaction: the totals, status and version it left (the screen updates in place).
    reservation: async (i, _args, context) => {
      const reservation = await findReservation(context.db, viewerOf(context).idOu, i.idReservation);
      if (!reservation) throw notFound('Reservation');
      return reservation;
    },
  },
};
