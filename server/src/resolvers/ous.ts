import { viewerOf } from '../graphql/authorization.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { findEntity } from '../domain/entities.ts';
import {
  createOu, deleteOu, entityLinks, ouByCode, ousOfEntity, ouUsers, searchOus, updateOu, visibleOus,
} from '../domain/users/ous.ts';
import { logoView, removeOuLogo, setOuLogo } from '../domain/users/ouLogo.ts';
import { findOu, requireVisibleOu } from '../domain/users/rows.ts';

/** GraphQL over domain/users/ous.ts. */
export const ouResolvers: Resolvers = {
  Query: {
    getAllOus: (_parent, _args, context) => visibleOus(context.db, viewerOf(context)),
    searchOus: (_parent, { input }, context) => searchOus(context.db, viewerOf(context), input),
    getOuById: (_parent, { id }, context) => requireVisibleOu(context.db, viewerOf(context), id),
    getOuByCode: (_parent, { code }, context) => ouByCode(context.db, viewerOf(context), code),
    getOuByEntityInput: (_parent, { input }, context) => ousOfEntity(context.db, viewerOf(context), input.idEntity),
    getEntityOu: (_parent, { idOu }, context) => entityLinks(context.db, viewerOf(context), idOu),
  },
  Mutation: {
    createOu: (_parent, { data }, context) => createOu(context.db, viewerOf(context), data),
    updateOu: (_parent, { data }, context) => updateOu(context.db, viewerOf(context), data),
    deleteOu: (_parent, { data }, context) => deleteOu(context.db, viewerOf(context), data),
    setOuLogo: (_parent, { data }, context) => setOuLogo(context.db, viewerOf(context), data),
    removeOuLogo: (_parent, { idOu }, context) => removeOuLogo(context.db, viewerOf(context), idOu),
  },
  Ou: {
    id: (ou) => toGlobalId('Ou', ou.idOu),
    entity: (ou, _args, { db }) => findEntity(db, ou.idEntity),
    users: (ou, _args, context) => ouUsers(context.db, context.viewer, ou.idOu),
    logo: (ou, _args, { db }) => logoView(db, ou.idOu),
  },
  EntityOu: {
    entity: async (link, _args, { db }) => (await findEntity(db, link.idEntity))!,
    ou: async (link, _args, { db }) => (await findOu(db, link.idOu))!,
  },
};
