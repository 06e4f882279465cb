/** Column lists, look-ups and small write helpers the administration resolvers share. */
import { normalizeEmail } from '../../auth/email.ts';
import type { Queryable } from '../../db/database.ts';
import type { Viewer } from '../../context.ts';
import { notFound } from '../../graphql/errors.ts';
import { isUuid } from '../../graphql/validation.ts';
import type { OuModel, PermissionModel, RoleModel, UserModel } from '../../models.ts';

export const USER_COLUMNS = `u.id_user as "idUser", u.id_entity as "idEntity", u.id_ou as "idOu",
  u.id_user_oauth as "idUserOauth", u.id_user_type as "idUserType", u.name, u.short_name as "shortName", u.code,
  u.user_name as "userName", u.last_name as "lastName", u.email, u.phone, u.id_language as "idLanguage",
  u.utc_time as "utcTime", u.id_status as "idStatus", u.id_user_create as "idUserCreate",
  u.id_user_update as "idUserUpdate", u.created_at as "createdAt", u.updated_at as "updatedAt"`;

export const OU_COLUMNS = `o.id_ou as "idOu", o.code, o.name, o.short_name as "shortName", o.id_entity as "idEntity",
  o.id_status as "idStatus", o.id_user_create as "idUserCreate", o.id_user_update as "idUserUpdate",
  o.created_at as "createdAt", o.updated_at as "updatedAt"`;

export const ROLE_COLUMNS = `r.id_role as "idRole", r.code, r.description, r.description_es as "descriptionEs",
  r.id_user_create as "idUserCreate",
  r.id_user_update as "idUserUpdate", r.created_at as "createdAt", r.updated_at as "updatedAt"`;

export const PERMISSION_COLUMNS = `p.id_permission as "idPermission", p.type, p.value, p.module,
  p.id_user_create as "idUserCreate", p.id_user_update as "idUserUpdate", p.created_at as "createdAt",
  p.updated_at as "updatedAt"`;

/** Reads a user of the given OU; rows of other OUs are invisible. */
export async function findUser(db: Queryable, idOu: string, where: 'id' | 'email', value: string) {
  if (where === 'id' && !isUuid(value)) return null;
  // Addresses are stored normalised (auth/email.ts): the one typed is looked up in that form.
  const condition = where === 'id' ? 'u.id_user = $2' : 'u.email = $2';
  const [user] = await db.query<UserModel>(
    `select ${USER_COLUMNS} from app_user u where u.id_ou = $1 and ${condition}`,
    [idOu, where === 'email' ? normalizeEmail(value) : value],
  );
  return user ?? null;
}

/** A user of the caller's current OU, or NOT_FOUND (also for ids of another OU). */
export async function requireUser(db: Queryable, viewer: Viewer, idUser: string, lock = false) {
  if (!isUuid(idUser)) throw notFound('User');
  const [user] = await db.query<UserModel>(
    `select ${USER_COLUMNS} from app_user u where u.id_ou = $1 and u.id_user = $2${lock ? ' for update' : ''}`,
    [viewer.idOu, idUser],
  );
  if (!user) throw notFound('User');
  return user;
}

/** ADMIN and STG see every OU (to manage them, to change OU); everyone else only their current one. */
export const seesAllOus = (viewer: Viewer) => viewer.isAdmin || viewer.roles.includes('STG');

export async function findOu(db: Queryable, idOu: string, lock = false) {
  if (!isUuid(idOu)) return null;
  const [ou] = await db.query<OuModel>(`select ${OU_COLUMNS} from ou o where o.id_ou = $1${lock ? ' for update' : ''}`, [idOu]);
  return ou ?? null;
}

/** An OU the caller may see, or NOT_FOUND. */
export async function requireVisibleOu(db: Queryable, viewer: Viewer, idOu: string, lock = false) {
  const ou = seesAllOus(viewer) || idOu === viewer.idOu ? await findOu(db, idOu, lock) : null;
  if (!ou) throw notFound('Organizational unit');
  return ou;
}

export async function findRole(db: Queryable, idRole: string, lock = false) {
  if (!isUuid(idRole)) return null;
  const [role] = await db.query<RoleModel>(`select ${ROLE_COLUMNS} from role r where r.id_role = $1${lock ? ' for update' : ''}`, [idRole]);
  return role ?? null;
}

export async function requireRole(db: Queryable, idRole: string, lock = false) {
  const role = await findRole(db, idRole, lock);
  if (!role) throw notFound('Role');
  return role;
}

export async function findPermission(db: Queryable, idPermission: string) {
  if (!isUuid(idPermission)) return null;
  const [permission] = await db.query<PermissionModel>(
    `select ${PERMISSION_COLUMNS} from permission p where p.id_permission = $1`,
    [idPermission],
  );
  return permission ?? null;
}

/** The ids that exist among the given ones (malformed ids never reach the uuid column). */
export async function existingIds(db: Queryable, table: 'role' | 'permission', ids: readonly string[]) {
  const wellFormed = ids.filter(isUuid);
  if (!wellFormed.length) return new Set<string>();
  const column = table === 'role' ? 'id_role' : 'id_permission';
  const rows = await db.query<{ id: string }>(`select ${column}::text as id from ${table} where ${column} = any($1::uuid[])`, [wellFormed]);
  return new Set(rows.map((r) => r.id));
}

/** Ends every session of a user: refresh tokens revoked, Session rows INACTIVE (access tokens stop at once). */
export async function endUserSessions(tx: Queryable, idUser: string, by: string, keepSession?: string) {
  const keep = keepSession ?? null;
  await tx.query(
    `update refresh_token set revoked_at = now()
     where id_user = $1 and revoked_at is null and ($2::uuid is null or id_session <> $2::uuid)`,
    [idUser, keep],
  );
  await tx.query(
    `update session set id_status = 'INACTIVE', id_user_update = $2, updated_at = now()
     where id_user = $1 and id_status = 'ACTIVE' and ($3::uuid is null or id_session <> $3::uuid)`,
    [idUser, by, keep],
  );
}
