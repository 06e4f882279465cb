import type { Resolvers } from '../graphql/resolvers-types.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { createSession, updateSession } from '../domain/users/sessions.ts';

export const sessionResolvers: Resolvers = {
  Mutation: {
    // Sign-in records its own session; this records one for another client (e.g. a kiosk) of the same user.
    createSession: (_parent, { data }, context) => createSession(context.db, viewerOf(context), data),
    updateSession: (_parent, { data }, context) => updateSession(context.db, viewerOf(context), data),
  },
};
