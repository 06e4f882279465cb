/*
 * Users (users area): the accounts of the caller's OU, their roles, and the move of a user to another OU (STG only).
 * Rules, reads and writes live here; resolvers/users.ts maps GraphQL to these calls. Lock order: the user row, then
 * its role grants, sessions and link tokens.
 */
import { userProblems } from '../../../../rules/user.ts';
import { createLinkToken, revokeLinkTokens } from '../../auth/authStore.ts';
import { isNormalizedEmail, normalizeEmail } from '../../auth/email.ts';
import type { Viewer } from '../../context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { fieldError } from '../../graphql/errors.ts';
import type {
  AssociateRoleUserInput, CreateUserInput, DeleteUserInput, SearchInput, UpdateUserInput,
} from '../../graphql/resolvers-types.ts';
import { conflict, duplicate, FieldErrors, isForeignKeyViolation, isUniqueViolation, isUuid, notFoundField, pageOf } from '../../graphql/validation.ts';
import type { RoleModel, UserModel } from '../../models.ts';
import { entityBelongsToOu } from '../entities.ts';
import { ROLE_COLUMNS, USER_COLUMNS, endUserSessions, existingIds, findOu, requireUser } from './rows.ts';

const EMAIL_TAKEN = 'A user with this email already exists';

const USER_SORTS = {
  name: 'lower(u.name)', shortName: 'lower(u.short_name)', code: 'lower(u.code)', email: 'lower(u.email)',
  userName: 'lower(u.user_name)', idStatus: 'u.id_status', createdAt: 'u.created_at', updatedAt: 'u.updated_at',
};

