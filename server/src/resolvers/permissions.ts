import { MODULES } from '../auth/permissionCatalog.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { notFound, validationError } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import { MAX, conflict, duplicate, FieldErrors, isUniqueViolation, notFoundField, pageOf, tooLong } from '../graphql/validation.ts';
import type { PermissionModel } from '../models.ts';
import { PERMISSION_COLUMNS, findPermission, findRole } from './rows.ts';

const VALUE_TAKEN = 'A permission with this type and value already exists';
const ORDER = 'p.module, p.type, p.value, p.id_permission';

/** The module a permission belongs to when the form leaves it out: the catalog's, else "custom". */
function moduleOf(type: 'FRONT' | 'BACK', value: string) {
  for (const [name, module] of Object.entries(MODULES)) {
    if ((type === 'FRONT' ? module.front : module.back).includes(value)) return name;
  }
  return 'custom';
}

export const permissionResolvers: Resolvers = {
  Query: {
    getAllPermissions: async (_parent, { skip, take }, context) => {
      const page = pageOf({ skip, take }, { module: ORDER }, 'module');
      const [data, [{ count }]] = await Promise.all([
        context.db.query<PermissionModel>(
          `select ${PERMISSION_COLUMNS} from permission p order by ${ORDER} offset $1 limit $2`,
          [page.skip, page.take],
        ),
        context.db.query<{ count: number }>('select count(*)::int as count from permission'),
      ]);
      return { data, count };
    },

    /**
     * Permissions by text (value or module), type and module. With idRole and `associated`: only those the role holds
     * (true) or does not hold yet (false) — the two lists of the role edit screen.
     */
    searchPermissions: async (_parent, { searchInput: input, idRole }, context) => {
      const page = pageOf({ skip: input.skip, take: input.take, text: input.text }, { module: ORDER }, 'module');
      const module = input.module?.trim() || null;
      if (module && module.length > MAX.module) throw validationError({ module: tooLong(MAX.module) });
      if (idRole && !(await findRole(context.db, idRole))) throw notFoundField('Role', 'idRole');
      const associated = idRole ? (input.associated ?? null) : null;
      const where = `($1::text is null or p.value ilike $1 or p.module ilike $1)
        and ($2::text is null or p.type = $2)
        and ($3::text is null or p.module = $3)
        and ($5::boolean is null
             or exists (select 1 from role_permission rp where rp.id_permission = p.id_permission and rp.id_role = $4::uuid) = $5)`;
      const params = [page.pattern, input.type ?? null, module, idRole || null, associated];
      const [data, [{ count }]] = await Promise.all([
        context.db.query<PermissionModel>(
          `select ${PERMISSION_COLUMNS} from permission p where ${where} order by ${ORDER} offset $6 limit $7`,
          [...params, page.skip, page.take],
        ),
        context.db.query<{ count: number }>(`select count(*)::int as count from permission p where ${where}`, params),
      ]);
      return { data, count };
    },

    getModulePermissions: async (_parent, _args, context) => {
      const rows = await context.db.query<PermissionModel>(`select ${PERMISSION_COLUMNS} from permission p order by ${ORDER}`);
      const modules = new Map<string, PermissionModel[]>();
      for (const row of rows) {
        const list = modules.get(row.module) ?? [];
        list.push(row);
        modules.set(row.module, list);
      }
      return [...modules].map(([module, permissions]) => ({ module, permissions }));
    },
  },
  Mutation: {
    createPermission: async (_parent, { permissionInput: input }, context) => {
      const viewer = viewerOf(context);
      const errors = new FieldErrors();
      const value = errors.text('value', input.value, { max: MAX.value, required: true, min: 3, minMessage: 'Value is too short' });
      const module = errors.text('module', input.module, { max: MAX.module });
      errors.check();
      try {
        const [permission] = await context.db.query<PermissionModel>(
          `insert into permission as p (type, value, module, id_user_create, id_user_update) values ($1, $2, $3, $4, $4)
           on conflict (type, value) do nothing returning ${PERMISSION_COLUMNS}`,
          [input.type, value, module || moduleOf(input.type, value!), viewer.idUser],
        );
        if (!permission) throw duplicate(VALUE_TAKEN, 'value');
        return { idPermission: permission.idPermission, permission };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(VALUE_TAKEN, 'value');
        throw error;
      }
    },

    /**
     * A permission still held by a role is not deleted: CONFLICT, as for anything still referenced (remove it from
     * the roles first). The row lock keeps a concurrent associateRolePermission from slipping in between.
     */
    deletePermission: (_parent, { idPermission }, context) =>
      context.db.transaction(async (tx) => {
        const permission = await findPermission(tx, idPermission);
        if (!permission) throw notFound('Permission');
        await tx.query('select 1 from permission where id_permission = $1 for update', [permission.idPermission]);
        const held = await tx.query('select 1 from role_permission where id_permission = $1 limit 1', [permission.idPermission]);
        if (held.length) throw conflict('This permission is still held by roles');
        await tx.query('delete from permission where id_permission = $1', [permission.idPermission]);
        return true;
      }),
  },
  Permission: { id: (permission) => toGlobalId('Permission', permission.idPermission) },
};
