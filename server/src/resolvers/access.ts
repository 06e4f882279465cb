import { MODULES, routeMatches } from '../auth/permissionCatalog.ts';
import type { GraphQLContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { mayUse, recordDenial, viewerOf } from '../graphql/authorization.ts';
import { FieldErrors } from '../graphql/validation.ts';
import { findUser } from '../domain/users/rows.ts';
import { isUuid } from '../graphql/validation.ts';

/** Whether a user's roles hold a FRONT permission whose route pattern matches the path. */
async function canOpenRoute(db: Queryable, idUser: string, target: string): Promise<boolean> {
  const rows = await db.query<{ code: string; value: string | null }>(
    `select r.code, p.value from user_role ur
     join role r on r.id_role = ur.id_role
     left join role_permission rp on rp.id_role = r.id_role
     left join permission p on p.id_permission = rp.id_permission and p.type = 'FRONT'
     join app_user u on u.id_user = ur.id_user and u.id_status = 'ACTIVE'
     where ur.id_user = $1`,
    [idUser],
  );
  // No row: an inactive or unknown user, or one without roles.
  if (!rows.length) return false;
  if (rows.some((r) => r.code === 'ADMIN')) return true;
  if (rows.some((r) => r.value !== null && routeMatches(r.value, target))) return true;
  // A path no FRONT permission names is no page of the product (/404, a mistyped address): nothing to guard, and the
  // SPA shows its not-found page instead of the forbidden one.
  const guarded = await db.query<{ value: string }>(`select value from permission where type = 'FRONT'`);
  return !guarded.some((p) => routeMatches(p.value, target));
}

/** Every BACK permission there is (operations and capabilities): the catalog grants each one. */
const KNOWN_OPERATIONS: ReadonlySet<string> = new Set(Object.values(MODULES).flatMap((m) => m.back as string[]));
const MAX_ASKED = 100;

/** The names the viewer may use, in the order asked; a screen hides what the server would refuse. */
async function allowedOperations(context: GraphQLContext, names: readonly string[]) {
  if (names.length > MAX_ASKED) {
    const errors = new FieldErrors();
    errors.addCode('names', 'TOO_LONG', { max: MAX_ASKED });
    errors.check();
  }
  const viewer = viewerOf(context);
  const known = [...new Set(names)].filter((name) => KNOWN_OPERATIONS.has(name));
  const allowed = await Promise.all(known.map((name) => mayUse(context, viewer, name)));
  return known.filter((_name, i) => allowed[i]);
}

export const accessResolvers: Resolvers = {
  Query: {
    allowedOperations: (_parent, { names }, context) => allowedOperations(context, names),
    checkAccessToPermission: async (_parent, { target, idUser }, context) => {
      const viewer = viewerOf(context);
      // Asking about someone else is an administrator's question.
      if (idUser !== viewer.idUser && !viewer.isAdmin) return false;
      // A malformed id names nobody (and must not reach the uuid column as an error).
      if (!isUuid(idUser)) return false;
      // Nor about someone of another OU.
      if (idUser !== viewer.idUser && !(await findUser(context.db, viewer.idOu, 'id', idUser))) return false;
      const allowed = await canOpenRoute(context.db, idUser, target);
      // The forbidden page the SPA is about to show is an authorization denial too.
      if (!allowed && idUser === viewer.idUser) await recordDenial(context, { path: target.slice(0, 300) });
      return allowed;
    },
  },
};
