import type { GraphQLContext } from '../context.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { notFound } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { ProductFeatureInput, Resolvers } from '../graphql/resolvers-types.ts';
import {
  type FeatureKind, categoryProductCount, featureItemCount, featureItems, featuresById, findCategory, findFeature,
  saveCategory, saveFeature, searchCategories, searchFeatures,
} from '../domain/products/catalog.ts';
import { batchLoader, perRequest } from './batch.ts';
import { valueLoader } from './generalParameters.ts';

/** GraphQL over domain/products/catalog.ts: categories, features and subfeatures of the caller's OU. */

/** Per request: features by id, for ProductFeatureItem.feature. */
const featureLoader = perRequest((context: GraphQLContext) =>
  batchLoader((ids: string[]) => featuresById(context.db, ids)));

const catalogValue = (context: GraphQLContext, id: string) => valueLoader(context).load(id);

const featureMutations = (kind: FeatureKind) => ({
  create: async (_parent: unknown, { data }: { data: ProductFeatureInput }, context: GraphQLContext) => {
    const id = await saveFeature(context.db, viewerOf(context), kind, data, false);
    return (await findFeature(context.db, viewerOf(context).idOu, id, kind))!;
  },
  update: async (_parent: unknown, { data }: { data: ProductFeatureInput }, context: GraphQLContext) => {
    const id = await saveFeature(context.db, viewerOf(context), kind, data, true);
    return (await findFeature(context.db, viewerOf(context).idOu, id, kind))!;
  },
});

const features = featureMutations('FEATURE');
const subfeatures = featureMutations('SUBFEATURE');

export const productCatalogResolvers: Resolvers = {
  Query: {
    searchProductCategories: (_parent, { input }, context) => searchCategories(context.db, viewerOf(context).idOu, input),
    getProductCategoryById: (_parent, { id }, context) => findCategory(context.db, viewerOf(context).idOu, id),
    searchProductFeatures: (_parent, { input }, context) =>
      searchFeatures(context.db, viewerOf(context).idOu, 'FEATURE', input),
    getProductFeatureById: (_parent, { id }, context) => findFeature(context.db, viewerOf(context).idOu, id, 'FEATURE'),
    searchProductSubfeatures: (_parent, { input }, context) =>
      searchFeatures(context.db, viewerOf(context).idOu, 'SUBFEATURE', input),
    getProductSubfeatureById: (_parent, { id }, context) =>
      findFeature(context.db, viewerOf(context).idOu, id, 'SUBFEATURE'),
  },
  Mutation: {
    createProductCategory: async (_parent, { data }, context) => {
      const id = await saveCategory(context.db, viewerOf(context), data, false);
      return (await findCategory(context.db, viewerOf(context).idOu, id))!;
    },
    updateProductCategory: async (_parent, { data }, context) => {
      const id = await saveCategory(context.db, viewerOf(context), data, true);
      return (await findCategory(context.db, viewerOf(context).idOu, id))!;
    },
    createProductFeature: features.create,
    updateProductFeature: features.update,
    createProductSubfeature: subfeatures.create,
    updateProductSubfeature: subfeatures.update,
  },
  ProductCategory: {
    id: (c) => toGlobalId('ProductCategory', c.idProductCategory),
    categoryType: (c, _args, context) => catalogValue(context, c.idCategoryType),
    productCount: (c, _args, { db }) => categoryProductCount(db, c),
  },
  ProductFeature: {
    id: (f) => toGlobalId('ProductFeature', f.idProductFeature),
    featureType: (f, _args, context) => catalogValue(context, f.idFeatureType),
    items: (f, _args, { db }) => featureItems(db, f.idProductFeature),
    itemCount: (f, _args, { db }) => featureItemCount(db, f),
  },
  ProductFeatureItem: {
    itemType: (item, _args, context) => catalogValue(context, item.idItemType),
    feature: async (item, _args, context) => {
      const feature = await featureLoader(context).load(item.idProductFeature);
      if (!feature) throw notFound('Feature');
      return feature;
    },
  },
};
