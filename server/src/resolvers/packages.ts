import type { GraphQLContext } from '../context.ts';
import { findPackage, loadPackageItems } from '../domain/packages.ts';
import { availabilityOfPackage, createPackage, searchPackages } from '../domain/products/packageMaintenance.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { notFound } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { isUuid } from '../graphql/validation.ts';
import type { PackageItemModel, ProductInstanceModel } from '../models.ts';
import { batchLoader, perRequest } from './batch.ts';

/* GraphQL over domain/products/packageMaintenance.ts (list, create, availability) and domain/packages.ts. */

/** Per request: items by package, instance rows by id (for lists that show each package's parts). */
const loaders = perRequest((context: GraphQLContext) => ({
  items: batchLoader<string, PackageItemModel[]>((ids) => loadPackageItems(context.db, ids)),
  instance: batchLoader<string, ProductInstanceModel>(async (ids) => {
    const rows = await context.db.query<ProductInstanceModel>(
      `select pi.id_product_instance as "idProductInstance", pi.id_product as "idProduct", pi.code, pi.name,
         pi.short_name as "shortName", pi.id_status as "idStatus"
       from product_instance pi where pi.id_product_instance = any($1::uuid[])`,
      [ids.filter(isUuid)],
    );
    return new Map(rows.map((row) => [row.idProductInstance, row]));
  }),
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
