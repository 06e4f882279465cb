import type { GraphQLContext } from '../context.ts';
import { findPackage, loadPackageItems } from '../domain/packages.ts';
import { instancesById } from '../domain/rates/rates.ts';
import { availabilityOfPackage, createPackage, searchPackages } from '../domain/products/packageMaintenance.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { notFound } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import type { PackageItemModel } from '../models.ts';
import { batchLoader, perRequest } from './batch.ts';

/* GraphQL over domain/products/packageMaintenance.ts (list, create, availability) and domain/packages.ts. */

/** Per request: items by package, instance rows by id (for lists that show each package's parts). */
const loaders = perRequest((context: GraphQLContext) => ({
  items: batchLoader<string, PackageItemModel[]>((ids) => loadPackageItems(context.db, ids)),
  instance: batchLoader((ids: string[]) => instancesById(context.db, ids)),
}));

export const packageResolvers: Resolvers = {
  Query: {
    searchPackages: (_parent, { input }, context) => searchPackages(context.db, viewerOf(context).idOu, input),
    getPackageById: (_parent, { id }, context) => findPackage(context.db, viewerOf(context).idOu, id),
    getPackageAvailability: (_parent, { input }, context) => availabilityOfPackage(context.db, viewerOf(context), input),
  },
  Mutation: {
    createPackage: (_parent, { data }, context) => createPackage(context.db, viewerOf(context), data),
  },
  Package: {
    id: (pkg) => toGlobalId('Package', pkg.idPackage),
    items: async (pkg, _args, context) => (await loaders(context).items.load(pkg.idPackage)) ?? [],
    itemCount: async (pkg, _args, context) => ((await loaders(context).items.load(pkg.idPackage)) ?? []).length,
  },
  PackageItem: {
    instance: async (item, _args, context) => {
      const instance = await loaders(context).instance.load(item.idProductInstance);
      if (!instance) throw notFound('Product instance');
      return instance;
    },
  },
};
