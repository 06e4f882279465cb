import type { GraphQLContext } from '../context.ts';
import {
  catalogValuesByCode, createGeneralParameter, findGeneralParameter, parameterValues, searchGeneralParameters,
  updateGeneralParameter, valueCount, valuesById,
} from '../domain/generalParameters.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { batchLoader, perRequest } from './batch.ts';

/** General parameters: the catalogs the forms pick from. The rules and writes are domain/generalParameters.ts. */

/** Per request: values by id (for the fields of every area that point at catalog values). */
export const valueLoader = perRequest((context: GraphQLContext) =>
  batchLoader((ids: string[]) => valuesById(context.db, ids)));

export const generalParameterResolvers: Resolvers = {
  Query: {
    searchGeneralParameters: (_parent, { input }, context) => searchGeneralParameters(context.db, viewerOf(context).idOu, input),
    getGeneralParameterById: (_parent, { id }, context) => findGeneralParameter(context.db, viewerOf(context).idOu, id),
    getGeneralParameterValues: (_parent, { code }, context) => catalogValuesByCode(context.db, viewerOf(context).idOu, code),
  },
  Mutation: {
    createGeneralParameter: (_parent, { data }, context) => createGeneralParameter(context.db, viewerOf(context), data),
    updateGeneralParameter: (_parent, { data }, context) => updateGeneralParameter(context.db, viewerOf(context), data),
  },
  GeneralParameter: {
    id: (g) => toGlobalId('GeneralParameter', g.idGeneralParameter),
    isShared: (g) => g.idOu === null,
    valueCount: (g, _args, { db }) => valueCount(db, g),
    values: (g, _args, { db }) => parameterValues(db, g.idGeneralParameter),
    parent: (g, _args, context) => (g.idParent ? findGeneralParameter(context.db, viewerOf(context).idOu, g.idParent) : null),
  },
};