/** A time zone as the browser names it (IANA, e.g. America/Lima) or a fixed offset such as -05:00. */
function validTimeZone(value: string) {
  if (/^[+-](0\d|1[0-4]):[0-5]\d$/.test(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Field checks shared by createUser and updateUser (partial: absent fields are left alone). */
function checkUserFields(
  errors: FieldErrors,
  data: {
    name?: string | null; shortName?: string | null; code?: string | null; idEntity?: string | null;
    email?: string | null; userName?: string | null; lastName?: string | null; phone?: string | null;
    idLanguage?: string | null; utcTime?: string | null;
  },
  partial: boolean,
) {
  // The rules of the user form's own (rules/user.ts); the time zone and the normalised e-mail are the server's.
  errors.addProblems(userProblems(data, partial), (p) => (p.code === 'INVALID_PHONE' ? 'Invalid phone number' : undefined));
  /** Trimmed; with `partial` an absent value stays absent. */
  const read = (value: string | null | undefined) => (value === undefined || value === null ? (partial ? undefined : '') : value.trim());
  const fields = {
    name: read(data.name),
    shortName: read(data.shortName),
    code: read(data.code),
    idEntity: read(data.idEntity) || undefined,
    email: read(data.email)?.toLowerCase(),
    userName: read(data.userName),
    lastName: read(data.lastName),
    phone: read(data.phone),
    idLanguage: data.idLanguage === null || data.idLanguage === undefined ? undefined : data.idLanguage.trim(),
    utcTime: errors.text('utcTime', data.utcTime, { max: 64 }, partial),
  };
  if (fields.utcTime && !errors.fields.utcTime && !validTimeZone(fields.utcTime)) errors.addCode('utcTime', 'UNKNOWN_TIME_ZONE', {}, 'Unknown time zone');
  // Stored, compared and kept unique in the one normalised form sign-in looks it up by.
  if (fields.email) fields.email = normalizeEmail(fields.email);
  if (fields.email && !errors.fields.email && !isNormalizedEmail(fields.email)) errors.addCode('email', 'INVALID_EMAIL');
  return fields;
}

/** The ids an input points at must exist (and the entity must be one of the caller's OU). */
async function checkReferences(
  db: Queryable, idOu: string, refs: { idEntity?: string; idLanguage?: string; idRoles?: string[] },
) {
  if (refs.idEntity !== undefined && !(await entityBelongsToOu(db, idOu, refs.idEntity))) {
    throw notFoundField('Entity', 'idEntity');
  }
  if (refs.idLanguage) {
    const found = isUuid(refs.idLanguage)
      ? await db.query('select 1 from language where id_language = $1', [refs.idLanguage])
      : [];
    if (!found.length) throw notFoundField('Language', 'idLanguage');
  }
  if (refs.idRoles?.length) {
    const found = await existingIds(db, 'role', refs.idRoles);
    if (refs.idRoles.some((id) => !found.has(id))) throw notFoundField('Role', 'idRoles');
  }
}

const normalizeIds = (ids: readonly string[]) => [...new Set(ids.map((id) => id.trim().toLowerCase()))];

/** Whether another account holds the address (given normalised, as checkUserFields leaves it). */
async function emailTaken(db: Queryable, email: string, exceptUser?: string) {
  const rows = await db.query(
    'select 1 from app_user where email = $1 and ($2::uuid is null or id_user <> $2)',
    [email, exceptUser ?? null],
  );
  return rows.length > 0;
}

async function readUser(db: Queryable, idUser: string) {
  const [user] = await db.query<UserModel>(`select ${USER_COLUMNS} from app_user u where u.id_user = $1`, [idUser]);
  return user;
}

const auditTables = new WeakMap<object, Promise<string[]>>();

/** Tables with audit columns (id_user_create / id_user_update), read once per database. */
function tablesWithAudit(db: Database) {
  let tables = auditTables.get(db);
  if (!tables) {
    tables = db
      .query<{ table: string }>(
        `select table_name as "table" from information_schema.columns
         where table_schema = current_schema() and column_name in ('id_user_create', 'id_user_update')
         group by table_name having count(*) = 2 order by table_name`,
      )
      .then((rows) => rows.map((r) => r.table).filter((t) => /^[a-z_]+$/.test(t)));
    auditTables.set(db, tables);
  }
  return tables;
}

/** Whether anything still points at the user: a session (sign-in history) or a record they created or updated. */
async function userIsReferenced(tx: Queryable, tables: string[], idUser: string) {
  const checks = [
    'select 1 from session where id_user = $1',
    ...tables.map((t) => `select 1 from ${t} where (id_user_create = $1 or id_user_update = $1)${t === 'app_user' ? ' and id_user <> $1' : ''}`),
  ];
  const rows = await tx.query(`select exists (${checks.join(' union all ')}) as referenced`, [idUser]);
  return Boolean((rows[0] as { referenced: boolean }).referenced);
}

/** The users of the OU by name. */
export function usersOfOu(db: Queryable, idOu: string) {
  return db.query<UserModel>(
    `select ${USER_COLUMNS} from app_user u where u.id_ou = $1 order by lower(u.name), u.id_user`, [idOu],
  );
}

/** The users list: a page of the OU's users by text and status, with the total. */
export async function searchUsers(db: Queryable, viewer: Viewer, input: SearchInput) {
  const page = pageOf(input, USER_SORTS, 'name');
  const where = `u.id_ou = $1
    and ($2::text is null or u.name ilike $2 or u.short_name ilike $2 or u.code ilike $2 or u.email ilike $2
         or u.user_name ilike $2 or u.last_name ilike $2)
    and ($3::text is null or u.id_status = $3)`;
  const params = [viewer.idOu, page.pattern, page.status];
  const [data, [{ count }]] = await Promise.all([
    db.query<UserModel>(
      `select ${USER_COLUMNS} from app_user u where ${where} order by ${page.orderBy}, u.id_user
       offset $4 limit $5`,
      [...params, page.skip, page.take],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from app_user u where ${where}`, params),
  ]);
  return { data, count };
}

export function rolesOf(db: Queryable, idUser: string) {
  return db.query<RoleModel>(
    `select ${ROLE_COLUMNS} from user_role ur join role r using (id_role) where ur.id_user = $1 order by r.code`,
    [idUser],
  );
}

/**
 * register-user-by-admin: the user is created INACTIVE, in the caller's OU, with a one-hour activation token (the
 * reset-password page sets the password and activates the account). Answers the user and the link to send.
 */
export async function createUser(db: Database, viewer: Viewer, data: CreateUserInput) {
  const errors = new FieldErrors();
  const fields = checkUserFields(errors, data, false);
  errors.check();
  const idRoles = normalizeIds(data.idRoles ?? []);
  await checkReferences(db, viewer.idOu, { idEntity: fields.idEntity!, idLanguage: fields.idLanguage, idRoles });
  if (await emailTaken(db, fields.email!)) throw duplicate(EMAIL_TAKEN, 'email');
  let created: { idUser: string; token: string };
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ idUser: string }>(
        `insert into app_user (id_ou, id_entity, name, short_name, code, user_name, last_name, email, phone,
           id_language, utc_time, id_status, id_user_create, id_user_update)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'INACTIVE', $12, $12) returning id_user as "idUser"`,
        [viewer.idOu, fields.idEntity, fields.name, fields.shortName, fields.code, fields.userName || fields.email,
          fields.lastName ?? '', fields.email, fields.phone || null, fields.idLanguage || null,
          fields.utcTime || 'UTC', viewer.idUser],
      );
      for (const idRole of idRoles) {
        await tx.query('insert into user_role (id_user, id_role) values ($1, $2)', [row.idUser, idRole]);
      }
      return { idUser: row.idUser, token: await createLinkToken(tx, row.idUser, 'ACTIVATE') };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(EMAIL_TAKEN, 'email');
    throw error;
  }
  return { user: await readUser(db, created.idUser), email: fields.email!, token: created.token };
}

export async function updateUser(db: Database, viewer: Viewer, data: UpdateUserInput) {
  const errors = new FieldErrors();
  const idUser = errors.id('idUser', data.idUser);
  const fields = checkUserFields(errors, data, true);
  if (data.idStatus === 'INACTIVE' && idUser === viewer.idUser) errors.addCode('idStatus', 'OWN_USER_DEACTIVATED', {}, 'You cannot deactivate your own user');
  errors.check();
  try {
    return await db.transaction(async (tx) => {
      const user = await requireUser(tx, viewer, idUser!, true);
      await checkReferences(tx, viewer.idOu, { idEntity: fields.idEntity, idLanguage: fields.idLanguage });
      if (fields.email !== undefined && (await emailTaken(tx, fields.email, user.idUser))) throw duplicate(EMAIL_TAKEN, 'email');
      const params: unknown[] = [user.idUser, viewer.idUser];
      const sets = ['id_user_update = $2', 'updated_at = now()'];
      const set = (column: string, value: unknown) => {
        if (value === undefined) return;
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      };
      set('name', fields.name);
      set('short_name', fields.shortName);
      set('code', fields.code);
      set('id_entity', fields.idEntity);
      set('email', fields.email);
      // A blank user name falls back to the e-mail, as at creation.
      set('user_name', fields.userName === '' ? (fields.email ?? user.email) : fields.userName);
      set('last_name', fields.lastName);
      set('phone', fields.phone === '' ? null : fields.phone);
      set('id_language', fields.idLanguage === '' ? undefined : fields.idLanguage);
      set('utc_time', fields.utcTime === '' ? 'UTC' : fields.utcTime);
      set('id_status', data.idStatus ?? undefined);
      await tx.query(`update app_user set ${sets.join(', ')} where id_user = $1`, params);
      // A deactivated user is signed out everywhere at once.
      if (data.idStatus === 'INACTIVE') await endUserSessions(tx, user.idUser, viewer.idUser);
      // Links sent before are void once the account is deactivated, or its address is no longer the one they went to.
      if (data.idStatus === 'INACTIVE' || (fields.email !== undefined && fields.email !== user.email)) {
        await revokeLinkTokens(tx, user.idUser);
      }
      return readUser(tx, user.idUser);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(EMAIL_TAKEN, 'email');
    throw error;
  }
}

/**
 * A user that sessions or audit columns still point at is disabled (INACTIVE) so the history keeps its author;
 * a user nothing points at (e.g. created by mistake, never signed in) is deleted. Either way their sessions end.
 */
export async function deleteUser(db: Database, viewer: Viewer, data: DeleteUserInput) {
  if (data.idUser === viewer.idUser) throw conflict('You cannot delete your own user', 'idUser', 'OWN_USER_DELETED');
  const disable = async (tx: Queryable, idUser: string) => {
    await tx.query(
      `update app_user set id_status = 'INACTIVE', id_user_update = $2, updated_at = now() where id_user = $1`,
      [idUser, viewer.idUser],
    );
    await endUserSessions(tx, idUser, viewer.idUser);
    await revokeLinkTokens(tx, idUser);
  };
  // Read before the transaction: PGlite runs one transaction at a time, a query on db inside it would wait forever.
  const tables = await tablesWithAudit(db);
  try {
    return await db.transaction(async (tx) => {
      const user = await requireUser(tx, viewer, data.idUser, true);
      if (await userIsReferenced(tx, tables, user.idUser)) await disable(tx, user.idUser);
      // Refresh tokens, link tokens and role grants go with the row (on delete cascade).
      else await tx.query('delete from app_user where id_user = $1', [user.idUser]);
      return true;
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    // A record without audit columns still points at the user: disable instead.
    return db.transaction(async (tx) => {
      const user = await requireUser(tx, viewer, data.idUser, true);
      await disable(tx, user.idUser);
      return true;
    });
  }
}

/** Makes the user's roles exactly the list given; changed rights end the user's other sessions. */
export async function setUserRoles(db: Database, viewer: Viewer, input: AssociateRoleUserInput) {
  const idRoles = normalizeIds(input.idRoles);
  return db.transaction(async (tx) => {
    const user = await requireUser(tx, viewer, input.idUser, true);
    await checkReferences(tx, viewer.idOu, { idRoles });
    if (user.idUser === viewer.idUser && viewer.isAdmin) {
      const [admin] = await tx.query<{ idRole: string }>(`select id_role as "idRole" from role where code = 'ADMIN'`);
      if (admin && !idRoles.includes(admin.idRole)) throw conflict('You cannot remove your own ADMIN role', 'idRoles', 'OWN_ADMIN_ROLE');
    }
    const before = await tx.query<{ idRole: string }>('select id_role as "idRole" from user_role where id_user = $1', [user.idUser]);
    // New roles mean new rights: the person signs in again rather than keep a session granted under the old ones
    // (an administrator changing their own roles keeps the session they are doing it from).
    const changed = before.length !== idRoles.length || before.some((r) => !idRoles.includes(r.idRole));
    const self = user.idUser === viewer.idUser ? viewer.idSession : undefined;
    if (changed) await endUserSessions(tx, user.idUser, viewer.idUser, self);
    await tx.query('delete from user_role where id_user = $1', [user.idUser]);
    for (const idRole of idRoles) {
      await tx.query('insert into user_role (id_user, id_role) values ($1, $2)', [user.idUser, idRole]);
    }
    await tx.query('update app_user set id_user_update = $2, updated_at = now() where id_user = $1', [user.idUser, viewer.idUser]);
    return readUser(tx, user.idUser);
  });
}

/**
 * Moves a user of the caller's OU to another OU (only STG: see OPERATION_ROLES). The user's entity becomes one of
 * the target OU, and their ACTIVE sessions follow, so their next request already reads the new OU.
 */
export async function changeUserOu(db: Database, viewer: Viewer, idUser: string, idOu: string, idEntity: string) {
  return db.transaction(async (tx) => {
    const user = await requireUser(tx, viewer, idUser, true);
    const ou = await findOu(tx, idOu);
    if (!ou) throw notFoundField('Organizational unit', 'idOu');
    if (ou.idStatus !== 'ACTIVE') {
      throw fieldError('idOu', 'INACTIVE_OU', 'This organizational unit is inactive');
    }
    if (!(await entityBelongsToOu(tx, ou.idOu, idEntity))) throw notFoundField('Entity', 'idEntity');
    await tx.query(
      `update app_user set id_ou = $2, id_entity = $3, id_user_update = $4, updated_at = now() where id_user = $1`,
      [user.idUser, ou.idOu, idEntity, viewer.idUser],
    );
    await tx.query(
      `update session set id_ou = $2, id_user_update = $3, updated_at = now() where id_user = $1 and id_status = 'ACTIVE'`,
      [user.idUser, ou.idOu, viewer.idUser],
    );
    return readUser(tx, user.idUser);
  });
}
