import type { Resolvers } from '../graphql/resolvers-types.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import { findEntity } from '../domain/entities.ts';
import { findOu, findUser, requireUser } from '../domain/users/rows.ts';
import {
  changeUserOu, createUser, deleteUser, rolesOf, searchUsers, setUserRoles, updateUser, usersOfOu,
} from '../domain/users/users.ts';

/** GraphQL over domain/users/users.ts. */
export const userResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, context) => {
      const viewer = viewerOf(context);
      return findUser(context.db, viewer.idOu, 'id', viewer.idUser);
    },
    // Looked up by its natural key: null when there is no such user in the caller's OU.
    getUserByEmailAddress: (_parent, { email }, context) => findUser(context.db, viewerOf(context).idOu, 'email', email),
    getAllUsers: (_parent, _args, context) => usersOfOu(context.db, viewerOf(context).idOu),
    getUserById: (_parent, { id }, context) => requireUser(context.db, viewerOf(context), id),
    getUserRoles: async (_parent, { idUser }, context) => {
      const user = await requireUser(context.db, viewerOf(context), idUser);
      return rolesOf(context.db, user.idUser);
    },
    searchUsers: (_parent, { input }, context) => searchUsers(context.db, viewerOf(context), input),
  },
  Mutation: {
    createUser: async (_parent, { data }, context) => {
      const { user, email, token } = await createUser(context.db, viewerOf(context), data);
      context.deliverLink('activate', email, `/auth/reset-password?token=${token}`);
      return user;
    },
    updateUser: (_parent, { data }, context) => updateUser(context.db, viewerOf(context), data),
    deleteUser: (_parent, { data }, context) => deleteUser(context.db, viewerOf(context), data),
    associateRoleUser: (_parent, { associateRoleUserInput }, context) =>
      setUserRoles(context.db, viewerOf(context), associateRoleUserInput),
    changeUserOu: (_parent, { idUser, idOu, idEntity }, context) =>
      changeUserOu(context.db, viewerOf(context), idUser, idOu, idEntity),
  },
  User: {
    id: (user) => toGlobalId('User', user.idUser),
    ou: async (user, _args, { db }) => (await findOu(db, user.idOu))!,
    entity: (user, _args, { db }) => (user.idEntity ? findEntity(db, user.idEntity) : null),
    roles: (user, _args, { db }) => rolesOf(db, user.idUser),
  },
};
