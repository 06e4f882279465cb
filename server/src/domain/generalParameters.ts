import type { Viewer } from '../context.ts';
import type { RuleProblem } from '../../../rules/fields.ts';
import { GP_LIMITS, generalParameterProblems } from '../../../rules/generalParameter.ts';
import type { Database, Queryable } from '../db/database.ts';
import { appError, notFound } from '../graphql/errors.ts';
import type {
  CreateGeneralParameterInput, SearchInput, GeneralParameterValueInput, UpdateGeneralParameterInput,
} from '../graphql/resolvers-types.ts';
import { conflict, duplicate, FieldErrors, isForeignKeyViolation, isUniqueViolation, isUuid, pageOf } from '../graphql/validation.ts';
import type { GeneralParameterModel, GeneralParameterValueModel } from '../models.ts';

/*
 * General parameters are the catalogs the forms pick from. The ones the product ships are shared by every OU
 * (id_ou null); a parameter created through the API belongs to the caller's OU and only that OU sees it. Both kinds
 * can be edited by whoever holds updateGeneralParameter (the administrators maintain the catalogs), but a shared
 * catalog keeps its code: screens and server rules find catalogs by code.
 */

const VALUE_CODE_TOO_SHORT = `The code must be at least ${GP_LIMITS.valueCodeMin} characters`;
export const CODE_HAS_SPACES = 'The code cannot contain spaces';
const PARAMETER_CODE_TAKEN = 'A general parameter with this code already exists';
const VALUE_CODE_TAKEN = 'This code is already used in this parameter';
export const SHARED_CODE_FIXED = 'The code of a shared catalog cannot change';
export const INVALID_CHOICE = 'Choose one of the listed options';
const VALUE_NOT_OWNED = 'This value does not belong to the parameter';
export const OWN_PARENT = 'A parameter cannot be its own parent';
export const DESCENDANT_PARENT = 'A parameter cannot hang under one of its own descendants';

/** A choice that is not one of the values offered (INVALID_CHOICE, with the forms' text). */
export const invalidChoice = (errors: FieldErrors, field: string) => errors.addCode(field, 'INVALID_CHOICE', {}, INVALID_CHOICE);

const GP_COLUMNS = `g.id_general_parameter as "idGeneralParameter", g.id_ou as "idOu", g.name,
  g.short_name as "shortName", g.code, g.id_parent as "idParent", g.id_user_create as "idUserCreate",
  g.id_user_update as "idUserUpdate", g.created_at as "createdAt", g.updated_at as "updatedAt",
  (select count(*) from general_parameter_value c where c.id_general_parameter = g.id_general_parameter)::int
    as "valueCount"`;

const GPV_COLUMNS = `v.id_general_parameter_value as "idGeneralParameterValue",
  v.id_general_parameter as "idGeneralParameter", v.name, v.name_es as "nameEs", v.short_name as "shortName",
  v.short_name_es as "shortNameEs", v.code, v.value`;

const GPV_ORDER = 'v.sort_order, lower(v.name), v.id_general_parameter_value';

/** SQL condition: the parameter g is visible from the OU in the given parameter ($n). */
export const visibleTo = (param: string) => `(g.id_ou is null or g.id_ou = ${param})`;

const GP_SORTS = {
  name: 'lower(g.name)', shortName: 'lower(g.short_name)', code: 'upper(g.code)', valueCount: '"valueCount"',
  updatedAt: 'g.updated_at', createdAt: 'g.created_at',
};

type ParameterRow = GeneralParameterModel & { valueCount?: number };

/** A general parameter the OU sees, or null (also for another OU's and for malformed ids). */
export async function findGeneralParameter(db: Queryable, idOu: string, id: string, lock = false) {
  if (!isUuid(id)) return null;
  const [row] = await db.query<ParameterRow>(
    `select ${GP_COLUMNS} from general_parameter g where g.id_general_parameter = $1 and ${visibleTo('$2')}
     ${lock ? 'for update of g' : ''}`,
    [id, idOu],
  );
  return row ?? null;
}

