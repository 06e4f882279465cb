import type { GraphQLContext } from '../context.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { notFound } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import {
  deleteOrDisableProduct, findInstance, findProduct, productLists, productsById, productsReferenced, saveProduct,
  searchProductRows, setProductStatus,
} from '../domain/products/products.ts';
import { entitiesById } from '../domain/entities.ts';
import { batchLoader, perRequest } from './batch.ts';
import { valueLoader } from './generalParameters.ts';

/** GraphQL over domain/products/products.ts: the products of the caller's OU. */

/** Per request: the lists hanging off products and instances, one query per level of a list. */
const loaders = perRequest((context: GraphQLContext) => {
  const { db } = context;
  return {
    product: batchLoader((ids: string[]) => productsById(db, viewerOf(context).idOu, ids)),
    supplier: batchLoader((ids: string[]) => entitiesById(db, ids)),
    referenced: batchLoader((ids: string[]) => productsReferenced(db, ids)),
    categories: batchLoader((ids: string[]) => productLists.categories(db, ids)),
    features: batchLoader((ids: string[]) => productLists.features(db, ids)),
    subfeatureItems: batchLoader((ids: string[]) => productLists.subfeatureItems(db, ids)),
    identifications: batchLoader((ids: string[]) => productLists.identifications(db, ids)),
    instances: batchLoader((ids: string[]) => productLists.instances(db, ids)),
    instanceItems: batchLoader((ids: string[]) => productLists.instanceItems(db, ids)),
  };
});

const listOf = async <T>(promise: Promise<T[] | null>) => (await promise) ?? [];

/**
 * Forgets what this request read about a product before writing it: one document may run several mutations and
 * read the same product after each.
 */
function forgetProduct(context: GraphQLContext, idProduct: string, idInstances: readonly (string | null | undefined)[] = []) {
  const l = loaders(context);
  for (const loader of [l.product, l.referenced, l.categories, l.features, l.subfeatureItems, l.identifications, l.instances]) {
    loader.clear(idProduct);
  }
  for (const id of idInstances) if (id) l.instanceItems.clear(id);
}

export const productResolvers: Resolvers = {
  Query: {
    searchProducts: (_parent, { input }, context) => searchProductRows(context.db, viewerOf(context).idOu, input),
    getProductById: (_parent, { id }, context) => findProduct(context.db, viewerOf(context).idOu, id),
    getProductInstanceById: (_parent, { id }, context) => findInstance(context.db, viewerOf(context).idOu, id),
  },
  Mutation: {
    createProduct: async (_parent, { data }, context) => {
      const id = await saveProduct(context.db, viewerOf(context), data, false);
      return (await findProduct(context.db, viewerOf(context).idOu, id))!;
    },
    updateProduct: async (_parent, { data }, context) => {
      const id = await saveProduct(context.db, viewerOf(context), data, true);
      forgetProduct(context, id, data.instances?.map((instance) => instance.idProductInstance) ?? []);
      return (await findProduct(context.db, viewerOf(context).idOu, id))!;
    },
    deleteOrDisableProduct: async (_parent, { idProduct }, context) => {
      const outcome = await deleteOrDisableProduct(context.db, viewerOf(context), idProduct);
      forgetProduct(context, idProduct);
      const product = outcome === 'DISABLED' ? await findProduct(context.db, viewerOf(context).idOu, idProduct) : null;
      return { outcome, product };
    },
    setProductStatus: async (_parent, { idProduct, idStatus }, context) => {
      const viewer = viewerOf(context);
      if (!(await setProductStatus(context.db, viewer, idProduct, idStatus))) throw notFound('Product');
      forgetProduct(context, idProduct);
      return (await findProduct(context.db, viewer.idOu, idProduct))!;
    },
  },
  Product: {
    id: (p) => toGlobalId('Product', p.idProduct),
    productType: (p, _args, context) => valueLoader(context).load(p.idProductType),
    productUnit: (p, _args, context) => valueLoader(context).load(p.idProductUnit),
    supplier: (p, _args, context) => loaders(context).supplier.load(p.idSupplier),
    categories: (p, _args, context) => listOf(loaders(context).categories.load(p.idProduct)),
    features: (p, _args, context) => listOf(loaders(context).features.load(p.idProduct)),
    subfeatureItems: (p, _args, context) => listOf(loaders(context).subfeatureItems.load(p.idProduct)),
    identifications: (p, _args, context) => listOf(loaders(context).identifications.load(p.idProduct)),
    instances: (p, _args, context) => listOf(loaders(context).instances.load(p.idProduct)),
    isReferenced: async (p, _args, context) => (await loaders(context).referenced.load(p.idProduct)) ?? false,
  },
  ProductIdentification: {
    identificationType: (identification, _args, context) => valueLoader(context).load(identification.idIdentificationType),
  },
  ProductInstance: {
    id: (instance) => toGlobalId('ProductInstance', instance.idProductInstance),
    product: async (instance, _args, context) => {
      const product = await loaders(context).product.load(instance.idProduct);
      if (!product) throw notFound('Product');
      return product;
    },
    items: (instance, _args, context) => listOf(loaders(context).instanceItems.load(instance.idProductInstance)),
  },
};
