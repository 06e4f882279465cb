import { mayUse, viewerOf } from '../graphql/authorization.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import { QUICK_SEARCH_KINDS, quickSearch, readQuickSearchInput, type QuickSearchKind } from '../domain/search.ts';

/** The list query each kind's area checks: a kind is searched only for who may read its list. */
const KIND_PERMISSIONS: Record<QuickSearchKind, string> = {
  RESERVATION: 'searchReservations',
  CUSTOMER: 'searchEntityList',
  PRODUCT: 'searchProducts',
  PAYMENT: 'searchCashierTransactions',
};

export const searchResolvers: Resolvers = {
  Query: {
    quickSearch: async (_parent, args, context) => {
      const viewer = viewerOf(context);
      const { text, take } = readQuickSearchInput(args.text, args.take);
      const allowed = await Promise.all(QUICK_SEARCH_KINDS.map((kind) => mayUse(context, viewer, KIND_PERMISSIONS[kind])));
      const kinds = QUICK_SEARCH_KINDS.filter((_, i) => allowed[i]);
      return { kinds: [...kinds], hits: await quickSearch(context.db, viewer.idOu, kinds, text, take) };
    },
  },
};
