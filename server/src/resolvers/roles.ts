import { viewerOf } from '../graphql/authorization.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import {
  allRoles, associateRolePermissions, createRole, removeRolePermissions, requireRole, rolePermissions, roleUserCount,
  searchRoles, updateRole,
} from '../domain/users/roles.ts';

/** GraphQL over domain/users/roles.ts. */
export const roleResolvers: Resolvers = {
  Query: {
    getRoleById: (_parent, { idRole }, context) => requireRole(context.db, idRole),
    getAllRoles: (_parent, _args, context) => allRoles(context.db),
    searchRole: (_parent, { input }, context) => searchRoles(context.db, input),
  },
  Mutation: {
    createRole: async (_parent, { roleInput }, context) => {
      const role = await createRole(context.db, viewerOf(context), roleInput);
      return { idRole: role.idRole, role };
    },
    updateRole: (_parent, { updateInput }, context) => updateRole(context.db, viewerOf(context), updateInput),
    associateRolePermission: (_parent, { associateInput }, context) =>
      associateRolePermissions(context.db, viewerOf(context), associateInput),
    removeRolePermission: (_parent, { associateInput }, context) =>
      removeRolePermissions(context.db, viewerOf(context), associateInput),
  },
  Role: {
    id: (role) => toGlobalId('Role', role.idRole),
    permissions: (role, _args, { db }) => rolePermissions(db, role.idRole),
    userCount: (role, _args, { db }) => roleUserCount(db, role.idRole),
  },
};
