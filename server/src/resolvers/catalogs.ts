import type { Resolvers } from '../graphql/resolvers-types.ts';

const catalogQuery = (table: 'country' | 'language', idColumn: string, idField: string) =>
  `select c.${idColumn} as "${idField}", c.name, c.name_es as "nameEs", c.short_name as "shortName", c.code,
     case when v.id_general_parameter_value is null then null
          else json_build_object('idGeneralParameterValue', v.id_general_parameter_value, 'name', v.name) end
       as "generalParameterValue"
   from ${table} c left join general_parameter_value v using (id_general_parameter_value)
   order by c.name`;

export const catalogResolvers: Resolvers = {
  Query: {
    getCountries: (_parent, _args, { db }) => db.query(catalogQuery('country', 'id_country', 'idCountry')),
    getLanguages: (_parent, _args, { db }) => db.query(catalogQuery('language', 'id_language', 'idLanguage')),
  },
};
