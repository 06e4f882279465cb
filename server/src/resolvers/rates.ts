import type { GraphQLContext } from '../context.ts';
import { loadCancellationPolicies, type CancellationTier } from '../domain/cancellation.ts';
import { priceRate } from '../domain/pricing.ts';
import { checkRates, type InstanceQuote } from '../domain/rateSearch.ts';
import {
  findRate, instancesById, pricingOf, saveRate, searchRateRows, setRateEnabled, subfeaturesOfRates,
} from '../domain/rates/rates.ts';
import { entitiesById } from '../domain/entities.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { notFound } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { batchLoader, perRequest } from './batch.ts';
import { valueLoader } from './generalParameters.ts';

/** GraphQL over domain/rates/rates.ts: the rate instances of the OU and the rate search. */

const loaders = perRequest((context: GraphQLContext) => ({
  subfeatures: batchLoader((ids: string[]) => subfeaturesOfRates(context.db, ids)),
  instance: batchLoader((ids: string[]) => instancesById(context.db, ids)),
  cancellationPolicy: batchLoader<string, CancellationTier[]>((ids) => loadCancellationPolicies(context.db, ids)),
  entity: batchLoader((ids: string[]) => entitiesById(context.db, ids)),
}));

const value = (context: GraphQLContext, id: string | null) => (id ? valueLoader(context).load(id) : null);

/* ---------- the rate search, as GraphQL answers it ---------- */

/** A quote with its catalog values loaded (batched across the quotes of one answer). */
export async function toRateQuote(context: GraphQLContext, quote: InstanceQuote) {
  const [currency, lines] = await Promise.all([
    value(context, quote.idCurrency),
    Promise.all(quote.lines.map(async (line) => ({
      rate: line.rate,
      passengerType: await value(context, line.idPassengerType),
      quantity: line.quantity,
      sellingUnitPrice: line.sellingUnitPrice,
      sellingTotal: line.sellingTotal,
      purchaseTotal: line.purchaseTotal,
    }))),
  ]);
  const { instance, found, noRateParams: noRate, sellingTotal, purchaseTotal } = quote;
  return { instance, found, noRate, currency, lines, sellingTotal, purchaseTotal };
}

export const rateResolvers: Resolvers = {
  Query: {
    searchRates: (_parent, { input }, context) => searchRateRows(context.db, viewerOf(context).idOu, input),
    getRateById: (_parent, { id }, context) => findRate(context.db, viewerOf(context).idOu, id),
    computeRatePricing: (_parent, { input }) => priceRate(input),
    checkRates: async (_parent, { input }, context) =>
      Promise.all((await checkRates(context.db, viewerOf(context).idOu, input)).map((quote) => toRateQuote(context, quote))),
  },
  Mutation: {
    createRate: async (_parent, { data }, context) =>
      (await findRate(context.db, viewerOf(context).idOu, await saveRate(context.db, viewerOf(context), data, false)))!,
    updateRate: async (_parent, { data }, context) =>
      (await findRate(context.db, viewerOf(context).idOu, await saveRate(context.db, viewerOf(context), data, true)))!,
    setRateEnabled: (_parent, { idRateInstance, enabled }, context) =>
      setRateEnabled(context.db, viewerOf(context), idRateInstance, enabled),
  },
  Rate: {
    id: (r) => toGlobalId('Rate', r.idRateInstance),
    productInstance: async (r, _args, context) => {
      const instance = await loaders(context).instance.load(r.idProductInstance);
      if (!instance) throw notFound('Product instance');
      return instance;
    },
    entity: (r, _args, context) => (r.idEntity ? loaders(context).entity.load(r.idEntity) : null),
    currency: (r, _args, context) => value(context, r.idCurrency),
    priceType: (r, _args, context) => value(context, r.idPriceType),
    subfeatures: async (r, _args, context) => (await loaders(context).subfeatures.load(r.idRateInstance)) ?? [],
    pricing: (r) => pricingOf(r),
    cancellationPolicy: async (r, _args, context) => (await loaders(context).cancellationPolicy.load(r.idRateInstance)) ?? [],
  },
};
