import type { GraphQLContext } from '../context.ts';
import {
  addRemark, attachDocument, deleteDocument, documentContent, documentView, readDocument, reservationDocuments,
  reservationRemarks,
} from '../domain/reservationDocuments.ts';
import {
  deletePassenger, loadPassengers, passengerHistories, passengersOfReservations, savePassenger,
} from '../domain/reservationPassengers.ts';
import { countriesById } from '../domain/catalogs.ts';
import { viewerOf } from '../graphql/authorization.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { FieldErrors } from '../graphql/validation.ts';
import { batchLoader, perRequest } from './batch.ts';
import { valueLoader } from './generalParameters.ts';

/*
 * A reservation's passengers, remarks and documents. The rules and every write live in
 * server/src/domain/reservationPassengers.ts and reservationDocuments.ts; here are the transactions and the fields.
 */

/**
 * Per request: the passengers of the reservations a list shows and the history of the passengers, each level in one
 * query.
 */
const loaders = perRequest((context: GraphQLContext) => ({
  passengers: batchLoader((ids: string[]) => passengersOfReservations(context.db, ids)),
  history: batchLoader((ids: string[]) => passengerHistories(context.db, ids)),
}));

/** Per request: countries by id (a passenger list names the same few citizenships again and again). */
const countryLoader = perRequest((context: GraphQLContext) => batchLoader((ids: string[]) => countriesById(context.db, ids)));

const catalogValue = (context: GraphQLContext, id: string | null) => (id ? valueLoader(context).load(id) : null);

export const reservationPassengerResolvers: Resolvers = {
  Query: {
    getReservationDocumentContent: (_parent, { idReservationDocument }, context) =>
      documentContent(context.db, viewerOf(context).idOu, idReservationDocument),
  },
  Mutation: {
    saveReservationPassenger: (_parent, { idReservation, data }, context) =>
      context.db.transaction((tx) => savePassenger(tx, viewerOf(context), idReservation, data)),
    deleteReservationPassenger: (_parent, { idReservationPassenger }, context) =>
      context.db.transaction((tx) => deletePassenger(tx, viewerOf(context), idReservationPassenger)),
    loadReservationPassengers: (_parent, { idReservation, passengers }, context) =>
      context.db.transaction((tx) => loadPassengers(tx, viewerOf(context), idReservation, passengers)),
    addReservationRemark: (_parent, { idReservation, text }, context) =>
      context.db.transaction((tx) => addRemark(tx, viewerOf(context), idReservation, text)),
    attachReservationDocument: async (_parent, { data }, context) => {
      const viewer = viewerOf(context);
      const errors = new FieldErrors();
      const fields = readDocument(errors, data);
      errors.check();
      return documentView(await context.db.transaction((tx) => attachDocument(tx, viewer, fields)));
    },
    deleteReservationDocument: (_parent, { idReservationDocument }, context) =>
      context.db.transaction((tx) => deleteDocument(tx, viewerOf(context), idReservationDocument)),
  },
  Reservation: {
    passengers: async (reservation, _args, context) => (await loaders(context).passengers.load(reservation.idReservation)) ?? [],
    remarks: (reservation, _args, { db }) => reservationRemarks(db, reservation.idReservation),
    documents: async (reservation, _args, { db }) =>
      (await reservationDocuments(db, reservation.idReservation)).map(documentView),
  },
  ReservationPassenger: {
    passengerType: (p, _args, context) => catalogValue(context, p.idPassengerType),
    documentType: (p, _args, context) => catalogValue(context, p.idDocumentType),
    gender: (p, _args, context) => catalogValue(context, p.idGender),
    citizenship: (p, _args, context) => (p.idCitizenship ? countryLoader(context).load(p.idCitizenship) : null),
    history: async (p, _args, context) => (await loaders(context).history.load(p.idReservationPassenger)) ?? [],
  },
};
