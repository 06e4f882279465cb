import type { GraphQLContext } from '../context.ts';
import {
  documentsOfTransactions, findPayment, findTransaction, grouped, itemsOfTransactions, paymentDocument,
  paymentsOfReservations, paymentsOfTransactions, reservationItemsById, reservationsById, searchPayableItems, searchPayments, searchTransactions,
} from '../domain/cashierTransactionReads.ts';
import { COULD_NOT_CREATE, VOID_FAILED, completeCashierTransaction, voidPayment, type Cashier } from '../domain/cashierTransactions.ts';
import { entitiesById } from '../domain/entities.ts';
import { documentNumber } from '../domain/fiscalDocuments.ts';
import { instalmentsOf, proposedPayment } from '../domain/paymentSchedules/schedule.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { appError } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { batchLoader, perRequest } from './batch.ts';
import { valueLoader } from './generalParameters.ts';

/*
 * Cashier transactions and payments (issue 9): the GraphQL side of domain/cashierTransactions.ts (the writes) and
 * domain/cashierTransactionReads.ts (the lists and batches). Each mutation runs in one database transaction; an
 * unexpected failure is answered with the SPEC.md section 8 message of the operation ('Could not create cashier
 * transaction', 'Void Payment failed') instead of a bare server error.
 */

const cashierOf = (context: GraphQLContext): Cashier => {
  const viewer = viewerOf(context);
  return { idOu: viewer.idOu, idUser: viewer.idUser };
};

/** Known refusals pass through; anything else becomes the operation's message (the cause stays in the server log). */
export async function failingAs<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { extensions?: { code?: string } }).extensions?.code) throw error;
    console.error(`${message}:`, (error as Error)?.message ?? error);
    throw appError('CONFLICT', message, { reason: 'ERROR' });
  }
}

export const loaders = perRequest((context: GraphQLContext) => ({
  items: batchLoader((ids: string[]) => itemsOfTransactions(context.db, ids)),
  payments: batchLoader((ids: string[]) => paymentsOfTransactions(context.db, ids)),
  documents: batchLoader((ids: string[]) => documentsOfTransactions(context.db, ids)),
  reservation: batchLoader((ids: string[]) => reservationsById(context.db, ids)),
  reservationItem: batchLoader((ids: string[]) => reservationItemsById(context.db, ids)),
  reservationPayments: batchLoader((ids: string[]) => paymentsOfReservations(context.db, viewerOf(context).idOu, ids)),
  // Each reservation's instalments, for the cart's proposal (a reservation's items share one load).
  instalments: batchLoader(async (ids: string[]) => grouped(ids, await instalmentsOf(context.db, ids), (r) => r.idReservation)),
  entity: batchLoader((ids: string[]) => entitiesById(context.db, ids)),
}));

export const cashierTransactionResolvers: Resolvers = {
  Query: {
    searchCashierTransactions: (_parent, { input }, context) => searchTransactions(context.db, viewerOf(context).idOu, input),
    getCashierTransactionById: (_parent, { id }, context) => findTransaction(context.db, viewerOf(context).idOu, id),
    searchPayableReservationItems: (_parent, { input }, context) => searchPayableItems(context.db, viewerOf(context).idOu, input),
    searchPayments: (_parent, { input }, context) => searchPayments(context.db, viewerOf(context).idOu, input),
    getPaymentById: (_parent, { id }, context) => findPayment(context.db, viewerOf(context).idOu, id),
  },
  Mutation: {
    completeCashierTransaction: async (_parent, { data }, context) => {
      const cashier = cashierOf(context);
      const { idCashierTransaction } = await failingAs(COULD_NOT_CREATE, () =>
        context.db.transaction((tx) => completeCashierTransaction(tx, cashier, data)));
      return (await findTransaction(context.db, cashier.idOu, idCashierTransaction))!;
    },
    voidPayment: async (_parent, args, context) => {
      const cashier = cashierOf(context);
      const { idPayment } = await failingAs(VOID_FAILED, () =>
        context.db.transaction((tx) => voidPayment(tx, cashier, args)));
      return (await findPayment(context.db, cashier.idOu, idPayment))!;
    },
  },
  CashierTransaction: {
    id: (t) => toGlobalId('CashierTransaction', t.idCashierTransaction),
    entity: (t, _args, context) => loaders(context).entity.load(t.idEntity),
    currency: (t, _args, context) => valueLoader(context).load(t.idCurrency),
    items: async (t, _args, context) => (await loaders(context).items.load(t.idCashierTransaction)) ?? [],
    payments: async (t, _args, context) => (await loaders(context).payments.load(t.idCashierTransaction)) ?? [],
    documents: async (t, _args, context) => (await loaders(context).documents.load(t.idCashierTransaction)) ?? [],
  },
  CashierTransactionItem: {
    reservation: (c, _args, context) => loaders(context).reservation.load(c.idReservation),
    reservationItem: (c, _args, context) => loaders(context).reservationItem.load(c.idReservationItem),
  },
  Payment: {
    id: (p) => toGlobalId('Payment', p.idPayment),
    currency: (p, _args, context) => valueLoader(context).load(p.idCurrency),
    bank: (p, _args, context) => (p.idBank ? valueLoader(context).load(p.idBank) : null),
    document: async (p, _args, context) => paymentDocument(p, (await loaders(context).documents.load(p.idCashierTransaction)) ?? []),
    availableAmount: (p) => (p.status === 'ACTIVE' && !p.reversalOf ? p.amountApplied : '0.00'),
  },
  PayableReservationItem: {
    scheduledPayment: async (row, _args, context) =>
      proposedPayment((await loaders(context).instalments.load(row.reservation.idReservation)) ?? []),
  },
  Reservation: {
    payments: async (r, _args, context) => (await loaders(context).reservationPayments.load(r.idReservation)) ?? [],
  },
  FiscalDocument: {
    number: (d) => documentNumber(d),
    currency: (d, _args, context) => valueLoader(context).load(d.idCurrency),
    entity: (d, _args, context) => loaders(context).entity.load(d.idEntity),
  },
};
