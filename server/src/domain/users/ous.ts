/*
 * Organizational units (users area) are the tenants themselves. ADMIN manages the catalog of OUs (any OU); STG reads
 * every OU to change OU; everyone else sees only their current OU. What lives INSIDE an OU (its users, its entity
 * links) stays visible only from that OU, for ADMIN too. Rules, reads and writes live here; resolvers/ous.ts maps
 * GraphQL to these calls. Lock order: the OU row, then its entity links.
 */
import { ouProblems } from '../../../../rules/user.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { Viewer } from '../../context.ts';
import { fieldError, notFound, reasonError } from '../../graphql/errors.ts';
import type { CreateOuInput, DeleteOuInput, SearchInput, UpdateOuInput } from '../../graphql/resolvers-types.ts';
import { duplicate, FieldErrors, isForeignKeyViolation, isUniqueViolation, isUuid, notFoundField, pageOf } from '../../graphql/validation.ts';
import type { EntityOuModel, OuModel, UserModel } from '../../models.ts';
import { entityBelongsToOu } from '../entities.ts';
import { OU_COLUMNS, USER_COLUMNS, requireVisibleOu, seesAllOus } from './rows.ts';

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

/** The OUs the viewer may see, by name. */
export const visibleOus = (db: Queryable, viewer: Viewer) =>
  db.query<OuModel>(`select ${OU_COLUMNS} from ou o where ${VISIBLE} order by lower(o.name), o.id_ou`, scope(viewer));

/** The visible OUs by text (code, name, short name) and status, a page at a time, with the total count. */
export async function searchOus(db: Queryable, viewer: Viewer, input: SearchInput) {
  const page = pageOf(input, OU_SORTS, 'name');
  const where = `${VISIBLE}
    and ($3::text is null or o.code ilike $3 or o.name ilike $3 or o.short_name ilike $3)
    and ($4::text is null or o.id_status = $4)`;
  const params = [...scope(viewer), page.pattern, page.status];
  const [data, [{ count }]] = await Promise.all([
    db.query<OuModel>(
      `select ${OU_COLUMNS} from ou o where ${where} order by ${page.orderBy}, o.id_ou offset $5 limit $6`,
      [...params, page.skip, page.take],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from ou o where ${where}`, params),
  ]);
  return { data, count };
}

/** Looked up by its natural key: null when there is no such OU the viewer may see. */
export const ouByCode = async (db: Queryable, viewer: Viewer, code: string) =>
  (await db.query<OuModel>(
    `select ${OU_COLUMNS} from ou o where ${VISIBLE} and lower(o.code) = lower($3)`, [...scope(viewer), code.trim()],
  ))[0] ?? null;

/** The OUs an entity belongs to: the OU it is the legal entity of, or linked through entity_ou. */
export const ousOfEntity = (db: Queryable, viewer: Viewer, idEntity: string) =>
  (isUuid(idEntity)
    ? db.query<OuModel>(
      `select ${OU_COLUMNS} from ou o where ${VISIBLE}
         and (o.id_entity = $3 or exists (select 1 from entity_ou l where l.id_ou = o.id_ou and l.id_entity = $3))
       order by lower(o.name), o.id_ou`,
      [...scope(viewer), idEntity],
    )
    : Promise.resolve([]));

/** The entities linked to an OU: the viewer's current OU only (entities are data of the OU). */
export function entityLinks(db: Queryable, viewer: Viewer, idOu: string) {
  if (idOu !== viewer.idOu) throw notFound('Organizational unit');
  return db.query<EntityOuModel>(
    `select l.id_entity as "idEntity", l.id_ou as "idOu" from entity_ou l join entity e using (id_entity)
     where l.id_ou = $1 order by lower(e.name), e.id_entity`,
    [viewer.idOu],
  );
}

/** The people of an OU are data of that OU: listed only to someone working in it. */
export const ouUsers = (db: Queryable, viewer: Viewer | null | undefined, idOu: string) =>
  (viewer && idOu === viewer.idOu
    ? db.query<UserModel>(`select ${USER_COLUMNS} from app_user u where u.id_ou = $1 order by lower(u.name), u.id_user`, [idOu])
    : Promise.resolve([]));

/** A new OU, linked to its legal entity (one of the viewer's OU entities); its code unused. */
export async function createOu(db: Database, viewer: Viewer, data: CreateOuInput) {
  const errors = new FieldErrors();
  errors.addProblems(ouProblems(data));
  errors.check();
  const [code, name, shortName, idEntity] = [data.code, data.name, data.shortName, data.idEntity].map((value) => value?.trim());
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
}

/** Changes the fields given; the OU one works in stays active (CURRENT_OU). */
export async function updateOu(db: Database, viewer: Viewer, data: UpdateOuInput) {
  const errors = new FieldErrors();
  const idOu = errors.id('idOu', data.idOu);
  // The rules of the OU form's own (rules/user.ts); absent fields keep their values.
  errors.addProblems(ouProblems(data, true));
  const [code, name, shortName, idEntity] = [data.code, data.name, data.shortName, data.idEntity].map((value) => value?.trim());
  if (data.idStatus === 'INACTIVE' && idOu === viewer.idOu) {
    errors.addCode('idStatus', 'CURRENT_OU', {}, 'You cannot deactivate the organizational unit you are working in');
  }
  errors.check();
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
}

/** An OU with users (active or not) is refused; so is one that other records (e.g. old sessions) still name. */
export async function deleteOu(db: Database, viewer: Viewer, data: DeleteOuInput) {
  if (!data.idOu?.trim()) throw fieldError('idOu', 'REQUIRED', 'This field is required');
  try {
    return await db.transaction(async (tx) => {
      const ou = await requireVisibleOu(tx, viewer, data.idOu, true);
      const users = await tx.query('select 1 from app_user where id_ou = $1 limit 1', [ou.idOu]);
      if (users.length) throw reasonError('CONFLICT', 'OU_HAS_USERS', 'This organizational unit still has users');
      await tx.query('delete from ou where id_ou = $1', [ou.idOu]);
      return true;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw reasonError('CONFLICT', 'OU_IN_USE', 'This organizational unit is still referenced by other records');
    throw error;
  }
}
