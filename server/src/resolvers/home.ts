import { today } from '../domain/calendar.ts';
import { homeDashboard } from '../domain/homeDashboard.ts';
import { viewerOf } from '../graphql/authorization.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';

/* The Home dashboard (issue 10): every figure from domain/homeDashboard.ts, in the caller's current OU only. */

export const homeResolvers: Resolvers = {
  Query: {
    homeDashboard: async (_parent, _args, context) => homeDashboard(context.db, viewerOf(context).idOu, today()),
  },
};