/** The values of the catalog with this code that the OU sees, in their order. */
function catalogValues(db: Queryable, idOu: string, code: string) {
  return db.query<GeneralParameterValueModel>(
    `select ${GPV_COLUMNS} from general_parameter_value v join general_parameter g using (id_general_parameter)
     where upper(g.code) = upper($1) and ${visibleTo('$2')}
     order by ${GPV_ORDER}`,
    [code.trim(), idOu],
  );
}

/**
 * Checks that each reference names a value of the expected catalog that the OU sees; a wrong one is a field error.
 * Answers the values found, by id, for rules that depend on the value's code.
 */
export async function checkCatalogRefs(
  db: Queryable, idOu: string, errors: FieldErrors,
  refs: readonly { field: string; catalog: string; id: string | undefined | null }[],
) {
  const ids = [...new Set(refs.map((r) => r.id).filter((id): id is string => Boolean(id) && isUuid(id)))];
  const rows = ids.length
    ? await db.query<{ id: string; catalog: string; code: string }>(
      `select v.id_general_parameter_value as id, upper(g.code) as catalog, upper(v.code) as code
       from general_parameter_value v join general_parameter g using (id_general_parameter)
       where v.id_general_parameter_value = any($1::uuid[]) and ${visibleTo('$2')}`,
      [ids, idOu],
    )
    : [];
  const found = new Map(rows.map((row) => [row.id, row]));
  for (const ref of refs) {
    if (!ref.id) continue;
    if (found.get(ref.id)?.catalog !== ref.catalog.toUpperCase()) invalidChoice(errors, ref.field);
  }
  return found;
}

interface ValueFields {
  id?: string;
  name?: string;
  /** The Spanish name: undefined keeps the one stored (a client that does not send it), null clears it. */
  nameEs: string | null | undefined;
  shortName?: string;
  code?: string;
  value: string | null;
}

/** The English texts of the codes whose general words say less (the old `fields` map). */
function parameterEnglish(p: RuleProblem): string | undefined {
  switch (p.code) {
    case 'TOO_SHORT': return VALUE_CODE_TOO_SHORT;
    case 'HAS_SPACES': return CODE_HAS_SPACES;
    case 'DUPLICATE': return VALUE_CODE_TAKEN;
    case 'TOO_MANY': return `At most ${GP_LIMITS.values} values`;
    case 'INVALID_CHOICE': return INVALID_CHOICE;
    default: return undefined;
  }
}

/** The field rules of SPEC.md section 5 for a parameter and its values (rules/generalParameter.ts, the form's own). */
function readParameter(
  errors: FieldErrors,
  data: CreateGeneralParameterInput | UpdateGeneralParameterInput,
) {
  errors.addProblems(generalParameterProblems(data), parameterEnglish);
  const trimmed = (value: string | null | undefined) => value?.trim() || undefined;
  let values: ValueFields[] | null = null;
  if (data.values != null) {
    const seenIds = new Set<string>();
    values = data.values.map((input: GeneralParameterValueInput, i) => {
      const id = trimmed(input.idGeneralParameterValue);
      if (id && (!isUuid(id) || seenIds.has(id))) errors.addCode(`values.${i}.idGeneralParameterValue`, 'NOT_OWNED', {}, VALUE_NOT_OWNED);
      if (id) seenIds.add(id);
      return {
        id,
        name: trimmed(input.name),
        nameEs: input.nameEs === undefined ? undefined : input.nameEs?.trim() || null,
        shortName: trimmed(input.shortName),
        code: trimmed(input.code),
        value: input.value?.trim() || null,
      };
    });
  }
  return { name: trimmed(data.name)!, shortName: trimmed(data.shortName)!, code: trimmed(data.code), idParent: data.idParent?.trim() || null, values };
}

