import type { GraphQLContext } from '../context.ts';
import {
  COULD_NOT_CREATE_ADVANCE, VOID_ADVANCE_FAILED, applicableAdvances, applicationsOfAdvances, createAdvance,
  documentsOfAdvances, findAdvance, searchAdvances, voidAdvance,
} from '../domain/advances.ts';
import { viewerOf } from '../graphql/authorization.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { batchLoader, perRequest } from './batch.ts';
import { failingAs, loaders as cashierLoaders } from './cashierTransactions.ts';
import { valueLoader } from './generalParameters.ts';

/*
 * Advances (issue 9): the GraphQL side of domain/advances.ts. The list and its screen are the ADMIN's (role table);
 * the cashier's payments cart finds a customer's applicable advances through searchApplicableAdvances, which the
 * payments module holds.
 */

const loaders = perRequest((context: GraphQLContext) => ({
  document: batchLoader((ids: string[]) => documentsOfAdvances(context.db, ids)),
  applications: batchLoader((ids: string[]) => applicationsOfAdvances(context.db, ids)),
}));

export const advanceResolvers: Resolvers = {
  Query: {
    searchAdvances: (_parent, { input }, context) => searchAdvances(context.db, viewerOf(context).idOu, input),
    getAdvanceById: (_parent, { id }, context) => findAdvance(context.db, viewerOf(context).idOu, id),
    searchApplicableAdvances: (_parent, { idEntity, idCurrency }, context) =>
      applicableAdvances(context.db, viewerOf(context).idOu, idEntity, idCurrency),
  },
  Mutation: {
    createAdvance: async (_parent, { data }, context) => {
      const viewer = viewerOf(context);
      const cashier = { idOu: viewer.idOu, idUser: viewer.idUser };
      const { idAdvance } = await failingAs(COULD_NOT_CREATE_ADVANCE, () =>
        context.db.transaction((tx) => createAdvance(tx, cashier, data)));
      return (await findAdvance(context.db, cashier.idOu, idAdvance))!;
    },
    voidAdvance: async (_parent, args, context) => {
      const viewer = viewerOf(context);
      const cashier = { idOu: viewer.idOu, idUser: viewer.idUser };
      const { idAdvance } = await failingAs(VOID_ADVANCE_FAILED, () =>
        context.db.transaction((tx) => voidAdvance(tx, cashier, args)));
      return (await findAdvance(context.db, cashier.idOu, idAdvance))!;
    },
  },
  Advance: {
    entity: (a, _args, context) => cashierLoaders(context).entity.load(a.idEntity),
    currency: (a, _args, context) => valueLoader(context).load(a.idCurrency),
    bank: (a, _args, context) => (a.idBank ? valueLoader(context).load(a.idBank) : null),
    document: async (a, _args, context) => (await loaders(context).document.load(a.idAdvance)) ?? null,
    invoiceAmount: (a) => a.appliedAmount,
    applications: async (a, _args, context) => (await loaders(context).applications.load(a.idAdvance)) ?? [],
  },
};
