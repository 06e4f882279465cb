/*
 * Permissions (SPEC section 5, users area): the catalog of FRONT screens and BACK operations roles hold. Rules, reads
 * and writes live here; resolvers/permissions.ts maps GraphQL to these calls. Lock order: the permission row, then
 * its role links.
 */
import { permissionProblems } from '../../../../rules/user.ts';
import { MODULES, routeMatches } from '../../auth/permissionCatalog.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Viewer } from '../../context.ts';
import { fieldError, notFound, reasonError } from '../../graphql/errors.ts';
import type { PermissionInput, PermissionSearchInput } from '../../graphql/resolvers-types.ts';
import { MAX, duplicate, FieldErrors, isUniqueViolation, notFoundField, pageOf, tooLong } from '../../graphql/validation.ts';
import type { PermissionModel } from '../../models.ts';
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

/** Every permission, a page at a time, with the total count. */
export async function listPermissions(db: Queryable, skip?: number | null, take?: number | null) {
  const page = pageOf({ skip, take }, { module: ORDER }, 'module');
  const [data, [{ count }]] = await Promise.all([
    db.query<PermissionModel>(`select ${PERMISSION_COLUMNS} from permission p order by ${ORDER} offset $1 limit $2`, [page.skip, page.take]),
    db.query<{ count: number }>('select count(*)::int as count from permission'),
  ]);
  return { data, count };
}

/**
 * Permissions by text (value or module), type and module. With idRole and `associated`: only those the role holds
 * (true) or does not hold yet (false) — the two lists of the role edit screen.
 */
export async function searchPermissions(db: Queryable, input: PermissionSearchInput, idRole?: string | null) {
  const page = pageOf({ skip: input.skip, take: input.take, text: input.text }, { module: ORDER }, 'module');
  const module = input.module?.trim() || null;
  if (module && module.length > MAX.module) throw fieldError('module', 'TOO_LONG', tooLong(MAX.module), { max: MAX.module });
  if (idRole && !(await findRole(db, idRole))) throw notFoundField('Role', 'idRole');
  const associated = idRole ? (input.associated ?? null) : null;
  const where = `($1::text is null or p.value ilike $1 or p.module ilike $1)
    and ($2::text is null or p.type = $2)
    and ($3::text is null or p.module = $3)
    and ($5::boolean is null
         or exists (select 1 from role_permission rp where rp.id_permission = p.id_permission and rp.id_role = $4::uuid) = $5)`;
  const params = [page.pattern, input.type ?? null, module, idRole || null, associated];
  const [data, [{ count }]] = await Promise.all([
    db.query<PermissionModel>(
      `select ${PERMISSION_COLUMNS} from permission p where ${where} order by ${ORDER} offset $6 limit $7`,
      [...params, page.skip, page.take],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from permission p where ${where}`, params),
  ]);
  return { data, count };
}

/** The permissions grouped by module, in the catalog's order. */
export async function modulePermissions(db: Queryable) {
  const rows = await db.query<PermissionModel>(`select ${PERMISSION_COLUMNS} from permission p order by ${ORDER}`);
  const modules = new Map<string, PermissionModel[]>();
  for (const row of rows) modules.set(row.module, [...(modules.get(row.module) ?? []), row]);
  return [...modules].map(([module, permissions]) => ({ module, permissions }));
}

/** A new permission: a value of 3 or more characters, unique with its type (DUPLICATE on value). */
export async function createPermission(db: Queryable, viewer: Viewer, input: PermissionInput) {
  const errors = new FieldErrors();
  // The rules of the permission form's own (rules/user.ts).
  errors.addProblems(permissionProblems(input), (p) => (p.code === 'TOO_SHORT' ? 'Value is too short' : undefined));
  errors.check();
  const value = input.value!.trim();
  const module = input.module?.trim() ?? '';
  try {
    const [permission] = await db.query<PermissionModel>(
      `insert into permission as p (type, value, module, id_user_create, id_user_update) values ($1, $2, $3, $4, $4)
       on conflict (type, value) do nothing returning ${PERMISSION_COLUMNS}`,
      [input.type, value, module || moduleOf(input.type, value), viewer.idUser],
    );
    if (!permission) throw duplicate(VALUE_TAKEN, 'value');
    return permission;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(VALUE_TAKEN, 'value');
    throw error;
  }
}

/**
 * A permission still held by a role is not deleted: CONFLICT PERMISSION_HELD, as for anything still referenced
 * (remove it from the roles first). The row lock keeps a concurrent associateRolePermission from slipping in between.
 */
export function deletePermission(db: Database, idPermission: string) {
  return db.transaction(async (tx) => {
    const permission = await findPermission(tx, idPermission);
    if (!permission) throw notFound('Permission');
    await tx.query('select 1 from permission where id_permission = $1 for update', [permission.idPermission]);
    const held = await tx.query('select 1 from role_permission where id_permission = $1 limit 1', [permission.idPermission]);
    if (held.length) throw reasonError('CONFLICT', 'PERMISSION_HELD', 'This permission is still held by roles');
    await tx.query('delete from permission where id_permission = $1', [permission.idPermission]);
    return true;
  });
}

/** Whether a user's roles hold a FRONT permission whose route pattern matches the path. */
export async function canOpenRoute(db: Queryable, idUser: string, target: string): Promise<boolean> {
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
