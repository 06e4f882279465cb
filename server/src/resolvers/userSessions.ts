import type { SessionPolicy } from '../auth/sessionPolicy.ts';
import { requirePermission, viewerOf } from '../graphql/authorization.ts';
import { notFound } from '../graphql/errors.ts';
import type { Resolvers, SessionState } from '../graphql/resolvers-types.ts';
import { isUuid } from '../graphql/validation.ts';
import { endUserSessions, findUser, requireUser } from '../domain/users/rows.ts';
import type { SessionModel } from '../models.ts';
import { SESSION_COLUMNS } from './sessions.ts';

/** How many of a user's sign-ins the sessions panel lists (newest first, through session_user_idx). */
const SESSIONS_SHOWN = 20;

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
      return context.db.query<SessionModel>(
        `select ${SESSION_COLUMNS} from session where id_user = $1 order by date desc limit ${SESSIONS_SHOWN}`,
        [user.idUser],
      );
    },
  },
  Session: {
    state: (session, _args, context) => sessionState(session, context.sessionPolicy),
  },
  Mutation: {
    endUserSessions: async (_parent, { idUser, idSession }, context) => {
      const viewer = viewerOf(context);
      return context.db.transaction(async (tx) => {
        const user = await requireUser(tx, viewer, idUser, true);
        if (idSession === null || idSession === undefined) {
          await endUserSessions(tx, user.idUser, viewer.idUser);
        } else {
          if (!isUuid(idSession)) throw notFound('Session');
          await tx.query(
            'update refresh_token set revoked_at = now() where id_session = $1 and id_user = $2 and revoked_at is null',
            [idSession, user.idUser],
          );
          const ended = await tx.query(
            `update session set id_status = 'INACTIVE', id_user_update = $3, updated_at = now()
             where id_session = $1 and id_user = $2 returning 1`,
            [idSession, user.idUser, viewer.idUser],
          );
          if (!ended.length) throw notFound('Session');
        }
        return (await findUser(tx, viewer.idOu, 'id', user.idUser))!;
      });
    },
  },
};