/** A code made from the short name when none was typed: "Hotel chains" -> HOTEL_CHAINS, then _2, _3... if taken. */
async function deriveCode(db: Queryable, idOu: string, shortName: string) {
  const base = shortName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '').slice(0, GP_LIMITS.code - 4) || 'PARAMETER';
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}_${n}`;
    if (!(await codeTaken(db, idOu, candidate))) return candidate;
  }
  throw appError('CONFLICT', 'Could not make a free code; type one', { reason: 'CODE_NOT_FREE' });
}

/** Whether the code names another parameter the OU sees (its own or a shared one). */
async function codeTaken(db: Queryable, idOu: string, code: string, except?: string) {
  const rows = await db.query(
    `select 1 from general_parameter g where upper(g.code) = upper($1) and ${visibleTo('$2')}
       and ($3::uuid is null or g.id_general_parameter <> $3) limit 1`,
    [code, idOu, except ?? null],
  );
  return rows.length > 0;
}

/** The parent must be a parameter the OU sees, not the parameter itself nor one of its descendants. */
async function checkParent(db: Queryable, idOu: string, errors: FieldErrors, idParent: string | null, self?: string) {
  if (!idParent || errors.fields.idParent) return;
  if (idParent === self) {
    errors.addCode('idParent', 'OWN_PARENT', {}, OWN_PARENT);
    return;
  }
  if (!(await findGeneralParameter(db, idOu, idParent))) {
    invalidChoice(errors, 'idParent');
    return;
  }
  if (!self) return;
  const [loop] = await db.query<{ found: boolean }>(
    `with recursive up(id, depth) as (
       select id_parent, 1 from general_parameter where id_general_parameter = $1
       union all
       select g.id_parent, up.depth + 1 from general_parameter g join up on g.id_general_parameter = up.id
       where up.depth < 50)
     select exists (select 1 from up where id = $2) as found`,
    [idParent, self],
  );
  if (loop.found) errors.addCode('idParent', 'DESCENDANT_PARENT', {}, DESCENDANT_PARENT);
}

/** Checks done against the database; every problem found is added before anything is written. */
async function checkAgainstDatabase(
  tx: Queryable, viewer: Viewer, errors: FieldErrors,
  fields: ReturnType<typeof readParameter>, current?: ParameterRow,
) {
  if (fields.code && !errors.fields.code) {
    if (current && current.idOu === null && fields.code.toUpperCase() !== current.code.toUpperCase()) {
      errors.addCode('code', 'SHARED_CODE_FIXED', {}, SHARED_CODE_FIXED);
    } else if (await codeTaken(tx, viewer.idOu, fields.code, current?.idGeneralParameter)) {
      errors.addCode('code', 'DUPLICATE', {}, PARAMETER_CODE_TAKEN);
    }
  }
  await checkParent(tx, viewer.idOu, errors, fields.idParent, current?.idGeneralParameter);
  if (current && fields.values) {
    const existing = new Set((await tx.query<{ id: string }>(
      'select id_general_parameter_value as id from general_parameter_value where id_general_parameter = $1',
      [current.idGeneralParameter],
    )).map((r) => r.id));
    fields.values.forEach((value, i) => {
      if (value.id && !existing.has(value.id)) {
        errors.addCode(`values.${i}.idGeneralParameterValue`, 'NOT_OWNED', {}, VALUE_NOT_OWNED);
      }
    });
  } else if (!current) {
    fields.values?.forEach((value, i) => {
      if (value.id) errors.addCode(`values.${i}.idGeneralParameterValue`, 'NOT_OWNED', {}, VALUE_NOT_OWNED);
    });
  }
}

/**
 * Makes the parameter's values exactly the list given: removed ones are deleted (refused while something uses
 * them), kept ones updated, new ones inserted, all in the list's order.
 */
async function writeValues(tx: Queryable, idGeneralParameter: string, values: ValueFields[], by: string) {
  const kept = values.filter((v) => v.id).map((v) => v.id!);
  try {
    await tx.query(
      `delete from general_parameter_value where id_general_parameter = $1
         and not (id_general_parameter_value = any($2::uuid[]))`,
      [idGeneralParameter, kept],
    );
  } catch (error) {
    // refuseRemovingUsedValues looked first; this is a row that started using a value meanwhile.
    if (isForeignKeyViolation(error)) throw conflict('A value you removed is in use and cannot be removed', 'values', 'REMOVED_IN_USE');
    throw error;
  }
  // Codes may swap between kept values ("AAA" <-> "BBB"): park them first so no step sees a duplicate.
  if (kept.length) {
    await tx.query(
      `update general_parameter_value set code = '~' || id_general_parameter_value::text
       where id_general_parameter_value = any($1::uuid[])`,
      [kept],
    );
  }
  for (const [order, value] of values.entries()) {
    if (value.id) {
      await tx.query(
        `update general_parameter_value set name = $2, short_name = $3, code = $4, value = $5, sort_order = $6,
           id_user_update = $7, updated_at = now(), name_es = case when $8 then $9 else name_es end
         where id_general_parameter_value = $1`,
        [value.id, value.name, value.shortName, value.code, value.value, order, by, value.nameEs !== undefined, value.nameEs ?? null],
      );
    } else {
      await tx.query(
        `insert into general_parameter_value (id_general_parameter, name, short_name, code, value, sort_order,
           id_user_create, id_user_update, name_es)
         values ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
        [idGeneralParameter, value.name, value.shortName, value.code, value.value, order, by, value.nameEs ?? null],
      );
    }
  }
}

