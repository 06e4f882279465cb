import { MODULES } from '../auth/permissionCatalog.ts';
import type { GraphQLContext } from '../context.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { mayUse, recordDenial, viewerOf } from '../graphql/authorization.ts';
import { FieldErrors } from '../graphql/validation.ts';
import { canOpenRoute } from '../domain/users/permissions.ts';
import { findUser } from '../domain/users/rows.ts';
import { isUuid } from '../graphql/validation.ts';

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
