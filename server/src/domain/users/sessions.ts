import { removeMfa } from '../../auth/mfaStore.ts';
import type { Viewer } from '../../context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../graphql/errors.ts';
import type { CreateSessionInput, UpdateSessionInput } from '../../graphql/resolvers-types.ts';
import { FieldErrors, isUuid } from '../../graphql/validation.ts';
import type { SessionModel } from '../../models.ts';
import { endUserSessions, findUser, requireUser } from './rows.ts';

/*
 * A user's sessions as the administration sees and ends them, and an administrator's reset of someone's
 * multi-factor sign-in. Each writer locks the user row first (requireUser ... lock), then their sessions.
 */

const SESSION_COLUMNS = `last_activity_at as "lastActivityAt", id_session as "idSession", id_ou as "idOu", id_user as "idUser",
  id_session_oauth as "idSessionOauth", date, ipv4, ipv6, macaddress, client, app, id_status as "idStatus",
  id_user_create as "idUserCreate", id_user_update as "idUserUpdate"`;

const LIMITS = { ipv4: 15, ipv6: 45, macaddress: 17, client: 500, app: 100 } as const;

/** How many of a user's sign-ins the sessions panel lists (newest first, through session_user_idx). */
const SESSIONS_SHOWN = 20;

/** Records a session of the viewer for another client of theirs (e.g. a kiosk). */
export async function createSession(db: Queryable, viewer: Viewer, data: CreateSessionInput) {
  const errors = new FieldErrors();
  for (const [key, max] of Object.entries(LIMITS)) {
    const value = data[key as keyof typeof LIMITS];
    if (value && value.length > max) errors.addCode(key, 'TOO_LONG', { max });
  }
  errors.check();
  const [session] = await db.query<SessionModel>(
    `insert into session (id_ou, id_user, ipv4, ipv6, macaddress, client, app, id_user_create, id_user_update)
     values ($1, $2, $3, $4, $5, $6, $7, $2, $2) returning ${SESSION_COLUMNS}`,
    [viewer.idOu, viewer.idUser, data.ipv4 ?? null, data.ipv6 ?? null, data.macaddress ?? null,
      data.client ?? null, data.app ?? null],
  );
  return session;
}

/** Sets a session's status: the viewer's own, or anyone's of the OU for an administrator. */
export async function updateSession(db: Queryable, viewer: Viewer, data: UpdateSessionInput) {
  const [session] = await db.query<SessionModel>(
    `update session set id_status = $3, id_user_update = $2, updated_at = now()
     where id_session::text = $1 and id_ou = $4 and (id_user = $2 or $5)
       and (id_status = 'ACTIVE' or $3 = 'INACTIVE') returning ${SESSION_COLUMNS}`,
    [data.idSession, viewer.idUser, data.idStatus, viewer.idOu, viewer.isAdmin],
  );
  // An ended session stays ended: reopening it would revive access tokens the person signed out of.
  if (!session) throw notFound('Active session');
  return session;
}

/** A user's latest sessions, newest first. */
export function sessionsOfUser(db: Queryable, idUser: string) {
  return db.query<SessionModel>(
    `select ${SESSION_COLUMNS} from session where id_user = $1 order by date desc limit ${SESSIONS_SHOWN}`,
    [idUser],
  );
}

/** Ends one session of a user of the viewer's OU, or all of them (no idSession); answers the user. */
export function endSessions(db: Database, viewer: Viewer, idUser: string, idSession: string | null | undefined) {
  return db.transaction(async (tx) => {
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
}

/** An administrator removes a user's authenticator; answers the user. */
export function resetUserMfa(db: Database, viewer: Viewer, idUser: string) {
  return db.transaction(async (tx) => {
    const user = await requireUser(tx, viewer, idUser, true);
    await removeMfa(tx, user.idUser);
    // Whoever holds a session of theirs (maybe with a stolen phone's codes) is signed out at once.
    await endUserSessions(tx, user.idUser, viewer.idUser);
    await tx.query('update app_user set id_user_update = $2, updated_at = now() where id_user = $1', [user.idUser, viewer.idUser]);
    return user;
  });
}

/** Whether the user has a confirmed authenticator. */
export async function mfaEnrolled(db: Queryable, idUser: string) {
  return (await db.query('select 1 from user_mfa where id_user = $1 and confirmed_at is not null', [idUser])).length > 0;
}