function insertParameter(tx: Queryable, viewer: Viewer, fields: { name: string; shortName: string; code: string; idParent: string | null }) {
  return tx.query<{ id: string }>(
    `insert into general_parameter (id_ou, name, short_name, code, id_parent, id_user_create, id_user_update)
     values ($1, $2, $3, $4, $5, $6, $6) returning id_general_parameter as id`,
    [viewer.idOu, fields.name, fields.shortName, fields.code, fields.idParent, viewer.idUser],
  );
}

/**
 * Refuses, before any write, to remove a value that other records use (entities, countries, later reservations):
 * the foreign keys would refuse it anyway, but here the message can name the value.
 */
async function refuseRemovingUsedValues(tx: Queryable, idGeneralParameter: string, values: ValueFields[]) {
  const kept = values.filter((v) => v.id).map((v) => v.id!);
  const removed = await tx.query<{ id: string; name: string }>(
    `select id_general_parameter_value as id, name from general_parameter_value
     where id_general_parameter = $1 and not (id_general_parameter_value = any($2::uuid[]))`,
    [idGeneralParameter, kept],
  );
  if (!removed.length) return;
  const references = await tx.query<{ tbl: string; col: string }>(
    `select c.conrelid::regclass::text as tbl, a.attname as col
     from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and c.confrelid = 'general_parameter_value'::regclass and array_length(c.conkey, 1) = 1`,
  );
  for (const value of removed) {
    for (const ref of references) {
      if (!/^[a-z_]+$/.test(ref.tbl) || !/^[a-z_]+$/.test(ref.col)) continue;
      const used = await tx.query(`select 1 from ${ref.tbl} where ${ref.col} = $1 limit 1`, [value.id]);
      if (used.length) throw conflict(`The value "${value.name}" is in use and cannot be removed`, 'values', 'IN_USE', { name: value.name });
    }
  }
}

/** A unique index caught what the checks could not see (a concurrent create with the same code). */
function duplicateCode(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = (error as { constraint?: string }).constraint ?? '';
    if (constraint === 'general_parameter_value_code_key') throw duplicate(VALUE_CODE_TAKEN, 'values');
    throw duplicate(PARAMETER_CODE_TAKEN, 'code');
  }
  throw error;
}

/** The general parameters list: the OU's and the shared ones whose name, short name or code contains the text. */
export async function searchGeneralParameters(db: Queryable, idOu: string, input: SearchInput) {
  const page = pageOf(input, GP_SORTS, 'name');
  const where = `${visibleTo('$1')}
    and ($2::text is null or g.name ilike $2 or g.short_name ilike $2 or g.code ilike $2)`;
  const params = [idOu, page.pattern];
  const [data, [{ count }]] = await Promise.all([
    db.query<ParameterRow>(
      `select ${GP_COLUMNS} from general_parameter g where ${where}
       order by ${page.orderBy}, g.id_general_parameter offset $3 limit $4`,
      [...params, page.skip, page.take],
    ),
    db.query<{ count: number }>(`select count(*)::int as count from general_parameter g where ${where}`, params),
  ]);
  return { data, count };
}

