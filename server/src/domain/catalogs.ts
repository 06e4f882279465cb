import type { Queryable } from '../db/database.ts';
import type { Country, Language } from '../graphql/resolvers-types.ts';
import { isUuid } from '../graphql/validation.ts';

/* Countries and languages: the fixed catalogs the forms pick from, each linked to its general parameter value. */

const TABLES = {
  country: { idColumn: 'id_country', idField: 'idCountry' },
  language: { idColumn: 'id_language', idField: 'idLanguage' },
} as const;

const catalogQuery = (table: keyof typeof TABLES, where: string) => {
  const { idColumn, idField } = TABLES[table];
  return `select c.${idColumn} as "${idField}", c.name, c.name_es as "nameEs", c.short_name as "shortName", c.code,
     case when v.id_general_parameter_value is null then null
          else json_build_object('idGeneralParameterValue', v.id_general_parameter_value, 'name', v.name) end
       as "generalParameterValue"
   from ${table} c left join general_parameter_value v using (id_general_parameter_value)
   ${where}`;
};

/** Every country, by English name. */
export const allCountries = (db: Queryable) => db.query<Country>(catalogQuery('country', 'order by c.name'));

/** Every language, by English name. */
export const allLanguages = (db: Queryable) => db.query<Language>(catalogQuery('language', 'order by c.name'));

/** Countries by id (the request loaders' batched read). */
export async function countriesById(db: Queryable, ids: string[]) {
  const rows = await db.query<Country>(catalogQuery('country', 'where c.id_country = any($1::uuid[])'), [ids.filter(isUuid)]);
  return new Map(rows.map((row) => [row.idCountry, row]));
}

/** Languages by id (the request loaders' batched read). */
export async function languagesById(db: Queryable, ids: string[]) {
  const rows = await db.query<Language>(catalogQuery('language', 'where c.id_language = any($1::uuid[])'), [ids.filter(isUuid)]);
  return new Map(rows.map((row) => [row.idLanguage, row]));
}
