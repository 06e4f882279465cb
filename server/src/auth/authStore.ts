import type { Database, Queryable } from '../db/database.ts';
import { isUniqueViolation } from '../graphql/validation.ts';
import { normalizeEmail } from './email.ts';
import { defaultSessionPolicy, policyParams, sessionLiveSql, type SessionPolicy } from './sessionPolicy.ts';
import { hashToken, randomToken } from './tokens.ts';

export interface AuthUser {
  idUser: string;
  idOu: string;
  name: string;
  email: string;
  passwordHash: string | null;
  idStatus: 'ACTIVE' | 'INACTIVE';
  roles: string[];
}

const USER_SELECT = `select u.id_user as "idUser", u.id_ou as "idOu", u.name, u.email, u.password_hash as "passwordHash",
  u.id_status as "idStatus",
  coalesce((select array_agg(r.code order by r.code) from user_role ur join role r using (id_role)
            where ur.id_user = u.id_user), '{}') as roles
  from app_user u`;

/** The account of an address in any form a person may type it (the stored one is normalised). */
export async function findUserByEmail(db: Queryable, email: string): Promise<AuthUser | undefined> {
  const [user] = await db.query<AuthUser>(`${USER_SELECT} where u.email = $1`, [normalizeEmail(email)]);
  return user;
}

/**
 * Rewrites stored addresses that are not yet in normalised form (migration 0017 did the plain ASCII ones; the others
 * need JavaScript's case mapping). One whose normalised form another account holds is left alone. Runs at start and is
 * idempotent, so replicas starting together do no harm.
 */
export async function normalizeStoredEmails(db: Queryable): Promise<{ idUser: string; email: string }[]> {
  const rows = await db.query<{ idUser: string; email: string }>(
    `select id_user as "idUser", email from app_user where email !~ '^[ -~]*$' or email <> lower(btrim(email))`,
  );
  const skipped: { idUser: string; email: string }[] = [];
  for (const row of rows) {
    const email = normalizeEmail(row.email);
    if (email === row.email) continue;
    const done = await db.query(
      `update app_user set email = $2 where id_user = $1 and not exists (select 1 from app_user where email = $2)
       returning 1`,
      [row.idUser, email],
    ).catch((error: unknown) => {
      // Another replica starting at the same moment, or an account created meanwhile, took the address first.
      if (isUniqueViolation(error)) return [];
      throw error;
    });
    if (!done.length) skipped.push(row);
  }
  return skipped;
}

export async function findUserById(db: Queryable, idUser: string): Promise<AuthUser | undefined> {
  const [user] = await db.query<AuthUser>(`${USER_SELECT} where u.id_user = $1`, [idUser]);
  return user;
}

interface SessionInfo {
  ip: string;
  client: string;
  app: string;
}

/** Records a sign-in (the Session record) and starts a refresh-token family for it. */
export async function startSession(db: Database, user: AuthUser, info: SessionInfo, policy = defaultSessionPolicy) {
  return db.transaction(async (tx) => {
    const isV6 = info.ip.includes(':') && !info.ip.startsWith('::ffff:');
    const now = policy.now().toISOString();
    const [session] = await tx.query<{ idSession: string }>(
      `insert into session (id_ou, id_user, ipv4, ipv6, client, app, id_status, id_user_create, id_user_update,
         date, last_activity_at)
       values ($1, $2, $3, $4, $5, $6, 'ACTIVE', $2, $2, $7, $7) returning id_session as "idSession"`,
      [user.idOu, user.idUser, isV6 ? null : info.ip.replace('::ffff:', ''), isV6 ? info.ip : null,
        info.client.slice(0, 500), info.app.slice(0, 100), now],
    );
    const refreshToken = await issueRefreshToken(tx, session.idSession, user.idUser, null, policy);
    return { idSession: session.idSession, refreshToken };
  });
}

/** A refresh token lives until the session would go idle or reach its absolute end, whichever comes first. */
async function issueRefreshToken(
  tx: Queryable, idSession: string, idUser: string, idFamily: string | null, policy: SessionPolicy,
) {
  const token = randomToken();
  await tx.query(
    `insert into refresh_token (id_family, id_session, id_user, token_hash, expires_at)
     select coalesce($1::uuid, gen_random_uuid()), $2, $3, $4,
            least($5::timestamptz + make_interval(secs => $6), s.date + make_interval(secs => $7))
     from session s where s.id_session = $2`,
    [idFamily, idSession, idUser, hashToken(token), ...policyParams(policy)],
  );
  return token;
}

type RotateResult =
  | { ok: true; refreshToken: string; idSession: string; user: AuthUser }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'inactive' | 'ended' };

/**
 * Swaps a refresh token for a new one of the same family. A token presented twice means it was stolen or
 * replayed: the whole family is revoked and the session ends.
 */
