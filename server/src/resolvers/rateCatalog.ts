import type { GraphQLContext } from '../context.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { notFound } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import {
  findRateFeature, findRateSubfeature, rateFeaturesById, saveRateFeature, saveRateSubfeature, searchRateFeatures,
  searchRateSubfeatures, subfeaturesOfFeatures,
} from '../domain/rates/catalog.ts';
import { batchLoader, perRequest } from './batch.ts';
import { valueLoader } from './generalParameters.ts';

/** GraphQL over domain/rates/catalog.ts: the rate features (dimensions) and subfeatures (values) of the OU. */

/** Per request: features by id and each feature's values, batched. */
const loaders = perRequest((context: GraphQLContext) => ({
  feature: batchLoader((ids: string[]) => rateFeaturesById(context.db, ids)),
  subfeatures: batchLoader((ids: string[]) => subfeaturesOfFeatures(context.db, ids)),
}));

/** The rate feature a subfeature belongs to (for Rate.subfeatures and the search screens). */
const rateFeatureOf = (context: GraphQLContext, id: string) => loaders(context).feature.load(id);

const value = (context: GraphQLContext, id: string | null) => (id ? valueLoader(context).load(id) : null);

export const rateCatalogResolvers: Resolvers = {
  Query: {
    searchRateFeatures: (_parent, { input }, context) => searchRateFeatures(context.db, viewerOf(context).idOu, input),
    getRateFeatureById: (_parent, { id }, context) => findRateFeature(context.db, viewerOf(context).idOu, id),
    searchRateSubfeatures: (_parent, { input }, context) => searchRateSubfeatures(context.db, viewerOf(context).idOu, input),
    getRateSubfeatureById: (_parent, { id }, context) => findRateSubfeature(context.db, viewerOf(context).idOu, id),
  },
  Mutation: {
    createRateFeature: async (_parent, { data }, context) =>
      (await findRateFeature(context.db, viewerOf(context).idOu, await saveRateFeature(context.db, viewerOf(context), data, false)))!,
    updateRateFeature: async (_parent, { data }, context) =>
      (await findRateFeature(context.db, viewerOf(context).idOu, await saveRateFeature(context.db, viewerOf(context), data, true)))!,
    createRateSubfeature: async (_parent, { data }, context) =>
      (await findRateSubfeature(context.db, viewerOf(context).idOu, await saveRateSubfeature(context.db, viewerOf(context), data, false)))!,
    updateRateSubfeature: async (_parent, { data }, context) =>
      (await findRateSubfeature(context.db, viewerOf(context).idOu, await saveRateSubfeature(context.db, viewerOf(context), data, true)))!,
  },
  RateFeature: {
    id: (f) => toGlobalId('RateFeature', f.idRateFeature),
    typeFeature: (f, _args, context) => value(context, f.idTypeFeature),
    typeCategoryProduct: (f, _args, context) => value(context, f.idTypeCategoryProduct),
    subfeatures: async (f, _args, context) => (await loaders(context).subfeatures.load(f.idRateFeature)) ?? [],
  },
  RateSubfeature: {
    id: (s) => toGlobalId('RateSubfeature', s.idRateSubfeature),
    typeSubfeature: async (s, _args, context) => {
      const feature = await rateFeatureOf(context, s.idTypeSubfeature);
      if (!feature) throw notFound('Rate feature');
      return feature;
    },
    typeCategoryProduct: (s, _args, context) => value(context, s.idTypeCategoryProduct),
    typeSubfeatureItem: (s, _args, context) => value(context, s.idTypeSubfeatureItem),
  },
};
