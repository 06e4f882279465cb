/*
 * Roles (users area): global catalogs (not per OU), managed by ADMIN. Role codes are stored upper-cased; the built-in
 * ADMIN and STG keep theirs. Rules, reads and writes live here; resolvers/roles.ts maps GraphQL to these calls. Lock
 * order: the role row, then its permission links.
 */
import { roleProblems } from '../../../../rules/user.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Viewer } from '../../context.ts';
import { fieldError } from '../../graphql/errors.ts';
import type { AssociateInput, RoleInput, SearchInput, UpdateRoleInput } from '../../graphql/resolvers-types.ts';
import { duplicate, FieldErrors, isForeignKeyViolation, isUniqueViolation, notFoundField, pageOf } from '../../graphql/validation.ts';
import type { PermissionModel, RoleModel } from '../../models.ts';
import { PERMISSION_COLUMNS, ROLE_COLUMNS, existingIds, requireRole } from './rows.ts';

const CODE_TAKEN = 'A role with this code already exists';
/** Roles the server itself names (ADMIN holds everything; only STG changes OU): their codes cannot change. */
const BUILT_IN = new Set(['ADMIN', 'STG']);
const ROLE_SORTS = {
  code: 'upper(r.code)', description: 'lower(r.description)', createdAt: 'r.created_at', updatedAt: 'r.updated_at',
};

/** The rules of the role form's own (rules/user.ts); answers the code upper-cased and the description, trimmed. */
function roleFields(errors: FieldErrors, input: { code?: string | null; description?: string | null }, partial: boolean) {
  errors.addProblems(roleProblems(input, partial), (p) => {
    if (p.code === 'TOO_SHORT') return 'At least 2 characters';
    return p.code === 'CODE_CHARACTERS' ? 'Use only letters, digits, - and _' : undefined;
  });
  return { code: input.code?.trim().toUpperCase() || undefined, description: input.description?.trim() || undefined };
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
  if (!ids.length) throw fieldError('idPermissions', 'TOO_FEW', 'Select at least one permission', { min: 1 });
  const role = await requireRole(db, idRole, true);
  const found = await existingIds(db, 'permission', ids);
  if (ids.some((id) => !found.has(id))) throw notFoundField('Permission', 'idPermissions');
  return { role, ids };
}

export { requireRole };

/** Every role, by code. */
export const allRoles = (db: Queryable) => db.query<RoleModel>(`select ${ROLE_COLUMNS} from role r order by upper(r.code), r.id_role`);

/** Roles by text (code or description), a page at a time, with the total count. */
export async function searchRoles(db: Queryable, input: SearchInput) {
  const page = pageOf(input, ROLE_SORTS, 'code');
  const where = '($1::text is null or r.code ilike $1 or r.description ilike $1)';
  const [data, [{ count }]] = await Promise.all([
    db.query<RoleModel>(
      `select ${ROLE_COLUMNS} from role r where ${where} order by ${page.orderBy}, r.id_role offset $2 limit $3`,
      [page.pattern, page.skip, page.take],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from role r where ${where}`, [page.pattern]),
  ]);
  return { data, count };
}

/** A new role: a code of letters, digits, - and _ nobody uses yet, and a description. */
export async function createRole(db: Queryable, viewer: Viewer, input: RoleInput) {
  const errors = new FieldErrors();
  const { code, description } = roleFields(errors, input, false);
  errors.check();
  if (await codeTaken(db, code!)) throw duplicate(CODE_TAKEN, 'code');
  try {
    const [role] = await db.query<RoleModel>(
      `insert into role as r (code, description, id_user_create, id_user_update) values ($1, $2, $3, $3)
       returning ${ROLE_COLUMNS}`,
      [code, description, viewer.idUser],
    );
    return role;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(CODE_TAKEN, 'code');
    throw error;
  }
}

/** Changes the fields given; a built-in role keeps its code (BUILT_IN_FIXED). */
export async function updateRole(db: Database, viewer: Viewer, input: UpdateRoleInput) {
  const errors = new FieldErrors();
  const idRole = errors.id('idRole', input.idRole);
  const { code, description } = roleFields(errors, input, true);
  errors.check();
  try {
    return await db.transaction(async (tx) => {
      const role = await requireRole(tx, idRole!, true);
      if (code !== undefined && code !== role.code.toUpperCase() && BUILT_IN.has(role.code.toUpperCase())) {
        throw fieldError('code', 'BUILT_IN_FIXED', 'The code of a built-in role cannot change');
      }
      if (code !== undefined && (await codeTaken(tx, code, role.idRole))) throw duplicate(CODE_TAKEN, 'code');
      const [updated] = await tx.query<RoleModel>(
        `update role r set code = coalesce($2, code), description = coalesce($3, description),
           -- A new description no longer says what the seeded Spanish text said: Spanish screens show the new one.
           description_es = case when $3::text is null or $3 = description then description_es end,
           id_user_update = $4, updated_at = now()
         where id_role = $1 returning ${ROLE_COLUMNS}`,
        [role.idRole, code ?? null, description ?? null, viewer.idUser],
      );
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(CODE_TAKEN, 'code');
    throw error;
  }
}

/** Gives the role the permissions (those it holds already stay). */
export async function associateRolePermissions(db: Database, viewer: Viewer, input: AssociateInput) {
  try {
    return await db.transaction(async (tx) => {
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
}

/** Takes the permissions from the role. */
export function removeRolePermissions(db: Database, viewer: Viewer, input: AssociateInput) {
  return db.transaction(async (tx) => {
    const { role, ids } = await checkAssociation(tx, input.idRole, input.idPermissions);
    await tx.query('delete from role_permission where id_role = $1 and id_permission = any($2::uuid[])', [role.idRole, ids]);
    await tx.query('update role set id_user_update = $2, updated_at = now() where id_role = $1', [role.idRole, viewer.idUser]);
    return readRole(tx, role.idRole);
  });
}

/** The permissions a role holds, by module, type and value. */
export const rolePermissions = (db: Queryable, idRole: string) =>
  db.query<PermissionModel>(
    `select ${PERMISSION_COLUMNS} from role_permission rp join permission p using (id_permission)
     where rp.id_role = $1 order by p.module, p.type, p.value`,
    [idRole],
  );

/** How many users hold the role. */
export const roleUserCount = async (db: Queryable, idRole: string) =>
  (await db.query<{ count: number }>('select count(*)::int as count from user_role where id_role = $1', [idRole]))[0].count;
