import type { Resolvers } from '../graphql/resolvers-types.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { fromGlobalId } from '../graphql/globalId.ts';
import { isUuid } from '../graphql/validation.ts';
import { findGeneralParameter } from './generalParameters.ts';
import { entityBelongsToOu, findEntity, findOu, findPermission, findRole, findUser, seesAllOus } from './rows.ts';

/** Relay refetch: the same visibility as the typed look-ups (users and entities of the current OU only). */
export const nodeResolvers: Resolvers = {
  Query: {
    node: async (_parent, { id }, context) => {
      const viewer = viewerOf(context);
      const { db } = context;
      const global = fromGlobalId(id);
      if (!global || !isUuid(global.localId)) return null;
      const { type, localId } = global;
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
        default:
          return null;
      }
    },
  },
  Node: { __resolveType: (node) => (node as { __typename?: string }).__typename as never ?? null },
};
