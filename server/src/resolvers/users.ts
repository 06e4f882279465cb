import type { Queryable } from '../db/database.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import type { EntityModel, OuModel, RoleModel, UserModel } from '../models.ts';

export const USER_COLUMNS = `u.id_user as "idUser", u.id_entity as "idEntity", u.id_ou as "idOu",
  u.id_user_oauth as "idUserOauth", u.id_user_type as "idUserType", u.name, u.short_name as "shortName", u.code,
  u.user_name as "userName", u.last_name as "lastName", u.email, u.phone, u.id_language as "idLanguage",
  u.utc_time as "utcTime", u.id_status as "idStatus", u.id_user_create as "idUserCreate",
  u.id_user_update as "idUserUpdate", u.created_at as "createdAt", u.updated_at as "updatedAt"`;

export const OU_COLUMNS = `o.id_ou as "idOu", o.code, o.name, o.short_name as "shortName", o.id_entity as "idEntity",
  o.id_status as "idStatus", o.id_user_create as "idUserCreate", o.id_user_update as "idUserUpdate",
  o.created_at as "createdAt", o.updated_at as "updatedAt"`;

/** Reads a user of the given OU; rows of other OUs are invisible. */
export async function findUser(db: Queryable, idOu: string, where: 'id' | 'email', value: string) {
  const condition = where === 'id' ? 'u.id_user = $2' : 'lower(u.email) = lower($2)';
  const [user] = await db.query<UserModel>(
    `select ${USER_COLUMNS} from app_user u where u.id_ou = $1 and ${condition}`,
    [idOu, value],
  );
  return user ?? null;
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const userResolvers: Resolvers = {
  Query: {
    viewer: (_parent, _args, context) => {
      const viewer = viewerOf(context);
      return findUser(context.db, viewer.idOu, 'id', viewer.idUser);
    },
    getUserByEmailAddress: (_parent, { email }, context) => findUser(context.db, viewerOf(context).idOu, 'email', email),
  },
  User: {
    id: (user) => toGlobalId('User', user.idUser),
    ou: async (user, _args, { db }) =>
      (await db.query<OuModel>(`select ${OU_COLUMNS} from ou o where o.id_ou = $1`, [user.idOu]))[0],
    entity: async (user, _args, { db }) =>
      user.idEntity
        ? ((await db.query<EntityModel>(
            `select id_entity as "idEntity", name, commercial_name as "commercialName" from entity where id_entity = $1`,
            [user.idEntity],
          ))[0] ?? null)
        : null,
    roles: (user, _args, { db }) =>
      db.query<RoleModel>(
        `select r.id_role as "idRole", r.code, r.description from user_role ur join role r using (id_role)
         where ur.id_user = $1 order by r.code`,
        [user.idUser],
      ),
  },
  Ou: {
    id: (ou) => toGlobalId('Ou', ou.idOu),
    entity: async (ou, _args, { db }) =>
      (await db.query<EntityModel>(
        `select id_entity as "idEntity", name, commercial_name as "commercialName" from entity where id_entity = $1`,
        [ou.idEntity],
      ))[0] ?? null,
    users: (ou, _args, { db }) =>
      db.query<UserModel>(`select ${USER_COLUMNS} from app_user u where u.id_ou = $1 order by u.name`, [ou.idOu]),
  },
  Entity: { id: (entity) => toGlobalId('Entity', entity.idEntity) },
  Role: {
    id: (role) => toGlobalId('Role', role.idRole),
    permissions: (role, _args, { db }) =>
      db.query(
        `select p.id_permission as "idPermission", p.type, p.value, p.module from role_permission rp
         join permission p using (id_permission) where rp.id_role = $1 order by p.type, p.value`,
        [role.idRole],
      ),
  },
  Permission: { id: (permission) => toGlobalId('Permission', permission.idPermission) },
};

export { isUuid };
