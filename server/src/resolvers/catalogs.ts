import { allCountries, allLanguages } from '../domain/catalogs.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';

export const catalogResolvers: Resolvers = {
  Query: {
    getCountries: (_parent, _args, { db }) => allCountries(db),
    getLanguages: (_parent, _args, { db }) => allLanguages(db),
  },
};
