import type { Resolvers } from '../graphql/resolvers-types.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { fromGlobalId } from '../graphql/globalId.ts';
import { findUser, isUuid } from './users.ts';

export const nodeResolvers: Resolvers = {
  Query: {
    node: async (_parent, { id }, context) => {
      const viewer = viewerOf(context);
      const global = fromGlobalId(id);
      if (!global || !isUuid(global.localId)) return null;
      if (global.type === 'User') {
        const user = await findUser(context.db, viewer.idOu, 'id', global.localId);
        return user ? { ...user, __typename: 'User' } : null;
      }
      return null;
    },
  },
  Node: { __resolveType: (node) => (node as { __typename?: string }).__typename as never ?? null },
};
