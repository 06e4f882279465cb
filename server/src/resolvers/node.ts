import type { NodeResolvers, Resolvers } from '../graphql/resolvers-types.ts';
import { requireOperation } from '../graphql/authorization.ts';
import { fromGlobalId } from '../graphql/globalId.ts';
import { isUuid } from '../graphql/validation.ts';
import { findDailyCashier } from '../domain/dailyCashier.ts';
import { findPackage } from '../domain/packages.ts';
import { findExchangeRate } from '../domain/exchangeRateMaintenance.ts';
import { findGeneralParameter } from '../domain/generalParameters.ts';
import { findCategory, findFeature } from '../domain/products/catalog.ts';
import { findInstance, findProduct } from '../domain/products/products.ts';
import { findRateFeature, findRateSubfeature } from '../domain/rates/catalog.ts';
import { findRate } from '../domain/rates/rates.ts';
import { entityBelongsToOu, findEntity } from '../domain/entities.ts';
import { findOu, findPermission, findRole, findUser, seesAllOus } from '../domain/users/rows.ts';

/**
 * The typed query each Node type is read by on its own: `node` asks the caller for the same BACK permission, so a role
 * refused `getRateById` cannot read a rate through `node` either.
 */
export const NODE_READ_OPERATION: Record<string, string> = {
  User: 'getUserById', Ou: 'getOuById', Entity: 'getEntityById', Role: 'getRoleById', Permission: 'getAllPermissions',
  GeneralParameter: 'getGeneralParameterById', ProductCategory: 'getProductCategoryById',
  ProductFeature: 'getProductFeatureById', Product: 'getProductById', ProductInstance: 'getProductInstanceById',
  Package: 'getPackageById', RateFeature: 'getRateFeatureById', RateSubfeature: 'getRateSubfeatureById',
  Rate: 'getRateById', DailyCashier: 'getDailyCashierById', ExchangeRate: 'getExchangeRateById',
};

/** The GraphQL types that are Nodes (each row `node` answers carries one as __typename). */
type NodeTypename = NonNullable<Awaited<ReturnType<NodeResolvers['__resolveType']>>>;

/** Relay refetch: the same permission and visibility as the typed look-ups (users and entities of the current OU only). */
export const nodeResolvers: Resolvers = {
  Query: {
    node: async (_parent, { id }, context) => {
      const { db } = context;
      const global = fromGlobalId(id);
      if (!global || !isUuid(global.localId)) return null;
      const { type, localId } = global;
      const operation = NODE_READ_OPERATION[type];
      if (!operation) return null;
      const viewer = await requireOperation(context, operation);
      const typed = <T extends object>(row: T | null | undefined) => (row ? { ...row, __typename: type } : null);
      switch (type) {
        case 'User':
          return typed(await findUser(db, viewer.idOu, 'id', localId));
        case 'Ou':
          return seesAllOus(viewer) || localId === viewer.idOu ? typed(await findOu(db, localId)) : null;
        case 'Entity':
          return (await entityBelongsToOu(db, viewer.idOu, localId)) ? typed(await findEntity(db, localId)) : null;
        case 'Role':
          return typed(await findRole(db, localId));
        case 'Permission':
          return typed(await findPermission(db, localId));
        case 'GeneralParameter':
          return typed(await findGeneralParameter(db, viewer.idOu, localId));
        case 'ProductCategory':
          return typed(await findCategory(db, viewer.idOu, localId));
        case 'ProductFeature':
          return typed(await findFeature(db, viewer.idOu, localId));
        case 'Product':
          return typed(await findProduct(db, viewer.idOu, localId));
        case 'ProductInstance':
          return typed(await findInstance(db, viewer.idOu, localId));
        case 'Package':
          return typed(await findPackage(db, viewer.idOu, localId));
        case 'RateFeature':
          return typed(await findRateFeature(db, viewer.idOu, localId));
        case 'RateSubfeature':
          return typed(await findRateSubfeature(db, viewer.idOu, localId));
        case 'Rate':
          return typed(await findRate(db, viewer.idOu, localId));
        case 'DailyCashier':
          return typed(await findDailyCashier(db, viewer.idOu, localId));
        case 'ExchangeRate':
          return typed(await findExchangeRate(db, viewer.idOu, localId));
        default:
          return null;
      }
    },
  },
  Node: { __resolveType: (node) => (node as { __typename?: NodeTypename }).__typename ?? null },
};
