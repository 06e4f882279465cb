import type { Resolvers } from '../graphql/resolvers-types.ts';
import type { SessionModel } from '../models.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { notFound } from '../graphql/errors.ts';
import { FieldErrors } from '../graphql/validation.ts';

export const SESSION_COLUMNS = `last_activity_at as "lastActivityAt", id_session as "idSession", id_ou as "idOu", id_user as "idUser",
  id_session_oauth as "idSessionOauth", date, ipv4, ipv6, macaddress, client, app, id_status as "idStatus",
  id_user_create as "idUserCreate", id_user_update as "idUserUpdate"`;

const LIMITS = { ipv4: 15, ipv6: 45, macaddress: 17, client: 500, app: 100 } as const;

export const sessionResolvers: Resolvers = {
  Mutation: {
    // Sign-in records its own session; this records one for another client (e.g. a kiosk) of the same user.
    createSession: async (_parent, { data }, context) => {
      const viewer = viewerOf(context);
      const errors = new FieldErrors();
      for (const [key, max] of Object.entries(LIMITS)) {
        const value = data[key as keyof typeof LIMITS];
        if (value && value.length > max) errors.addCode(key, 'TOO_LONG', { max });
      }
      errors.check();
      const [session] = await context.db.query<SessionModel>(
        `insert into session (id_ou, id_user, ipv4, ipv6, macaddress, client, app, id_user_create, id_user_update)
         values ($1, $2, $3, $4, $5, $6, $7, $2, $2) returning ${SESSION_COLUMNS}`,
        [viewer.idOu, viewer.idUser, data.ipv4 ?? null, data.ipv6 ?? null, data.macaddress ?? null,
          data.client ?? null, data.app ?? null],
      );
      return session;
    },
    updateSession: async (_parent, { data }, context) => {
      const viewer = viewerOf(context);
      const [session] = await context.db.query<SessionModel>(
        `update session set id_status = $3, id_user_update = $2, updated_at = now()
         where id_session::text = $1 and id_ou = $4 and (id_user = $2 or $5)
           and (id_status = 'ACTIVE' or $3 = 'INACTIVE') returning ${SESSION_COLUMNS}`,
        [data.idSession, viewer.idUser, data.idStatus, viewer.idOu, viewer.isAdmin],
      );
      // An ended session stays ended: reopening it would revive access tokens the person signed out of.
      if (!session) throw notFound('Active session');
      return session;
    },
  },
};