/** The values of a catalog by its code; a blank or overlong code names no catalog. */
export function catalogValuesByCode(db: Queryable, idOu: string, code: string) {
  const trimmed = code.trim();
  if (!trimmed || trimmed.length > GP_LIMITS.code) return Promise.resolve([]);
  return catalogValues(db, idOu, trimmed);
}

/** The parameter's values in their order. */
export function parameterValues(db: Queryable, idGeneralParameter: string) {
  return db.query<GeneralParameterValueModel>(
    `select ${GPV_COLUMNS} from general_parameter_value v where v.id_general_parameter = $1 order by ${GPV_ORDER}`,
    [idGeneralParameter],
  );
}

/** How many values the parameter has (a row read by a search carries it already). */
export async function valueCount(db: Queryable, parameter: ParameterRow) {
  if (parameter.valueCount !== undefined) return parameter.valueCount;
  const [{ n }] = await db.query<{ n: number }>(
    'select count(*)::int as n from general_parameter_value where id_general_parameter = $1', [parameter.idGeneralParameter],
  );
  return n;
}

/** Checks and writes a new parameter (with its values) in one transaction; answers it as the OU sees it. */
export async function createGeneralParameter(db: Database, viewer: Viewer, data: CreateGeneralParameterInput) {
  const errors = new FieldErrors();
  const fields = readParameter(errors, data);
  const id = await db.transaction(async (tx) => {
    await checkAgainstDatabase(tx, viewer, errors, fields);
    errors.check();
    const code = fields.code ?? (await deriveCode(tx, viewer.idOu, fields.shortName));
    const [row] = await insertParameter(tx, viewer, { ...fields, code });
    if (fields.values?.length) await writeValues(tx, row.id, fields.values, viewer.idUser);
    return row.id;
  }).catch(duplicateCode);
  return (await findGeneralParameter(db, viewer.idOu, id))!;
}

/** Checks and writes a parameter's changes (its values become exactly the list given, when given). */
export async function updateGeneralParameter(db: Database, viewer: Viewer, data: UpdateGeneralParameterInput) {
  const errors = new FieldErrors();
  const fields = readParameter(errors, data);
  if (!isUuid(data.idGeneralParameter)) throw notFound('General parameter');
  await db.transaction(async (tx) => {
    const current = await findGeneralParameter(tx, viewer.idOu, data.idGeneralParameter, true);
    if (!current) throw notFound('General parameter');
    await checkAgainstDatabase(tx, viewer, errors, fields, current);
    errors.check();
    if (fields.values) {
      // Read the names before deleting: after a refused delete the transaction can no longer be queried.
      await refuseRemovingUsedValues(tx, current.idGeneralParameter, fields.values);
    }
    await tx.query(
      `update general_parameter set name = $2, short_name = $3, code = $4, id_parent = $5, id_user_update = $6,
         updated_at = now()
       where id_general_parameter = $1`,
      [current.idGeneralParameter, fields.name, fields.shortName,
        // A shared catalog keeps its code exactly ('bank' names it too, but stays 'BANK').
        current.idOu === null ? current.code : fields.code ?? current.code, fields.idParent,
        viewer.idUser],
    );
    if (fields.values) await writeValues(tx, current.idGeneralParameter, fields.values, viewer.idUser);
  }).catch(duplicateCode);
  return (await findGeneralParameter(db, viewer.idOu, data.idGeneralParameter))!;
}

/** Catalog values by id, each with its catalog's code (the request loader of every field pointing at a value). */
export async function valuesById(db: Queryable, ids: string[]) {
  const rows = await db.query<GeneralParameterValueModel & { catalog: string }>(
    `select ${GPV_COLUMNS}, upper(g.code) as catalog
     from general_parameter_value v join general_parameter g using (id_general_parameter)
     where v.id_general_parameter_value = any($1::uuid[])`,
    [ids.filter(isUuid)],
  );
  return new Map(rows.map((row) => [row.idGeneralParameterValue, row]));
}
