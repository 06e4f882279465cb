import type { SessionPolicy } from '../auth/sessionPolicy.ts';
import { requirePermission, viewerOf } from '../graphql/authorization.ts';
import type { Resolvers, SessionState } from '../graphql/resolvers-types.ts';
import { endSessions, sessionsOfUser } from '../domain/users/sessions.ts';
import type { SessionModel } from '../models.ts';

type SessionRow = Pick<SessionModel, 'idStatus' | 'date' | 'lastActivityAt'>;

/** A session whose row still says ACTIVE has nonetheless ended once it went idle or reached its absolute end. */
function sessionState(row: SessionRow, policy: SessionPolicy): SessionState {
  if (row.idStatus !== 'ACTIVE') return 'ENDED';
  const now = policy.now().getTime();
  const idle = now - new Date(row.lastActivityAt).getTime() >= policy.idleSeconds * 1000;
  const old = now - new Date(row.date).getTime() >= policy.absoluteSeconds * 1000;
  return idle || old ? 'EXPIRED' : 'ACTIVE';
}

export const userSessionResolvers: Resolvers = {
  User: {
    // Who may end sessions may see them; anyone else reading a user gets an error on this field only.
    sessions: async (user, _args, context) => {
      await requirePermission(context, 'endUserSessions');
      return sessionsOfUser(context.db, user.idUser);
    },
  },
  Session: {
    state: (session, _args, context) => sessionState(session, context.sessionPolicy),
  },
  Mutation: {
    endUserSessions: (_parent, { idUser, idSession }, context) => endSessions(context.db, viewerOf(context), idUser, idSession),
  },
};
