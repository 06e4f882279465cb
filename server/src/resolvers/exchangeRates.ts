import type { GraphQLContext } from '../context.ts';
import { findExchangeRate, saveExchangeRate, searchExchangeRateRows } from '../domain/exchangeRateMaintenance.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { valueLoader } from './generalParameters.ts';

/* Exchange rates (issue 9): the GraphQL fields over domain/exchangeRateMaintenance.ts. */

const value = (context: GraphQLContext, id: string) => valueLoader(context).load(id).then((v) => v ?? null);

export const exchangeRateResolvers: Resolvers = {
  Query: {
    searchExchangeRates: (_parent, { input }, context) => searchExchangeRateRows(context.db, viewerOf(context).idOu, input),
    getExchangeRateById: (_parent, { id }, context) => findExchangeRate(context.db, viewerOf(context).idOu, id),
  },
  Mutation: {
    createExchangeRate: async (_parent, { data }, context) =>
      (await findExchangeRate(context.db, viewerOf(context).idOu, await saveExchangeRate(context.db, viewerOf(context), data, false)))!,
    updateExchangeRate: async (_parent, { data }, context) =>
      (await findExchangeRate(context.db, viewerOf(context).idOu, await saveExchangeRate(context.db, viewerOf(context), data, true)))!,
  },
  ExchangeRate: {
    id: (x) => toGlobalId('ExchangeRate', x.idExchangeRate),
    currencyFrom: (x, _args, context) => value(context, x.idCurrencyFrom),
    currencyTo: (x, _args, context) => value(context, x.idCurrencyTo),
  },
};
