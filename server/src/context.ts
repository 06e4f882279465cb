import type { Database } from './db/database.ts';
import type { AccessClaims } from './auth/tokens.ts';

export interface Viewer extends AccessClaims {
  isAdmin: boolean;
}

export interface GraphQLContext {
  db: Database;
  /** The signed-in caller, or null when the request carries no valid token for an active session. */
  viewer: Viewer | null;
  /** BACK permission values held through the viewer's roles (loaded once per request). */
  backPermissions: () => Promise<Set<string>>;
}

export function createContext(db: Database, claims: AccessClaims | null): GraphQLContext {
  let permissions: Promise<Set<string>> | undefined;
  const viewer = claims ? { ...claims, isAdmin: claims.roles.includes('ADMIN') } : null;
  return {
    db,
    viewer,
    backPermissions: () =>
      (permissions ??= viewer
        ? db
            .query<{ value: string }>(
              `select distinct p.value from user_role ur
               join role_permission rp on rp.id_role = ur.id_role
               join permission p on p.id_permission = rp.id_permission and p.type = 'BACK'
               where ur.id_user = $1`,
              [viewer.idUser],
            )
            .then((rows) => new Set(rows.map((r) => r.value)))
        : Promise.resolve(new Set<string>())),
  };
}
