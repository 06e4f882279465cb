import {
  checkAvailability, pageOfRows, recordInventoryTransaction, recordSalePeriod,
} from '../domain/products/inventory.ts';
import { SALE_PERIOD_COLUMNS, TRANSACTION_COLUMNS } from '../domain/inventory.ts';
import { viewerOf } from '../graphql/authorization.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';

/* Inventory screens: GraphQL over domain/products/inventory.ts. */

export const inventoryResolvers: Resolvers = {
  Query: {
    checkAvailability: (_parent, { input }, context) => checkAvailability(context.db, viewerOf(context).idOu, input),
  },
  Mutation: {
    createInventoryTransaction: (_parent, { data }, context) => recordInventoryTransaction(context.db, viewerOf(context), data),
    setInventorySaleStatus: (_parent, { data }, context) => recordSalePeriod(context.db, viewerOf(context), data),
  },
  ProductInstance: {
    inventoryTransactions: (instance, args, { db }) =>
      pageOfRows(db, 'inventory_transaction', TRANSACTION_COLUMNS, instance.idProductInstance, args),
    salePeriods: (instance, args, { db }) =>
      pageOfRows(db, 'inventory_sale_period', SALE_PERIOD_COLUMNS, instance.idProductInstance, args),
  },
};