export async function rotateRefreshToken(db: Database, token: string, policy = defaultSessionPolicy): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      idRefreshToken: string; idFamily: string; idSession: string; idUser: string;
      expired: boolean; rotatedAt: string | null; revokedAt: string | null; sessionActive: boolean;
    }>(
      `select r.id_refresh_token as "idRefreshToken", r.id_family as "idFamily", r.id_session as "idSession",
              r.id_user as "idUser", r.rotated_at as "rotatedAt", r.revoked_at as "revokedAt",
              -- Idle for too long or past its absolute lifetime: the session is over, whatever the token says.
              (r.expires_at <= $2::timestamptz or not ${sessionLiveSql('s', 2, 3, 4)}) as expired,
              s.id_status = 'ACTIVE' as "sessionActive"
       from refresh_token r join session s on s.id_session = r.id_session where r.token_hash = $1 for update of r`,
      [hashToken(token), ...policyParams(policy)],
    );
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revokedAt && !row.rotatedAt) return { ok: false, reason: 'ended' } as const;
    if (row.rotatedAt || row.revokedAt) {
      await revokeFamily(tx, row.idFamily);
      return { ok: false, reason: 'reused' } as const;
    }
    // A session ended elsewhere (updateSession) must not be revived: its access tokens would be refused anyway.
    if (!row.sessionActive) {
      await revokeFamily(tx, row.idFamily);
      return { ok: false, reason: 'inactive' } as const;
    }
    if (row.expired) {
      // The Session record says it ended, so the administrator's list and the access-token check agree.
      await revokeFamily(tx, row.idFamily);
      return { ok: false, reason: 'expired' } as const;
    }
    const user = await findUserById(tx, row.idUser);
    if (!user || user.idStatus !== 'ACTIVE') {
      await revokeFamily(tx, row.idFamily);
      return { ok: false, reason: 'inactive' } as const;
    }
    await tx.query('update refresh_token set rotated_at = now() where id_refresh_token = $1', [row.idRefreshToken]);
    await tx.query('update session set last_activity_at = $2 where id_session = $1', [row.idSession, policyParams(policy)[0]]);
    const refreshToken = await issueRefreshToken(tx, row.idSession, row.idUser, row.idFamily, policy);
    return { ok: true, refreshToken, idSession: row.idSession, user } as const;
  });
}

async function revokeFamily(tx: Queryable, idFamily: string) {
  await tx.query('update refresh_token set revoked_at = now() where id_family = $1 and revoked_at is null', [idFamily]);
  await tx.query(
    `update session set id_status = 'INACTIVE', updated_at = now()
     where id_session in (select id_session from refresh_token where id_family = $1)`,
    [idFamily],
  );
}

/** Ends a session: its refresh tokens stop working and the Session record turns INACTIVE. */
export async function endSession(db: Database, idSession: string, idUser: string) {
  await db.transaction(async (tx) => {
    await tx.query('update refresh_token set revoked_at = now() where id_session = $1 and revoked_at is null', [idSession]);
    await tx.query(
      `update session set id_status = 'INACTIVE', id_user_update = $2, updated_at = now() where id_session = $1`,
      [idSession, idUser],
    );
  });
}

type LinkPurpose = 'RESET' | 'ACTIVATE';

/**
 * A single-use link token (password reset or account activation), valid for one hour. It revokes the user's older
 * links: only the latest one sent works. Call inside a transaction: the user's row lock makes two requests at once
 * leave one live link.
 */
export async function createLinkToken(tx: Queryable, idUser: string, purpose: LinkPurpose) {
  await tx.query('select 1 from app_user where id_user = $1 for update', [idUser]);
  await revokeLinkTokens(tx, idUser);
  const token = randomToken();
  await tx.query(
    `insert into password_reset (token_hash, id_user, purpose, expires_at) values ($1, $2, $3, now() + interval '1 hour')`,
    [hashToken(token), idUser, purpose],
  );
  return token;
}

/**
 * Revokes every outstanding reset and activation link of a user: on deactivation, deletion, a new e-mail address, a
 * newer link, and a link used.
 */
export async function revokeLinkTokens(tx: Queryable, idUser: string) {
  await tx.query(
    'update password_reset set revoked_at = now() where id_user = $1 and used_at is null and revoked_at is null',
    [idUser],
  );
}

/** Marks a link token used and returns its user and purpose, or undefined when it is unknown, used, revoked or expired. */
export async function consumeLinkToken(tx: Queryable, token: string): Promise<{ idUser: string; purpose: LinkPurpose } | undefined> {
  const [row] = await tx.query<{ idUser: string; purpose: LinkPurpose }>(
    `update password_reset set used_at = now()
     where token_hash = $1 and used_at is null and revoked_at is null and expires_at > now()
     returning id_user as "idUser", purpose`,
    [hashToken(token)],
  );
  return row;
}
