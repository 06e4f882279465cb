import { viewerOf } from '../graphql/authorization.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import {
  createPermission, deletePermission, listPermissions, modulePermissions, searchPermissions,
} from '../domain/users/permissions.ts';

/** GraphQL over domain/users/permissions.ts. */
export const permissionResolvers: Resolvers = {
  Query: {
    getAllPermissions: (_parent, { skip, take }, context) => listPermissions(context.db, skip, take),
    searchPermissions: (_parent, { searchInput, idRole }, context) => searchPermissions(context.db, searchInput, idRole),
    getModulePermissions: (_parent, _args, context) => modulePermissions(context.db),
  },
  Mutation: {
    createPermission: async (_parent, { permissionInput }, context) => {
      const permission = await createPermission(context.db, viewerOf(context), permissionInput);
      return { idPermission: permission.idPermission, permission };
    },
    deletePermission: (_parent, { idPermission }, context) => deletePermission(context.db, idPermission),
  },
  Permission: { id: (permission) => toGlobalId('Permission', permission.idPermission) },
};
