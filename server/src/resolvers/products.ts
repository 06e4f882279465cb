import type { Resolvers } from '../graphql/resolvers-types.ts';

export const productResolvers: Resolvers = {};
