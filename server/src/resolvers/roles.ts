import type { Queryable } from '../db/database.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { validationError } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import { MAX, duplicate, FieldErrors, isForeignKeyViolation, isUniqueViolation, notFoundField, pageOf } from '../graphql/validation.ts';
import type { PermissionModel, RoleModel } from '../models.ts';
import { PERMISSION_COLUMNS, ROLE_COLUMNS, existingIds, requireRole } from './rows.ts';

/*
 * Roles and permissions are global catalogs (not per OU), managed by ADMIN. Role codes are stored upper-cased.
 */

const CODE_TAKEN = 'A role with this code already exists';
/** Roles the server itself names (ADMIN holds everything; only STG changes OU): their codes cannot change. */
const BUILT_IN = new Set(['ADMIN', 'STG']);
const ROLE_SORTS = {
  code: 'upper(r.code)', description: 'lower(r.description)', createdAt: 'r.created_at', updatedAt: 'r.updated_at',
};

function roleCode(errors: FieldErrors, value: string | null | undefined, partial: boolean) {
  const code = errors.text('code', value, { max: MAX.code, required: true, min: 2, minMessage: 'At least 2 characters' }, partial);
  if (code && !errors.fields.code && !/^[A-Za-z0-9_-]+$/.test(code)) errors.add('code', 'Use only letters, digits, - and _');
  return code?.toUpperCase();
}

async function codeTaken(db: Queryable, code: string, exceptRole?: string) {
  const rows = await db.query('select 1 from role where upper(code) = upper($1) and ($2::uuid is null or id_role <> $2)', [
    code, exceptRole ?? null,
  ]);
  return rows.length > 0;
}

const readRole = async (db: Queryable, idRole: string) =>
  (await db.query<RoleModel>(`select ${ROLE_COLUMNS} from role r where r.id_role = $1`, [idRole]))[0];

/** Shared by associate and remove: the role and every permission must exist; at least one permission. */
async function checkAssociation(db: Queryable, idRole: string, idPermissions: readonly string[]) {
  const ids = [...new Set(idPermissions.map((id) => id.trim().toLowerCase()))];
  if (!ids.length) throw validationError({ idPermissions: 'Select at least one permission' });
  const role = await requireRole(db, idRole, true);
  const found = await existingIds(db, 'permission', ids);
  if (ids.some((id) => !found.has(id))) throw notFoundField('Permission', 'idPermissions');
  return { role, ids };
}

export const roleResolvers: Resolvers = {
  Query: {
    getRoleById: (_parent, { idRole }, context) => requireRole(context.db, idRole),
    getAllRoles: (_parent, _args, context) =>
      context.db.query<RoleModel>(`select ${ROLE_COLUMNS} from role r order by upper(r.code), r.id_role`),
    searchRole: async (_parent, { input }, context) => {
      const page = pageOf(input, ROLE_SORTS, 'code');
      const where = '($1::text is null or r.code ilike $1 or r.description ilike $1)';
      const [data, [{ count }]] = await Promise.all([
        context.db.query<RoleModel>(
          `select ${ROLE_COLUMNS} from role r where ${where} order by ${page.orderBy}, r.id_role offset $2 limit $3`,
          [page.pattern, page.skip, page.take],
        ),
        context.db.query<{ count: number }>(`select count(*)::int as count from role r where ${where}`, [page.pattern]),
      ]);
      return { data, count };
    },
  },
  Mutation: {
    createRole: async (_parent, { roleInput }, context) => {
      const viewer = viewerOf(context);
      const errors = new FieldErrors();
      const code = roleCode(errors, roleInput.code, false);
      const description = errors.text('description', roleInput.description, { max: MAX.description, required: true });
      errors.check();
      if (await codeTaken(context.db, code!)) throw duplicate(CODE_TAKEN, 'code');
      try {
        const [role] = await context.db.query<RoleModel>(
          `insert into role as r (code, description, id_user_create, id_user_update) values ($1, $2, $3, $3)
           returning ${ROLE_COLUMNS}`,
          [code, description, viewer.idUser],
        );
        return { idRole: role.idRole, role };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(CODE_TAKEN, 'code');
        throw error;
      }
    },

    updateRole: async (_parent, { updateInput }, context) => {
      const viewer = viewerOf(context);
      const errors = new FieldErrors();
      const idRole = errors.id('idRole', updateInput.idRole);
      const code = roleCode(errors, updateInput.code, true);
      const description = errors.text('description', updateInput.description, { max: MAX.description, required: true }, true);
      errors.check();
      try {
        return await context.db.transaction(async (tx) => {
          const role = await requireRole(tx, idRole!, true);
          if (code !== undefined && code !== role.code.toUpperCase() && BUILT_IN.has(role.code.toUpperCase())) {
            throw validationError({ code: 'The code of a built-in role cannot change' });
          }
          if (code !== undefined && (await codeTaken(tx, code, role.idRole))) throw duplicate(CODE_TAKEN, 'code');
          const [updated] = await tx.query<RoleModel>(
            `update role r set code = coalesce($2, code), description = coalesce($3, description), id_user_update = $4,
               updated_at = now()
             where id_role = $1 returning ${ROLE_COLUMNS}`,
            [role.idRole, code ?? null, description ?? null, viewer.idUser],
          );
          return updated;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(CODE_TAKEN, 'code');
        throw error;
      }
    },

    associateRolePermission: async (_parent, { associateInput: input }, context) => {
      const viewer = viewerOf(context);
      try {
        return await context.db.transaction(async (tx) => {
          const { role, ids } = await checkAssociation(tx, input.idRole, input.idPermissions);
          await tx.query(
            `insert into role_permission (id_role, id_permission) select $1, unnest($2::uuid[]) on conflict do nothing`,
            [role.idRole, ids],
          );
          await tx.query('update role set id_user_update = $2, updated_at = now() where id_role = $1', [role.idRole, viewer.idUser]);
          return readRole(tx, role.idRole);
        });
      } catch (error) {
        // A permission deleted meanwhile.
        if (isForeignKeyViolation(error)) throw notFoundField('Permission', 'idPermissions');
        throw error;
      }
    },

    removeRolePermission: (_parent, { associateInput: input }, context) => {
      const viewer = viewerOf(context);
      return context.db.transaction(async (tx) => {
        const { role, ids } = await checkAssociation(tx, input.idRole, input.idPermissions);
        await tx.query('delete from role_permission where id_role = $1 and id_permission = any($2::uuid[])', [role.idRole, ids]);
        await tx.query('update role set id_user_update = $2, updated_at = now() where id_role = $1', [role.idRole, viewer.idUser]);
        return readRole(tx, role.idRole);
      });
    },
  },
  Role: {
    id: (role) => toGlobalId('Role', role.idRole),
    permissions: (role, _args, { db }) =>
      db.query<PermissionModel>(
        `select ${PERMISSION_COLUMNS} from role_permission rp join permission p using (id_permission)
         where rp.id_role = $1 order by p.module, p.type, p.value`,
        [role.idRole],
      ),
    userCount: async (role, _args, { db }) =>
      (await db.query<{ count: number }>('select count(*)::int as count from user_role where id_role = $1', [role.idRole]))[0]
        .count,
  },
};
