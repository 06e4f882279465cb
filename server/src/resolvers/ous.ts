import type { Resolvers } from '../graphql/resolvers-types.ts';
import { viewerOf } from '../graphql/authorization.ts';
import { notFound, validationError } from '../graphql/errors.ts';
import { toGlobalId } from '../graphql/globalId.ts';
import { MAX, conflict, duplicate, FieldErrors, isForeignKeyViolation, isUniqueViolation, isUuid, notFoundField, pageOf } from '../graphql/validation.ts';
import type { EntityOuModel, OuModel, UserModel } from '../models.ts';
import type { Viewer } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import {
  OU_COLUMNS, USER_COLUMNS, entityBelongsToOu, findEntity, findOu, requireVisibleOu, seesAllOus,
} from './rows.ts';

/*
 * Organizational units are the tenants themselves. ADMIN manages the catalog of OUs (any OU); STG reads every OU to
 * change OU; everyone else sees only their current OU. What lives INSIDE an OU (its users, its entity links) stays
 * visible only from that OU, for ADMIN too.
 */

const CODE_TAKEN = 'An organizational unit with this code already exists';
const OU_SORTS = {
  code: 'lower(o.code)', name: 'lower(o.name)', shortName: 'lower(o.short_name)', idStatus: 'o.id_status',
  createdAt: 'o.created_at', updatedAt: 'o.updated_at',
};

/** SQL condition (with $1 = viewer's OU, $2 = sees all) limiting OUs to those the viewer may see. */
const VISIBLE = '($2::boolean or o.id_ou = $1)';
const scope = (viewer: Viewer) => [viewer.idOu, seesAllOus(viewer)];

async function codeTaken(db: Queryable, code: string, exceptOu?: string) {
  const rows = await db.query('select 1 from ou where lower(code) = lower($1) and ($2::uuid is null or id_ou <> $2)', [
    code, exceptOu ?? null,
  ]);
  return rows.length > 0;
}

