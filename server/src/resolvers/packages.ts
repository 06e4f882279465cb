import type { Resolvers } from '../graphql/resolvers-types.ts';

export const packageResolvers: Resolvers = {};
