import type { Database, Queryable } from './db/database.ts';
import type { MfaKit } from './auth/mfaStore.ts';
import { defaultSessionPolicy, policyParams, sessionLiveSql, type SessionPolicy } from './auth/sessionPolicy.ts';
import type { AccessClaims } from './auth/tokens.ts';
import { actorDatabase } from './audit/actorDatabase.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

export interface Viewer extends AccessClaims {
  isAdmin: boolean;
  /** BACK permission values held through the viewer's roles, read with the session (empty for ADMIN, who holds all). */
  backPermissions: ReadonlySet<string>;
}

/** Where reset and activation links go (the same channel the /auth routes use). */
export type DeliverLink = (kind: 'reset' | 'activate', email: string, link: string) => void;

export interface GraphQLContext {
  db: Database;
  /** The signed-in caller, or null when the request carries no valid token for an active session. */
  viewer: Viewer | null;
  /** BACK permission values held through the viewer's roles (read with the session; empty for ADMIN). */
  backPermissions: () => Promise<ReadonlySet<string>>;
  deliverLink: DeliverLink;
  /** Keys and clock of multi-factor sign-in (the Security page's enrolment). */
  mfa: MfaKit;
  /** The session limits and clock the server runs with (sign-in lists show whether a session is still live). */
  sessionPolicy: SessionPolicy;
  /** Where documents are mailed: SMTP (SMTP_URL) or the outbox table. */
  mailer: Mailer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller as the database sees it now, or null when the session ended or the user is no longer active.
 * The OU comes from the session row, not from the token: changeUserOu moves the open sessions, and the next
 * request already works in the new OU. Roles and their BACK permissions are read fresh too, in the same statement
 * (one round trip per request), so a role or permission change is not outlived by a token.
 */
export async function loadViewer(db: Queryable, claims: AccessClaims, policy = defaultSessionPolicy): Promise<Viewer | null> {
  if (!UUID.test(claims.idSession) || !UUID.test(claims.idUser)) return null;
  const [row] = await db.query<{ idOu: string; roles: string[]; permissions: string[] }>(
    `select s.id_ou as "idOu", held.roles,
       case when 'ADMIN' = any(held.roles) then '{}'
         else coalesce((select array_agg(distinct p.value) from user_role ur
                        join role_permission rp on rp.id_role = ur.id_role
                        join permission p on p.id_permission = rp.id_permission and p.type = 'BACK'
                        where ur.id_user = s.id_user), '{}') end as permissions
     from session s join app_user u on u.id_user = s.id_user and u.id_status = 'ACTIVE'
     cross join lateral (select coalesce((select array_agg(r.code order by r.code) from user_role ur join role r using (id_role)
                                          where ur.id_user = s.id_user), '{}') as roles) held
     where s.id_session = $1 and s.id_user = $2 and ${sessionLiveSql('s', 3, 4, 5)}`,
    // An access token never outlives its session's idle timeout or absolute lifetime.
    [claims.idSession, claims.idUser, ...policyParams(policy)],
  );
  if (!row) return null;
  return { ...claims, idOu: row.idOu, roles: row.roles, isAdmin: row.roles.includes('ADMIN'), backPermissions: new Set(row.permissions) };
}

const noDelivery: DeliverLink = () => {};
/** Without a mailer handed in (report routes, tests of other areas) mail stays in the outbox. */
const outboxOnly = createMailer();

export function createContext(
  db: Database,
  viewer: Viewer | null,
  options: { deliverLink?: DeliverLink; mfa: MfaKit; sessionPolicy?: SessionPolicy; mailer?: Mailer },
): GraphQLContext {
  return {
    // The caller's writes carry who made them into the audit trail (server/src/audit/actorDatabase.ts).
    db: viewer ? actorDatabase(db, viewer) : db,
    viewer,
    deliverLink: options.deliverLink ?? noDelivery,
    mfa: options.mfa,
    sessionPolicy: options.sessionPolicy ?? defaultSessionPolicy,
    mailer: options.mailer ?? outboxOnly,
    backPermissions: async () => viewer?.backPermissions ?? new Set<string>(),
  };
}