export const ouResolvers: Resolvers = {
  Query: {
    getAllOus: (_parent, _args, context) =>
      context.db.query<OuModel>(
        `select ${OU_COLUMNS} from ou o where ${VISIBLE} order by lower(o.name), o.id_ou`,
        scope(viewerOf(context)),
      ),
    searchOus: async (_parent, { input }, context) => {
      const page = pageOf(input, OU_SORTS, 'name');
      const where = `${VISIBLE}
        and ($3::text is null or o.code ilike $3 or o.name ilike $3 or o.short_name ilike $3)
        and ($4::text is null or o.id_status = $4)`;
      const params = [...scope(viewerOf(context)), page.pattern, page.status];
      const [data, [{ count }]] = await Promise.all([
        context.db.query<OuModel>(
          `select ${OU_COLUMNS} from ou o where ${where} order by ${page.orderBy}, o.id_ou offset $5 limit $6`,
          [...params, page.skip, page.take],
        ),
        context.db.query<{ count: number }>(`select count(*)::int as count from ou o where ${where}`, params),
      ]);
      return { data, count };
    },
    getOuById: (_parent, { id }, context) => requireVisibleOu(context.db, viewerOf(context), id),
    // Looked up by its natural key: null when there is no such OU the caller may see.
    getOuByCode: async (_parent, { code }, context) =>
      (await context.db.query<OuModel>(
        `select ${OU_COLUMNS} from ou o where ${VISIBLE} and lower(o.code) = lower($3)`,
        [...scope(viewerOf(context)), code.trim()],
      ))[0] ?? null,
    /** The OUs an entity belongs to: the OU it is the legal entity of, or linked through entity_ou. */
    getOuByEntityInput: (_parent, { input }, context) =>
      isUuid(input.idEntity)
        ? context.db.query<OuModel>(
            `select ${OU_COLUMNS} from ou o where ${VISIBLE}
               and (o.id_entity = $3 or exists (select 1 from entity_ou l where l.id_ou = o.id_ou and l.id_entity = $3))
             order by lower(o.name), o.id_ou`,
            [...scope(viewerOf(context)), input.idEntity],
          )
        : [],
    /** The entities linked to an OU: the caller's current OU only (entities are data of the OU). */
    getEntityOu: (_parent, { idOu }, context) => {
      const viewer = viewerOf(context);
      if (idOu !== viewer.idOu) throw notFound('Organizational unit');
      return context.db.query<EntityOuModel>(
        `select l.id_entity as "idEntity", l.id_ou as "idOu" from entity_ou l join entity e using (id_entity)
         where l.id_ou = $1 order by lower(e.name), e.id_entity`,
        [viewer.idOu],
      );
    },
  },
  Mutation: {
    createOu: async (_parent, { data }, context) => {
      const viewer = viewerOf(context);
      const errors = new FieldErrors();
      const code = errors.text('code', data.code, { max: MAX.code, required: true });
      const name = errors.text('name', data.name, { max: MAX.name, required: true });
      const shortName = errors.text('shortName', data.shortName, { max: MAX.name, required: true });
      const idEntity = errors.id('idEntity', data.idEntity);
      errors.check();
      const { db } = context;
      // The legal entity of a new OU is picked among the caller's OU entities (the picker lists those).
      if (!(await entityBelongsToOu(db, viewer.idOu, idEntity!))) throw notFoundField('Entity', 'idEntity');
      if (await codeTaken(db, code!)) throw duplicate(CODE_TAKEN, 'code');
      try {
        return await db.transaction(async (tx) => {
          const [ou] = await tx.query<OuModel>(
            `insert into ou as o (code, name, short_name, id_entity, id_status, id_user_create, id_user_update)
             values ($1, $2, $3, $4, $5, $6, $6) returning ${OU_COLUMNS}`,
            [code, name, shortName, idEntity, data.idStatus ?? 'ACTIVE', viewer.idUser],
          );
          await tx.query('insert into entity_ou (id_entity, id_ou) values ($1, $2) on conflict do nothing', [idEntity, ou.idOu]);
          return ou;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(CODE_TAKEN, 'code');
        throw error;
      }
    },

    updateOu: async (_parent, { data }, context) => {
      const viewer = viewerOf(context);
      const errors = new FieldErrors();
      const idOu = errors.id('idOu', data.idOu);
      const code = errors.text('code', data.code, { max: MAX.code, required: true }, true);
      const name = errors.text('name', data.name, { max: MAX.name, required: true }, true);
      const shortName = errors.text('shortName', data.shortName, { max: MAX.name, required: true }, true);
      const idEntity = errors.id('idEntity', data.idEntity, true);
      if (data.idStatus === 'INACTIVE' && idOu === viewer.idOu) {
        errors.add('idStatus', 'You cannot deactivate the organizational unit you are working in');
      }
      errors.check();
      const { db } = context;
      try {
        return await db.transaction(async (tx) => {
          const ou = await requireVisibleOu(tx, viewer, idOu!, true);
          if (idEntity !== undefined && idEntity !== ou.idEntity
            && !(await entityBelongsToOu(tx, viewer.idOu, idEntity)) && !(await entityBelongsToOu(tx, ou.idOu, idEntity))) {
            throw notFoundField('Entity', 'idEntity');
          }
          if (code !== undefined && (await codeTaken(tx, code, ou.idOu))) throw duplicate(CODE_TAKEN, 'code');
          const [updated] = await tx.query<OuModel>(
            `update ou o set code = coalesce($2, code), name = coalesce($3, name), short_name = coalesce($4, short_name),
               id_entity = coalesce($5, id_entity), id_status = coalesce($6, id_status), id_user_update = $7,
               updated_at = now()
             where id_ou = $1 returning ${OU_COLUMNS}`,
            [ou.idOu, code ?? null, name ?? null, shortName ?? null, idEntity ?? null, data.idStatus ?? null, viewer.idUser],
          );
          if (idEntity !== undefined) {
            await tx.query('insert into entity_ou (id_entity, id_ou) values ($1, $2) on conflict do nothing', [idEntity, ou.idOu]);
          }
          return updated;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate(CODE_TAKEN, 'code');
        throw error;
      }
    },

    /** An OU with users (active or not) is refused; so is one that other records (e.g. old sessions) still name. */
    deleteOu: async (_parent, { data }, context) => {
      const viewer = viewerOf(context);
      if (!data.idOu?.trim()) throw validationError({ idOu: 'This field is required' });
      const { db } = context;
      try {
        return await db.transaction(async (tx) => {
          const ou = await requireVisibleOu(tx, viewer, data.idOu, true);
          const users = await tx.query('select 1 from app_user where id_ou = $1 limit 1', [ou.idOu]);
          if (users.length) throw conflict('This organizational unit still has users');
          await tx.query('delete from ou where id_ou = $1', [ou.idOu]);
          return true;
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw conflict('This organizational unit is still referenced by other records');
        throw error;
      }
    },
  },
  Ou: {
    id: (ou) => toGlobalId('Ou', ou.idOu),
    entity: (ou, _args, { db }) => findEntity(db, ou.idEntity),
    // The people of an OU are data of that OU: listed only to someone working in it.
    users: (ou, _args, context) =>
      context.viewer && ou.idOu === context.viewer.idOu
        ? context.db.query<UserModel>(`select ${USER_COLUMNS} from app_user u where u.id_ou = $1 order by lower(u.name), u.id_user`, [ou.idOu])
        : [],
  },
  EntityOu: {
    entity: async (link, _args, { db }) => (await findEntity(db, link.idEntity))!,
    ou: async (link, _args, { db }) => (await findOu(db, link.idOu))!,
  },
};
